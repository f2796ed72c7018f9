// cli/mdx/esm/package-imports.ts: a package's `#name` imports resolved as a browser bundler resolves them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BROWSER_CONDITIONS, packageImportTarget } from '../../../../../cli/mdx/esm/package-imports.ts';

const target = (imports: unknown, specifier: string) => packageImportTarget(imports, specifier, BROWSER_CONDITIONS);

test("vfile's imports: the browser file, not the node one that imports node:path", () => {
  const imports = { '#minpath': { node: './lib/minpath.js', default: './lib/minpath.browser.js' } };
  assert.is(target(imports, '#minpath'), './lib/minpath.browser.js');
});

test('the first key that is a browser condition wins, nested conditions and arrays included', () => {
  assert.is(target({ '#a': { browser: './b.js', default: './d.js' } }, '#a'), './b.js');
  assert.is(target({ '#a': { node: { import: './n.mjs' }, import: { default: './i.mjs' } } }, '#a'), './i.mjs');
  assert.is(target({ '#a': [{ worker: './w.js' }, './f.js'] }, '#a'), './f.js');
  assert.is(target({ '#a': './plain.js' }, '#a'), './plain.js');
});

test('a pattern entry: its star stands for the rest of the specifier', () => {
  const imports = { '#internal/*.js': { node: './src/node/*.js', default: './src/web/*.js' } };
  assert.is(target(imports, '#internal/path.js'), './src/web/path.js');
});

test('no entry, or only conditions a browser does not match: left to the bundler', () => {
  assert.is(target({ '#a': './a.js' }, '#b'), undefined);
  assert.is(target({ '#a': { node: './n.js' } }, '#a'), undefined);
  assert.is(target(undefined, '#a'), undefined);
});

test.run();
