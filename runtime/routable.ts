import { cleanPath, decodeRoutePath, hrefUnderBase, stripBase } from '../shared/routes.ts';
import { readEmbeddedData } from './page-state.ts';

/** A file (`.md`, `.pdf`, `.xml`, …) rather than a page; `.html` paths are pages. */
const FILE_EXTENSION = /\.(?!html?$)[a-z0-9]{1,5}$/i;

let base: string | undefined;

/**
 * The site's `baseUrl` (`/` or `/docs/`), read once from the page's embedded runtime settings. Routes in
 * the browser are kept without it, as the server keeps them: the router, prefetch and the theme strip it
 * from `location` and from links ({@link routeOfPath}) and add it to each URL they write ({@link urlOfRoute}).
 */
export function siteBase(): string {
  return (base ??= readEmbeddedData()?.runtime.baseUrl ?? '/');
}

/** For tests and hand-made pages: sets the base instead of reading it from the page. */
export function setSiteBase(value: string): void {
  base = value;
}

/** The route of a URL path of this site (`/docs/a/b/` → `/a/b`), or undefined outside the base. */
export function routeOfPath(pathname: string): string | undefined {
  const inside = stripBase(siteBase(), pathname);
  return inside === undefined ? undefined : cleanPath(decodeRoutePath(inside));
}

/** The route of the page shown now (`/` when the page is outside the base, which only a misconfigured server does). */
export function currentRoute(): string {
  return routeOfPath(location.pathname) ?? cleanPath(location.pathname);
}

/** The URL path of a route or a generated file's URL (`/a/b` → `/docs/a/b`), encoded as the theme writes hrefs. */
export function urlOfRoute(route: string): string {
  return hrefUnderBase(siteBase(), route);
}

/**
 * The route the client router would handle for `url`, or undefined when the browser should load it
 * itself: other origins, paths outside the base, files, build assets, and the generated pages that have
 * no route data (tags, the search page). Used by the click handler and by prefetch, so both agree.
 */
export function routablePath(url: URL, searchPagePath: string): string | undefined {
  if (url.origin !== location.origin || FILE_EXTENSION.test(url.pathname)) return undefined;
  const inside = stripBase(siteBase(), url.pathname);
  if (inside === undefined || /^\/(assets|pagefind|_data)\//.test(inside)) return undefined;
  const path = cleanPath(decodeRoutePath(inside));
  if (path === '/tags' || path.startsWith('/tags/') || path === `/${searchPagePath}`) return undefined;
  return path;
}
