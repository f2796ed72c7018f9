import type { Heading, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';

const ID_SUFFIX_RE = /\s*\{#([\w-]+)\}\s*$/;

/** Turns a trailing `{#custom-id}` of a heading into the heading's id (rehype-slug keeps existing ids). */
export function remarkHeadingId() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children[node.children.length - 1];
      if (last?.type !== 'text') return;
      const m = ID_SUFFIX_RE.exec((last as Text).value);
      if (!m) return;
      (last as Text).value = (last as Text).value.slice(0, m.index);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: m[1] } };
    });
  };
}
