import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../../config/load.ts';
import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import { hash } from '../../util/hash.ts';
import { docSlug, normalizeRoute } from '../../../shared/routes.ts';
import { generatedRouteOwner } from '../route/dedupe.ts';
import type { ContentFile, RouteTable } from '../types.ts';
import { discoverFile } from './discover.ts';

// The pages of `src/pages/` (Docusaurus's plugin-content-pages, default options): every `.js/.jsx/.ts/.tsx`
// file is a React page (its default export), every `.md/.mdx` file a Markdown page, each at the route of its
// path. They are built as page jobs like docs, without a sidebar (`ContentFile.sitePage`).

/** Docusaurus's `path` option, relative to the site. */
export const PAGES_DIR = 'src/pages';

const PAGE_FILE = /\.(mdx?|[jt]sx?)$/;
const MARKDOWN_FILE = /\.mdx?$/;

/**
 * Docusaurus's default `exclude` (GlobExcludeDefault): `**\/_*.{js,jsx,ts,tsx,md,mdx}`, `**\/_*\/**`,
 * `**\/*.test.{js,jsx,ts,tsx}`, `**\/__tests__/**`. `rel` is posix, relative to the pages folder.
 */
export function isExcludedPage(rel: string): boolean {
  const parts = rel.split('/');
  const name = parts[parts.length - 1]!;
  if (name.startsWith('_')) return true;
  if (parts.slice(0, -1).some((dir) => dir.startsWith('_'))) return true; // `_*/**` covers `__tests__/**`
  return /\.test\.[jt]sx?$/.test(name);
}

/** Whether `rel` (relative to the pages folder, either separator) is a page Docusaurus builds. */
export function isSitePageFile(rel: string): boolean {
  const posixRel = rel.split(sep).join('/');
  return PAGE_FILE.test(posixRel) && !posixRel.endsWith('.d.ts') && !isExcludedPage(posixRel);
}

/** Docusaurus's `fileToPath` (`index.tsx` → `/`, `a/index.md` → `/a/`, `a/b.mdx` → `/a/b`), as a clean route. */
export function pageRoute(rel: string): string {
  const index = /(^|.*\/)index\.(mdx?|[jt]sx?)$/i.exec(rel);
  return normalizeRoute(index ? '/' + index[1] : '/' + rel.replace(PAGE_FILE, ''));
}

/** Page files under `dir` (posix paths relative to it), sorted; skips `node_modules` and hidden entries. */
function pageFiles(dir: string): string[] {
  return includedFiles(dir, (name) => PAGE_FILE.test(name) && !name.endsWith('.d.ts'));
}

/**
 * The files under `dir` a Docusaurus content plugin takes (posix paths relative to it, sorted): those `accept`
 * takes by name, without hidden entries, `node_modules` or Docusaurus's default excludes (`isExcludedPage`).
 * `src/pages` and the blog folder share it.
 */
export function includedFiles(dir: string, accept: (name: string) => boolean, prefix = '', out: string[] = []) {
  let entries;
  try {
    entries = readdirSync(join(dir, prefix), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) includedFiles(dir, accept, rel, out);
    else if (e.isFile() && accept(e.name) && !isExcludedPage(rel)) out.push(rel);
  }
  return out.sort();
}

/** The React pages of the site's `src/pages/` (absolute paths): the bundle stage ships the CSS they import. */
export function reactPageFiles(rootDir: string): string[] {
  const pagesDir = join(rootDir, ...PAGES_DIR.split('/'));
  return pageFiles(pagesDir)
    .filter((rel) => !MARKDOWN_FILE.test(rel))
    .map((rel) => join(pagesDir, ...rel.split('/')));
}

/**
 * The MDX module a React page is compiled as: the full-MDX path bundles and renders its default export. Docusaurus
 * gives every React page the site config as its `config` prop (plugin-content-pages' route module): pages written
 * for Docusaurus 1 (`this.props.config`) read it. The hook runs in the MDX content's own render.
 */
export function reactPageModule(rel: string): string {
  const name = posix.basename(rel);
  return (
    `import Page from './${name}';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n\n` +
    `<Page config={useDocusaurusContext().siteConfig} />\n`
  );
}

function reactPage(config: ResolvedConfig, pagesDir: string, rel: string, diagnostics: Diagnostic[]) {
  const sourcePath = join(pagesDir, ...rel.split('/'));
  let text: string;
  try {
    text = readFileSync(sourcePath, 'utf8');
  } catch (error) {
    diagnostics.push({
      severity: 'error',
      ruleId: 'unreadable-file',
      source: 'discover',
      file: sourcePath,
      message: `Cannot read the page: ${(error as Error).message}`,
    });
    return undefined;
  }
  const route = pageRoute(rel);
  const source = reactPageModule(rel);
  const relNoExt = rel.replace(PAGE_FILE, '');
  const page: ContentFile = {
    id: `__page__/${relNoExt}`,
    kind: 'mdx',
    sitePage: 'react',
    route,
    // Docusaurus gives a React page no title of its own: its `<Layout title>` sets the document's (else the site's).
    title: config.site.title,
    unlisted: false,
    draft: false,
    tags: [],
    keywords: [],
    dir: posix.dirname(relNoExt) === '.' ? '' : posix.dirname(relNoExt),
    name: posix.basename(relNoExt),
    isIndex: /(^|\/)index$/i.test(relNoExt),
    sourcePath,
    relPath: relative(config.rootDir, sourcePath).split(sep).join('/'),
    // The compiled module is fixed by the path; what changes is the file (its imports are the page's deps).
    hash: hash(rel, text),
    source,
    sourceLength: source.length,
    frontMatter: {},
    bodyLine: 1,
    format: 'mdx',
    hideTableOfContents: true,
    slug: docSlug(route),
  };
  return page;
}

function markdownPage(config: ResolvedConfig, pagesDir: string, rel: string, diagnostics: Diagnostic[]) {
  // Discover's reader and front matter checks, with the pages folder in place of the docs folder.
  const asDocs: ResolvedConfig = {
    ...config,
    docsDir: pagesDir,
    site: { ...config.site, docs: { ...config.site.docs, routeBasePath: '/', numberPrefixParser: false } },
  };
  const file = discoverFile(asDocs, rel, diagnostics);
  if (!file) return undefined;
  const slug = file.frontMatter.slug;
  // Docusaurus: `slug` is the page's path as written (not relative to its folder), else the file's.
  const route = slug !== undefined ? normalizeRoute('/' + slug) : pageRoute(rel);
  const relNoExt = rel.replace(PAGE_FILE, '');
  const page: ContentFile = {
    ...file,
    id: `__page__/${relNoExt}`,
    sitePage: 'markdown',
    route,
    linkBase: undefined,
    relPath: relative(config.rootDir, file.sourcePath).split(sep).join('/'),
    slug: docSlug(route),
    editUrl: undefined,
  };
  return page;
}

/** The pages of the site's `src/pages/`, read and checked (drafts left out of a production build). */
export function discoverSitePages(config: ResolvedConfig): StageResult<ContentFile[]> {
  const diagnostics: Diagnostic[] = [];
  const pagesDir = join(config.rootDir, ...PAGES_DIR.split('/'));
  const pages: ContentFile[] = [];
  for (const rel of pageFiles(pagesDir)) {
    const page = MARKDOWN_FILE.test(rel)
      ? markdownPage(config, pagesDir, rel, diagnostics)
      : reactPage(config, pagesDir, rel, diagnostics);
    if (page && !(page.draft && config.mode === 'production')) pages.push(page);
  }
  return { value: pages, diagnostics };
}

/**
 * Gives each page of `src/pages/` its route in the table: a route a doc, a generated page or an earlier page
 * already has is a `duplicate-route` (`onDuplicateRoutes` sets its severity) and the page is skipped.
 */
export function addSitePages(config: ResolvedConfig, routes: RouteTable, pages: ContentFile[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  if (!pages.length) return diagnostics;
  const generated = generatedRouteOwner(config);
  const kept: ContentFile[] = [];
  for (const page of pages) {
    const existing = routes.docByRoute[page.route];
    const owner = existing ? `\`${routes.docs[existing]!.sourcePath}\`` : generated(page.route);
    if (owner) {
      if (config.site.onDuplicateRoutes !== 'ignore')
        diagnostics.push({
          severity: config.site.onDuplicateRoutes === 'throw' ? 'error' : 'warning',
          ruleId: 'duplicate-route',
          source: 'route',
          file: page.sourcePath,
          place: { line: 1, column: 1 },
          message: `Route \`${page.route}\` of this page is also produced by ${owner}; this page is skipped`,
          hint:
            page.sitePage === 'markdown' ? 'give the page a `slug` of its own or move it' : 'move or rename the file',
        });
      continue;
    }
    routes.docs[page.id] = page;
    routes.docByRoute[page.route] = page.id;
    routes.routes.push({ path: page.route, exact: true, component: 'page', contentId: page.id });
    kept.push(page);
  }
  routes.routes.sort((a, b) => a.path.localeCompare(b.path));
  if (kept.length) routes.sitePages = kept;
  return diagnostics;
}
