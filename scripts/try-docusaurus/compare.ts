// `node --import tsx scripts/try-docusaurus/compare.ts --ours DIR --docusaurus DIR [--base-url /x/]
//   [--route-map /docs/=/docs/next/] [--only /learn] [--version 1.0] [--json FILE] [--examples N]`
// Compares, page by page, a site built by `docs` (try.mjs --out) with the same site built by real Docusaurus
// (reference.mjs): what a reader sees on each doc page of Docusaurus's current docs version (compare-pages.ts),
// and route parity — the routes Docusaurus wrote that we did not, and ours it did not — for doc pages and for
// every route. `--base-url` is the site's baseUrl (try.mjs is given the same); `--route-map a=b` maps our
// route prefix `a` to Docusaurus's `b` (a versioned site's current docs live under its `next` path); `--only`
// keeps the doc pages under one prefix (one docs instance of a site that has several); `--version v` compares the
// pages of docs version `v` instead of the current one (a site with `includeCurrentVersion: false` has none).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CATEGORIES, comparePages, pageView, type Category, type Difference } from './compare-pages.ts';

/** Every route a build folder serves: its HTML files, by URL path (no baseUrl). */
export function routesOf(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const skip = new Set(['assets', '_data', 'pagefind', 'img', 'static']);
  (function walk(d: string) {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (!(d === dir && skip.has(e.name)) && !e.name.startsWith('.')) walk(p);
      } else if (e.name.endsWith('.html')) {
        // `a.html` and `a/index.html` are both `/a`: with client redirects from `.html` (`fromExtensions`), one
        // of them is the redirect page, and the route is the other, the page.
        const route = routeOfFile(relative(dir, p));
        const had = out.get(route);
        if (!had || isRedirectPage(had)) out.set(route, p);
      }
    }
  })(dir);
  return out;
}

/** A page that only sends the reader on (a client redirect's `<meta http-equiv="refresh">`). */
const isRedirectPage = (file: string) => /<meta http-equiv="refresh"/i.test(readFileSync(file, 'utf8').slice(0, 2000));

/**
 * `docs/a/index.html` → `/docs/a`; `docs/a.html` → `/docs/a`; `index.html` → `/`. A folder named like a page,
 * `docs/a.html/index.html`, answers the same URL as the file `docs/a.html` (a route written with `.html`, which one
 * build writes as a file and the other as a folder): `/docs/a` too.
 */
export function routeOfFile(rel: string): string {
  const path = '/' + rel.split(sep).join('/');
  const route = path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return route || '/';
}

/** The routes of each build that are no page a reader could reach (error pages, generator-only pages). */
const NOT_PAGES = new Set(['/404', '/search']);

/** Docusaurus marks a doc page's `<html>` with `docs-doc-page` and its version with `docs-version-<name>`. */
function docusaurusDocPage(html: string, version = 'current'): { doc: boolean; current: boolean } {
  const m = /<html[^>]*class="([^"]*)"/.exec(html.slice(0, 4000));
  const cls = m ? m[1].split(/\s+/) : [];
  return { doc: cls.includes('docs-doc-page'), current: cls.includes(`docs-version-${version}`) };
}
const oursDocPage = (html: string) => html.includes('<article class="doc"');

export interface SiteComparison {
  docPages: number;
  /** Every route Docusaurus wrote (but its 404 page). */
  refRoutes: number;
  compared: number;
  faithful: number;
  missingDocRoutes: string[];
  extraDocRoutes: string[];
  missingRoutes: string[];
  extraRoutes: string[];
  byCategory: Record<Category, string[]>;
  pages: Record<string, Difference[]>;
}

export function compareSites(
  oursDir: string,
  refDir: string,
  baseUrl = '/',
  routeMap: [string, string][] = [],
  only = '/',
  version = 'current',
): SiteComparison {
  const under = (r: string) => only === '/' || r === only || r.startsWith(only + '/');
  const mapRoute = (r: string) => {
    for (const [from, to] of routeMap) {
      if (r === from.replace(/\/$/, '')) return to.replace(/\/$/, '');
      if (r.startsWith(from)) return to + r.slice(from.length);
    }
    return r;
  };
  const ours = new Map([...routesOf(oursDir)].map(([r, f]) => [mapRoute(r), f] as const));
  const ref = routesOf(refDir);
  for (const r of NOT_PAGES) (ours.delete(r), ref.delete(r));
  const refDocs = new Map<string, string>();
  const refAllDocs = new Set<string>();
  for (const [route, file] of ref) {
    const html = readFileSync(file, 'utf8');
    const kind = docusaurusDocPage(html, version);
    if (kind.doc) refAllDocs.add(route);
    // A generated-index category page is a doc route too, but no page an author wrote: parity only.
    const written = html.includes('theme-doc-markdown');
    if (kind.doc && kind.current && written && under(route)) refDocs.set(route, html);
  }
  const oursDocs = new Map<string, string>();
  for (const [route, file] of ours) {
    const html = readFileSync(file, 'utf8');
    if (oursDocPage(html) && under(route) && !route.includes('/category/')) oursDocs.set(route, html);
  }
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, [] as string[]])) as Record<Category, string[]>;
  const pages: Record<string, Difference[]> = {};
  let compared = 0;
  let faithful = 0;
  const readOurs = imageReader(oursDir, baseUrl);
  const readRef = imageReader(refDir, baseUrl);
  for (const [route, refHtml] of refDocs) {
    const oursHtml = oursDocs.get(route);
    if (oursHtml === undefined) continue;
    compared++;
    // Our links go to our routes: mapped as the routes are (a current version Docusaurus serves at /docs/next).
    const view = pageView(oursHtml, 'ours', baseUrl, readOurs, route);
    view.links = view.links.map(mapRoute);
    const diffs = comparePages(view, pageView(refHtml, 'docusaurus', baseUrl, readRef, route));
    if (diffs.length === 0) faithful++;
    else pages[route] = diffs;
    for (const d of diffs) byCategory[d.category].push(route);
  }
  const minus = (a: Iterable<string>, b: { has(x: string): boolean }) => [...a].filter((x) => !b.has(x)).sort();
  return {
    docPages: refDocs.size,
    refRoutes: ref.size,
    compared,
    faithful,
    missingDocRoutes: minus(refDocs.keys(), oursDocs),
    extraDocRoutes: minus(oursDocs.keys(), refAllDocs),
    missingRoutes: minus(ref.keys(), ours),
    extraRoutes: minus(ours.keys(), ref),
    byCategory,
    pages,
  };
}

/** The bytes of an image a page of the build in `dir` shows, by its `src` (a site path, baseUrl included). */
export function imageReader(dir: string, baseUrl: string): (src: string) => Buffer | undefined {
  return (src) => {
    if (!src.startsWith('/') || src.startsWith('//')) return undefined;
    let path = decodeURIComponent(src.split(/[?#]/)[0]);
    if (baseUrl !== '/' && path.startsWith(baseUrl)) path = '/' + path.slice(baseUrl.length);
    const file = join(dir, path);
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined;
  };
}

const pct = (n: number, d: number) => (d ? ((100 * n) / d).toFixed(1) : '—');

/** The summary lines the CLI prints. */
export function summary(c: SiteComparison, examples: number): string[] {
  const lines = [
    `doc pages (Docusaurus, current version): ${c.docPages}  built by us: ${c.compared}  ` +
      `faithful: ${c.faithful} (${pct(c.faithful, c.docPages)} %)`,
    `doc routes: missing ${c.missingDocRoutes.length}, extra ${c.extraDocRoutes.length}  ` +
      `(parity ${pct(c.docPages - c.missingDocRoutes.length, c.docPages)} %)`,
    `all routes: missing ${c.missingRoutes.length}, extra ${c.extraRoutes.length}  ` +
      `(parity ${pct(c.refRoutes - c.missingRoutes.length, c.refRoutes)} %)`,
  ];
  for (const cat of CATEGORIES) {
    const hit = c.byCategory[cat];
    if (!hit.length) continue;
    lines.push(`  ${cat}: ${hit.length} pages`);
    for (const route of hit.slice(0, examples)) {
      const d = c.pages[route].find((x) => x.category === cat)!;
      lines.push(`    ${route}\n      ours:       ${d.ours}\n      docusaurus: ${d.docusaurus}`);
    }
  }
  if (c.missingDocRoutes.length)
    lines.push(`  missing doc routes: ${c.missingDocRoutes.slice(0, examples * 3).join(' ')}`);
  if (c.extraDocRoutes.length) lines.push(`  extra doc routes: ${c.extraDocRoutes.slice(0, examples * 3).join(' ')}`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const opt = (name: string, fallback?: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const routeMap = args.flatMap((a, i) => (a === '--route-map' ? [args[i + 1].split('=') as [string, string]] : []));
  const c = compareSites(
    opt('--ours')!,
    opt('--docusaurus')!,
    opt('--base-url', '/'),
    routeMap,
    opt('--only', '/'),
    opt('--version', 'current'),
  );
  console.log(summary(c, Number(opt('--examples', '2'))).join('\n'));
  const json = opt('--json');
  if (json) writeFileSync(json, JSON.stringify(c, null, 2) + '\n');
}
