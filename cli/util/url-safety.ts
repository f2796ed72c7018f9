/**
 * Checks of URLs written in content, shared by the compile plugins and the link check: a malformed
 * percent-escape (`%zz`) made `decodeURI` throw out of the build, and a `javascript:` link runs code
 * in every reader's browser.
 */

import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { readFileSync } from 'node:fs';

/** URL schemes that run code or embed a document when followed; refused in links and images. */
export const UNSAFE_SCHEMES = ['javascript', 'vbscript', 'data'] as const;

export const UNSAFE_URL_HINT =
  "javascript:, vbscript: and data: URLs can run code in the reader's browser; " +
  'link to a page or an https:// URL, and put images in the static folder or next to the page';

/** Index of the first `%` not followed by two hex digits, or -1. */
export function malformedEscapeAt(url: string): number {
  for (let i = url.indexOf('%'); i >= 0; i = url.indexOf('%', i + 1)) {
    if (!/^[0-9a-f]{2}$/i.test(url.slice(i + 1, i + 3))) return i;
  }
  return -1;
}

/** `decodeURIComponent` (or another decoder) that returns undefined instead of throwing. */
export function safeDecode(text: string, decode: (s: string) => string = decodeURIComponent): string | undefined {
  try {
    return decode(text);
  } catch {
    return undefined; // a malformed escape, or an escape that is not UTF-8 (`%ff`)
  }
}

/**
 * The unsafe scheme a URL uses, as a browser would read it: browsers drop tabs and newlines anywhere
 * and control characters and spaces around a URL, and schemes are case-insensitive (`JaVa\tScRiPt:`).
 */
export function unsafeScheme(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = url
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\x00-\x20]+/, '')
    .toLowerCase();
  const m = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
  return m && (UNSAFE_SCHEMES as readonly string[]).includes(m[1]) ? m[1] : undefined;
}

/** Attributes whose value the browser follows or loads as a URL (lower case, `xlink:href` without the colon). */
export const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'data',
  'cite',
  'background',
  'xlinkhref',
  'xlink:href',
  'ping',
  'srcset',
  'manifest',
  'codebase',
  'to',
]);

/** The unsafe scheme of a URL attribute's value (`srcset` lists several URLs), or undefined. */
export function unsafeAttributeScheme(name: string, value: string): string | undefined {
  const urls = name.toLowerCase() === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0]) : [value];
  return urls.map(unsafeScheme).find(Boolean);
}

const SCRIPT_ELEMENTS = new Set(['script', 'base', 'iframe', 'frame', 'object', 'embed', 'applet', 'form']);

/**
 * What in a piece of raw HTML (`dangerouslySetInnerHTML`) can run code: a script, base, frame, object or form
 * element, a refresh, an event handler or an unsafe URL. The HTML is parsed as a browser parses it (parse5), so
 * only what a browser makes an element or attribute counts: a highlighted code block's text
 * `&lt;Form onSubmit={send}&gt;` is text, not a handler.
 */
export function scriptInHtml(html: string): string | undefined {
  return firstInHtml(html, scriptInElement)?.what;
}

/**
 * An element of `html` (parsed as a browser parses it, templates included) that `test` names, and what it says;
 * the walk is scriptInHtml's as it was (a stack, linear in the elements).
 */
function firstInHtml(
  html: string,
  test: (el: Element) => string | undefined,
): { what: string; el: Element } | undefined {
  const stack: (Root | Element)[] = [fromHtml(html, { fragment: true })];
  while (stack.length) {
    const node = stack.pop()!;
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const what = test(child);
      if (what) return { what, el: child };
      stack.push(child);
      if (child.content) stack.push(child.content);
    }
  }
  return undefined;
}

function scriptInElement(el: Element): string | undefined {
  if (SCRIPT_ELEMENTS.has(el.tagName)) return `a \`<${el.tagName}>\` element`;
  const props = el.properties;
  if (el.tagName === 'meta' && /^\s*refresh/i.test(String(props.httpEquiv ?? ''))) {
    return 'a `<meta http-equiv="refresh">`';
  }
  for (const [key, value] of Object.entries(props)) {
    // hast names properties in camel case (`onClick`, `xLinkHref`); URL_ATTRIBUTES has them in lower case.
    const name = key.toLowerCase();
    if (/^on[a-z]/.test(name)) return `the \`${name}\` event handler`;
    const text = Array.isArray(value) ? value.join(name === 'srcset' ? ', ' : ' ') : String(value ?? '');
    const scheme = URL_ATTRIBUTES.has(name) && unsafeAttributeScheme(name, text);
    if (scheme) return `a \`${scheme}:\` URL in \`${key}\``;
  }
  return undefined;
}

/** Files a browser opens as a document of the site's origin, where a script they hold would run. */
export const MARKUP_FILE = /\.(svg|html?|xhtml)$/i;

/**
 * What in a published markup file (an SVG image, an HTML file of `static/`) runs code when a reader opens it
 * directly, with its place: a `<script>`, an event handler, a `javascript:`/`vbscript:` URL, an `<iframe srcdoc>`.
 * Narrower than scriptInHtml: a standalone file's forms, frames and embedded `data:` images are its own business,
 * and run nothing of ours. Parsed as a browser parses it (SVG's `<script>` included, `<?xml…?>` a comment).
 */
export function scriptInMarkupFile(text: string): { what: string; line: number; column: number } | undefined {
  const found = firstInHtml(text, scriptInFileElement);
  if (!found) return undefined;
  const at = found.el.position?.start;
  return { what: found.what, line: at?.line ?? 1, column: at?.column ?? 1 };
}

function scriptInFileElement(el: Element): string | undefined {
  if (el.tagName === 'script') return 'a `<script>` element';
  for (const [key, value] of Object.entries(el.properties)) {
    const name = key.toLowerCase();
    if (/^on[a-z]/.test(name)) return `the \`${name}\` event handler`;
    if (name === 'srcdoc') return 'an `<iframe srcdoc>`';
    const text = Array.isArray(value) ? value.join(name === 'srcset' ? ', ' : ' ') : String(value ?? '');
    const scheme = URL_ATTRIBUTES.has(name) && unsafeAttributeScheme(name, text);
    if (scheme && scheme !== 'data') return `a \`${scheme}:\` URL in \`${key}\``;
  }
  return undefined;
}

/** What runs in a published SVG or HTML file the page uses as an image or imports (scriptInMarkupFile), if any. */
export function scriptInAssetFile(path: string): { what: string; line: number; column: number } | undefined {
  if (!MARKUP_FILE.test(path)) return undefined;
  try {
    return scriptInMarkupFile(readFileSync(path, 'utf8'));
  } catch {
    return undefined; // unreadable: whoever reads it next reports that
  }
}

/** What to do about a published file that holds a script. */
export const SCRIPT_FILE_HINT =
  'remove the script from the file; set `markdown.allowScripts: true` in the site config only if every author ' +
  'is trusted';

/** The message and hint of a page's image or import whose file holds a script (`what` names the reference). */
export function scriptedAssetWords(what: string, found: { what: string; line: number; column: number }) {
  return {
    message:
      `${what} holds ${found.what} (its line ${found.line}, column ${found.column}), which would run in the site's ` +
      'origin when a reader opens the file; it is not copied',
    hint: SCRIPT_FILE_HINT,
  };
}
