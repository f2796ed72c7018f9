import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Element } from 'hast';
import { cloneTree } from '../../../../cli/mdx/clone-tree.ts';
import { highlight } from '../../../../cli/mdx/highlighter.ts';

// The highlighter hands out copies of its cached `<pre>` with cloneTree instead of structuredClone: the same
// tree, sharing nothing with the cache, so decorating one block never changes the next block of that code.

const THEMES = { light: 'github-light', dark: 'github-dark' };

test('a copy equal to structuredClone, sharing no object or array', () => {
  const tree = {
    type: 'root',
    n: 1,
    ok: true,
    none: null,
    gone: undefined,
    list: [{ a: ['x'] }, 'y'],
    nested: { b: {} },
  };
  const copy = cloneTree(tree);
  assert.equal(copy, structuredClone(tree));
  assert.ok('gone' in copy, 'keys with undefined are kept, as structuredClone keeps them');
  assert.is.not(copy.list, tree.list);
  assert.is.not(copy.list[0], tree.list[0]);
  assert.is.not((copy.list[0] as { a: string[] }).a, (tree.list[0] as { a: string[] }).a);
  assert.is.not(copy.nested.b, tree.nested.b);
});

test('a highlighted block decorated by its caller leaves the cached one as it was', async () => {
  const code = 'import dagster as dg\n\n@dg.asset\ndef a(): ...';
  const first = await highlight(code, 'python', THEMES);
  const pristine = structuredClone(first);
  first.properties.className = ['changed'];
  const line = (first.children[0] as Element).children[0] as Element;
  line.properties.className = ['line', 'highlighted'];
  line.children.push({ type: 'text', value: 'extra' });
  const second = await highlight(code, 'python', THEMES);
  assert.equal(second, pristine);
});

test.run();
