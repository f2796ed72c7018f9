import { runPrebuild } from './stages/prebuild.ts';
import { loadConfig, type BuildMode, type ResolvedConfig } from '../config/load.ts';
import { usableCacheDir } from '../config/cache-dir.ts';
import { pruneCache } from '../util/prune-cache.ts';
import type { Diagnostic, StageResult } from '../diagnostics/diagnostic.ts';
import type { SiteData } from '../../shared/page-data.ts';
import type { PageJob, SharedPageInputs } from './page/page-job.ts';
import { planPages } from './page/page-inputs.ts';
import type { AssetManifest, OutputTarget } from './page/render.ts';
import { discoverApiReference } from './stages/api.ts';
import { bundleAssets } from './stages/bundle.ts';
import { discoverContent } from './stages/discover.ts';
import { buildRouteTable } from './stages/route.ts';
import { checkRedirects, clientRedirects, collectRedirects, ignoredVersionRedirects } from './stages/redirects.ts';
import { addSitePages, discoverSitePages } from './stages/site-pages.ts';
import { discoverBlogPosts } from './stages/blog-posts.ts';
import { unbuiltLocaleFolders } from './stages/locale-folders.ts';
import { addBlog } from './stages/blog-routes.ts';
import {
  addVersionRoutes,
  currentDocsConfig,
  discoverVersions,
  docsFolderRouteConfig,
  type VersionInputs,
} from './stages/versioned-docs.ts';
import type { ApiIndex, ApiPage, CategoryMeta, ContentFile, RouteTable } from './types.ts';

// The pipeline's first half, shared by every command: run.ts goes on to render and emit every page;
// `docs dev` keeps the plan in memory and renders on request. Kept apart from run.ts so the dev server's
// main thread does not load the render and emit code (React) that only its render thread needs.

/** Runs one stage: times it, logs the time and keeps its diagnostics; returns its value. */
export type StageRunner = <T>(name: string, run: () => StageResult<T> | Promise<StageResult<T>>) => Promise<T>;

/** A stage runner collecting into `diagnostics` and `timings`. */
export function stageRunner(
  diagnostics: Diagnostic[],
  timings: Record<string, number>,
  log: (line: string) => void = () => {},
): StageRunner {
  return async (name, run) => {
    const start = performance.now();
    const result = await run();
    diagnostics.push(...result.diagnostics);
    timings[name] = Math.round(performance.now() - start);
    log(`  ${name.padEnd(9)} ${String(timings[name]).padStart(6)} ms`);
    return result.value;
  };
}

/** What the route stage and the page plan are computed from: the site as read from its files. */
export interface SiteInputs {
  config: ResolvedConfig;
  files: ContentFile[];
  categories: Record<string, CategoryMeta>;
  apiPages: ApiPage[];
  apiIndex: ApiIndex;
  /** Modules of API pages that did not load ('' = unknown): `<PyObject>`s into them are not reported. */
  apiUnchecked?: string[];
  assets: AssetManifest;
  /** The pages of `src/pages/` (cli/pipeline/stages/site-pages.ts). */
  sitePages?: ContentFile[];
  /** The posts of the blog, newest first (cli/pipeline/stages/blog-posts.ts). */
  blogPosts?: ContentFile[];
  /** The older docs versions' pages (cli/pipeline/stages/versioned-docs.ts). */
  versions?: VersionInputs[];
}

/** The site planned: its route table, site data, the inputs every page shares and one job per page. */
export interface SitePlan {
  routes: RouteTable;
  site: SiteData;
  shared: Omit<SharedPageInputs, 'target'>;
  jobs: PageJob[];
}

/**
 * The route stage and the page plan over the site's inputs. Every command runs it once; `docs dev` runs it
 * again (Site.replan, cli/pipeline/site.ts) when a change moves routes or sidebars, with the inputs it keeps in memory.
 */
export function planRoutes(inputs: SiteInputs, cache: boolean): StageResult<SitePlan> {
  const { config, files, categories, apiPages, apiIndex, apiUnchecked, assets } = inputs;
  const docsConfig = docsFolderRouteConfig(config);
  const { value: routes, diagnostics } = buildRouteTable(docsConfig, [...files, ...apiPages], categories);
  const currentDocs = Object.values(routes.docs); // their `redirect_from` (older versions': a warning each)
  diagnostics.push(...addVersionRoutes(config, routes, inputs.versions ?? []));
  diagnostics.push(...ignoredVersionRedirects(inputs.versions ?? []));
  diagnostics.push(...addSitePages(config, routes, inputs.sitePages ?? []));
  diagnostics.push(...addBlog(config, routes, inputs.blogPosts ?? []));
  // Redirects are checked against every route: docs of each version, `src/pages/`, the blog.
  const client = clientRedirects(
    config,
    routes.routes.map((r) => r.path),
  );
  const redirects = checkRedirects([...collectRedirects(config, currentDocs), ...client.value], routes.routes);
  diagnostics.push(...client.diagnostics, ...redirects.diagnostics);
  routes.redirects = redirects.value;
  const pages = planPages({ config, routes, files, apiPages, apiIndex, apiUnchecked, assets, cache });
  return { value: { routes, ...pages }, diagnostics };
}

export interface PlanOptions {
  rootDir: string;
  mode: BuildMode;
  /** Where the bundle goes: the output folder, memory (`docs dev`) or nowhere. */
  target: OutputTarget;
  cache?: boolean;
  cacheDir?: string;
  checkConfig?: (config: ResolvedConfig) => void;
  /**
   * Awaited once the config is read, before discover (which holds the main thread for its whole run): `docs
   * dev` waits there for its render thread to be created, so the thread loads its code while the site is read.
   */
  afterConfig?: () => Promise<unknown>;
  /** The time discover stamps its reads with (its stat cache's racy-clean rule); tests move it. */
  clock?: () => number;
}

/**
 * The first half of every command: config → discover (+ API YAML) → bundle → route → page plan. `docs
 * build` and `docs check` go on to render every page (runPipeline); `docs dev` keeps the result in memory
 * and renders pages on request. Undefined when the config cannot be used.
 */
export async function planSite(options: PlanOptions, stage: StageRunner): Promise<(SiteInputs & SitePlan) | undefined> {
  const useCache = options.cache !== false;
  const loaded = await stage('config', () => loadConfig(options.rootDir, options.mode));
  if (!loaded) return undefined;
  // A site cache this user may not write (a root-owned install) falls back to one of their own.
  const cacheDir = options.cacheDir ?? (useCache ? usableCacheDir(loaded.cacheDir, loaded.rootDir) : undefined);
  const config = cacheDir ? { ...loaded, cacheDir } : loaded;
  // What no build has read for a month goes (at most one walk a day), so the cache does not only grow.
  if (cacheDir) pruneCache(cacheDir);
  options.checkConfig?.(config);
  if (config.site.prebuild && !(await stage('prebuild', () => runPrebuild(config)))) return undefined;
  await options.afterConfig?.();

  const { content, api, sitePages, blogPosts, versions } = await stage('discover', () => {
    // The docs folder is the current version; on a site that leaves it out (`includeCurrentVersion: false`), none.
    const docsConfig = currentDocsConfig(config);
    const content = docsConfig
      ? discoverContent(docsConfig, useCache, options.clock)
      : { value: { files: [], categories: {} }, diagnostics: [] };
    const versions = discoverVersions(config, useCache, options.clock);
    const api = discoverApiReference(config);
    const pages = discoverSitePages(config);
    const blog = discoverBlogPosts(config);
    return {
      value: {
        content: content.value,
        api: api.value,
        sitePages: pages.value,
        blogPosts: blog.value,
        versions: versions.value,
      },
      diagnostics: [
        ...content.diagnostics,
        ...versions.diagnostics,
        ...api.diagnostics,
        ...pages.diagnostics,
        ...blog.diagnostics,
        ...unbuiltLocaleFolders(config),
      ],
    };
  });
  const assets = await stage('bundle', () => bundleAssets(options.target, config));
  const inputs: SiteInputs = {
    config,
    files: content.files,
    categories: content.categories,
    apiPages: api.pages,
    apiIndex: api.index,
    apiUnchecked: api.unchecked,
    assets,
    sitePages,
    blogPosts,
    versions,
  };
  return { ...inputs, ...(await stage('route', () => planRoutes(inputs, useCache))) };
}
