import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkFixture,
  diagnosticLines,
  expectedLines,
  fixtureDir,
  fixturesWithExpectations,
} from '../helpers/fixtures.ts';

// One test per fixture under test/fixtures with an expected.txt: the exact diagnostics (location,
// severity, message, rule) the rule must produce. A fixture whose rule breaks fails here.
for (const name of fixturesWithExpectations()) {
  test(`fixture ${name} reports exactly its expected diagnostics`, async () => {
    const report = await checkFixture(name);
    const expected = expectedLines(name);
    assert.equal(diagnosticLines(report.diagnostics, fixtureDir(name)), expected);
    assert.is(report.ok, !expected.some((l) => /^\S+  error /.test(l)), 'build outcome follows the severities');
  });
}

test('the complete fixture site checks clean', async () => {
  const report = await checkFixture('complete-site');
  assert.equal(diagnosticLines(report.diagnostics, fixtureDir('complete-site')), []);
  assert.ok(report.ok);
});

test.run();
