import { cleanPath } from '../shared/routes.ts';

/** A file (`.md`, `.pdf`, `.xml`, …) rather than a page; `.html` paths are pages. */
const FILE_EXTENSION = /\.(?!html?$)[a-z0-9]{1,5}$/i;

/**
 * The route the client router would handle for `url`, or undefined when the browser should load it
 * itself: other origins, files, build assets, and the generated pages that have no route data (tags,
 * the search page). Used by the click handler and by prefetch, so both agree on what is a route.
 */
export function routablePath(url: URL, searchPagePath: string): string | undefined {
  if (
    url.origin !== location.origin ||
    FILE_EXTENSION.test(url.pathname) ||
    /^\/(assets|pagefind|_data)\//.test(url.pathname)
  )
    return undefined;
  const path = cleanPath(url.pathname);
  if (path === '/tags' || path.startsWith('/tags/') || path === `/${searchPagePath}`) return undefined;
  return path;
}
