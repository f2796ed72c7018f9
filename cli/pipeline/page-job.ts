import { relative } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompileOptions, Ref } from '../mdx/state.ts';
import { hash } from '../util/hash.ts';
import type { PageData, SidebarItem, SiteData } from '../../theme/page-data.ts';
import type { ApiPage } from './api-reference.ts';
import { CACHE_VERSION, CompileCache } from './cache.ts';
import { compileApiPage } from './compile-api.ts';
import { compileMdx, type CompiledDoc } from './compile.ts';
import { renderDocPage, type AssetManifest, type OutputTarget } from './render.ts';
import type { DocPlacement } from './route.ts';
import type { ContentFile } from './types.ts';

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
}

export type PageJob = { kind: 'mdx'; file: ContentFile } | { kind: 'api'; page: ApiPage };

/** What the check, emit and index stages need from one page; small, so it can cross threads. */
export interface PageResult {
  path: string;
  docId: string;
  title: string;
  description?: string;
  sidebar?: string;
  anchors: string[];
  refs: Ref[];
  assets: { from: string; to: string }[];
  searchable: boolean;
  unlisted: boolean;
  diagnostics: Diagnostic[];
}

/** Compiles (or takes from the cache) and renders one page, writing its files to the target. */
export async function buildPage(job: PageJob, shared: SharedPageInputs, cache: CompileCache): Promise<PageResult> {
  const entry = job.kind === 'mdx' ? job.file : job.page;
  const placement = shared.placement[entry.id];
  const tocMin = job.kind === 'mdx' ? job.file.tocMinLevel : undefined;
  const tocMax = job.kind === 'mdx' ? job.file.tocMaxLevel : undefined;
  const key = hash(CACHE_VERSION, job.kind, entry.hash, entry.route, shared.optionsHash, JSON.stringify(placement?.cards ?? null), String(tocMin), String(tocMax));
  let compiled: CompiledDoc | undefined = cache.get(key);
  if (!compiled) {
    if (job.kind === 'mdx') {
      // Front matter becomes blank lines so line numbers in diagnostics match the file.
      const f = job.file;
      const body = '\n'.repeat(f.bodyLine - 1) + f.source.split('\n').slice(f.bodyLine - 1).join('\n');
      compiled = await compileMdx({ file: f.sourcePath, route: f.route, source: body, options: shared.options, cards: placement?.cards, tocMin, tocMax });
    } else {
      compiled = await compileApiPage(job.page, shared.options);
    }
    cache.set(key, compiled);
  }
  const searchable = !entry.unlisted;
  const page: PageData = {
    path: entry.route,
    kind: job.kind === 'mdx' ? 'doc' : 'api',
    title: entry.title,
    description: entry.description,
    docId: entry.id,
    sidebar: placement?.sidebar,
    breadcrumbs: placement?.breadcrumbs ?? [],
    prev: placement?.prev,
    next: placement?.next,
    tags: placement?.tags ?? [],
    toc: compiled.toc,
    hideTableOfContents: job.kind === 'mdx' ? job.file.hideTableOfContents : false,
    unlisted: entry.unlisted,
    lastUpdate: job.kind === 'mdx' ? job.file.lastUpdate : undefined,
    sourceFile: relative(shared.rootDir, entry.sourcePath),
    hasMermaid: compiled.hasMermaid,
    searchable,
    keywords: entry.keywords,
  };
  const sidebar = placement?.sidebar ? shared.sidebars[placement.sidebar] : undefined;
  renderDocPage({ site: shared.site, page, sidebar, assets: shared.assets }, compiled.html, compiled.markdown, shared.target);
  return {
    path: entry.route,
    docId: entry.id,
    title: entry.title,
    description: entry.description,
    sidebar: placement?.sidebar,
    anchors: compiled.anchors,
    refs: compiled.refs,
    assets: compiled.assets,
    searchable,
    unlisted: entry.unlisted,
    diagnostics: compiled.diagnostics,
  };
}
