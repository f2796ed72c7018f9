// The ui fact family fails on a planted UI label that the dagster-webserver 1.11.14 bundle does not contain,
// and does not count a Dagster+ label it cannot see as wrong. Needs the fact bench's venv. Every tree of the
// suite is checked in one Python process before the tests (factsSuite).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { factsSuite, lineOf, plant } from '../facts/harness.ts';

const TUTORIAL = 'content/docs/dagster-basics-tutorial/dependencies.mdx';
const VERSIONING = 'content/docs/guides/build/assets/asset-versioning-and-caching.mdx';
const ALERTS = 'content/docs/guides/observe/alerts/asset-health-alerts.mdx';

const facts = factsSuite('ui');
test.before(facts.run);
test.after(facts.cleanup);

const untouched = facts.check([TUTORIAL, VERSIONING, ALERTS]);
test('the untouched pages name only labels the UI has', () => {
  const { r } = untouched();
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked >= 3, r.output);
  assert.ok(r.sourced >= 1, r.output); // the Dagster+ alert policy steps, with their source beside them
});

// The page's Dagster+ steps carry their source; the same page without the comments is the unsourced case.
const DEPLOYMENTS = 'content/docs/deployment/dagster-plus/full-deployments/managing-deployments.mdx';
const SOURCE_COMMENT = /[ \t]*\{\/\*\s*source:[^*]*\*\/\}/g;
const unsourced = facts.check([DEPLOYMENTS], (root) => {
  const path = join(root, DEPLOYMENTS);
  writeFileSync(path, readFileSync(path, 'utf8').replace(SOURCE_COMMENT, ''));
});
const sourced = facts.check([DEPLOYMENTS]);
test('a Dagster+ label counts as sourced only with a source comment beside it', () => {
  const { r: before } = unsourced();
  const { r: after } = sourced();
  assert.is(after.wrong, 0, after.output);
  // The comment covers the labels within three lines of it: they move from not checkable to sourced.
  assert.ok(after.sourced > before.sourced, after.output);
  assert.is(after.sourced + after.uncheckable, before.sourced + before.uncheckable, after.output);
});

const button = facts.check([TUTORIAL], (root) => {
  plant(root, TUTORIAL, 'Click **Materialize all**. Dagster plans', 'Click **Materialize everything**. Dagster plans');
  return { line: lineOf(root, TUTORIAL, '**Materialize everything**') };
});
test('a button the UI does not have is wrong, at the label', () => {
  const { r, line } = button();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${TUTORIAL}:${line}:9  the Dagster UI shows **Materialize everything**`);
});

const menu = facts.check([VERSIONING], (root) => {
  plant(root, VERSIONING, 'An **Observe all** button', 'Open **Assets → Observe sources**; the button');
});
test('a menu path is checked part by part', () => {
  const { r } = menu();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], 'the Dagster UI shows **Observe sources**');
});

test.run();
