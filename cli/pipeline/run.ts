import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type BuildMode, type ResolvedConfig } from '../config/load.ts';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { hash } from '../util/hash.ts';
import { faultPoint } from '../output/fault.ts';
import { MANIFEST_FILE } from '../output/out-dir.ts';
import { collectStaticFiles } from '../output/static-files.ts';
import { linkOutputTree, writeOutputFile } from '../output/write.ts';
import { discoverApiReference } from './stages/api.ts';
import { discoverContent } from './stages/discover.ts';
import { bundleAssets } from './stages/bundle.ts';
import { CACHE_VERSION } from './page/cache.ts';
import { checkLinks } from './stages/check.ts';
import { emitSiteFiles, emitSpecialPages, staticCollisions } from './stages/emit.ts';
import type { PageResult } from './page/page-job.ts';
import { pageJobsFor, sharedPageInputs } from './page/page-inputs.ts';
import type { OutputTarget } from './page/render.ts';
import { buildRouteTable } from './stages/route.ts';
import { indexSite, searchRecordsOf } from './stages/search-index.ts';
import { resolveSiteData } from './page/site-data.ts';
import { runPageJobs } from './stages/pages.ts';

export interface PipelineOptions {
  rootDir: string;
  mode: BuildMode;
  /** Where pages go: the staging folder of `docs build`, or nowhere for `docs check`. */
  target: OutputTarget;
  /** Reuse compiled pages from `node_modules/.cache/docs` (default true). */
  cache?: boolean;
  /** Build the Pagefind index (only meaningful with a folder target). */
  searchIndex?: boolean;
  threads?: number;
  /** The last successful output: unchanged pages and an unchanged search index are copied from it. */
  previousDir?: string;
  log?: (line: string) => void;
  /** Where parsed and compiled pages are cached (default: the site's node_modules/.cache/docs). */
  cacheDir?: string;
  /** Called with the loaded config before anything is written (`docs build` checks its output folder). */
  checkConfig?: (config: ResolvedConfig) => void;
}

/** Written last into the output: what each page was built from, so the next build can reuse it. */
interface BuildManifest {
  version: string;
  renderKeys: Record<string, string>;
  searchKey: string;
}

function readManifest(dir: string | undefined): BuildManifest | undefined {
  if (!dir) return undefined;
  try {
    const m = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as BuildManifest;
    return m.version === CACHE_VERSION ? m : undefined;
  } catch {
    return undefined; // First build, or an output folder made by something else.
  }
}

export interface BuildReport {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: PageResult[];
  sitemapUrls: string[];
  searchPages: number;
  timings: Record<string, number>;
}

/**
 * The build, as a table of contents: config → discover (+ API YAML) → route → bundle → compile and
 * render (workers) → check → emit → index. Every stage returns diagnostics instead of throwing; the
 * pipeline stops early only when a stage's output cannot be used.
 */
export async function runPipeline(options: PipelineOptions): Promise<BuildReport> {
  const log = options.log ?? (() => {});
  const timings: Record<string, number> = {};
  const diagnostics: Diagnostic[] = [];
  const report = (ok = !hasErrors(diagnostics), pages: PageResult[] = [], sitemapUrls: string[] = [], searchPages = 0): BuildReport => ({ ok, diagnostics, pages, sitemapUrls, searchPages, timings });
  const task = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const value = await fn();
    timings[name] = Math.round(performance.now() - start);
    log(`  ${name.padEnd(9)} ${String(timings[name]).padStart(6)} ms`);
    return value;
  };

  const config = await task('config', async () => {
    const r = await loadConfig(options.rootDir, options.mode);
    diagnostics.push(...r.diagnostics);
    return r.value && options.cacheDir ? { ...r.value, cacheDir: options.cacheDir } : r.value;
  });
  if (!config) return report(false);
  options.checkConfig?.(config);

  const discovered = await task('discover', () => {
    const content = discoverContent(config, options.cache !== false);
    const api = discoverApiReference(config);
    diagnostics.push(...content.diagnostics, ...api.diagnostics);
    return { content: content.value, api: api.value };
  });

  const routes = await task('route', () => {
    const r = buildRouteTable(config, [...discovered.content.files, ...discovered.api.pages], discovered.content.categories);
    diagnostics.push(...r.diagnostics);
    return r.value;
  });

  const assets = await task('bundle', () => bundleAssets(options.target));
  const site = resolveSiteData(config, routes);
  const previous = options.cache === false ? undefined : readManifest(options.previousDir);
  const jobs = pageJobsFor(routes, discovered.content.files, discovered.api.pages);
  const shared = sharedPageInputs({ config, routes, site, assets, apiIndex: discovered.api.index, cache: options.cache !== false });
  const pages = await task('pages', () =>
    runPageJobs(
      jobs,
      { ...shared, target: options.target, previous: previous && options.previousDir ? { dir: options.previousDir, renderKeys: previous.renderKeys } : undefined },
      options.threads,
    ),
  );
  pages.sort((a, b) => a.path.localeCompare(b.path));
  for (const p of pages) diagnostics.push(...p.diagnostics);

  await task('special', () => diagnostics.push(...emitSpecialPages(routes, site, assets, options.target, config.files.tags)));
  const staticFiles = await task('check', () => {
    const extraFiles = new Set(pages.flatMap((p) => p.assets.map((a) => '/' + a.to)));
    diagnostics.push(...checkLinks({ config, routes, pages, extraFiles }));
    const found = collectStaticFiles(config.staticDir, config.rootDir);
    const outDir = options.target.kind === 'dir' ? options.target.dir : undefined;
    diagnostics.push(...found.diagnostics, ...staticCollisions(config, routes, pages, found.files, outDir));
    return found.files;
  });
  if (hasErrors(diagnostics) || options.target.kind !== 'dir') return report(undefined, pages);

  const dir = options.target.dir;
  const { sitemapUrls } = await task('emit', () => emitSiteFiles(config, routes, pages, staticFiles, options.target));
  faultPoint('emitted');
  const manifest: BuildManifest = {
    version: CACHE_VERSION,
    renderKeys: Object.fromEntries(pages.map((p) => [p.path, p.renderKey])),
    searchKey: hash(pages.filter((p) => p.searchable).map((p) => `${p.path}:${p.renderKey}`).join('\n')),
  };
  let searchPages = 0;
  if (options.searchIndex !== false && previous?.searchKey === manifest.searchKey && existsSync(join(options.previousDir!, 'pagefind'))) {
    // Same searchable pages, byte for byte: the previous index is still exact.
    await task('index', () => linkOutputTree(dir, 'pagefind', join(options.previousDir!, 'pagefind')));
    searchPages = pages.filter((p) => p.searchable).length;
  } else if (options.searchIndex !== false) {
    searchPages = await task('index', async () => {
      const r = await indexSite(dir, searchRecordsOf(pages));
      for (const e of r.errors) diagnostics.push({ severity: 'error', ruleId: 'search-index', source: 'index', message: `Pagefind: ${e}` });
      // Pagefind counts the HTML files it read; only pages marked data-pagefind-body are in the index.
      log(`  index     ${r.pages} HTML files read`);
      return pages.filter((p) => p.searchable).length;
    });
  }
  // Last, and only into a complete output: the manifest marks a folder as a finished `docs` output.
  if (!hasErrors(diagnostics)) writeOutputFile(dir, MANIFEST_FILE, JSON.stringify(manifest));
  return report(undefined, pages, sitemapUrls, searchPages);
}
