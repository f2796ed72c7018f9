import type { Root } from 'hast';
import { walk } from './walk.ts';

/**
 * A page's `h1` has no id and no `#` link, as Docusaurus's theme renders it (its `Heading` drops the id of an
 * `h1`: the title is the page itself, not a place in it). Runs right after rehype-slug, so the TOC, the anchor
 * list of the link check and the heading links never see one.
 */
export function rehypeH1NoId() {
  return (tree: Root) => {
    walk(tree, 'element', (node) => {
      if (node.tagName === 'h1' && node.properties) delete node.properties.id;
    });
  };
}
