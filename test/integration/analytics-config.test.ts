import { execFileSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_DIR } from '../../cli/util/project-dir.ts';

// The site's analytics come from DOCS_ANALYTICS_ID (issue 18, spec §3 and §7). Each case loads the real
// config/site.ts in a fresh process: a config module is imported once per process and content.
function analyticsWith(value: string | undefined): unknown {
  const env = { ...process.env };
  delete env.DOCS_ANALYTICS_ID;
  if (value !== undefined) env.DOCS_ANALYTICS_ID = value;
  const script = [
    "import { loadConfig } from './cli/config/load.ts';",
    "const { value } = await loadConfig('.', 'production');",
    'process.stdout.write(JSON.stringify(value?.site.analytics ?? null));',
  ].join('\n');
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: PROJECT_DIR,
    env,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

test('DOCS_ANALYTICS_ID (comma-separated) turns gtag on with anonymised IPs', () => {
  assert.equal(analyticsWith(' G-AAA111, G-BBB222 '), { trackingID: ['G-AAA111', 'G-BBB222'], anonymizeIP: true });
});

test('analytics are off when DOCS_ANALYTICS_ID is unset or empty', () => {
  assert.is(analyticsWith(undefined), null);
  assert.is(analyticsWith(''), null);
});

test.run();
