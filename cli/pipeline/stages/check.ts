import { isExternalUrl } from '../../../shared/links.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedConfig } from '../../config/load.ts';
import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import type { PageResult, Ref, RouteTable } from '../types.ts';
import { pathOfValue, placeInFile } from '../../config/place-in-file.ts';
import { normalizeRoute } from '../../../shared/routes.ts';
import { closest } from '../../util/suggest.ts';
import { safeDecode } from '../../util/url-safety.ts';
import type { SidebarItem } from '../../../shared/page-data.ts';
import { isInside } from '../../util/path-inside.ts';
import { routeMatcher } from '../../util/route-glob.ts';

/** How many pages must share one broken target before we say it probably comes from the layout. */
const LAYOUT_HINT_THRESHOLD = 5;

export interface CheckInput {
  config: ResolvedConfig;
  routes: RouteTable;
  pages: PageResult[];
  /** Output paths (relative, with leading slash) that the build writes besides pages, e.g. copied images. */
  extraFiles: Set<string>;
  /** The links to check (default: every page's and the layout's); `docs dev` rechecks the pages a change touches. */
  refs?: Ref[];
}

/** Links the layout renders on every page (navbar, footer, versions, sidebar links), attributed to config. */
export function collectLayoutRefs(config: ResolvedConfig, routes: RouteTable): Ref[] {
  const refs: Ref[] = [];
  // Placed by their path in the config file (config/site.ts), or for sidebar links by the path of the first
  // `href` with that value in the loaded sidebars: the file is parsed, never scanned.
  const add = (href: string, file: string, path: PropertyKey[] | undefined) => {
    if (isExternalUrl(href)) return;
    refs.push({ kind: 'link', url: href, raw: href, file, place: path && placeInFile(file, path) });
  };
  const { site } = config;
  const siteFile = config.files.site;
  site.navbar.items.forEach((item, i) => {
    if (item.type === 'link') add(item.href, siteFile, ['navbar', 'items', i, 'href']);
    if (item.type === 'docsVersionDropdown')
      for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'] as const)
        item[key].forEach((l, j) => l.to && add(l.to, siteFile, ['navbar', 'items', i, key, j, 'to']));
  });
  site.footer.links.forEach((l, i) => add(l.href, siteFile, ['footer', 'links', i, 'href']));
  site.versions?.others.forEach((v, i) => add(v.href, siteFile, ['versions', 'others', i, 'href']));
  const sidebarPath = (href: string) => pathOfValue(config.sidebars, (v, key) => key === 'href' && v === href);
  const walk = (items: SidebarItem[]) => {
    for (const i of items) {
      if (i.type === 'link' && !i.docId && !i.html) add(i.href, config.files.sidebars, sidebarPath(i.href));
      if (i.type === 'category') walk(i.items);
    }
  };
  Object.values(routes.sidebars).forEach(walk);
  return refs;
}

type Policy = 'ignore' | 'warn' | 'throw';
const SEVERITY: Record<Exclude<Policy, 'ignore'>, Diagnostic['severity']> = { warn: 'warning', throw: 'error' };

/**
 * Checks every internal link, anchor and image once all pages are rendered: a link must reach a route,
 * a static file or one of `externalRoutes`, an anchor must exist on its target page, an image must exist.
 * External URLs are not fetched. Each problem is reported at the place it was written, with the severity
 * `onBrokenLinks` / `onBrokenAnchors` give it (Docusaurus's options); a missing image is always an error.
 */
export function checkLinks({ config, routes, pages, extraFiles, refs: only }: CheckInput): StageResult<undefined> {
  const diagnostics: Diagnostic[] = [];
  // A page's anchors become a set only when a link points into it (a recheck of a few links looks at few pages).
  const pageByPath = new Map(pages.map((p) => [p.path, p]));
  const anchorSets = new Map<string, Set<string>>();
  const anchorsOf = (path: string) => {
    let set = anchorSets.get(path);
    const page = set ? undefined : pageByPath.get(path);
    if (page) anchorSets.set(path, (set = new Set(page.anchors)));
    return set;
  };
  const routePaths = new Set(routes.routes.map((r) => r.path));
  // A malformed escape (from config; content ones are reported at compile) or a `..` out of the static
  // folder is simply not a static file: the link is then reported as broken, never thrown.
  const staticExists = (path: string) => {
    if (extraFiles.has(path)) return true;
    const decoded = safeDecode(path);
    const file = decoded === undefined ? undefined : join(config.staticDir, decoded);
    return !!file && isInside(config.staticDir, file) && existsSync(file);
  };
  const refs = only ?? [...pages.flatMap((p) => p.refs), ...collectLayoutRefs(config, routes)];
  // Routes the host serves that `docs` does not build (cli/util/route-glob.ts: the sitemap's glob syntax).
  const isExternalRoute = routeMatcher(config.site.externalRoutes);
  const { onBrokenLinks, onBrokenAnchors } = config.site;

  // Refs repeat (10,000 pages link the same few hundred routes): each distinct path is normalized once.
  const normalized = new Map<string, string>();
  const routeOf = (pathOnly: string) => {
    let route = normalized.get(pathOnly);
    if (route === undefined) normalized.set(pathOnly, (route = pathOnly === '' ? '/' : normalizeRoute(pathOnly)));
    return route;
  };
  const brokenTargets = new Map<string, number>();
  const problems: { ref: Ref; d: Diagnostic; target: string }[] = [];
  for (const ref of refs) {
    const [rawPath, hashPart] = ref.url.split('#');
    const pathOnly = rawPath.split('?')[0];
    if (ref.kind === 'image') {
      if (!staticExists(pathOnly)) {
        problems.push({
          ref,
          target: pathOnly,
          d: {
            severity: 'error',
            ruleId: 'missing-image',
            source: 'check',
            file: ref.file,
            place: ref.place,
            message: `Image \`${ref.raw}\` not found`,
            hint: `expected \`${join(config.site.staticDir, pathOnly)}\``,
          },
        });
      }
      continue;
    }
    const written = routeOf(pathOnly);
    // Routes are kept decoded (`/with spaces`, `/emoji-🚀`); a link may be written encoded (`/with%20spaces`),
    // as a browser sends it: compare decoded paths, as Docusaurus does.
    const decoded = safeDecode(written, decodeURI);
    const path = !routePaths.has(written) && decoded !== undefined && routePaths.has(decoded) ? decoded : written;
    if (!routePaths.has(path)) {
      if (staticExists(pathOnly) || isExternalRoute(path) || onBrokenLinks === 'ignore') continue;
      const near = closest(path, routePaths, 1);
      problems.push({
        ref,
        target: path,
        d: {
          severity: SEVERITY[onBrokenLinks],
          ruleId: 'broken-link',
          source: 'check',
          file: ref.file,
          place: ref.place,
          message: `Broken link \`${ref.raw}\`: no page at \`${path}\``,
          hint: near.length ? `did you mean \`${near[0]}\`?` : undefined,
        },
      });
      continue;
    }
    if (hashPart) {
      const anchors = anchorsOf(path);
      const id = safeDecode(hashPart) ?? hashPart;
      if (anchors && !anchors.has(id) && onBrokenAnchors !== 'ignore') {
        const near = closest(id, anchors, 1);
        problems.push({
          ref,
          target: `${path}#${id}`,
          d: {
            severity: SEVERITY[onBrokenAnchors],
            ruleId: 'broken-anchor',
            source: 'check',
            file: ref.file,
            place: ref.place,
            message: `Broken anchor \`${ref.raw}\`: \`${path}\` has no heading or element with id \`${id}\``,
            hint: near.length
              ? `did you mean \`#${near[0]}\`?`
              : `ids on that page: ${[...anchors].slice(0, 10).join(', ') || '(none)'}`,
          },
        });
      }
    }
  }
  for (const p of problems) brokenTargets.set(p.target, (brokenTargets.get(p.target) ?? 0) + 1);
  for (const p of problems) {
    const n = brokenTargets.get(p.target)!;
    if (n >= LAYOUT_HINT_THRESHOLD && !p.d.hint?.includes('layout'))
      p.d.hint =
        (p.d.hint ? p.d.hint + '; ' : '') +
        `${n} places link here: the link probably comes from a shared layout or config`;
    diagnostics.push(p.d);
  }
  return { value: undefined, diagnostics };
}
