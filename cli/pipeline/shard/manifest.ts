import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { ResolvedConfig } from '../../config/load.ts';
import { hash } from '../../util/hash.ts';
import { generatorSourceHash } from '../../util/source-hash.ts';
import { CACHE_VERSION } from '../page/cache.ts';
import { jobEntry, type PageJob, type SharedPageInputs } from '../page/page-job.ts';
import type { PageResult, RouteTable } from '../types.ts';
import type { ShardSpec } from './assign.ts';

/** Written last into a build shard's folder: what `docs merge` joins it from. */
export const SHARD_MANIFEST_FILE = '.docs-shard.json';

/** Bump when the manifest's shape changes: a merge refuses shards written by another format. */
export const SHARD_FORMAT = 1;

/**
 * What a merge must find equal in every shard and in its own checkout, each part telling a different reason
 * apart: another `docs`, another commit, another config, or other content at the same commit (a generated file,
 * an uncommitted edit). Equal fingerprints mean the same plan, so every shard rendered its pages of one site.
 */
export interface SiteFingerprint {
  generator: string;
  /** The site folder's git HEAD, when it is in a repository. */
  commit?: string;
  config: string;
  plan: string;
}

export interface ShardManifest extends SiteFingerprint {
  format: number;
  shard: ShardSpec;
  /** The site's search index shard count, and the key of each this shard indexed ('' for the others). */
  searchShardKeys: string[];
  /** The pages this shard rendered, their paths relative to the site folder (the merge's checkout may differ). */
  pages: PageResult[];
}

const gitHead = (dir: string): string | undefined => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined; // no git, not a repository, or no commit yet
  }
};

const fileText = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return ''; // an optional config file the site does not have
  }
};

/** The fingerprint of a planned site: computed by each shard and by the merge from its own checkout. */
export function siteFingerprint(
  config: ResolvedConfig,
  routes: RouteTable,
  shared: Omit<SharedPageInputs, 'target'>,
  jobs: PageJob[],
): SiteFingerprint {
  const { site, sidebars, tags } = config.files;
  const pages = jobs.map((j) => `${jobEntry(j).route}\0${jobEntry(j).hash}`).sort();
  return {
    generator: hash(CACHE_VERSION, generatorSourceHash()),
    commit: gitHead(config.rootDir),
    // The config as read (a config module may import others) and the files themselves (what JSON cannot show).
    config: hash(JSON.stringify(config.site), fileText(site), fileText(sidebars), fileText(tags)),
    plan: hash(
      shared.optionsHash,
      shared.layoutHash,
      JSON.stringify(shared.sidebarHashes),
      JSON.stringify(routes.routes.map((r) => r.path)),
      JSON.stringify(routes.redirects ?? []),
      pages.join('\n'),
    ),
  };
}

const short = (commit?: string) => (commit ? `commit ${commit.slice(0, 12)}` : 'a folder outside git');

/**
 * Why two fingerprints differ, as the end of a sentence naming `a` and `b`, or undefined when they are equal.
 * The most telling difference first: another generator explains every other one.
 */
export function fingerprintDifference(a: SiteFingerprint, b: SiteFingerprint, aName: string, bName: string) {
  if (a.generator !== b.generator)
    return (
      `${aName} and ${bName} were built by different versions of docs: ` +
      'use one version for every shard and the merge'
    );
  if (a.commit !== b.commit)
    return (
      `${aName} was built from ${short(a.commit)} but ${bName} from ${short(b.commit)}: ` +
      'build every shard and run the merge on one commit'
    );
  if (a.config !== b.config)
    return (
      `${aName} and ${bName} were built with different config files (site, sidebars or tags): ` +
      'build every shard and run the merge with one config'
    );
  if (a.plan !== b.plan)
    return (
      `${aName} and ${bName} were built from different content (the same commit, other files: an uncommitted ` +
      'edit or a generated file?): build every shard and run the merge from the same files'
    );
  return undefined;
}

/** A page result with its file paths relative to `rootDir` (`toRoot` true) or back to absolute. */
function movePaths(page: PageResult, move: (p: string) => string): PageResult {
  return {
    ...page,
    refs: page.refs.map((r) => ({ ...r, file: move(r.file) })),
    assets: page.assets.map((a) => ({ ...a, from: move(a.from) })),
    diagnostics: page.diagnostics.map((d) => (d.file ? { ...d, file: move(d.file) } : d)),
    deps: page.deps.map(move),
  };
}

export const pageForManifest = (page: PageResult, rootDir: string): PageResult =>
  movePaths(page, (p) => (isAbsolute(p) ? relative(rootDir, p) : p));

export const pageFromManifest = (page: PageResult, rootDir: string): PageResult =>
  movePaths(page, (p) => resolve(rootDir, p));

/** The manifest in a shard folder, or a reason it cannot be used. */
export function readShardManifest(dir: string): ShardManifest | string {
  let text: string;
  try {
    text = readFileSync(join(dir, SHARD_MANIFEST_FILE), 'utf8');
  } catch {
    return (
      `${dir} is not a build shard (it has no ${SHARD_MANIFEST_FILE}): pass the folders that ` +
      '`docs build --shard I/N --out DIR` wrote, once every shard job succeeded'
    );
  }
  try {
    const m = JSON.parse(text) as ShardManifest;
    if (m.format !== SHARD_FORMAT) throw new Error();
    return m;
  } catch {
    return `${dir}/${SHARD_MANIFEST_FILE} was written by another version of docs: build every shard with this one`;
  }
}

/**
 * Why these shards cannot be merged into one site, or undefined when they are one complete set: every shard of
 * one `--shard I/N` run exactly once, all from the same generator, commit, config and content.
 */
export function shardSetProblem(shards: { dir: string; manifest: ShardManifest }[]): string | undefined {
  if (!shards.length) return 'no shard folders given: pass every folder `docs build --shard I/N` wrote';
  const name = (s: { dir: string; manifest: ShardManifest }) =>
    `${s.dir} (shard ${s.manifest.shard.index}/${s.manifest.shard.total})`;
  const first = shards[0]!;
  const total = first.manifest.shard.total;
  const byIndex = new Map<number, (typeof shards)[number]>();
  for (const s of shards) {
    if (s.manifest.shard.total !== total)
      return `${name(first)} and ${name(s)} are shards of different splits: pass the shards of one \`--shard I/N\` run`;
    const seen = byIndex.get(s.manifest.shard.index);
    if (seen) return `${name(seen)} and ${s.dir} are the same shard: pass each shard once`;
    byIndex.set(s.manifest.shard.index, s);
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length)
    return (
      `shard ${missing.map((i) => `${i}/${total}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing: ` +
      `pass all ${total} shard folders (a failed or skipped shard job must be run again)`
    );
  for (const s of shards) {
    const why = fingerprintDifference(first.manifest, s.manifest, name(first), name(s));
    if (why) return why;
  }
  return undefined;
}
