import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { stateOf } from './state.ts';

const HEADING_RE = /^h([2-6])$/;

/**
 * Records every element id of the page (anchor targets for the link check) and the table of contents:
 * headings within the page's level range. Runs after rehype-slug, before the hash links are appended.
 */
export function rehypeToc() {
  return (tree: Root, file: VFile) => {
    const state = stateOf(file);
    const { tocMin, tocMax } = file.data as { tocMin?: number; tocMax?: number };
    visit(tree, 'element', (node: Element) => {
      const id = node.properties?.id;
      if (typeof id !== 'string') return;
      state.anchors.push(id);
      const m = HEADING_RE.exec(node.tagName);
      if (m) {
        const depth = Number(m[1]);
        if (depth >= (tocMin ?? state.options.tocMinLevel) && depth <= (tocMax ?? state.options.tocMaxLevel)) {
          state.toc.push({ id, text: toString(node).trim(), depth });
        }
      }
    });
  };
}
