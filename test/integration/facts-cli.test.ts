// The cli fact family fails on a planted wrong fact: a flag the pinned command does not have, and a command
// of the pinned tree that the CLI reference page no longer describes. Needs the fact bench's venv
// (created once by test/facts/venv.mjs, then cached).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyTree, lineOf, plant, runFacts } from '../facts/harness.ts';

const CELERY = 'content/docs/integrations/libraries/celery.mdx';
const WORKER = 'dagster-celery worker start -A dagster_celery.app -y celery_config.yaml -q warehouse -n warehouse-1';
const REFERENCE = 'content/docs/api/clis/cli.mdx';

test('the untouched pages have no wrong CLI fact', () => {
  const r = runFacts(copyTree([CELERY, REFERENCE]), 'cli');
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked > 300, r.output);
  assert.is(r.status, 0, r.output);
});

test('a flag the command does not have is reported at the command line', () => {
  const root = copyTree([CELERY]);
  const line = lineOf(root, CELERY, WORKER);
  plant(root, CELERY, WORKER, WORKER.replace('-q warehouse', '--queue-name warehouse'));
  const r = runFacts(root, 'cli');
  assert.is(r.wrong, 1, r.output);
  assert.is(r.status, 1);
  assert.match(r.wrongLines[0], `${CELERY}:${line}:1  dagster-celery worker start --queue-name`);
  assert.match(r.wrongLines[0], '`dagster-celery worker start` has no option --queue-name');
});

test('a command the reference page stops describing is reported as missing', () => {
  const root = copyTree([REFERENCE]);
  plant(root, REFERENCE, '### `dagster asset list`', '### Listing assets');
  const r = runFacts(root, 'cli');
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${REFERENCE}:1:1`);
  assert.match(r.wrongLines[0], '`dagster asset list` exists in the pinned package but has no');
});

test('a default in a reference table that differs from the package is reported at its row', () => {
  const root = copyTree([REFERENCE]);
  const row = '| `--db-statement-timeout INT` | `15000` |';
  const line = lineOf(root, REFERENCE, row);
  plant(root, REFERENCE, row, row.replace('`15000`', '`5000`'));
  const r = runFacts(root, 'cli');
  assert.is(r.wrong, 1, r.output);
  const claim = '`dagster-webserver --db-statement-timeout` defaults to 5000';
  assert.match(r.wrongLines[0], `${REFERENCE}:${line}:1  ${claim}`);
  assert.match(r.wrongLines[0], "the package's default is 15000");
});

test.run();
