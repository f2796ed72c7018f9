import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { rehypeToc } from '../../cli/mdx/rehype-toc.ts';
import { remarkHeadingId } from '../../cli/mdx/remark-heading-id.ts';
import type { CompileState } from '../../cli/mdx/state.ts';
import { compileMdx } from '../../cli/pipeline/page/compile.ts';
import { compileOptions } from '../helpers/compile-options.ts';

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

// rehype-toc also does what rehype-slug and rehype-autolink-headings did (one walk instead of three): those
// two packages, configured as the page pipeline had them, are the reference for ids and hash links.

const AUTOLINK = {
  behavior: 'append' as const,
  properties: { className: ['hash-link'], ariaHidden: 'true', tabIndex: -1, dataPagefindIgnore: '' },
  content: { type: 'text' as const, value: '#' },
};

const headings = [
  '# Page title',
  '## Install',
  '## Install',
  '## Install {#install-1}',
  '## Install',
  '## Ünïcödé 日本語 and émoji 🚀',
  '## `dg.asset` decorator with *emphasis* and [a link](/x)',
  '### Explicit {#my-id}',
  '### Explicit',
  '## ?!',
  '#### Deep',
  '##### Deeper',
  '###### Deepest',
  'Setext heading',
  '--------------',
  '<Details summary="More">',
  '',
  '## Inside a component',
  '',
  '</Details>',
].join('\n\n');

const mdastToHast = unified().use(remarkParse).use(remarkMdx).use(remarkHeadingId).use(remarkRehype);

function withState() {
  const state = { options: compileOptions(), anchors: [], toc: [] } as unknown as CompileState;
  return { state, file: new VFile({ data: { state } }) };
}

async function hastOf(source: string): Promise<Root> {
  return (await mdastToHast.run(mdastToHast.parse(source))) as Root;
}

/** The reference: rehype-slug, then the old TOC walk (ids and levels 2–3), then rehype-autolink-headings. */
async function reference(tree: Root) {
  const anchors: string[] = [];
  const toc: { id: string; text: string; depth: number }[] = [];
  const collect = () => (t: Root) => {
    const each = (parent: { children: unknown[] }) => {
      for (const node of parent.children as Element[]) {
        const id = node.type === 'element' ? node.properties.id : undefined;
        if (typeof id === 'string') {
          anchors.push(id);
          const m = /^h([2-6])$/.exec(node.tagName);
          if (m && Number(m[1]) <= 3) toc.push({ id, text: toString(node).trim(), depth: Number(m[1]) });
        }
        if ('children' in node && node.children) each(node);
      }
    };
    each(t);
  };
  const out = await unified().use(rehypeSlug).use(collect).use(rehypeAutolinkHeadings, AUTOLINK).run(tree);
  return { tree: out, anchors, toc };
}

async function ours(tree: Root) {
  const { state, file } = withState();
  const out = await unified().use(rehypeToc).run(tree, file);
  return { tree: out, anchors: state.anchors, toc: state.toc };
}

test('ids, anchors, TOC and hash links as rehype-slug + rehype-autolink-headings made them', async () => {
  const expected = await reference(await hastOf(headings));
  const actual = await ours(await hastOf(headings));
  assert.equal(actual.tree, expected.tree);
  assert.equal(actual.anchors, expected.anchors);
  assert.equal(actual.toc, expected.toc);
  // What the reference does, spelt out: repeats counted, `{#id}` kept and not counted, unicode kept.
  assert.equal(actual.anchors.slice(0, 6), [
    'page-title',
    'install',
    'install-1',
    'install-1',
    'install-2',
    'ünïcödé-日本語-and-émoji-',
  ]);
  assert.ok(actual.anchors.includes('dgasset-decorator-with-emphasis-and-a-link'));
  assert.ok(actual.anchors.includes(''), 'a heading of punctuation only gets an empty id (and no hash link)');
});

test('headings inside a heading: ids and anchors, but no hash link of their own (as the reference)', async () => {
  const h = (tag: string, text: string, id?: string, ...children: Element[]): Element => ({
    type: 'element',
    tagName: tag,
    properties: id ? { id } : {},
    children: [{ type: 'text', value: text }, ...children],
  });
  // The second heading's text is punctuation: an empty id, no link, so the heading inside it gets one.
  const tree = (): Root => ({
    type: 'root',
    children: [
      h('h2', 'Outer', undefined, h('h3', 'Inner')),
      h('h2', '?', undefined, h('h3', '!', 'kept')),
      h('h3', 'Inner'),
    ],
  });
  const expected = await reference(tree());
  const actual = await ours(tree());
  assert.equal(actual.tree, expected.tree);
  assert.equal(actual.anchors, expected.anchors);
  assert.equal(actual.toc, expected.toc);
  assert.equal(actual.anchors, ['outerinner', 'inner', '', 'kept', 'inner-1']);
  const links = (node: Element) => node.children.filter((c) => c.type === 'element' && c.tagName === 'a').length;
  const [outer, empty] = actual.tree.children as Element[];
  assert.equal([links(outer), links(outer.children[1] as Element)], [1, 0]);
  assert.equal([links(empty), links(empty.children[1] as Element)], [0, 1]);
});

test.run();
