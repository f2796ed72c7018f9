// The api fact family fails on a planted wrong fact, at the file:line:col of the wrong claim.
// Needs the fact bench's venv (created once by test/facts/venv.mjs, then cached). Every tree of the suite is
// checked in one Python process before the tests (factsSuite); each test reads its own tree's report.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { factsSuite, lineOf, plant } from '../facts/harness.ts';

const PAGE = 'content/api/libraries/dagster-postgres.yaml';
const SIG = 'signature: "DagsterPostgresStorage(postgres_url, should_autocreate_tables=True, inst_data=None)"';

const facts = factsSuite('api');
test.before(facts.run);
test.after(facts.cleanup);

const untouched = facts.check([PAGE]);
test('the untouched page has no wrong API fact', () => {
  const { r } = untouched();
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked > 20, r.output);
  assert.is(r.status, 0, r.output);
});

const wrongDefault = facts.check([PAGE], (root) => {
  const line = lineOf(root, PAGE, SIG);
  plant(root, PAGE, SIG, SIG.replace('should_autocreate_tables=True', 'should_autocreate_tables=False'));
  return { line };
});
test('a wrong default in a signature is reported at the parameter', () => {
  const { r, line } = wrongDefault();
  assert.is(r.wrong, 1, r.output);
  assert.is(r.status, 1);
  const col = SIG.indexOf('should_autocreate_tables') + 5; // 4 spaces of indentation, 1-based
  assert.match(r.wrongLines[0], `${PAGE}:${line}:${col}  signature parameter \`should_autocreate_tables=False\``);
  assert.match(r.wrongLines[0], 'the package says: its default is True');
});

const renamed = facts.check([PAGE], (root) => {
  const line = lineOf(root, PAGE, SIG);
  plant(root, PAGE, SIG, SIG.replace('inst_data=None', 'instance_data=None'));
  return { line };
});
test('a renamed parameter is reported as not existing', () => {
  const { r, line } = renamed();
  const at = r.wrongLines.filter((l) => l.startsWith(`${PAGE}:${line}:`));
  assert.ok(
    at.some((l) => l.includes('`instance_data=None`') && l.includes('no such parameter')),
    r.output,
  );
  assert.ok(
    r.wrongLines.some((l) => l.includes('`inst_data`')),
    r.output,
  ); // the real one is now undocumented
});

const missing = facts.check([PAGE], (root) => {
  plant(root, PAGE, '- name: PostgresRunStorage\n', '- name: PostgresRunStore\n');
  return { line: lineOf(root, PAGE, '- name: PostgresRunStore') };
});
const lifecycle = facts.check([PAGE], (root) => {
  plant(root, PAGE, '- name: PostgresRunStorage\n', '- name: PostgresRunStorage\n    lifecycle: beta\n');
});
test('a symbol that does not exist and a wrong lifecycle marker are both wrong', () => {
  const { r, line } = missing();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${PAGE}:${line}:11  \`dagster_postgres.PostgresRunStore\` is a class`);
  assert.match(r.wrongLines[0], 'has no attribute `PostgresRunStore`');

  const { r: r2 } = lifecycle();
  assert.is(r2.wrong, 1, r2.output);
  assert.match(r2.wrongLines[0], 'PostgresRunStorage`: beta — the package says: Dagster marks it: no lifecycle marker');
});

test.run();
