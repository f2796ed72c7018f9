// cli/mdx/esm/package-imports.ts: a package's `#name` imports resolved as a browser bundler resolves them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BROWSER_CONDITIONS,
  browserPackageExport,
  packageImportTarget,
} from '../../../../../cli/mdx/esm/package-imports.ts';

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

test("a bare import whose package's exports name a Node build: the browser one (uuid 8), subpaths too", () => {
  const site = mkdtempSync(join(tmpdir(), 'package-export-'));
  try {
    const root = join(site, 'node_modules/uuid');
    for (const d of ['dist/esm-node', 'dist/esm-browser']) mkdirSync(join(root, d), { recursive: true });
    for (const f of ['dist/esm-node/index.js', 'dist/esm-browser/index.js', 'dist/index.js', 'dist/esm-browser/v4.js'])
      writeFileSync(join(root, f), '');
    const exports = {
      '.': {
        node: { module: './dist/esm-node/index.js', require: './dist/index.js', import: './wrapper.mjs' },
        default: './dist/esm-browser/index.js',
      },
      './v4': { node: './dist/index.js', browser: './dist/esm-browser/v4.js' },
    };
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'uuid', exports }));
    const esbuilds = join(root, 'dist/esm-node/index.js');
    assert.is(browserPackageExport(esbuilds, 'uuid'), join(root, 'dist/esm-browser/index.js'));
    assert.is(browserPackageExport(join(root, 'dist/index.js'), 'uuid/v4'), join(root, 'dist/esm-browser/v4.js'));
    // A scoped package whose exports are conditions only (its `.`); a browser target that is missing is not taken.
    const scoped = join(site, 'node_modules/@s/p');
    mkdirSync(join(scoped, 'lib'), { recursive: true });
    writeFileSync(join(scoped, 'lib/web.js'), '');
    writeFileSync(
      join(scoped, 'package.json'),
      JSON.stringify({ exports: { node: './lib/n.js', default: './lib/web.js' } }),
    );
    assert.is(browserPackageExport(join(scoped, 'lib/n.js'), '@s/p'), join(scoped, 'lib/web.js'));
    writeFileSync(
      join(scoped, 'package.json'),
      JSON.stringify({ exports: { node: './lib/n.js', default: './lib/gone.js' } }),
    );
    assert.is(browserPackageExport(join(scoped, 'lib/n.js'), '@s/p'), undefined);
    // No Node build named (a `browser` branch only): esbuild's choice stands, as Docusaurus's server render's.
    writeFileSync(
      join(scoped, 'package.json'),
      JSON.stringify({ exports: { browser: './lib/web.js', default: './lib/n.js' } }),
    );
    assert.is(browserPackageExport(join(scoped, 'lib/n.js'), '@s/p'), undefined);
    // A require() takes the `require` branch, an import the `import` one (@babel/runtime's helpers).
    const helper = [{ node: './lib/n.js', import: './lib/esm.js', default: './lib/web.js' }, './lib/web.js'];
    writeFileSync(join(scoped, 'lib/esm.js'), '');
    writeFileSync(join(scoped, 'package.json'), JSON.stringify({ exports: { './helper': helper } }));
    assert.is(browserPackageExport(join(scoped, 'lib/n.js'), '@s/p/helper', true), join(scoped, 'lib/web.js'));
    assert.is(browserPackageExport(join(scoped, 'lib/n.js'), '@s/p/helper'), join(scoped, 'lib/esm.js'));
    // No exports: esbuild's choice stands.
    writeFileSync(join(scoped, 'package.json'), JSON.stringify({ main: './lib/n.js' }));
    assert.is(browserPackageExport(join(scoped, 'lib/n.js'), '@s/p'), undefined);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test.run();
