import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DocsError, hasErrors, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { faultPoint } from '../../output/fault.ts';
import { MANIFEST_FILE, readBuildManifest } from '../../output/out-dir.ts';
import { linkOutputFile, writeOutputFile } from '../../output/write.ts';
import { CACHE_VERSION } from '../page/cache.ts';
import { outputManifest } from '../output-manifest.ts';
import { otherFiles } from '../in-place.ts';
import { routeOutputFiles } from '../../../shared/routes.ts';
import { jobEntry } from '../page/page-job.ts';
import { stageRunner } from '../plan.ts';
import type { BuildReport, PipelineOptions } from '../run.ts';
import { Site } from '../site.ts';
import { checkRemovedRoutes } from '../stages/removed-routes.ts';
import type { PageResult } from '../types.ts';
import {
  fingerprintDifference,
  pageFromManifest,
  readShardManifest,
  shardSetProblem,
  siteFingerprint,
  type ShardManifest,
} from './manifest.ts';

/** Shards that cannot make one site (missing, twice, another commit or config): the merge stops, saying why. */
export class MergeRefused extends DocsError {
  constructor(reason: string) {
    super(`docs merge: cannot merge: ${reason}.`, 'check');
    this.name = 'MergeRefused';
  }
}

export interface MergeOptions extends Omit<PipelineOptions, 'target'> {
  /** The folders `docs build --shard I/N` wrote, in any order. */
  shardDirs: string[];
  /** The staging folder of the output (cli/output/swap.ts). */
  dir: string;
}

/** The files a page's render wrote into its shard, linked from there into the output. */

/**
 * `docs merge`: the second half of `docs build` over the pages the shards rendered. Checks that the shards are
 * one complete set of one site and that this checkout is that site (manifest.ts), plans the Site again (for the
 * route table, the bundle and the static files, which every runner has), takes each page's files and result
 * from its shard, and then runs what `docs build` runs after rendering, through the same Site methods — special
 * and blog pages, link and anchor check over every page, emit, the search index (linking the shards' indexes;
 * indexing only what no shard did), the build manifest — so the output is the one `docs build` writes.
 */
export async function runMerge(options: MergeOptions): Promise<BuildReport> {
  const log = options.log ?? (() => {});
  const timings: Record<string, number> = {};
  const diagnostics: Diagnostic[] = [];
  const stage = stageRunner(diagnostics, timings, log);
  const dir = options.dir;
  const target = { kind: 'dir' as const, dir };
  const report = (ok: boolean, pages: PageResult[] = [], sitemapUrls: string[] = [], searchPages = 0) => ({
    ok,
    diagnostics,
    pages,
    sitemapUrls,
    searchPages,
    timings,
  });

  const shards = options.shardDirs.map((shardDir) => {
    const manifest = readShardManifest(shardDir);
    if (typeof manifest === 'string') throw new MergeRefused(manifest);
    return { dir: shardDir, manifest };
  });
  const problem = shardSetProblem(shards);
  if (problem) throw new MergeRefused(problem);

  const planned = await Site.plan({ ...options, target }, { log, timings });
  diagnostics.push(...planned.diagnostics);
  const site = planned.site;
  if (!site) return report(false);
  const { config, routes } = site;
  const jobs = [...site.jobs.values()];
  const here = siteFingerprint(config, routes, site.shared, jobs);
  const why = fingerprintDifference(shards[0]!.manifest, here, 'the shards', `this checkout (${config.rootDir})`);
  if (why) throw new MergeRefused(why);
  const previousManifest = readBuildManifest(options.previousDir);
  diagnostics.push(...checkRemovedRoutes(config, routes, Object.keys(previousManifest?.renderKeys ?? {})));
  const previous =
    options.cache !== false && previousManifest?.version === CACHE_VERSION ? previousManifest : undefined;

  // The shards rendered the pages: "rendering" here is taking each page's files and result from its shard.
  const planRoutes = jobs.map((j) => jobEntry(j).route);
  const pages = await stage('pages', () =>
    site.render(async () => {
      const results = linkShardPages(shards, planRoutes, config.rootDir, dir);
      return { value: results, diagnostics: results.flatMap((p) => p.diagnostics) };
    }),
  );

  await stage('special', () => site.emitSpecial(target));
  const staticFiles = await stage('check', () => site.check(dir));
  if (hasErrors(diagnostics)) return report(false, pages);

  const before =
    previous && options.previousDir
      ? { dir: options.previousDir, llmsFullKey: previous.llmsFullKey, llmsFullParts: previous.llmsFullParts }
      : undefined;
  const { sitemapUrls, llmsFull } = await stage('emit', () => site.emit(target, staticFiles, before));
  faultPoint('emitted');
  let searchShards: string[] | undefined;
  let searchPages = 0;
  if (options.searchIndex !== false) {
    const from = previous?.searchShards && before ? { dir: before.dir, shardKeys: previous.searchShards } : undefined;
    const sources = shards.map((s) => ({ dir: s.dir, shardKeys: s.manifest.searchShardKeys }));
    searchShards = (await stage('index', () => site.index(dir, from, log, { sources }))).shardKeys;
    searchPages = pages.filter((p) => p.searchable).length;
  }
  if (hasErrors(diagnostics)) return report(false, pages, sitemapUrls, searchPages);
  // Made as a single build makes it (outputManifest): the merged output is byte-identical to one build's.
  const files = options.written && otherFiles(options.written, pages.map((p) => p.path));
  const manifest = outputManifest(pages, config.site.baseUrl, { llmsFull, searchShards, files });
  writeOutputFile(dir, MANIFEST_FILE, JSON.stringify(manifest));
  return report(true, pages, sitemapUrls, searchPages);
}

/**
 * Every planned page from the one shard that rendered it: its result from the shard's manifest and its files
 * linked into the output. A page no shard has, or two have, or whose files are gone, refuses the merge: the
 * fingerprints being equal, that is a damaged shard folder, not a problem in the content.
 */
function linkShardPages(
  shards: { dir: string; manifest: ShardManifest }[],
  planned: string[],
  rootDir: string,
  dir: string,
): PageResult[] {
  const owner = new Map<string, string>();
  const pages: PageResult[] = [];
  for (const shard of shards) {
    for (const page of shard.manifest.pages) {
      const other = owner.get(page.path);
      if (other) throw new MergeRefused(`${other} and ${shard.dir} both hold the page ${page.path}`);
      owner.set(page.path, shard.dir);
      for (const rel of routeOutputFiles(page.path)) {
        const from = join(shard.dir, rel);
        if (!existsSync(from))
          throw new MergeRefused(`${shard.dir} is incomplete: ${rel} is missing (copy the whole shard folder)`);
        linkOutputFile(dir, rel, from);
      }
      pages.push(pageFromManifest(page, rootDir));
    }
  }
  const missing = planned.filter((route) => !owner.has(route));
  if (missing.length)
    throw new MergeRefused(
      `no shard holds the page ${missing[0]}${missing.length > 1 ? ` (and ${missing.length - 1} more)` : ''}`,
    );
  // The order runPageJobs returns pages in: the output and the diagnostics never depend on the split.
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
