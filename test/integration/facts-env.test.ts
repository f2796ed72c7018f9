// The env fact family fails on a planted wrong fact: an environment variable and a metadata key that the
// pinned packages do not have. Needs the fact bench's venv (created once by test/facts/venv.mjs, then cached).
// Every tree of the suite is checked in one Python process before the tests (factsSuite).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { factsSuite, lineOf, plant } from '../facts/harness.ts';

const CELERY = 'content/docs/integrations/libraries/celery.mdx';
const AIRLIFT = 'content/docs/integrations/libraries/airlift.mdx';

const facts = factsSuite('env');
test.before(facts.run);
test.after(facts.cleanup);

const untouched = facts.check([CELERY, AIRLIFT]);
test('the untouched pages have no wrong variable or key', () => {
  const { r } = untouched();
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked >= 4, r.output);
  assert.is(r.status, 0, r.output);
});

const variable = facts.check([CELERY], (root) => {
  const line = lineOf(root, CELERY, '`DAGSTER_CELERY_BROKER_HOST`');
  plant(root, CELERY, '`DAGSTER_CELERY_BROKER_HOST`', '`DAGSTER_CELERY_BROKER_HOSTNAME`');
  return { line };
});
test('a renamed environment variable is reported where the page names it', () => {
  const { r, line } = variable();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${CELERY}:${line}:`);
  assert.match(r.wrongLines[0], '`DAGSTER_CELERY_BROKER_HOSTNAME` is an environment variable');
});

const key = facts.check([AIRLIFT], (root) => {
  const line = lineOf(root, AIRLIFT, '`dagster-airlift/task-mapping`');
  plant(root, AIRLIFT, '`dagster-airlift/task-mapping`', '`airlift/task-mapping`');
  return { line };
});
test('a library metadata key without its dagster- prefix is reported with the real spelling', () => {
  const { r, line } = key();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${AIRLIFT}:${line}:`);
  assert.match(r.wrongLines[0], 'the key is spelled `dagster-airlift/task-mapping`');
});

test.run();
