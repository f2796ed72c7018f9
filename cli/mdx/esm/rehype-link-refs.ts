import type { Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { walk } from '../walk.ts';

type JsxNode = MdxJsxFlowElementHast | MdxJsxTextElementHast;

const MARK = 'docsLinkName';

/** Local names the page gives `@docusaurus/Link`'s default export. */
function linkNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const stmt of node.data?.estree?.body ?? []) {
      if (stmt.type !== 'ImportDeclaration' || stmt.source.value !== '@docusaurus/Link') continue;
      for (const s of stmt.specifiers) if (s.type === 'ImportDefaultSpecifier') names.add(s.local.name);
    }
  }
  return names;
}

const attr = (node: JsxNode, name: string) =>
  node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);

/**
 * `<Link to="…">` (`@docusaurus/Link`) with a literal target is a link like `<a href>`: before rehype-links it
 * becomes one, so the target is resolved and checked with its place; `rehypeLinkRefsRestore` turns it back.
 */
export function rehypeLinkRefs() {
  return (tree: Root) => {
    const names = linkNames(tree);
    if (!names.size) return;
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (!node.name || !names.has(node.name) || attr(node, 'href')) return;
      const to = attr(node, 'to');
      if (!to || typeof to.value !== 'string') return;
      node.data = { ...node.data, [MARK]: node.name } as JsxNode['data'];
      node.name = 'a';
      to.name = 'href';
    });
  };
}

export function rehypeLinkRefsRestore() {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node.data as Record<string, unknown> | undefined)?.[MARK];
      if (typeof name !== 'string') return;
      node.name = name;
      const href = attr(node, 'href');
      if (href) href.name = 'to';
    });
  };
}
