import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createElement } from 'react';
import type { ResolvedConfig } from '../../config/load.ts';
import { placeInFile } from '../../config/place-in-file.ts';
import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import { encodeUrlPath, escapeXml, markdownLinkText, markdownLinkUrl } from '../../output/escape.ts';
import { OutputPathError } from '../../output/output-path.ts';
import type { StaticFile } from '../../output/static-files.ts';
import { copyToTarget, writeToTarget } from '../../output/target.ts';
import {
  fileUrl,
  routeToDataFile,
  routeToHtmlFile,
  routeToMarkdownFile,
  sidebarDataFile,
  siteOrigin,
  withBaseUrl,
} from '../../../shared/routes.ts';
import { NotFoundPage, SearchPage, TagIndexPage, TagPage } from '../../../theme/SpecialPages.tsx';
import { routeMatcher } from '../../util/route-glob.ts';
import type { PageData, SiteData, TagPageData } from '../../../shared/page-data.ts';
import type { PageResult, RouteTable } from '../types.ts';
import { renderSpecialPage, specialPageData, type AssetManifest, type OutputTarget } from '../page/render.ts';
import { emitRedirectFiles } from './redirect-files.ts';
import { emitLlmsFull, type LlmsFullEmitted, type LlmsFullPrevious } from './llms-full.ts';
import { LLMS_FULL_FILE, OVERRIDABLE_FILES } from './site-files.ts';

/**
 * Renders the generated routes: `/tags`, one page per tag, `/search` and `404.html`. A tag whose
 * permalink leads out of the output folder is not written; it is returned as an error on `tagsFile`.
 */
export function emitSpecialPages(
  routes: Pick<RouteTable, 'tagPages'>,
  site: SiteData,
  assets: AssetManifest,
  target: OutputTarget,
  tagsFile?: string,
): StageResult<undefined> {
  const diagnostics: Diagnostic[] = [];
  const ctx = (page: PageData) => ({ site, page, assets });
  // `/tags`, and each older docs version's own index of its tags (`/docs/1.0/tags`).
  const indexes = new Map<string, TagPageData[]>([['/tags', []]]);
  for (const tag of routes.tagPages)
    indexes.set(tag.index ?? '/tags', [...(indexes.get(tag.index ?? '/tags') ?? []), tag]);
  for (const [path, tags] of indexes)
    renderSpecialPage(
      ctx(specialPageData(path, 'tagIndex', 'Tags', 'Every tag used in the documentation.')),
      createElement(TagIndexPage, { tags }),
      path.slice(1) + '/index.html',
      target,
    );
  for (const tag of routes.tagPages) {
    try {
      renderSpecialPage(
        ctx(specialPageData(tag.permalink, 'tag', `Docs tagged “${tag.label}”`, tag.description)),
        createElement(TagPage, { tag }),
        tag.permalink.slice(1) + '/index.html',
        target,
      );
    } catch (error) {
      if (!(error instanceof OutputPathError)) throw error;
      const permalink = tag.permalink.replace(/^\/tags/, '');
      diagnostics.push({
        severity: 'error',
        ruleId: 'output-path',
        source: 'emit',
        file: tagsFile,
        place: tagsFile ? placeInFile(tagsFile, [tag.key, 'permalink'], 'value') : undefined,
        message: `Tag \`${tag.key}\` has permalink \`${permalink}\`, which leads outside the output folder`,
        hint: 'use a permalink without `..`, such as `/' + tag.key + '`',
      });
    }
  }
  renderSpecialPage(
    ctx(specialPageData('/' + site.searchPagePath, 'search', 'Search', `Search the ${site.title}.`)),
    createElement(SearchPage, { site }),
    `${site.searchPagePath}/index.html`,
    target,
  );
  renderSpecialPage(
    ctx(specialPageData('/404', 'notFound', 'Page not found')),
    createElement(NotFoundPage, { site }),
    '404.html',
    target,
  );
  return { value: undefined, diagnostics };
}

const originOf = (config: ResolvedConfig) => siteOrigin(config.site.url);
/** The absolute, percent-encoded URL of a route or output file (`/a` → `https://host/docs/a`). */
const absoluteUrl = (config: ResolvedConfig, path: string) =>
  originOf(config) + encodeUrlPath(withBaseUrl(config.site.baseUrl, path));

/** sitemap.xml: every listed page and generated route, minus the configured patterns (`/tags/**`). */
export function buildSitemap(config: ResolvedConfig, routes: RouteTable): { xml: string; urls: string[] } {
  const { sitemap } = config.site;
  const ignored = routeMatcher(sitemap.ignorePatterns);
  // Unlisted pages and those of a version with `noIndex` tell search engines to keep out: not in the sitemap.
  const unlisted = new Set(
    Object.values(routes.docs)
      .filter((d) => d.unlisted || routes.placement[d.id]?.version?.noIndex)
      .map((d) => d.route),
  );
  const urls = routes.routes
    .map((r) => r.path)
    .filter((p) => p !== '/404' && !unlisted.has(p) && !ignored(p))
    .sort();
  // The sitemap protocol wants URLs percent-encoded and then entity-escaped (`q&a` → `q&amp;a`).
  // The same for every URL: the changefreq and priority of the config.
  const extra = `<changefreq>${escapeXml(sitemap.changefreq)}</changefreq><priority>${sitemap.priority}</priority>`;
  const body = urls.map((p) => `<url><loc>${escapeXml(absoluteUrl(config, p))}</loc>${extra}</url>`).join('\n');
  return {
    xml:
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
    urls,
  };
}

/** llms.txt (llmstxt.org): title, summary, then each sidebar's pages as links to their Markdown copies. */
export function buildLlmsTxt(config: ResolvedConfig, routes: RouteTable, pages: PageResult[]): string {
  const bySidebar = new Map<string, PageResult[]>();
  for (const p of pages) {
    if (p.unlisted) continue;
    const key = p.sidebar ?? (p.blogPost ? 'blog' : 'other');
    const list = bySidebar.get(key);
    if (list)
      list.push(p); // not a copy per page: quadratic at 10,000 pages in one sidebar
    else bySidebar.set(key, [p]);
  }
  const order = [...new Set([...Object.keys(routes.sidebars), 'blog', 'other'])];
  const lines = [
    `# ${config.site.title}`,
    '',
    `> ${config.site.tagline}`,
    '',
    `Every page is also available as Markdown: append \`.md\` to its path (\`/index.md\` for the home page).`,
    '',
  ];
  for (const name of order) {
    const list = bySidebar.get(name);
    if (!list?.length) continue;
    lines.push(`## ${name.charAt(0).toUpperCase() + name.slice(1)}`, '');
    for (const p of list.sort((a, b) => a.path.localeCompare(b.path))) {
      const url = markdownLinkUrl(absoluteUrl(config, fileUrl(routeToMarkdownFile(p.path))));
      const description = p.description ? `: ${p.description.replace(/\s*\n\s*/g, ' ')}` : '';
      lines.push(`- [${markdownLinkText(p.title)}](${url})${description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function buildRobotsTxt(config: ResolvedConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config, '/sitemap.xml')}\n`;
}

/** The files of the output written for pages and generated routes (the static folder may not replace them). */
function generatedFiles(routes: RouteTable, pages: PageResult[]): Set<string> {
  const files = new Set<string>(['.docs-manifest.json', '404.html']);
  for (const p of pages) {
    for (const f of [routeToHtmlFile(p.path), routeToDataFile(p.path), routeToMarkdownFile(p.path)]) files.add(f);
    for (const a of p.assets) files.add(a.to);
  }
  for (const r of routes.routes) if (r.path !== '/404') files.add(routeToHtmlFile(r.path));
  for (const name of Object.keys(routes.sidebars)) files.add(sidebarDataFile(name));
  return files;
}

/**
 * The HTML files of the site's pages and generated routes (`404.html` included). A static file of the same name
 * is not copied: the page wins, as in Docusaurus, whose pages are written after its static folder is copied
 * (a `static/index.html` redirect left from Docusaurus 1 gives way to the home page).
 */
export function pageHtmlFiles(routes: RouteTable, pages: PageResult[]): Set<string> {
  const files = new Set<string>(['404.html']);
  for (const p of pages) files.add(routeToHtmlFile(p.path));
  for (const r of routes.routes) if (r.path !== '/404') files.add(routeToHtmlFile(r.path));
  return files;
}

/**
 * Static files that would replace a generated file: errors, except for the site-wide files an author
 * may hand-write (robots.txt, sitemap.xml, llms.txt), where the static file wins, and for a page's HTML file,
 * a warning: the page wins (pageHtmlFiles). `outDir`, when the build writes to a folder, also catches
 * collisions with files written before emit (the JS bundle).
 */
export function staticCollisions(
  config: ResolvedConfig,
  routes: RouteTable,
  pages: PageResult[],
  files: StaticFile[],
  outDir?: string,
): Diagnostic[] {
  const generated = generatedFiles(routes, pages);
  const pageFiles = pageHtmlFiles(routes, pages);
  /** The diagnostic of a static file at `f.rel`, its message saying what becomes of it. */
  const collision = (
    f: StaticFile,
    severity: Diagnostic['severity'],
    what: (shown: string) => string,
    hint: string,
  ) => {
    const file = join(config.staticDir, f.rel);
    const message = what(`\`${relative(config.rootDir, file)}\``);
    return { severity, ruleId: 'static-collision', source: 'emit', file, message, hint } satisfies Diagnostic;
  };
  const replacing = files
    .filter((f) => !OVERRIDABLE_FILES.includes(f.rel) && !pageFiles.has(f.rel))
    .filter(
      (f) =>
        generated.has(f.rel) ||
        f.rel === LLMS_FULL_FILE ||
        f.rel.startsWith('pagefind/') ||
        f.rel.startsWith('_data/') ||
        (outDir !== undefined && existsSync(join(outDir, f.rel))),
    )
    .map((f) =>
      collision(
        f,
        'error',
        (shown) => `${shown} would replace the generated \`/${f.rel}\``,
        'rename or move the static file (`/_data/` and `/pagefind/` belong to the generator)',
      ),
    );
  const shadowed = files
    .filter((f) => pageFiles.has(f.rel))
    .map((f) =>
      collision(
        f,
        'warning',
        (shown) => `${shown} is not copied: the generated page \`/${f.rel}\` takes its place`,
        'as in Docusaurus, a page is written over a static file of its name: remove or rename the static file',
      ),
    );
  return [...replacing, ...shadowed];
}

/**
 * Writes the site-wide files through the target: static folder, page images, sitemap, robots.txt, llms.txt,
 * sidebar data. `docs build` writes them to its folder; `docs dev` to memory and serves them from there.
 * `previous` (the last build's output and its `llms-full.txt` key and parts) lets `llms-full.txt` be linked, or
 * made from the previous file's parts and the changed pages' copies.
 */
export function emitSiteFiles(
  config: ResolvedConfig,
  routes: RouteTable,
  pages: PageResult[],
  staticFiles: StaticFile[],
  target: OutputTarget,
  previous?: LlmsFullPrevious,
): StageResult<{ sitemapUrls: string[]; llmsFull?: LlmsFullEmitted }> {
  for (const p of pages) for (const a of p.assets) copyToTarget(target, a.to, a.from);
  const sitemap = buildSitemap(config, routes);
  const own = new Set(staticFiles.map((f) => f.rel));
  const site: [string, () => string][] = [
    ['sitemap.xml', () => sitemap.xml],
    ['robots.txt', () => buildRobotsTxt(config)],
    ['llms.txt', () => buildLlmsTxt(config, routes, pages)],
  ];
  for (const [name, text] of site) if (!own.has(name)) writeToTarget(target, name, text());
  const llmsFull = emitLlmsFull(config, routes, pages, target, own, previous);
  for (const [name, items] of Object.entries(routes.sidebars))
    writeToTarget(target, sidebarDataFile(name), JSON.stringify(items));
  emitRedirectFiles(config, routes.redirects, target, own);
  for (const f of staticFiles) copyToTarget(target, f.rel, f.from);
  return { value: { sitemapUrls: sitemap.urls, llmsFull }, diagnostics: [] };
}
