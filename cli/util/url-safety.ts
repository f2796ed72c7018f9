/**
 * Checks of URLs written in content, shared by the compile plugins and the link check: a malformed
 * percent-escape (`%zz`) made `decodeURI` throw out of the build, and a `javascript:` link runs code
 * in every reader's browser.
 */

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
