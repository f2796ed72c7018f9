import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { droppedLoaders, splitLoaders } from '../../../../cli/util/import-loaders.ts';

test('raw-loader and ?raw give the text; other inline loaders are named as dropped', () => {
  assert.equal(splitLoaders('!!raw-loader!./x.py'), { path: './x.py', as: 'text' });
  assert.equal(droppedLoaders('!!raw-loader!./x.py'), []);
  assert.equal(droppedLoaders('./x.py?raw'), []);
  assert.equal(droppedLoaders('!!file-loader!./manual.pdf'), ['file-loader']);
  assert.equal(droppedLoaders('-!style-loader!css-loader?modules!./x.css'), ['style-loader', 'css-loader']);
  assert.equal(droppedLoaders('@site/src/x.js'), []);
});

test.run();
