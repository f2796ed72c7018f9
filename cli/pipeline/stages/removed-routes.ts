import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../../config/load.ts';
import { locateKey } from '../../config/locate-key.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { RouteTable } from '../types.ts';
import { editDistance } from '../../util/suggest.ts';

/** Edit distance between two routes, counted in path segments (`/a/b/c` → `/a/c` is 1). */
const segmentDistance = (a: string, b: string) =>
  editDistance(a.split('/').filter(Boolean), b.split('/').filter(Boolean));

/** The new route closest to a removed one: fewest differing segments, then the longest shared prefix. */
export function closestRoute(removed: string, routes: Iterable<string>): string | undefined {
  let best: { route: string; d: number; prefix: number } | undefined;
  for (const route of routes) {
    const d = segmentDistance(removed, route);
    let prefix = 0;
    while (prefix < Math.min(route.length, removed.length) && route[prefix] === removed[prefix]) prefix++;
    if (!best || d < best.d || (d === best.d && prefix > best.prefix)) best = { route, d, prefix };
  }
  return best?.route;
}

/**
 * Every page route of the previous build that is neither a route nor a redirect now: the web's links to it
 * would break. A warning, or an error with `onRemovedRoutes: 'throw'`, placed on the config key (the fix,
 * a redirect, goes into front matter or config), with the closest new route as the suggested target.
 */
export function checkRemovedRoutes(config: ResolvedConfig, routes: RouteTable, before: string[]): Diagnostic[] {
  const now = new Set(routes.routes.map((r) => r.path));
  for (const r of routes.redirects ?? []) now.add(r.from);
  const removed = before.filter((route) => !now.has(route));
  if (!removed.length) return [];
  const pages = Object.values(routes.docs).map((d) => d.route);
  let text = '';
  try {
    text = readFileSync(config.files.site, 'utf8');
  } catch {
    // No place then; the message still names the route.
  }
  const place = locateKey(text, ['onRemovedRoutes']);
  const severity = config.site.onRemovedRoutes === 'throw' ? ('error' as const) : ('warning' as const);
  return removed.map((route) => {
    const suggestion = closestRoute(route, pages);
    return {
      severity,
      ruleId: 'removed-route' as const,
      source: 'route' as const,
      file: config.files.site,
      place,
      message:
        `\`${route}\` was a page of the previous build and is gone, with no redirect` +
        (suggestion ? ` (closest page now: \`${suggestion}\`)` : ''),
      hint: suggestion
        ? `if it moved to \`${suggestion}\`, add \`redirect_from: [${route}]\` to that page's front matter`
        : `add a redirect for it to \`redirects\` in the site config`,
    };
  });
}
