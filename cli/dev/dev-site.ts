import { relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { discoverApiReference } from '../pipeline/stages/api.ts';
import { bundleAssets } from '../pipeline/stages/bundle.ts';
import { discoverFile, routeOfPagePath } from '../pipeline/stages/discover.ts';
import { jobEntry, type PageJob, type SharedPageInputs } from '../pipeline/page/page-job.ts';
import type { AssetManifest } from '../pipeline/page/render.ts';
import { planRoutes, planSite, stageRunner } from '../pipeline/plan.ts';
import type { ApiIndex, ApiPage, CategoryMeta, ContentFile, PageResult, RouteTable } from '../pipeline/types.ts';

/**
 * Everything the dev server knows about the site, kept in memory and updated file by file. It is built
 * from the same stage functions as `docs build` (in development mode, so drafts are included).
 */
export interface DevSite {
  config: ResolvedConfig;
  /** Pages by source path. */
  files: Map<string, ContentFile>;
  categories: Record<string, CategoryMeta>;
  apiPages: ApiPage[];
  apiIndex: ApiIndex;
  apiUnchecked?: string[];
  routes: RouteTable;
  assets: AssetManifest;
  /** Bundled runtime and stylesheet, served from memory (`assets/…`). */
  assetFiles: Map<string, string>;
  shared: Omit<SharedPageInputs, 'target'>;
  /** Problems of config, discover and route (per-page problems come with each render). */
  siteDiagnostics: Diagnostic[];
  /** Route → job, for the pages the route table kept. */
  jobs: Map<string, PageJob>;
  /**
   * Pages whose file, as saved now, cannot be read (a front-matter error): source path → the route the
   * page is served at and the errors. The page keeps its last good version in the site, so nothing else
   * moves, and its route shows these errors as the overlay until the file is fixed.
   */
  brokenPages: Map<string, { route: string; diagnostics: Diagnostic[] }>;
}

/**
 * The site as `docs build` plans it (the pipeline's first half, planSite), in development mode and with the
 * bundle in memory; pages are rendered on request.
 */
export async function loadDevSite(
  rootDir: string,
  log?: (line: string) => void,
  afterConfig?: () => Promise<unknown>,
): Promise<{ site?: DevSite; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const assetFiles = new Map<string, string>();
  const memory = { kind: 'memory', files: assetFiles } as const;
  const options = { rootDir, mode: 'development', target: memory, afterConfig } as const;
  const planned = await planSite(options, stageRunner(diagnostics, {}, log));
  if (!planned) return { diagnostics };
  const { config, routes, shared, assets } = planned;
  const site: DevSite = {
    config,
    files: new Map(planned.files.map((f) => [f.sourcePath, f])),
    categories: planned.categories,
    apiPages: planned.apiPages,
    apiIndex: planned.apiIndex,
    apiUnchecked: planned.apiUnchecked,
    assets,
    routes,
    shared,
    jobs: jobsByRoute(planned.jobs),
    assetFiles,
    siteDiagnostics: diagnostics,
    brokenPages: new Map(),
  };
  // A page that does not read at start-up shows its errors at the route its path gives it.
  for (const d of diagnostics) {
    if (d.source !== 'discover') continue;
    if (d.severity !== 'error' || !d.file || !/\.mdx?$/.test(d.file) || site.files.has(d.file)) continue;
    const rel = relative(config.docsDir, d.file).split(sep).join('/');
    const broken = site.brokenPages.get(d.file) ?? { route: routeOfPagePath(config, rel), diagnostics: [] };
    broken.diagnostics.push(d);
    site.brokenPages.set(d.file, broken);
  }
  return { site, diagnostics: site.siteDiagnostics };
}

function jobsByRoute(jobs: PageJob[]): Map<string, PageJob> {
  return new Map(jobs.map((j) => [jobEntry(j).route, j]));
}

/**
 * Recomputes routes, sidebars, placement, site data and page inputs after pages were added, removed or
 * retitled: the pipeline's planRoutes over the site as it is in memory now.
 */
export function rebuildRoutes(site: DevSite): void {
  const { value, diagnostics } = planRoutes({ ...site, files: [...site.files.values()] }, true);
  Object.assign(site, { routes: value.routes, shared: value.shared, jobs: jobsByRoute(value.jobs) });
  site.siteDiagnostics = site.siteDiagnostics.filter((d) => d.source !== 'route').concat(diagnostics);
}

/** Reads one page file as discover does (front matter, title): the file, or its errors. */
export type ReadPage = (rel: string) => Promise<{ file?: ContentFile; diagnostics: Diagnostic[] }>;

/** Reads a page on this thread (tests; `docs dev` reads on its render thread, see LiveSite). */
export const readPageHere =
  (config: ResolvedConfig): ReadPage =>
  async (rel) => {
    const diagnostics: Diagnostic[] = [];
    return { file: discoverFile(config, rel, diagnostics), diagnostics };
  };

/** The fields of a page that other pages show (sidebar, breadcrumbs, cards, pagination, tags, links). */
function structuralKey(f: ContentFile | undefined): string {
  if (!f) return '';
  // The page's own text and what only its own page shows; `sourceLength` changes with any edit of the body.
  const { source, sourceLength, hash, frontMatter, bodyLine, lastUpdate, ...shown } = f;
  const { hideTableOfContents, tocMinLevel, tocMaxLevel, ...rest } = shown;
  (void source, sourceLength, hash, frontMatter, bodyLine, lastUpdate, hideTableOfContents, tocMinLevel, tocMaxLevel);
  return JSON.stringify([rest, frontMatter.redirect_from]); // redirects are part of the route table
}

/**
 * Applies a change to one page file. Returns `structural` when routes or sidebars may have changed (the
 * page was added, removed, renamed or retitled), else the route of the page whose content changed. A
 * file that no longer reads (bad front matter) keeps its last good version in the site and is recorded
 * in `brokenPages`, so its route shows the errors instead of vanishing into a 404.
 */
export async function applyPageChange(
  site: DevSite,
  file: string,
  kind: 'add' | 'change' | 'unlink',
  read: ReadPage = readPageHere(site.config),
): Promise<{ structural: boolean; route?: string; diagnostics: Diagnostic[] }> {
  const before = site.files.get(file);
  const rel = relative(site.config.docsDir, file).split(sep).join('/');
  const { file: after, diagnostics } = kind === 'unlink' ? { diagnostics: [] } : await read(rel);
  site.brokenPages.delete(file);
  if (!after && kind !== 'unlink' && hasErrors(diagnostics)) {
    const route = before?.route ?? routeOfPagePath(site.config, rel);
    site.brokenPages.set(file, { route, diagnostics: diagnostics.filter((d) => d.severity === 'error') });
    return { structural: false, route, diagnostics };
  }
  if (after) site.files.set(file, after);
  else site.files.delete(file);
  const structural = structuralKey(before) !== structuralKey(after);
  if (structural) rebuildRoutes(site);
  else if (after) site.jobs.set(after.route, { kind: 'mdx', file: after });
  return { structural, route: after?.route ?? before?.route, diagnostics };
}

/** What a broken page serves at `route` (its errors, shown as the overlay); undefined if it is not broken. */
export function brokenPageResult(site: DevSite, route: string): PageResult | undefined {
  for (const broken of site.brokenPages.values()) {
    if (broken.route !== route) continue;
    return {
      path: route,
      docId: '',
      title: '',
      anchors: [],
      refs: [],
      assets: [],
      searchable: false,
      unlisted: false,
      renderKey: '',
      deps: [],
      diagnostics: broken.diagnostics,
    };
  }
  return undefined;
}

/** Re-reads the API reference YAML (any change may move symbols, so pages using PyObject recompile). */
export function applyApiChange(site: DevSite): Diagnostic[] {
  const api = discoverApiReference(site.config);
  site.apiPages = api.value.pages;
  site.apiIndex = api.value.index;
  site.apiUnchecked = api.value.unchecked;
  site.siteDiagnostics = site.siteDiagnostics.filter((d) => d.source !== 'api').concat(api.diagnostics);
  rebuildRoutes(site);
  return api.diagnostics;
}

/** Rebundles the runtime and stylesheet after an edit under runtime/ or theme/styles.css. */
export async function rebundleAssets(site: DevSite): Promise<void> {
  site.assetFiles.clear();
  site.assets = (await bundleAssets({ kind: 'memory', files: site.assetFiles }, site.config)).value;
  rebuildRoutes(site);
}
