// The sources fact family counts claims no package can check that carry their source in a comment beside them,
// and run.mjs reports them apart from the claims that are not checkable. Needs the fact bench's venv. Every
// tree of the suite is checked in one Python process before the tests (factsSuite).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { factsSuite, lineOf, plant } from '../facts/harness.ts';

const PAGE = 'content/docs/deployment/dagster-plus/full-deployments/managing-deployments.mdx';
const CLAIM = 'Requires the **Organization Admin** role and a Pro plan.';

const facts = factsSuite('sources');
test.before(facts.run);
test.after(facts.cleanup);

const withSource = facts.check([PAGE], (root) =>
  plant(root, PAGE, CLAIM, `${CLAIM}\n{/* source: https://example.org/plans */}`),
);
test('a plan claim with a source comment beside it is counted as sourced, at the claim', () => {
  const { r } = withSource();
  assert.is(r.sourced, 1, r.output);
  assert.is(r.wrong, 0, r.output);
  assert.match(r.output, /facts: 0 checked, 0 wrong, 0 not checkable, 1 sourced \(0\.0 % not checkable\)/);
});

const notAnAddress = facts.check([PAGE], (root) => {
  plant(root, PAGE, CLAIM, `${CLAIM} {/* source: the pricing page */}`);
  return { line: lineOf(root, PAGE, 'the pricing page') };
});
test('a source that is not an address a reviewer can open is wrong, at the comment', () => {
  const { r, line } = notAnAddress();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${PAGE}:${line}:`);
  assert.match(r.wrongLines[0], 'is not an http(s) address');
});

const noComments = facts.check([PAGE]);
test('a page without source comments has no sourced claims', () => {
  const { r } = noComments();
  assert.is(r.sourced, 0, r.output);
  assert.is(r.checked, 0, r.output);
});

test.run();
