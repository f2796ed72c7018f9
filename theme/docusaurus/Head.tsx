import { Children, createContext, isValidElement, useContext, type ReactNode } from 'react';
import { REACT_ATTRIBUTE_NAMES, type HeadTag } from '../../shared/head.ts';

/**
 * Where the server render collects what content puts in `<head>` (MDX's `<head>` element and
 * `@docusaurus/Head`); the page's head tags are read from it once the article is rendered.
 */
export const HeadContext = createContext<ReactNode[] | null>(null);

/**
 * `@docusaurus/Head`, and MDX's `<head>` (Docusaurus maps that element to it): nothing in the article; its
 * `<title>`, `<meta>` and `<link>` go to the document head (theme/Layout.tsx, runtime/router.tsx).
 */
export default function Head({ children }: { children?: ReactNode }) {
  useContext(HeadContext)?.push(children);
  return null;
}

/** React prop names → HTML attribute names (`hrefLang` → `hreflang`). */
const ATTRIBUTE = Object.fromEntries(Object.entries(REACT_ATTRIBUTE_NAMES).map(([html, react]) => [react, html]));

const TAGS = new Set(['title', 'meta', 'link']);

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

/**
 * The head tags in what `Head` collected, in order: `<title>`, `<meta>`, `<link>` (fragments and wrappers
 * are looked through). Scripts and styles are not taken: content never adds code to a page's head.
 */
export function headTags(collected: ReactNode[]): HeadTag[] {
  const tags: HeadTag[] = [];
  const visit = (node: ReactNode) =>
    Children.forEach(node, (child) => {
      if (!isValidElement(child)) return;
      const props = child.props as Record<string, unknown> & { children?: ReactNode };
      if (typeof child.type !== 'string' || !TAGS.has(child.type)) return visit(props.children);
      const tag = child.type as HeadTag['tag'];
      if (tag === 'title') return void tags.push({ tag, attrs: {}, text: textOf(props.children) });
      const attrs: Record<string, string> = {};
      for (const [name, value] of Object.entries(props)) {
        if (name === 'children' || value === undefined || value === null || value === false) continue;
        if (typeof value === 'function' || typeof value === 'object') continue;
        attrs[ATTRIBUTE[name] ?? name.toLowerCase()] = value === true ? '' : String(value);
      }
      // A link to code (`javascript:`) is not a link: dropped, as the article drops it.
      if (/^\s*(javascript|vbscript|data):/i.test(attrs.href ?? '')) return;
      tags.push({ tag, attrs });
    });
  collected.forEach(visit);
  return tags;
}
