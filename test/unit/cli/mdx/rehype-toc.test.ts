import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileMdx } from '../../../../cli/pipeline/page/compile.ts';
import { compileOptions } from '../../../helpers/compile-options.ts';

// rehype-toc walks the tree itself (not with unist-util-visit): it must still see every id in document
// order, inside components' children too, and take only headings of the page's TOC range into the TOC.

const compile = (source: string, range: { tocMin?: number; tocMax?: number } = {}) =>
  compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options: compileOptions(), ...range });

const page = [
  '## First',
  '',
  '<Details summary="More">',
  '',
  '### Inside a component',
  '',
  '<p>Text with an <a id="raw-anchor">anchor</a>.</p>',
  '',
  '</Details>',
  '',
  '#### Too deep',
  '',
  '## Last {#custom}',
].join('\n');

test('every heading id in document order, inside components too; the TOC takes levels 2-3', async () => {
  const doc = await compile(page);
  assert.equal(doc.diagnostics, []);
  // The JSX `<a id>` becomes an element only in rehype-components, which records its id after these.
  assert.equal(doc.anchors, ['first', 'inside-a-component', 'too-deep', 'custom', 'raw-anchor']);
  assert.equal(
    doc.toc.map((t) => [t.depth, t.id, t.text]),
    [
      [2, 'first', 'First'],
      [3, 'inside-a-component', 'Inside a component'],
      [2, 'custom', 'Last'],
    ],
  );
});

test("a page's own TOC range wins over the site's", async () => {
  const doc = await compile(page, { tocMin: 3, tocMax: 4 });
  assert.equal(
    doc.toc.map((t) => t.id),
    ['inside-a-component', 'too-deep'],
  );
});

test.run();
