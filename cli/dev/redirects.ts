import { parseRedirects } from '../http/redirects.ts';
import { redirectsFile } from '../pipeline/stages/redirect-files.ts';
import type { RouteTable } from '../pipeline/types.ts';
import type { DevSite } from './dev-site.ts';

// Built once per route table: a page edit that changes `redirect_from` rebuilds the table (a structural change).
const cache = new WeakMap<RouteTable, Map<string, string>>();

/** Where `docs dev` sends an old URL: the same Location as the build's `_redirects`, from the site in memory. */
export function devRedirect(site: DevSite, path: string): string | undefined {
  let map = cache.get(site.routes);
  if (!map) cache.set(site.routes, (map = parseRedirects(redirectsFile(site.config, site.routes.redirects ?? []))));
  return map.get(path);
}
