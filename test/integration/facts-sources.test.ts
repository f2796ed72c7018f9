// The sources fact family counts claims no package can check that carry their source in a comment beside them,
// and run.mjs reports them apart from the claims that are not checkable. Needs the fact bench's venv.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyTree, lineOf, plant, runFacts } from '../facts/harness.ts';

const PAGE = 'content/docs/deployment/dagster-plus/full-deployments/managing-deployments.mdx';
const CLAIM = 'Requires the **Organization Admin** role and a Pro plan.';

test('a plan claim with a source comment beside it is counted as sourced, at the claim', () => {
  const root = copyTree([PAGE]);
  plant(root, PAGE, CLAIM, `${CLAIM}\n{/* source: https://example.org/plans */}`);
  const r = runFacts(root, 'sources');
  assert.is(r.sourced, 1, r.output);
  assert.is(r.wrong, 0, r.output);
  assert.match(r.output, /facts: 0 checked, 0 wrong, 0 not checkable, 1 sourced \(0\.0 % not checkable\)/);
});

test('a source that is not an address a reviewer can open is wrong, at the comment', () => {
  const root = copyTree([PAGE]);
  plant(root, PAGE, CLAIM, `${CLAIM} {/* source: the pricing page */}`);
  const r = runFacts(root, 'sources');
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${PAGE}:${lineOf(root, PAGE, 'the pricing page')}:`);
  assert.match(r.wrongLines[0], 'is not an http(s) address');
});

test('a page without source comments has no sourced claims', () => {
  const r = runFacts(copyTree([PAGE]), 'sources');
  assert.is(r.sourced, 0, r.output);
  assert.is(r.checked, 0, r.output);
});

test.run();
