// Every rule id a diagnostic can carry (RULE_IDS, which the Diagnostic type enforces) has a fixture under
// test/fixtures/ whose expected.txt shows it, or a reason below why no fixture site can produce it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RULE_IDS, type RuleId } from '../../../../cli/diagnostics/rules.ts';
import { fixturesWithExpectations, fixtureDir } from '../../../helpers/fixtures.ts';
import { PROJECT_DIR } from '../../../../cli/util/project-dir.ts';

const NO_FIXTURE: Partial<Record<RuleId, string>> = {
  'internal-error':
    'a bug in docs, not in a site: planted with DOCS_TEST_INTERNAL_ERROR in test/integration/cli-exit-codes.test.ts',
  'removed-route':
    'needs the previous build of the same output: test/integration/redirects.test.ts renames a page between two builds',
  'page-too-slow':
    'a page over the time budget: planted with DOCS_TEST_SLOW_PAGE in test/integration/page-time-budget.test.ts',
  'search-index': 'Pagefind failing to write its index; no site content makes it fail',
  'unreadable-file': 'a file the build may not read; tests run as root, who reads every file',
};

const shown = new Set(
  fixturesWithExpectations().flatMap((name) =>
    [...readFileSync(join(fixtureDir(name), 'expected.txt'), 'utf8').matchAll(/ {2}\[([a-z0-9-]+)\]$/gm)].map(
      (m) => m[1],
    ),
  ),
);

test('every rule id has a fixture that produces it (or a reason it cannot have one)', () => {
  const missing = RULE_IDS.filter((id) => !shown.has(id) && !NO_FIXTURE[id]);
  assert.equal(missing, [], `add test/fixtures/<rule>/ with an expected.txt for: ${missing.join(', ')}`);
});

test('fixtures show only rule ids the code has', () => {
  const known = new Set<string>(RULE_IDS);
  assert.equal(
    [...shown].filter((id) => !known.has(id)),
    [],
  );
});

test('the exemptions name rules that exist and have no fixture', () => {
  for (const id of Object.keys(NO_FIXTURE)) assert.not.ok(shown.has(id), `${id} now has a fixture: drop its exemption`);
});

test('every rule id in the code is in RULE_IDS', () => {
  const files = (readdirSync(join(PROJECT_DIR, 'cli'), { recursive: true }) as string[]).filter((f) =>
    f.endsWith('.ts'),
  );
  const written = new Set(
    files.flatMap((f) =>
      [...readFileSync(join(PROJECT_DIR, 'cli', f), 'utf8').matchAll(/ruleId: '([a-z0-9-]+)'/g)].map((m) => m[1]),
    ),
  );
  assert.equal(
    [...written].filter((id) => !(RULE_IDS as readonly string[]).includes(id)),
    [],
  );
});

test.run();
