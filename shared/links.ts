/** Links as the server render and the browser both judge them: external or not, active or not. */

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host/…`): not a route of the site. */
export const EXTERNAL_URL_RE = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternalUrl(href: string): boolean {
  return EXTERNAL_URL_RE.test(href);
}

/**
 * Another site's web page (`http://host…` or `https://host…`): what a redirect may lead to besides a route. Narrower
 * than `isExternalUrl` on purpose: a redirect page's meta refresh must never run a `javascript:` URL.
 */
export function isHttpUrl(href: string): boolean {
  return /^https?:\/\/[^/\s]/i.test(href);
}

/** `path` is `base` or below it (`/guides` covers `/guides/x`); `/` covers only the home page. */
export function isUnderBasePath(path: string, base: string): boolean {
  return base === '/' ? path === '/' : path === base || path.startsWith(base + '/');
}

/**
 * A navbar link is active when the path is under its `activeBasePath` (default: its own route), or when the
 * doc it links to is in the sidebar of the current page: "User guide" stays highlighted on every page of the
 * docs sidebar, as Docusaurus highlights a doc item for its whole sidebar. External links are never active.
 */
export function isNavItemActive(
  item: { href: string; activeBasePath?: string; external?: boolean },
  path: string,
  inSidebar: (href: string) => boolean,
): boolean {
  if (item.external || isExternalUrl(item.href)) return false;
  return isUnderBasePath(path, item.activeBasePath ?? item.href) || inSidebar(item.href);
}

/** A sidebar link is the current page's when it points at exactly that route. */
export function isCurrentPage(href: string | undefined, path: string): boolean {
  return href === path;
}
