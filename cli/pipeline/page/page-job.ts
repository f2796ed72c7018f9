import { join, relative } from 'node:path';
import { linkOutputFile, makeFolders } from '../../output/write.ts';
import { routeOutputFiles } from '../../../shared/routes.ts';
import { islandPreloads } from '../../islands/preloads.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { CompileOptions } from '../../mdx/state.ts';
import { hash } from '../../util/hash.ts';
import { headTitle } from '../../../shared/head.ts';
import type { DocVersionLink, PageData, PageVersion, SidebarItem, SiteData } from '../../../shared/page-data.ts';
import { versionFilter } from '../../../shared/search-ranking.ts';
import { CACHE_VERSION, CompileCache, hashFiles, type CompiledMeta } from './cache.ts';
import { SourceChangedError, sourceOf } from './page-source.ts';
import type { AssetManifest, OutputTarget } from './render.ts';
import type { ApiPage, CompiledDoc, ContentFile, DocPlacement, PageResult } from '../types.ts';
import { docMetadata, docModuleData } from '../../mdx/esm/doc-metadata.ts';

/**
 * The version filters of the versioned docs a page is not in (the default docs', each other instance's), each with
 * every version's name: a search scoped to the version read in those docs still finds the page.
 */
function otherSearchVersions(site: SiteData, own: PageVersion | undefined): Pick<PageData, 'searchVersions'> {
  const families: [string | undefined, DocVersionLink[] | undefined][] = [
    [undefined, site.docVersions],
    ...Object.entries(site.instanceVersions ?? {}),
  ];
  const out: Record<string, string[]> = {};
  for (const [plugin, links] of families)
    if (links?.length && !(own && own.plugin === plugin)) out[versionFilter(plugin)] = links.map((l) => l.name);
  return Object.keys(out).length ? { searchVersions: out } : {};
}

/** Everything a worker needs for every page; sent once per worker. */
export interface SharedPageInputs {
  rootDir: string;
  site: SiteData;
  sidebars: Record<string, SidebarItem[]>;
  placement: Record<string, DocPlacement>;
  options: CompileOptions;
  /** Hash of `options` (computed once in the main thread). */
  optionsHash: string;
  assets: AssetManifest;
  target: OutputTarget;
  cacheDir?: string;
  /** Hash of everything every page's layout shows (site data, assets) and of each sidebar. */
  layoutHash: string;
  sidebarHashes: Record<string, string>;
  /** The last successful build: a page whose render key is unchanged is copied from it, not rendered. */
  previous?: { dir: string; renderKeys: Record<string, string> };
  /**
   * The render keys of the older output the target folder is (updated in place, cli/pipeline/in-place.ts): a page
   * whose key it had is there already, and is neither linked nor rendered.
   */
  inPlace?: { renderKeys: Record<string, string> };
}

export type PageJob = { kind: 'mdx'; file: ContentFile } | { kind: 'api'; page: ApiPage };

/** The doc a job builds (a content file or an API page): its id, route, title… */
export const jobEntry = (job: PageJob): ContentFile | ApiPage => (job.kind === 'mdx' ? job.file : job.page);

/**
 * What a page's render key is made of before its compile: the compile key (`key`: everything the compile reads
 * but the files the page includes) and the input key (`inputKey`: the compile key, the layout, the page's sidebar
 * and its page data with an empty compile). Both are made from what the main thread has (discover's entry, the
 * route table), so it can find unchanged pages without a worker (cli/pipeline/page/unchanged-pages.ts).
 */
export function pageKeys(job: PageJob, shared: Omit<SharedPageInputs, 'target'>) {
  const entry = jobEntry(job);
  const placement = shared.placement[entry.id];
  const tocMin = job.kind === 'mdx' ? job.file.tocMinLevel : undefined;
  const tocMax = job.kind === 'mdx' ? job.file.tocMaxLevel : undefined;
  // What a full-MDX page exports as `metadata` (cheap to make; part of the key since the page may show it).
  const siteInfo = { rootDir: shared.rootDir, baseUrl: shared.site.baseUrl };
  const metadata = job.kind === 'mdx' ? docMetadata(job.file, placement, siteInfo) : undefined;
  const key = hash(
    CACHE_VERSION,
    job.kind,
    entry.hash,
    entry.route,
    shared.optionsHash,
    JSON.stringify(placement?.cards ?? null),
    String(tocMin),
    String(tocMax),
    JSON.stringify(metadata ?? null),
    job.kind === 'mdx' && job.file.blogPost ? 'blog-post' : '',
  );
  // The page data is made of the entry, its placement, the site data and assets (both in the layout hash) and
  // the compile's output: with an empty compile, it is what the page shows of everything but its compile.
  const inputKey = hash(
    key,
    shared.layoutHash,
    placement?.sidebar ? shared.sidebarHashes[placement.sidebar] : '',
    JSON.stringify(pageDataOf(job, shared, NO_COMPILE)),
  );
  return { entry, placement, tocMin, tocMax, metadata, key, inputKey };
}

/** A page's render key: its inputs, the files its compile read besides its own (by content) and its page data. */
export const renderKeyOf = (inputKey: string, depHashes: Record<string, string>, page: PageData): string =>
  hash(inputKey, JSON.stringify(depHashes), JSON.stringify(page));

/** A compile that produced nothing: what `inputKey` sees of the page data besides the compile's share. */
const NO_COMPILE: CompiledMeta = {
  toc: [],
  anchors: [],
  refs: [],
  hasMermaid: false,
  deps: [],
  assets: [],
  diagnostics: [],
};

/** The page data a page's layout renders, from its job, the shared inputs and its compile. */
function pageDataOf(job: PageJob, shared: Omit<SharedPageInputs, 'target'>, compiled: CompiledMeta): PageData {
  const entry = jobEntry(job);
  const placement = shared.placement[entry.id];
  const react = job.kind === 'mdx' && job.file.sitePage === 'react';
  const page: PageData = {
    path: entry.route,
    kind: job.kind === 'api' ? 'api' : job.file.blogPost ? 'blogPost' : job.file.sitePage ? 'page' : 'doc',
    title: react ? reactPageTitle(compiled, shared.site) : entry.title,
    description: entry.description,
    docId: entry.id,
    sidebar: placement?.sidebar,
    breadcrumbs: placement?.breadcrumbs ?? [],
    prev: placement?.prev,
    next: placement?.next,
    tags: placement?.tags ?? [],
    toc: compiled.toc,
    hideTableOfContents: job.kind === 'mdx' ? job.file.hideTableOfContents : false,
    hideTitle: (job.kind === 'mdx' && job.file.frontMatter.hide_title) || undefined,
    hasContentTitle: compiled.contentTitle !== undefined || undefined,
    unlisted: entry.unlisted,
    lastUpdate: job.kind === 'mdx' ? job.file.lastUpdate : undefined,
    editUrl: job.kind === 'mdx' ? job.file.editUrl : undefined,
    image: job.kind === 'mdx' ? job.file.frontMatter.image : undefined,
    sourceFile: relative(shared.rootDir, entry.sourcePath),
    hasMermaid: compiled.hasMermaid,
    searchable: !entry.unlisted,
    landing: placement?.cards ? true : undefined,
    example: placement?.sidebar && shared.site.searchBelowGuides?.includes(placement.sidebar) ? true : undefined,
    keywords: entry.keywords,
    ...(compiled.head ? { head: compiled.head } : {}),
    ...(job.kind === 'mdx' && job.file.sitePage ? sitePageData(job.file) : {}),
    ...(job.kind === 'mdx' && job.file.blogPost ? { blog: job.file.blogPost } : {}),
    ...(placement?.version ? { version: placement.version } : {}),
    ...(job.kind === 'mdx' && !job.file.blogPost && (job.file.sitePage || placement)
      ? otherSearchVersions(shared.site, placement?.version)
      : {}),
  };
  const islands = islandPreloads(compiled.islands, shared.assets.islandPreload, shared.site.baseUrl);
  if (islands.length > 0) page.islands = islands;
  return page;
}

/** Compiles (or takes from the cache) and renders one page, writing its files to the target. */
export async function buildPage(job: PageJob, shared: SharedPageInputs, cache: CompileCache): Promise<PageResult> {
  const { entry, placement, tocMin, tocMax, metadata, key, inputKey } = pageKeys(job, shared);
  // Compile and render modules load on first use: a build that reuses every page never loads them.
  const compile = async (): Promise<CompiledDoc> => {
    let doc: CompiledDoc;
    if (job.kind === 'mdx') {
      // Front matter becomes blank lines so line numbers in diagnostics match the file.
      let source: string;
      try {
        source = sourceOf(job.file); // read now if discover did not (file unchanged)
      } catch (error) {
        if (error instanceof SourceChangedError) return changedDuringBuild(job.file.sourcePath, error);
        throw error;
      }
      const f = { ...job.file, source };
      const body =
        '\n'.repeat(f.bodyLine - 1) +
        f.source
          .split('\n')
          .slice(f.bodyLine - 1)
          .join('\n');
      const { compileMdx } = await import('./compile.ts');
      doc = await compileMdx({
        file: f.sourcePath,
        route: f.route,
        linkBase: f.linkBase,
        source: body,
        options: shared.options,
        cards: placement?.cards,
        tocMin,
        tocMax,
        doc: docModuleData(f, metadata!),
        reactPage: f.sitePage === 'react',
        blogPost: !!f.blogPost,
      });
    } else {
      const { compileApiPage } = await import('./compile-api.ts');
      doc = await compileApiPage(job.page, shared.options);
    }
    depHashes = hashFiles(doc.deps);
    cache.set(key, doc, depHashes);
    return doc;
  };
  let full: CompiledDoc | undefined;
  let depHashes: Record<string, string> = {};
  const hit = cache.getEntry(key);
  if (hit) depHashes = hit.deps;
  const compiled: CompiledMeta = hit?.meta ?? (full = await compile());
  const page = pageDataOf(job, shared, compiled);
  const sidebar = placement?.sidebar ? shared.sidebars[placement.sidebar] : undefined;
  // The included files' contents are part of the key: a snippet edited changes the page, not its page data.
  const renderKey = renderKeyOf(inputKey, depHashes, page);
  const inPlace = shared.inPlace?.renderKeys[entry.route] === renderKey;
  if (!inPlace) makePageFolders(entry.route, shared.target);
  if (!(
    inPlace ||
    (shared.previous?.renderKeys[entry.route] === renderKey &&
      reusePageFiles(entry.route, shared.previous.dir, shared.target))
  )) {
    const body = full ?? cache.getBody(key) ?? (full = await compile());
    const { renderDocPage } = await import('./render.ts');
    renderDocPage({ site: shared.site, page, sidebar, assets: shared.assets }, body.html, body.markdown, shared.target);
  }
  return {
    path: entry.route,
    docId: entry.id,
    title: page.title,
    description: entry.description,
    sidebar: placement?.sidebar,
    anchors: compiled.anchors,
    refs: compiled.refs,
    assets: compiled.assets,
    searchable: !entry.unlisted,
    unlisted: entry.unlisted,
    diagnostics: compiled.diagnostics,
    renderKey,
    inputKey,
    depHashes,
    deps: compiled.deps,
    searchRecords: compiled.searchRecords,
    ...(job.kind === 'mdx' && job.file.blogPost
      ? { blogPost: true, excerptHtml: compiled.excerptHtml, ...excerptPreloads(compiled, shared) }
      : {}),
  };
}

/** The modulepreloads of a blog post's excerpt, as the list pages that show it need them (none: no key). */
function excerptPreloads(
  compiled: CompiledMeta,
  shared: Omit<SharedPageInputs, 'target'>,
): Pick<PageResult, 'excerptPreloads'> {
  const urls = islandPreloads(compiled.excerptIslands, shared.assets.islandPreload, shared.site.baseUrl);
  return urls.length ? { excerptPreloads: urls } : {};
}

/**
 * A React page's title (search results, `llms.txt`): what its `<Layout title>` says — the `<title>` it wrote, less
 * the site title the layout adds — else the site's title.
 */
function reactPageTitle(compiled: CompiledMeta, site: SiteData): string {
  const written = headTitle(compiled.head);
  if (!written) return site.title;
  const suffix = ` | ${site.title}`;
  return written.endsWith(suffix) && written.length > suffix.length ? written.slice(0, -suffix.length) : written;
}

/** What a page of `src/pages/` adds to its page data: which kind it is, and a Markdown page's wrapper class. */
function sitePageData(file: ContentFile): Pick<PageData, 'sitePage' | 'wrapperClassName'> {
  const wrapper = file.frontMatter.wrapperClassName;
  return { sitePage: file.sitePage, ...(wrapper ? { wrapperClassName: wrapper } : {}) };
}

/** A page edited between discover and its compile: an error to build again, not an internal error. */
function changedDuringBuild(file: string, error: SourceChangedError): CompiledDoc {
  const { message } = error;
  const diagnostic: Diagnostic = { severity: 'error', ruleId: 'unreadable-file', source: 'compile', file, message };
  return { ...NO_COMPILE, html: '', markdown: '', diagnostics: [diagnostic] };
}

/** The folders this thread has made, by output folder (each worker makes the folders of its own pages). */
const madeFolders = new Map<string, Set<string>>();

/** Makes the folders of a page's files before they are linked or written (a write into a missing one retries). */
export function makePageFolders(route: string, target: OutputTarget): void {
  if (target.kind !== 'dir') return;
  let made = madeFolders.get(target.dir);
  if (!made) madeFolders.set(target.dir, (made = new Set()));
  makeFolders(target.dir, routeOutputFiles(route), made);
}

/** Copies a page's three files from the previous build (false if any is missing: then it is rendered). */
export function reusePageFiles(route: string, previousDir: string, target: OutputTarget): boolean {
  if (target.kind !== 'dir') return true;
  try {
    for (const rel of routeOutputFiles(route)) linkOutputFile(target.dir, rel, join(previousDir, rel));
    return true;
  } catch {
    return false;
  }
}
