import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isHostModule } from '../../../../../cli/mdx/esm/host-modules.ts';
import { resolveImport, splitLoaders } from '../../../../../cli/mdx/esm/resolve.ts';
import { siteRoots } from '../../../../../cli/util/site-paths.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

test('webpack inline loaders: raw-loader (with or without !!, with options) and ?raw ask for the text', () => {
  assert.equal(splitLoaders('!!raw-loader!./x.py'), { path: './x.py', as: 'text' });
  assert.equal(splitLoaders('raw-loader!@site/src/a.ts'), { path: '@site/src/a.ts', as: 'text' });
  assert.equal(splitLoaders('-!raw-loader?esModule=false!./x'), { path: './x', as: 'text' });
  assert.equal(splitLoaders('./x.py?raw'), { path: './x.py', as: 'text' });
});

test('other loaders are dropped and the file imported as it is; plain specifiers are unchanged', () => {
  assert.equal(splitLoaders('!!json-loader!./x.json'), { path: './x.json' });
  assert.equal(splitLoaders('@site/src/x'), { path: '@site/src/x' });
});

test('a swizzled wrapper reaches the built-in it wraps: @theme-original/X for every built-in @theme/X', () => {
  for (const name of ['CodeBlock', 'Tabs', 'TabItem', 'Admonition', 'Details', 'MDXComponents']) {
    assert.ok(isHostModule(`@theme/${name}`), name);
    assert.ok(isHostModule(`@theme-original/${name}`), `@theme-original/${name}`);
  }
  assert.not.ok(isHostModule('@theme-original/DocItem'));
});

test('a folder imported by path with a package.json: its module, else main file (react-icons ../lib)', () => {
  const site = mkdtempSync(join(tmpdir(), 'resolve-folder-package-'));
  try {
    mkdirSync(join(site, 'node_modules/icons/lib/esm'), { recursive: true });
    mkdirSync(join(site, 'node_modules/icons/lib/cjs'), { recursive: true });
    mkdirSync(join(site, 'node_modules/icons/bi'), { recursive: true });
    writeFileSync(
      join(site, 'node_modules/icons/lib/package.json'),
      '{"main": "./cjs/index.js", "module": "./esm/index.js"}',
    );
    writeFileSync(join(site, 'node_modules/icons/lib/esm/index.js'), 'export const GenIcon = () => null;');
    writeFileSync(join(site, 'node_modules/icons/lib/cjs/index.js'), 'exports.GenIcon = () => null;');
    const ctx = { siteRoot: site, roots: siteRoots([site]) };
    const importer = join(site, 'node_modules/icons/bi/index.esm.js');
    assert.equal(resolveImport(ctx, '../lib', importer), {
      kind: 'file',
      path: join(site, 'node_modules/icons/lib/esm/index.js'),
    });
    // Only `main`, written without its extension.
    writeFileSync(join(site, 'node_modules/icons/lib/package.json'), '{"main": "cjs/index"}');
    assert.equal(resolveImport(ctx, '../lib', importer), {
      kind: 'file',
      path: join(site, 'node_modules/icons/lib/cjs/index.js'),
    });
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('an import written from / is the site folder\'s, as webpack resolve.roots reads it in Docusaurus', () => {
  const site = mkdtempSync(join(tmpdir(), 'resolve-root-'));
  try {
    mkdirSync(join(site, 'src/components'), { recursive: true });
    mkdirSync(join(site, 'docs'));
    writeFileSync(join(site, 'src/components/Multi.tsx'), 'export const Multi = () => null;');
    const ctx = { siteRoot: site, roots: siteRoots([site]) };
    const page = join(site, 'docs/page.mdx');
    assert.equal(resolveImport(ctx, '/src/components/Multi', page), {
      kind: 'file',
      path: join(site, 'src/components/Multi.tsx'),
    });
    // The site's own absolute path still names its file; a missing one is unresolved, never read outside.
    assert.equal(resolveImport(ctx, join(site, 'src/components/Multi.tsx'), page), {
      kind: 'file',
      path: join(site, 'src/components/Multi.tsx'),
    });
    const missing = resolveImport(ctx, '/etc/passwd', page);
    assert.ok(missing !== 'package' && missing.kind === 'problem' && missing.ruleId === 'unresolved-import');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test.run();
