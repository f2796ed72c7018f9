import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locateKey } from '../../cli/config/locate-key.ts';
import { loadConfig } from '../../cli/config/load.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// Config diagnostics carry the real file:line:col of the key or syntax error they are about.

const SITE_TS = `import type { SiteUserConfig } from '../cli/config/schema.ts';

/** A comment with { braces } and a 'quote. */
const config: SiteUserConfig = {
  title: 'Site { not an object }',
  url: \`https://\${'example'}.com\`,
  navbar: {
    title: 'N',
    items: [
      { type: 'doc', label: 'Guide', docId: 'index' },
      { type: 'link', label: 'X', href: '/x' },
    ],
  },
  // a trailing comment
} satisfies SiteUserConfig;

export default config;
`;

test('locateKey finds nested keys and array items in a typed TypeScript config', () => {
  assert.equal(locateKey(SITE_TS, ['navbar', 'items', 1, 'href']), { line: 11, column: 35 });
  assert.equal(locateKey(SITE_TS, ['navbar', 'items', 0]), { line: 10, column: 7 });
  assert.equal(locateKey(SITE_TS, ['url']), { line: 6, column: 3 });
});

test('a key that is not written in the file points at the deepest key that is', () => {
  const text =
    "import base from './base.mjs';\nexport default {\n  ...base,\n  navbar: { ...base.navbar, hideOnScroll: 1 },\n};\n";
  assert.equal(locateKey(text, ['navbar', 'items', 3]), { line: 4, column: 3 });
  assert.equal(locateKey(text, ['footer', 'links']), { line: 2, column: 16 }, 'the exported object itself');
});

test('an unknown key in tags.yml is reported at the key, named in full', async () => {
  const root = copyFixture('duplicate-route');
  mkdirSync(join(root, 'config'), { recursive: true });
  writeFileSync(join(root, 'config/tags.yml'), 'dagster:\n  label: Dagster\n  permalink: /dagster\n  colour: blue\n');
  const loaded = await loadConfig(root, 'production');
  assert.is(loaded.value, undefined, 'a config with errors does not load');
  const d = loaded.diagnostics.find((x) => x.message.includes('colour'));
  assert.ok(d, loaded.diagnostics.map((x) => x.message).join('\n'));
  assert.is(d!.message, 'Unknown key `dagster.colour` in the tags file');
  assert.equal(d!.place, { line: 4, column: 3 });
});

test('a site.ts with a syntax error stops the build with one error at its place', async () => {
  const root = copyFixture('duplicate-route');
  writeFileSync(
    join(root, 'config/site.ts'),
    "import base from '../../_base/site.mjs';\n\nexport default {\n  ...base,\n  title: 'x'\n  url: 'https://x.example.com',\n};\n",
  );
  const report = await runPipeline({ rootDir: root, mode: 'production', target: { kind: 'none' }, cache: false });
  assert.is(report.diagnostics.length, 1, report.diagnostics.map((d) => d.message).join('\n'));
  const [d] = report.diagnostics;
  assert.is(d.file, join(root, 'config/site.ts'));
  assert.equal(d.place, { line: 6, column: 3 });
  assert.match(d.message, 'Cannot load the site config: Expected "}" but found "url"');
});

test.run();
