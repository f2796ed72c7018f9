import { join } from 'node:path';
import { loadConfig, type BuildMode } from '../config/load.ts';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompileOptions } from '../mdx/state.ts';
import { hash } from '../util/hash.ts';
import { discoverApiReference } from './api-reference.ts';
import { discoverContent } from './discover.ts';
import { bundleAssets } from './bundle.ts';
import { checkLinks } from './check.ts';
import { emitSiteFiles, emitSpecialPages } from './emit.ts';
import type { PageJob, PageResult } from './page-job.ts';
import type { OutputTarget } from './render.ts';
import { buildRouteTable } from './route.ts';
import { indexSite } from './search-index.ts';
import { resolveSiteData } from './site-data.ts';
import { runPageJobs } from './workers.ts';

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
  log?: (line: string) => void;
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
    return r.value;
  });
  if (!config) return report(false);

  const discovered = await task('discover', () => {
    const content = discoverContent(config);
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
  const compileOptions: CompileOptions = {
    docsDir: config.docsDir,
    snippetsDir: config.snippetsDir,
    staticDir: config.staticDir,
    codeThemes: config.site.markdown.codeThemes,
    tocMinLevel: config.site.docs.toc.minHeadingLevel,
    tocMaxLevel: config.site.docs.toc.maxHeadingLevel,
    mermaid: config.site.markdown.mermaid,
    fileRoutes: Object.fromEntries(Object.values(routes.docs).filter((d) => d.kind === 'mdx').map((d) => [d.sourcePath, d.route])),
    apiIndex: discovered.api.index,
  };
  const built = new Set(Object.keys(routes.docs));
  const jobs: PageJob[] = [
    ...discovered.content.files.filter((f) => built.has(f.id) && routes.docs[f.id] === f).map((file): PageJob => ({ kind: 'mdx', file })),
    ...discovered.api.pages.filter((p) => routes.docs[p.id] === p).map((page): PageJob => ({ kind: 'api', page })),
  ];
  const pages = await task('pages', () =>
    runPageJobs(
      jobs,
      {
        rootDir: config.rootDir, site, sidebars: routes.sidebars, placement: routes.placement, options: compileOptions,
        optionsHash: hash(JSON.stringify(compileOptions)), assets, target: options.target,
        cacheDir: options.cache === false ? undefined : join(config.rootDir, 'node_modules/.cache/docs'),
      },
      options.threads,
    ),
  );
  pages.sort((a, b) => a.path.localeCompare(b.path));
  for (const p of pages) diagnostics.push(...p.diagnostics);

  await task('special', () => emitSpecialPages(routes, site, assets, options.target));
  await task('check', () => {
    const extraFiles = new Set(pages.flatMap((p) => p.assets.map((a) => '/' + a.to)));
    diagnostics.push(...checkLinks({ config, routes, pages, extraFiles }));
  });
  if (hasErrors(diagnostics) || options.target.kind !== 'dir') return report(undefined, pages);

  const dir = options.target.dir;
  const { sitemapUrls } = await task('emit', () => emitSiteFiles(config, routes, pages, dir));
  let searchPages = 0;
  if (options.searchIndex !== false) {
    searchPages = await task('index', async () => {
      const r = await indexSite(dir);
      for (const e of r.errors) diagnostics.push({ severity: 'error', ruleId: 'search-index', source: 'index', message: `Pagefind: ${e}` });
      // Pagefind counts the HTML files it read; only pages marked data-pagefind-body are in the index.
      log(`  index     ${r.pages} HTML files read`);
      return pages.filter((p) => p.searchable).length;
    });
  }
  return report(undefined, pages, sitemapUrls, searchPages);
}
