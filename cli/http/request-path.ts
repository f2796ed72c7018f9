import { safeDecode } from '../util/url-safety.ts';

/** A request target, checked and normalised once, before anything looks at the disk. */
export interface RequestPath {
  /** The path as sent (still percent-encoded), dot segments resolved and repeated slashes collapsed.
   * Redirects are built from it; it always starts with exactly one `/`, never `//` or `/\`. */
  raw: string;
  /** The decoded segments, used to find a file; none is empty, `.`, `..`, or holds `/`, `\` or a control character. */
  segments: string[];
  /** The query with its `?`, or ''. */
  search: string;
}

export type ParsedRequestPath = { ok: true; path: RequestPath } | { ok: false; status: 400 | 414; reason: string };

/** Longer request targets are refused (414) before any work; real routes are far shorter. */
export const MAX_URL_LENGTH = 4096;

const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Parses `req.url` (origin form `/a/b?q`, or absolute form `http://host/a/b?q`). A bad percent-escape,
 * an encoded `/`, `\` or control character (NUL included), or a target that is not a path is a 400;
 * `..` (also as `%2e%2e`) can never climb above the root.
 */
export function parseRequestPath(url: string | undefined): ParsedRequestPath {
  if (!url) return { ok: false, status: 400, reason: 'empty request target' };
  if (url.length > MAX_URL_LENGTH) return { ok: false, status: 414, reason: 'request target too long' };
  let target = url;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    try {
      const absolute = new URL(target);
      target = absolute.pathname + absolute.search;
    } catch {
      return { ok: false, status: 400, reason: 'malformed absolute URL' };
    }
  }
  if (!target.startsWith('/') || CONTROL.test(target)) return { ok: false, status: 400, reason: 'not a path' };
  const hash = target.indexOf('#');
  if (hash >= 0) target = target.slice(0, hash);
  const query = target.indexOf('?');
  const pathPart = query >= 0 ? target.slice(0, query) : target;
  const search = query >= 0 ? target.slice(query) : '';

  // Browsers turn `\` into `/` in http URLs; do the same so `/\host` can never become `//host`.
  const rawSegments = pathPart.replace(/\\/g, '/').split('/');
  const trailingSlash = rawSegments.length > 1 && rawSegments[rawSegments.length - 1] === '';
  const raw: string[] = [];
  const segments: string[] = [];
  for (const segment of rawSegments) {
    if (segment === '') continue;
    const decoded = safeDecode(segment);
    if (decoded === undefined) return { ok: false, status: 400, reason: 'bad percent-escape' };
    if (/[/\\]/.test(decoded) || CONTROL.test(decoded)) {
      return { ok: false, status: 400, reason: 'encoded separator or control character' };
    }
    if (decoded === '.') continue;
    if (decoded === '..') {
      raw.pop();
      segments.pop();
      continue;
    }
    raw.push(segment);
    segments.push(decoded);
  }
  const rawPath = '/' + raw.join('/') + (trailingSlash && raw.length ? '/' : '');
  return { ok: true, path: { raw: rawPath, segments, search } };
}
