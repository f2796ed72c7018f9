import { posix } from 'node:path';

/** Normalises a route: leading slash, no trailing slash (except `/`), no `index`/`.html` endings. */
export function normalizeRoute(route: string): string {
  let r = posix.normalize('/' + route.replace(/\\/g, '/')).replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  if (r.length > 1) r = r.replace(/\/+$/, '');
  return r || '/';
}

/** Joins a base path (e.g. `/` or `/docs/`) and a route. */
export function withBase(base: string, route: string): string {
  return normalizeRoute(posix.join(base, route));
}

/** The file a route is written to: `/a/b` → `a/b/index.html`, `/` → `index.html`. */
export function routeToHtmlFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** The Markdown copy of a route for machines: `/a/b` → `a/b.md`, `/` → `index.md`. */
export function routeToMarkdownFile(route: string): string {
  return route === '/' ? 'index.md' : `${route.slice(1)}.md`;
}

/** The per-route data file the client router fetches: `/a/b` → `_data/a/b.json`, `/` → `_data/index.json`. */
export function routeToDataFile(route: string): string {
  return route === '/' ? '_data/index.json' : `_data${route}.json`;
}

/** Matches a route against a simple glob (`/tags/**`, `/x/*`). */
export function matchesRoutePattern(route: string, pattern: string): boolean {
  const re = new RegExp(
    '^' + pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '.*') + '$',
  );
  return re.test(route) || (pattern.endsWith('/**') && route === pattern.slice(0, -3));
}
