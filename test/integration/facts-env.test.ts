// The env fact family fails on a planted wrong fact: an environment variable and a metadata key that the
// pinned packages do not have. Needs the fact bench's venv (created once by test/facts/venv.mjs, then cached).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyTree, lineOf, plant, runFacts } from '../facts/harness.ts';

const CELERY = 'content/docs/integrations/libraries/celery.mdx';
const AIRLIFT = 'content/docs/integrations/libraries/airlift.mdx';

test('the untouched pages have no wrong variable or key', () => {
  const r = runFacts(copyTree([CELERY, AIRLIFT]), 'env');
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked >= 4, r.output);
  assert.is(r.status, 0, r.output);
});

test('a renamed environment variable is reported where the page names it', () => {
  const root = copyTree([CELERY]);
  const line = lineOf(root, CELERY, '`DAGSTER_CELERY_BROKER_HOST`');
  plant(root, CELERY, '`DAGSTER_CELERY_BROKER_HOST`', '`DAGSTER_CELERY_BROKER_HOSTNAME`');
  const r = runFacts(root, 'env');
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${CELERY}:${line}:`);
  assert.match(r.wrongLines[0], '`DAGSTER_CELERY_BROKER_HOSTNAME` is an environment variable');
});

test('a library metadata key without its dagster- prefix is reported with the real spelling', () => {
  const root = copyTree([AIRLIFT]);
  const line = lineOf(root, AIRLIFT, '`dagster-airlift/task-mapping`');
  plant(root, AIRLIFT, '`dagster-airlift/task-mapping`', '`airlift/task-mapping`');
  const r = runFacts(root, 'env');
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${AIRLIFT}:${line}:`);
  assert.match(r.wrongLines[0], 'the key is spelled `dagster-airlift/task-mapping`');
});

test.run();
