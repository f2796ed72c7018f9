import { hasErrors, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { MANIFEST_FILE, readBuildManifest } from '../../output/out-dir.ts';
import { writeOutputFile } from '../../output/write.ts';
import { CACHE_VERSION } from '../page/cache.ts';
import { outputManifest } from '../output-manifest.ts';
import { jobEntry } from '../page/page-job.ts';
import { stageRunner } from '../plan.ts';
import type { BuildReport, PipelineOptions } from '../run.ts';
import { Site } from '../site.ts';
import { runPageJobs } from '../stages/pages.ts';
import { shardSizing } from '../stages/search-shards.ts';
import { buildShardOf, ownsSearchShard, shardLayout, shardsIndex, type ShardSpec } from './assign.ts';
import { pageForManifest, SHARD_FORMAT, SHARD_MANIFEST_FILE, siteFingerprint, type ShardManifest } from './manifest.ts';

/**
 * `docs build --shard I/N`: plans the whole site as `docs build` does (a Site: config, discover, bundle, route:
 * cheap and the same on every runner), renders only this shard's pages (assign.ts), indexes the search shards it
 * owns, and writes its manifest (SHARD_MANIFEST_FILE: the pages' anchors, refs, diagnostics, the site's
 * fingerprint) last. Links, sitemap, llms files, redirects, special and blog pages and the search index's shard
 * list are the merge's (merge.ts): they need every page. Its folder also carries a build manifest, so the next
 * run of the same shard reuses its unchanged pages and search shards as `docs build` does.
 */
export async function runShard(options: PipelineOptions & { shard: ShardSpec }): Promise<BuildReport> {
  const log = options.log ?? (() => {});
  const timings: Record<string, number> = {};
  const diagnostics: Diagnostic[] = [];
  const stage = stageRunner(diagnostics, timings, log);
  const target = options.target;
  const report = (pages: BuildReport['pages'] = [], searchPages = 0): BuildReport => ({
    ok: !hasErrors(diagnostics),
    diagnostics,
    pages,
    sitemapUrls: [],
    searchPages,
    timings,
  });

  const planned = await Site.plan(options, { log, timings });
  diagnostics.push(...planned.diagnostics);
  const site = planned.site;
  if (!site) return { ...report(), ok: false };
  const { config, routes, shared } = site;
  const jobs = [...site.jobs.values()];
  const sizing = shardSizing(config.site.search);
  const searchable = jobs.filter((j) => !jobEntry(j).unlisted).length;
  const layout = shardLayout(options.shard.total, searchable, sizing);
  const me = options.shard.index - 1;
  const mine = jobs.filter((j) => buildShardOf(jobEntry(j).route, !jobEntry(j).unlisted, layout) === me);
  log(`  shard     ${options.shard.index}/${options.shard.total}: ${mine.length} of ${jobs.length} pages`);

  const previous = options.cache !== false ? readBuildManifest(options.previousDir) : undefined;
  const reuse =
    previous?.version === CACHE_VERSION && options.previousDir
      ? { dir: options.previousDir, renderKeys: previous.renderKeys }
      : undefined;
  const pages = await stage('pages', () =>
    site.render(
      (todo) => runPageJobs(todo, { ...shared, target, previous: reuse }, options.threads, options.pageTimeBudgetMs),
      mine,
    ),
  );
  if (hasErrors(diagnostics) || target.kind !== 'dir') return report(pages);

  let searchShardKeys: string[] = [];
  if (options.searchIndex !== false && shardsIndex(layout)) {
    const from = reuse && previous?.searchShards ? { dir: reuse.dir, shardKeys: previous.searchShards } : undefined;
    const part = { searchable, owns: (i: number) => ownsSearchShard(me, i, layout) };
    const { shardKeys } = await stage('index', () => site.index(target.dir, from, log, { part }));
    searchShardKeys = shardKeys;
  }
  if (hasErrors(diagnostics)) return report(pages);
  const manifest: ShardManifest = {
    format: SHARD_FORMAT,
    shard: options.shard,
    ...siteFingerprint(config, routes, shared, jobs),
    searchShardKeys,
    pages: pages.map((p) => pageForManifest(p, config.rootDir)),
  };
  const own = outputManifest(pages, config.site.baseUrl, { searchShards: searchShardKeys });
  writeOutputFile(target.dir, SHARD_MANIFEST_FILE, JSON.stringify(manifest));
  // Last: the build manifest marks the folder as a finished `docs` output (the next run may replace it).
  writeOutputFile(target.dir, MANIFEST_FILE, JSON.stringify(own));
  return report(pages, pages.filter((p) => p.searchable).length);
}
