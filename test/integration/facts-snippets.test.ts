// The snippets fact family fails on a planted wrong keyword argument or name, at the example's line.
// Needs the fact bench's venv (created once by test/facts/venv.mjs, then cached).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyTree, lineOf, plant, runFacts } from '../facts/harness.ts';

const SNIPPET = 'content/snippets/dagster-basics-tutorial/dependencies/assets.py';
const PAGE = 'content/api/libraries/dagster-deltalake-pandas.yaml';

test('the untouched snippet and API examples have no wrong fact', () => {
  const r = runFacts(copyTree([SNIPPET, PAGE]), 'snippets');
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked > 40, r.output);
});

test('a keyword argument the decorator does not accept fails statically and when imported', () => {
  const root = copyTree([SNIPPET]);
  const before = 'group_name="raw")\ndef raw_customers(';
  plant(root, SNIPPET, before, before.replace('group_name=', 'group='));
  const line = lineOf(root, SNIPPET, 'group="raw")');
  const r = runFacts(root, 'snippets');
  assert.is(r.wrong, 2, r.output);
  assert.ok(
    r.wrongLines.every((l) => l.startsWith(`${SNIPPET}:${line}:`)),
    r.output,
  );
  assert.ok(
    r.wrongLines.some((l) => l.includes('`dg.asset(...)` accepts `group=`')),
    r.output,
  );
  assert.ok(
    r.wrongLines.some((l) => l.includes('imports and its definitions load') && l.includes('group')),
    r.output,
  );
});

test('a Dagster name that does not exist in an API example is reported at its YAML line', () => {
  const root = copyTree([PAGE]);
  plant(root, PAGE, 'daily = dg.DailyPartitionsDefinition(', 'daily = dg.DailyPartitionDefinition(');
  const line = lineOf(root, PAGE, 'dg.DailyPartitionDefinition(');
  const r = runFacts(root, 'snippets');
  assert.ok(r.wrong >= 1, r.output);
  assert.ok(
    r.wrongLines.some(
      (l) =>
        l.startsWith(`${PAGE}:${line}:`) &&
        l.includes('`dagster.DailyPartitionDefinition`') &&
        l.includes('has no attribute'),
    ),
    r.output,
  );
});

test('an example that reads what earlier steps of its page create runs after them, from an empty temp folder', () => {
  // snippet-steps.yaml runs the Iceberg quickstart's setup script and materializes its assets first, in the
  // example's own folders; without those steps the inspect script cannot open the catalog.
  const dir = 'content/snippets/integrations/iceberg/';
  const files = ['quickstart_setup.py', 'quickstart_defs.py', 'quickstart_inspect.py'].map((f) => dir + f);
  const r = runFacts(copyTree(files), 'snippets');
  assert.is(r.wrong, 0, r.output);
  assert.is(r.uncheckable, 0, r.output);
});

test.run();
