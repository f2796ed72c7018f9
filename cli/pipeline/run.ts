import type { BuildMode, ResolvedConfig } from '../config/load.ts';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { faultPoint } from '../output/fault.ts';
import { MANIFEST_FILE, readBuildManifest, type BuildManifest } from '../output/out-dir.ts';
import { writeOutputFile } from '../output/write.ts';
import { CACHE_VERSION } from './page/cache.ts';
import { outputManifest } from './output-manifest.ts';
import { InPlaceOutput, otherFiles, outputFiles } from './in-place.ts';
import { routeOutputFiles } from '../../shared/routes.ts';
import type { PageResult } from './types.ts';
import type { OutputTarget } from './page/render.ts';
import { stageRunner } from './plan.ts';
import { Site } from './site.ts';
import { checkRemovedRoutes } from './stages/removed-routes.ts';
import { runPageJobs } from './stages/pages.ts';
import { readPageResults, takeUnchanged, writePageResults, type OlderOutput } from './page/unchanged-pages.ts';

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
  /** Longest one page may take (default PAGE_TIME_BUDGET_MS; tests shorten it). */
  pageTimeBudgetMs?: number;
  /** The last successful output: unchanged pages and an unchanged search index are copied from it. */
  previousDir?: string;
  /**
   * The manifest of the older output the target folder is, when it is updated in place (cli/output/swap.ts
   * `recycle`; the manifest itself was deleted from the folder): its pages and files are there.
   */
  inPlace?: BuildManifest;
  /** The files written below the target folder since it was opened (`recordWrites`): the manifest lists them. */
  written?: Set<string>;
  log?: (line: string) => void;
  /** Where parsed and compiled pages are cached (default: the site's node_modules/.cache/docs). */
  cacheDir?: string;
  /** The time discover stamps its reads with, for its stat cache's racy-clean rule (tests move it). */
  clock?: () => number;
  /** Called with the loaded config before anything is written (`docs build` checks its output folder). */
  checkConfig?: (config: ResolvedConfig) => void;
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
 * The build, as a table of contents: config → discover (+ API YAML) → bundle → route → compile and
 * render (workers) → special pages → check → emit → index. Every stage returns a `StageResult` (value +
 * diagnostics) and is timed by `stage()`; the pipeline stops early only when a stage's output cannot be
 * used. It is a fresh Site (cli/pipeline/site.ts) taken through every page: `docs build` runs it with a
 * folder target, `docs check` with none; `docs dev` keeps a Site alive (cli/dev/live-site.ts) and renders
 * page by page, applying file events to it.
 */
export async function runPipeline(options: PipelineOptions): Promise<BuildReport> {
  const log = options.log ?? (() => {});
  const timings: Record<string, number> = {};
  const diagnostics: Diagnostic[] = [];
  const report = (
    ok = !hasErrors(diagnostics),
    pages: PageResult[] = [],
    sitemapUrls: string[] = [],
    searchPages = 0,
  ): BuildReport => ({ ok, diagnostics, pages, sitemapUrls, searchPages, timings });
  const stage = stageRunner(diagnostics, timings, log);
  const useCache = options.cache !== false;
  const target = options.target;

  const planned = await Site.plan(options, { log, timings });
  diagnostics.push(...planned.diagnostics);
  const site = planned.site;
  if (!site) return report(false);
  const { config, routes } = site;
  // Read once: its routes (any version) for the removed-route check, its render keys (this version) for reuse.
  const previousManifest = readBuildManifest(options.previousDir);
  diagnostics.push(...checkRemovedRoutes(config, routes, Object.keys(previousManifest?.renderKeys ?? {})));
  const previous = useCache && previousManifest?.version === CACHE_VERSION ? previousManifest : undefined;
  const reuse =
    previous && options.previousDir ? { dir: options.previousDir, renderKeys: previous.renderKeys } : undefined;
  const oldFiles = options.inPlace && outputFiles(options.inPlace);
  const inPlace =
    oldFiles && target.kind === 'dir' ? new InPlaceOutput(target.dir, options.inPlace!, oldFiles) : undefined;
  // Pages kept as they are only when their keys mean what this build's mean (the cache's version, no --no-cache).
  const keepPages = useCache && inPlace?.manifest.version === CACHE_VERSION ? inPlace.manifest : undefined;
  // A file of the older output standing where a page of this build needs a folder (a static file replaced by a
  // page of the same name) goes before any page is written: a build into an empty folder never meets one. The
  // route table holds every page's route (the blog's posts and pages included: blog-routes.ts adds them).
  inPlace?.clearFolders(site.routes.routes.map((r) => r.path));
  const shared = {
    ...site.shared,
    target,
    previous: reuse,
    inPlace: keepPages && { renderKeys: keepPages.renderKeys },
  };
  // The key-only pass (page/unchanged-pages.ts): the pages an older output has as they are never reach a worker.
  const stored = readPageResults(site.shared.cacheDir);
  const older: OlderOutput[] = [
    ...(keepPages ? [{ manifest: keepPages }] : []),
    ...(reuse && previous ? [{ manifest: previous, linkFrom: reuse.dir }] : []),
  ];
  const pages = await stage('pages', () =>
    site.render(async (jobs) => {
      const known = target.kind === 'dir' ? takeUnchanged(jobs, shared, older, stored) : { kept: [], jobs };
      log(`  pages     ${known.kept.length} of ${jobs.length} unchanged, ${known.jobs.length} to build`);
      const built = await runPageJobs(known.jobs, shared, options.threads, options.pageTimeBudgetMs, jobs.length);
      const all = [...known.kept, ...built.value].sort((a, b) => a.path.localeCompare(b.path));
      return { value: all, diagnostics: all.flatMap((p) => p.diagnostics) };
    }),
  );

  await stage('special', () => site.emitSpecial(target));
  faultPoint('updating');
  // The files of the older output this build does not make are deleted before the check (which asks whether a
  // static file would replace a file of the output) and Pagefind (which reads the folder's HTML); the search
  // index's files, mostly kept by shard, after the index.
  const written = options.written ?? new Set<string>();
  const pageFileSet = inPlace ? new Set(pages.flatMap((p) => routeOutputFiles(p.path))) : undefined;
  const made = (rel: string) => written.has(rel) || pageFileSet!.has(rel);
  const searchFile = (rel: string) => rel.startsWith('pagefind/');
  const swept: string[] = [];
  if (inPlace && !hasErrors(diagnostics)) swept.push(...inPlace.sweep(made, (rel) => !searchFile(rel)));
  const staticFiles = await stage('check', () => site.check(target.kind === 'dir' ? target.dir : undefined));
  if (hasErrors(diagnostics) || target.kind !== 'dir') return report(undefined, pages);

  const dir = target.dir;
  const before = reuse && {
    dir: reuse.dir,
    llmsFullKey: previous?.llmsFullKey,
    llmsFullParts: previous?.llmsFullParts,
  };
  const { sitemapUrls, llmsFull } = await stage('emit', () => site.emit(target, staticFiles, before));
  if (llmsFull) log(`  emit      llms-full.txt: ${llmsFull.read} of ${llmsFull.pages} Markdown copies read`);
  faultPoint('emitted');
  let searchShards: string[] | undefined;
  let searchPages = 0;
  if (options.searchIndex !== false) {
    const shardKeys = previous?.searchShards;
    const from = shardKeys && options.previousDir ? { dir: options.previousDir, shardKeys } : undefined;
    // A shard whose key the older output had is there already: its files are kept (recorded as this build's).
    const kept = inPlace?.manifest.searchShards && {
      shardKeys: inPlace.manifest.searchShards,
      keep: (folder: string, skip?: (name: string) => boolean) =>
        inPlace.filesBelow(folder, skip).forEach((f) => written.add(f)),
    };
    searchShards = (await stage('index', () => site.index(dir, from, log, { inPlace: kept }))).shardKeys;
    searchPages = pages.filter((p) => p.searchable).length;
  }
  // Last, and only into a complete output: the manifest marks a folder as a finished `docs` output.
  if (!hasErrors(diagnostics)) {
    if (inPlace) {
      swept.push(...inPlace.sweep(made));
      // Counted at the end: a file deleted before the check and written again by emit is not gone.
      const gone = swept.filter((rel) => !made(rel)).length;
      log(`  output    updated in place: ${gone} files of the build before last deleted`);
    }
    const files =
      options.written &&
      otherFiles(
        options.written,
        pages.map((p) => p.path),
      );
    const manifest = outputManifest(pages, config.site.baseUrl, { llmsFull, searchShards, files });
    writeOutputFile(dir, MANIFEST_FILE, JSON.stringify(manifest));
    // The live output this build replaces is the one the next build updates in place: its pages' results stay.
    writePageResults(site.shared.cacheDir, pages, stored, Object.values(previous?.renderKeys ?? {}));
  }
  return report(undefined, pages, sitemapUrls, searchPages);
}
