import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exportedComponentNames } from '../../../../../cli/mdx/esm/globals.ts';
import { tempDir } from '../../../../helpers/temp.ts';

function file(text: string): string {
  const path = join(tempDir('docs-globals-'), 'MDXComponents.tsx');
  writeFileSync(path, text);
  return path;
}

test('the names of the object MDXComponents exports: shorthand, keyed, through a const; spreads add none', () => {
  const direct = file(`import M from '@theme-original/MDXComponents';
    import CodeExample from '@site/src/CodeExample';
    export default { ...M, CodeExample, 'PyObject': (p: {x: string}) => <b>{p.x}</b> };`);
  assert.equal(exportedComponentNames(direct), ['CodeExample', 'PyObject']);
  const viaConst = file(`const components = { Screenshot: () => null };\nexport default components;`);
  assert.equal(exportedComponentNames(viaConst), ['Screenshot']);
});

test('a module that does not export an object literal, or does not parse, gives no names', () => {
  assert.equal(exportedComponentNames(file(`export default make();`)), []);
  assert.equal(exportedComponentNames(file(`export default {`)), []);
});

test.run();
