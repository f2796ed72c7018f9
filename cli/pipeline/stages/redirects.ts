import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../../config/load.ts';
import type { ClientRedirectOptions } from '../../config/docusaurus-client-redirects.ts';
import { locateKey } from '../../config/locate-key.ts';
import type { Diagnostic, Place, StageResult } from '../../diagnostics/diagnostic.ts';
import { isHttpUrl } from '../../../shared/links.ts';
import { normalizeRoute } from '../../../shared/routes.ts';
import type { ContentFile, DocEntry, Redirect, RouteRecord } from '../types.ts';
import { sourceOf } from '../page/page-source.ts';
import type { VersionInputs } from './versioned-docs.ts';

/** `/a/b#x` → `/a/b`: the route part of a redirect target. */
const routeOf = (to: string) => normalizeRoute(to.replace(/[?#].*$/, ''));

/** The line of `- /old` (or `/old` in a flow list) inside a page's front matter. */
function placeInFrontMatter(file: ContentFile, value: string): Place | undefined {
  let source: string;
  try {
    source = sourceOf(file); // read now if discover did not (file unchanged)
  } catch {
    return undefined; // changed since discover: the redirect is reported without its line
  }
  const lines = source.split('\n').slice(0, Math.max(1, file.bodyLine - 1));
  for (let i = 0; i < lines.length; i++) {
    const column = lines[i].indexOf(value);
    if (column >= 0 && /redirect_from|^\s*-/.test(lines[i])) return { line: i + 1, column: column + 1 };
  }
  return undefined;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Every redirect the site declares: front matter `redirect_from` (to that page) and config `redirects`. */
export function collectRedirects(config: ResolvedConfig, docs: Iterable<DocEntry>): Redirect[] {
  const redirects: Redirect[] = [];
  for (const doc of docs) {
    const file = doc as Partial<ContentFile> & DocEntry;
    // A page discover did not read again (unchanged since the last build) has no `source` but still has its
    // front matter; its redirects must not drop out of a warm build.
    if (doc.kind !== 'mdx' || !file.frontMatter) continue;
    for (const from of file.frontMatter.redirect_from ?? []) {
      redirects.push({
        from: normalizeRoute(from),
        to: file.route,
        file: file.sourcePath,
        place: placeInFrontMatter(file as ContentFile, from),
      });
    }
  }
  const declared = config.site.redirects ?? [];
  const configText = declared.length ? readText(config.files.site) : '';
  declared.forEach((r, i) => {
    const place = locateKey(configText, ['redirects', i, 'from']) ?? locateKey(configText, ['redirects', i]);
    redirects.push({ from: normalizeRoute(r.from), to: r.to, file: config.files.site, place });
  });
  return redirects;
}

/**
 * `redirect_from` in a page of an older docs version or of another docs plugin instance: only the current docs'
 * pages redirect (one old URL, several versions of a page: which one it should lead to is the author's to say),
 * so each is a warning where it is written rather than a redirect that silently never exists.
 */
export function ignoredVersionRedirects(versions: readonly VersionInputs[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { version, files } of versions) {
    const kind = version.name.startsWith('@') ? 'docs plugin' : 'docs version';
    const what = `${kind} \`${version.label}\``;
    for (const file of files) {
      const first = file.kind === 'mdx' ? file.frontMatter?.redirect_from?.[0] : undefined;
      if (first === undefined) continue;
      out.push({
        severity: 'warning',
        ruleId: 'docusaurus-unsupported',
        source: 'route',
        file: file.sourcePath,
        place: placeInFrontMatter(file, first),
        message: `\`redirect_from\` in a page of the ${what} is not applied: only the current docs' pages redirect`,
        hint: "move it to the page's current version, or list the redirect in the site config's `redirects`",
      });
    }
  }
  return out;
}

/**
 * A redirect's old URL, normalised as a route but keeping an `.html` ending (`fromExtensions`: `/a.html` is a
 * file of its own on a static host, which a route would fold into `/a`), and its slash after one (`/a.html/`,
 * with `trailingSlash: true`: the page `a.html/index.html`, as Docusaurus writes it).
 */
export function redirectSource(from: string): string {
  const m = /(\.html?)(\/?)$/.exec(from);
  if (!m || from.length <= m[0].length + 1) return normalizeRoute(from);
  return normalizeRoute(from.slice(0, -m[0].length)) + m[1] + m[2];
}

/** `[from, to]` pairs of the client-redirects plugin's `fromExtensions`, `toExtensions`, `createRedirects`. */
function generatedPairs(o: ClientRedirectOptions, paths: string[], trailingSlash: boolean | undefined) {
  const pairs: [string, string][] = [];
  // Extensions may be given with or without their dot; made once, not once a route.
  const fromDotted = o.fromExtensions.map((e) => `.${e.replace(/^\./, '')}`);
  const toDotted = o.toExtensions.map((e) => `.${e.replace(/^\./, '')}`);
  // With `trailingSlash: true` the site's routes end in `/`, and the old URL is `/a.html/`.
  const slash = trailingSlash === true ? '/' : '';
  for (const path of paths) {
    // `/a.html` → `/a` for each extension, as Docusaurus 3.10 does (not for `/`).
    if (path !== '/' && !path.endsWith('/') && !fromDotted.some((e) => path.endsWith(e)))
      for (const ext of fromDotted) pairs.push([path + ext + slash, path]);
    // `/a` → `/a.html` for a route that ends in one of them.
    const ext = toDotted.find((e) => path.endsWith(e));
    if (ext) pairs.push([path.slice(0, path.lastIndexOf('.')), path]);
    const made = o.createRedirects?.(path);
    for (const from of Array.isArray(made) ? made : made ? [made] : []) pairs.push([from, path]);
  }
  return pairs;
}

/**
 * The redirects of the site's `@docusaurus/plugin-client-redirects` (`ResolvedConfig.clientRedirects`) over the
 * site's routes (`paths`, every page route, as Docusaurus gives it every route): its `redirects`, and what
 * `fromExtensions`, `toExtensions` and `createRedirects(existingPath)` (called for every route) make. As
 * Docusaurus's plugin: of two from the same URL the first is kept, and one from an existing page's URL is left
 * out (a warning, Docusaurus's `onDuplicateRoutes` report). The rest are checked with the site's own.
 */
export function clientRedirects(config: ResolvedConfig, paths: string[]): StageResult<Redirect[]> {
  const diagnostics: Diagnostic[] = [];
  const out: Redirect[] = [];
  // The routes as the plugin sees them in Docusaurus, where the 404 page's is `/404.html` (no `/404.html` →
  // `/404` redirect then, which would take the 404 page's own file).
  paths = paths.map((p) => (p === '/404' ? '/404.html' : p));
  const pages = new Set(paths);
  for (const o of config.clientRedirects ?? []) {
    const seen = new Map<string, string>();
    const shadowing: string[] = [];
    const twice: string[] = [];
    const add = (from: string, to: string, place: Place) => {
      if (typeof from !== 'string' || !from.startsWith('/')) return;
      const route = redirectSource(from);
      const first = seen.get(route);
      if (first !== undefined) {
        if (first !== to && !twice.includes(route)) twice.push(route);
        return;
      }
      seen.set(route, to);
      if (pages.has(route)) shadowing.push(route);
      else out.push({ from: route, to, file: o.file, place });
    };
    for (const r of o.redirects) add(r.from, r.to, r.place);
    let pairs: [string, string][] = [];
    try {
      pairs = generatedPairs(o, paths, config.site.trailingSlash);
    } catch (error) {
      diagnostics.push({
        severity: 'error',
        ruleId: 'invalid-redirect',
        source: 'route',
        file: o.file,
        place: o.place,
        message: `\`createRedirects\` of @docusaurus/plugin-client-redirects threw: ${(error as Error).message}`,
        hint: 'fix the function in the config: it is called with every route of the site',
      });
    }
    for (const [from, to] of pairs) add(from, to, o.place);
    const report = (message: string, hint: string) =>
      config.site.onDuplicateRoutes !== 'ignore' &&
      diagnostics.push({
        severity: config.site.onDuplicateRoutes === 'throw' ? 'error' : 'warning',
        ruleId: 'duplicate-route',
        source: 'route',
        file: o.file,
        place: o.place,
        message,
        hint,
      });
    if (twice.length)
      report(
        `Client redirects from the same URL to two pages; the first is kept: ${twice.join(', ')}`,
        'keep one redirect per old URL',
      );
    if (shadowing.length)
      report(
        `Client redirects from existing pages are left out: ${shadowing.join(', ')}`,
        'a page is already at that URL: remove the redirect, or move the page',
      );
  }
  return { value: out, diagnostics };
}

/**
 * Checks the redirects against the route table: each must lead to a route of the site in one step. A
 * redirect to a missing route, to another redirect (a chain, or a loop), from a route that is a page
 * (it would hide it), or a second redirect from the same URL is an `invalid-redirect` error where it was
 * declared. Returns the redirects that can be served.
 */
export function checkRedirects(redirects: Redirect[], routes: RouteRecord[]): StageResult<Redirect[]> {
  const pages = new Set(routes.map((r) => r.path));
  const bySource = new Map<string, Redirect>();
  const diagnostics: Diagnostic[] = [];
  const error = (r: Redirect, message: string, hint: string) =>
    diagnostics.push({
      severity: 'error',
      ruleId: 'invalid-redirect',
      source: 'route',
      file: r.file,
      place: r.place,
      message,
      hint,
    });
  for (const r of redirects) {
    const first = bySource.get(r.from);
    if (first && routeOf(first.to) !== routeOf(r.to)) {
      error(r, `\`${r.from}\` already redirects to \`${first.to}\``, 'keep one redirect per old URL');
    } else if (!first) bySource.set(r.from, r);
  }
  // A redirect from a page's own route is never served, so it takes no part in chains either.
  for (const r of bySource.values()) {
    if (!pages.has(r.from)) continue;
    error(r, `Redirect from \`${r.from}\` would hide the page at that route`, 'remove the redirect, or move the page');
    bySource.delete(r.from);
  }
  const valid: Redirect[] = [];
  for (const r of bySource.values()) {
    // Another site's page (Docusaurus's client-redirects plugin takes one, for pages moved off the site): written
    // as is, and no page of this site is looked for.
    if (isHttpUrl(r.to)) {
      valid.push(r);
      continue;
    }
    const target = routeOf(r.to);
    if (bySource.has(target)) {
      const seen = [r.from];
      let at = target;
      while (bySource.has(at) && !seen.includes(at)) {
        seen.push(at);
        at = routeOf(bySource.get(at)!.to);
      }
      if (seen.includes(at)) error(r, `Redirect loop: ${[...seen, at].join(' → ')}`, 'point each redirect at a page');
      else
        error(
          r,
          `Redirect chain: ${[...seen, at].join(' → ')}`,
          pages.has(at) ? `redirect \`${r.from}\` straight to \`${at}\`` : 'point each redirect at a page',
        );
      continue;
    }
    if (!pages.has(target)) {
      error(r, `Redirect from \`${r.from}\` leads to \`${r.to}\`, which is no page`, 'point it at an existing route');
      continue;
    }
    valid.push(r);
  }
  return { value: valid, diagnostics };
}
