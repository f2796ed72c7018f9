// The snippets fact family fails on a planted wrong keyword argument or name, at the example's line.
// Needs the fact bench's venv (created once by test/facts/venv.mjs, then cached). Every tree of the suite is
// checked in one Python process before the tests (factsSuite); each example still runs in a fork of its own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { factsSuite, lineOf, plant } from '../facts/harness.ts';

const SNIPPET = 'content/snippets/dagster-basics-tutorial/dependencies/assets.py';
const PAGE = 'content/api/libraries/dagster-deltalake-pandas.yaml';
const ICEBERG = ['quickstart_setup.py', 'quickstart_defs.py', 'quickstart_inspect.py'].map(
  (f) => 'content/snippets/integrations/iceberg/' + f,
);

const facts = factsSuite('snippets');
test.before(facts.run);
test.after(facts.cleanup);

const untouched = facts.check([SNIPPET, PAGE]);
test('the untouched snippet and API examples have no wrong fact', () => {
  const { r } = untouched();
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked > 40, r.output);
});

const BEFORE = 'group_name="raw")\ndef raw_customers(';
const keyword = facts.check([SNIPPET], (root) => {
  plant(root, SNIPPET, BEFORE, BEFORE.replace('group_name=', 'group='));
  return { line: lineOf(root, SNIPPET, 'group="raw")') };
});
test('a keyword argument the decorator does not accept fails statically and when imported', () => {
  const { r, line } = keyword();
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

const name = facts.check([PAGE], (root) => {
  plant(root, PAGE, 'daily = dg.DailyPartitionsDefinition(', 'daily = dg.DailyPartitionDefinition(');
  return { line: lineOf(root, PAGE, 'dg.DailyPartitionDefinition(') };
});
test('a Dagster name that does not exist in an API example is reported at its YAML line', () => {
  const { r, line } = name();
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

const steps = facts.check(ICEBERG);
test('an example that reads what earlier steps of its page create runs after them, from an empty temp folder', () => {
  // snippet-steps.yaml runs the Iceberg quickstart's setup script and materializes its assets first, in the
  // example's own folders; without those steps the inspect script cannot open the catalog.
  const { r } = steps();
  assert.is(r.wrong, 0, r.output);
  assert.is(r.uncheckable, 0, r.output);
});

test.run();
