import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
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
    const min = tocMin ?? state.options.tocMinLevel;
    const max = tocMax ?? state.options.tocMaxLevel;
    eachElement(tree, (node) => {
      const id = node.properties?.id;
      if (typeof id !== 'string') return;
      state.anchors.push(id);
      const m = HEADING_RE.exec(node.tagName);
      if (m) {
        const depth = Number(m[1]);
        if (depth >= min && depth <= max) state.toc.push({ id, text: toString(node).trim(), depth });
      }
    });
  };
}

/**
 * Every element in document order. A plain recursion: unist-util-visit builds a closure and renames a
 * function for each node, which made it a tenth of a page's compile time across the tree walks.
 */
function eachElement(parent: { children: unknown[] }, fn: (node: Element) => void): void {
  for (const child of parent.children as (Element | { type: string; children?: unknown[] })[]) {
    if (child.type === 'element') fn(child as Element);
    // MDX JSX elements (a component's children) hold elements too.
    if ('children' in child && child.children) eachElement(child as { children: unknown[] }, fn);
  }
}
