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
    "import base from './base.mjs';\nexport default {\n" +
    '  ...base,\n  navbar: { ...base.navbar, hideOnScroll: 1 },\n};\n';
  assert.equal(locateKey(text, ['navbar', 'items', 3]), { line: 4, column: 3 });
  assert.equal(locateKey(text, ['footer', 'links']), { line: 2, column: 16 }, 'the exported object itself');
});

// Cases the former hand-written scanner got wrong: it read a regular expression's `//` or `/*` as a comment and
// a quote in one as a string, skipped computed keys, and counted a spread in an array as one item.
test('a regular expression holding //, /* or a quote hides no key', () => {
  const text = [
    'export default {',
    "  pattern: /https?:\\/\\//, quote: /[']/, title: 'x',",
    '  glob: /\\.tmp\\/*/,',
    "  navbar: { title: 'N' },",
    '};',
    '',
  ].join('\n');
  assert.equal(locateKey(text, ['title']), { line: 2, column: 41 });
  assert.equal(locateKey(text, ['navbar', 'title']), { line: 4, column: 13 });
});

test('keys written as strings, numbers and computed literals are found; a key in a comment or string is not', () => {
  const text = [
    '// navbar: { title: 1 }',
    'export default {',
    "  note: 'navbar: { title: 2 }',",
    "  ['navbar']: { [`title`]: 'N', 3: 'three' },",
    '};',
    '',
  ].join('\n');
  assert.equal(locateKey(text, ['navbar', 'title']), { line: 4, column: 18 });
  assert.equal(locateKey(text, ['navbar', 3]), { line: 4, column: 33 });
  assert.equal(locateKey(text, ['navbar', 'missing']), { line: 4, column: 4 });
});

test('after a spread in an array the index is unknown: the array’s key is the place', () => {
  const text = [
    "import { defaultItems } from './base.mjs';",
    'export default {',
    '  navbar: {',
    "    items: [{ label: 'A' }, ...defaultItems, { label: 'B' }],",
    '  },',
    '};',
    '',
  ].join('\n');
  assert.equal(locateKey(text, ['navbar', 'items', 0, 'label']), { line: 4, column: 15 }, 'before the spread');
  assert.equal(locateKey(text, ['navbar', 'items', 2, 'label']), { line: 4, column: 5 }, 'not `{ label: B }`');
});

test('a shorthand property and defineConfig(...) lead to the literal they stand for', () => {
  const text = [
    "import { defineConfig } from './define.mjs';",
    "const navbar = { title: 'N' } as const;",
    'export default defineConfig({ navbar });',
    '',
  ].join('\n');
  assert.equal(locateKey(text, ['navbar', 'title']), { line: 2, column: 18 });
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
    "import base from '../../_base/site.mjs';\n\nexport default {\n" +
      "  ...base,\n  title: 'x'\n  url: 'https://x.example.com',\n};\n",
  );
  const report = await runPipeline({ rootDir: root, mode: 'production', target: { kind: 'none' }, cache: false });
  assert.is(report.diagnostics.length, 1, report.diagnostics.map((d) => d.message).join('\n'));
  const [d] = report.diagnostics;
  assert.is(d.file, join(root, 'config/site.ts'));
  assert.equal(d.place, { line: 6, column: 3 });
  assert.match(d.message, 'Cannot load the site config: Expected "}" but found "url"');
});

test('a site.ts importing a package that is not installed names it at the import, with no cache path', async () => {
  const root = copyFixture('config-missing-package');
  const loaded = await loadConfig(root, 'production');
  assert.is(loaded.diagnostics.length, 1, loaded.diagnostics.map((x) => x.message).join('\n'));
  const [d] = loaded.diagnostics;
  assert.is(d.file, join(root, 'config/site.ts'));
  assert.equal(d.place, { line: 3, column: 25 });
  assert.match(d.message, '`docs-fixture-package-not-installed`');
  assert.not.match(d.message + d.hint, '.cache');
  assert.match(d.hint!, 'npm install docs-fixture-package-not-installed');
});

test('a site.ts importing a relative file that does not exist gets the path tried, not "fix the syntax"', async () => {
  const root = copyFixture('config-missing-import');
  const loaded = await loadConfig(root, 'production');
  const [d] = loaded.diagnostics;
  assert.equal(d.place, { line: 3, column: 25 });
  assert.not.match(d.hint!, 'syntax');
  assert.match(d.hint!, 'shared-settings` with the extensions .tsx .ts');
  assert.match(d.hint!, 'spelling and the case');
});

test('a site.ts whose import fails as it runs is named as the author wrote it, not as its compiled copy', async () => {
  const root = copyFixture('config-missing-package');
  const site = join(root, 'config/site.ts');
  const text = "import base from '../../_base/site.mjs';\nimport 'esbuild/no-such-file';\nexport default base;\n";
  writeFileSync(site, text);
  const [d] = (await loadConfig(root, 'production')).diagnostics;
  assert.match(d.message, 'Cannot load the site config: ');
  assert.match(d.message, site);
  assert.not.match(d.message, 'docs-config');
});

test.run();
