import type { Element, ElementContent, Root } from 'hast';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { stateOf } from './state.ts';

const HEADING_RE = /^h([1-6])$/;

/** The `#` link appended to every heading with an id (Docusaurus's hash link; search ignores it). */
function hashLink(id: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['hash-link'], ariaHidden: 'true', tabIndex: -1, dataPagefindIgnore: '', href: '#' + id },
    children: [{ type: 'text', value: '#' }],
  };
}

/**
 * Heading ids, the page's anchors and TOC, and the headings' hash links, in one walk. This was three
 * plugins walking the whole tree (rehype-slug, this one, rehype-autolink-headings with `behavior:
 * 'append'`); each step here does exactly what its plugin did, in the same order for every heading:
 * 1. a heading (h1–h6) without an id gets `github-slugger`'s slug of its text, as rehype-slug (one slugger
 *    per page, so repeats become `x-1`, `x-2`; ids written as `{#id}` are kept and not counted);
 * 2. every element id is an anchor (the link check's targets), and headings within the page's level range
 *    (h2–h6 only) are the TOC, with their text before the hash link;
 * 3. a heading with an id gets `<a class="hash-link" aria-hidden tabindex="-1" data-pagefind-ignore
 *    href="#id">#</a>` appended; headings inside a linked heading get none (rehype-autolink-headings did not enter it).
 * test/unit/rehype-toc.test.ts keeps rehype-slug and rehype-autolink-headings as the reference.
 */
export function rehypeToc() {
  return (tree: Root, file: VFile) => {
    const state = stateOf(file);
    const { tocMin, tocMax } = file.data as { tocMin?: number; tocMax?: number };
    const min = tocMin ?? state.options.tocMinLevel;
    const max = tocMax ?? state.options.tocMaxLevel;
    const slugger = new GithubSlugger();
    const links: Element[] = [];
    eachElement(tree, false, (node, inHeading) => {
      const m = HEADING_RE.exec(node.tagName);
      if (m && !node.properties.id) node.properties.id = slugger.slug(toString(node));
      const id = node.properties.id;
      const linked = !!(m && id);
      if (linked && !inHeading) links.push(node);
      if (typeof id !== 'string') return linked;
      state.anchors.push(id);
      const depth = m ? Number(m[1]) : 0;
      if (depth >= 2 && depth >= min && depth <= max) state.toc.push({ id, text: toString(node).trim(), depth });
      return linked;
    });
    // After the walk, so that no heading's text (its own or an enclosing heading's) holds a `#`.
    for (const heading of links) heading.children.push(hashLink(String(heading.properties.id)) as ElementContent);
  };
}

/**
 * Every element in document order, with whether it is inside a linked heading (`fn` returns whether the
 * element is one). A plain recursion: unist-util-visit builds a closure and renames a function per node.
 */
function eachElement(
  parent: { children: unknown[] },
  inHeading: boolean,
  fn: (node: Element, inHeading: boolean) => boolean,
): void {
  for (const child of parent.children as (Element | { type: string; children?: unknown[] })[]) {
    const inside = child.type === 'element' ? fn(child as Element, inHeading) || inHeading : inHeading;
    // MDX JSX elements (a component's children) hold elements too.
    if ('children' in child && child.children) eachElement(child as { children: unknown[] }, inside, fn);
  }
}
