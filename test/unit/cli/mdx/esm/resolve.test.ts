import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isHostModule } from '../../../../../cli/mdx/esm/host-modules.ts';
import { splitLoaders } from '../../../../../cli/mdx/esm/resolve.ts';

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

test.run();
