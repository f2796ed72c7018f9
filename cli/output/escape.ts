// Escaping for the generated listings (sitemap.xml, llms.txt, robots.txt). A page file may be named
// `q&a.md` or `a b (draft).md`: its route goes into XML and Markdown, where `&`, spaces and brackets
// would otherwise make the whole file invalid.
import { escapeUTF8 } from 'entities/escape';

/** Percent-encodes a URL path: like `encodeURI`, plus `?` and `#`, which would end the path. */
export function encodeUrlPath(path: string): string {
  return encodeURI(path).replace(/[?#]/g, (c) => encodeURIComponent(c));
}

/** Escapes text for XML character data and attribute values (`&`, `<`, `>`, `"`, `'`: entities' escapeUTF8). */
export const escapeXml: (text: string) => string = escapeUTF8;

/** A URL safe inside a Markdown link's parentheses: no spaces, no unbalanced `(` `)`. */
export function markdownLinkUrl(url: string): string {
  return url.replace(/[()<> ]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}

/** Link text for Markdown: brackets and backslashes escaped, line breaks folded. */
export function markdownLinkText(text: string): string {
  return text.replace(/[\\[\]]/g, '\\$&').replace(/\s*\n\s*/g, ' ');
}
