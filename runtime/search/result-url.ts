import { isExternalUrl } from '../../shared/links.ts';
/**
 * The search-result helper: external URLs pass unchanged; internal ones are reduced to path +
 * hash, optionally rewritten by a configured `{from, to}` pattern (e.g. when an index was built for
 * another deployment).
 */
export function toResultUrl(url: string, siteOrigin: string, replace?: { from: string; to: string }): string {
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    return url;
  }
  const external = parsed.origin !== new URL(siteOrigin).origin && isExternalUrl(url);
  if (external && !replace) return url;
  let path = parsed.pathname;
  if (replace) path = path.replace(new RegExp(replace.from), replace.to);
  if (external && path === parsed.pathname) return url;
  return path + parsed.hash;
}

/** The "See all results" link: base URL + search page path + the encoded query. */
export function searchPageUrl(baseUrl: string, searchPagePath: string, query: string): string {
  return `${baseUrl.replace(/\/$/, '')}/${searchPagePath}?q=${encodeURIComponent(query)}`;
}
