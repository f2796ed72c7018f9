/**
 * The route and URL scheme, the one copy the server and the browser share: which file a route
 * is written to, which URL serves its data or its Markdown copy, and how paths are normalised.
 */

/** Resolves `.`/`..` and repeated slashes of an absolute path, as `path.posix.normalize` (kept pure for browsers). */
function normalizeSegments(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  if (!out.length) return '/';
  return '/' + out.join('/') + (path.endsWith('/') ? '/' : '');
}

/**
 * One URL per page: `/x.html`, `/x/index.html` and `/x/` all mean `/x`. Used by the server (`docs serve` and
 * `docs dev` redirect to it) and the browser (the router and prefetch key routes by it).
 */
export function cleanPath(path: string): string {
  let p = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** Normalises a route written by an author: leading slash, `..` resolved, then {@link cleanPath} (and `/x/index`). */
export function normalizeRoute(route: string): string {
  return cleanPath(normalizeSegments('/' + route.replace(/\\/g, '/')).replace(/\/index$/, '/'));
}

/**
 * Docusaurus's form of a doc's `slug` (its path under the docs' base path): `/a/b` for any of `a/b`, `/a/b/`,
 * `a//b`, `/` for the root; unlike a route, a last `index` segment stays (`slug: index` is `/dir/index`).
 */
export function docSlug(path: string): string {
  const joined = normalizeSegments('/' + path);
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** Joins a base path (e.g. `/` or `/docs/`) and a route. */
export function withBase(base: string, route: string): string {
  return normalizeRoute(`${base}/${route}`);
}

/**
 * A URL the generator writes, under the site's `baseUrl` (Docusaurus's `useBaseUrl`): routes and output files
 * are kept without the base everywhere else, and only the written `href`/`src`/… gets it, so the output
 * stays at the output root while the site is served from `/docs/`. Root-relative URLs (`/x`, `/x#y`, `/`) get
 * the base in front; external, protocol-relative, relative and hash-only URLs are left as they are.
 */
export function withBaseUrl(base: string, url: string): string {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
  return base.replace(/\/$/, '') + url;
}

/**
 * A URL as written into an `href`: what a URL may not hold as it is (a space, a non-ASCII letter, a `%` that
 * starts no escape) percent-encoded, as Docusaurus writes links to `/with spaces` or `/café`. What is already
 * encoded, and the `?` and `#` that end the path, stay as they are, so a URL is never encoded twice.
 */
export function encodeHref(url: string): string {
  return url.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?#[\]%]+/gu, (s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return s; // a lone surrogate: left for the browser to refuse
    }
  });
}

/** A site URL written as an `href` under the base: `/with spaces` → `/docs/with%20spaces`. */
export function hrefUnderBase(base: string, url: string): string {
  return withBaseUrl(base, url.startsWith('/') && !url.startsWith('//') ? encodeHref(url) : url);
}

/**
 * The route of a URL path as the browser gives it (encoded): `/with%20spaces` → `/with spaces`, the form
 * routes, page data and sidebars hold. A path that does not decode is returned as it is.
 */
export function decodeRoutePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * A root-relative URL an author wrote, as a site path: Docusaurus's `addBaseUrl` never adds the base to a URL
 * that already starts with it, so `/docs/img/a.png` written on a site with `baseUrl: '/docs/'` means
 * `/img/a.png` (the base is added back once, when the URL is written). Other URLs are returned unchanged.
 */
export function withoutWrittenBase(base: string, url: string): string {
  if (base === '/' || !url.startsWith('/')) return url;
  const root = base.replace(/\/$/, '');
  const rest = url.slice(root.length);
  if (url.startsWith(root) && (rest === '' || /^[?#]/.test(rest))) return '/' + rest;
  return url.startsWith(base) ? url.slice(root.length) : url;
}

/**
 * The inverse of {@link withBaseUrl} for a URL path: `/docs/x` → `/x`, `/docs` and `/docs/` → `/`; undefined
 * for a path outside the base (the server answers it with 404, the client router leaves it to the browser).
 */
export function stripBase(base: string, pathname: string): string | undefined {
  if (base === '/') return pathname;
  const root = base.replace(/\/$/, '');
  if (pathname === root || pathname === base) return '/';
  return pathname.startsWith(base) ? pathname.slice(root.length) : undefined;
}

/** The file a route is written to: `/a/b` → `a/b/index.html`, `/` → `index.html`. */
export function routeToHtmlFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** The Markdown copy of a route for machines: `/a/b` → `a/b.md`, `/` → `index.md`. */
export function routeToMarkdownFile(route: string): string {
  return route === '/' ? 'index.md' : `${route.slice(1)}.md`;
}

/** The three files of a page in the output: its HTML, its route data and its Markdown copy. */
export function routeOutputFiles(route: string): string[] {
  return [routeToHtmlFile(route), routeToDataFile(route), routeToMarkdownFile(route)];
}

/** The per-route data file the client router fetches: `/a/b` → `_data/a/b.json`, `/` → `_data/index.json`. */
export function routeToDataFile(route: string): string {
  return route === '/' ? '_data/index.json' : `_data${route}.json`;
}

/** The data file of a sidebar, fetched for lazy categories and when a navigation switches sidebars. */
export function sidebarDataFile(name: string): string {
  return `_data/sidebars/${name}.json`;
}

/** The URL of an output file (`a/b.md` → `/a/b.md`). */
export const fileUrl = (file: string): string => '/' + file;

/** The site's origin from its configured `url` (`https://docs.example.com/` → no trailing slash), for absolute URLs. */
export const siteOrigin = (url: string): string => url.replace(/\/$/, '');

/** The route whose data file (`_data/…json`) or Markdown copy (`….md`) `file` is; undefined for other files. */
export function routeOfGeneratedFile(file: string): { route: string; kind: 'data' | 'markdown' } | undefined {
  const data = /^_data(\/.*)\.json$/.exec(file);
  const md = data ? undefined : /^(.*)\.md$/.exec(file);
  const stem = data?.[1] ?? (md ? '/' + md[1] : undefined);
  if (stem === undefined || stem.startsWith('/sidebars/')) return undefined;
  return { route: stem === '/index' ? '/' : stem, kind: data ? 'data' : 'markdown' };
}
