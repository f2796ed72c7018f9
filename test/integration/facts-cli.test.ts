// The cli fact family fails on a planted wrong fact: a flag the pinned command does not have, and a command
// of the pinned tree that the CLI reference page no longer describes. Needs the fact bench's venv
// (created once by test/facts/venv.mjs, then cached). Every tree of the suite is checked in one Python process
// before the tests (factsSuite); each test reads its own tree's report.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { factsSuite, lineOf, plant } from '../facts/harness.ts';

const CELERY = 'content/docs/integrations/libraries/celery.mdx';
const WORKER = 'dagster-celery worker start -A dagster_celery.app -y celery_config.yaml -q warehouse -n warehouse-1';
const REFERENCE = 'content/docs/api/clis/cli.mdx';

const facts = factsSuite('cli');
test.before(facts.run);
test.after(facts.cleanup);

const untouched = facts.check([CELERY, REFERENCE]);
test('the untouched pages have no wrong CLI fact', () => {
  const { r } = untouched();
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked > 300, r.output);
  assert.is(r.status, 0, r.output);
});

const flag = facts.check([CELERY], (root) => {
  const line = lineOf(root, CELERY, WORKER);
  plant(root, CELERY, WORKER, WORKER.replace('-q warehouse', '--queue-name warehouse'));
  return { line };
});
test('a flag the command does not have is reported at the command line', () => {
  const { r, line } = flag();
  assert.is(r.wrong, 1, r.output);
  assert.is(r.status, 1);
  assert.match(r.wrongLines[0], `${CELERY}:${line}:1  dagster-celery worker start --queue-name`);
  assert.match(r.wrongLines[0], '`dagster-celery worker start` has no option --queue-name');
});

const undescribed = facts.check([REFERENCE], (root) => {
  plant(root, REFERENCE, '### `dagster asset list`', '### Listing assets');
});
test('a command the reference page stops describing is reported as missing', () => {
  const { r } = undescribed();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${REFERENCE}:1:1`);
  assert.match(r.wrongLines[0], '`dagster asset list` exists in the pinned package but has no');
});

const ROW = '| `--db-statement-timeout INT` | `15000` |';
const tableDefault = facts.check([REFERENCE], (root) => {
  const line = lineOf(root, REFERENCE, ROW);
  plant(root, REFERENCE, ROW, ROW.replace('`15000`', '`5000`'));
  return { line };
});
test('a default in a reference table that differs from the package is reported at its row', () => {
  const { r, line } = tableDefault();
  assert.is(r.wrong, 1, r.output);
  const claim = '`dagster-webserver --db-statement-timeout` defaults to 5000';
  assert.match(r.wrongLines[0], `${REFERENCE}:${line}:1  ${claim}`);
  assert.match(r.wrongLines[0], "the package's default is 15000");
});

test.run();
