import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildManifest } from '../../output/out-dir.ts';
import { writeFileAtomic } from '../../util/write-atomic.ts';
import type { PageResult } from '../types.ts';
import { CACHE_VERSION, hashFiles } from './cache.ts';
import {
  jobEntry,
  makePageFolders,
  pageKeys,
  reusePageFiles,
  type PageJob,
  type SharedPageInputs,
} from './page-job.ts';

// The key-only pass: before any worker starts, the main thread finds the pages an older output has as this build
// would make them. A page's render key is its input key (compile key, layout, sidebar, page data but the compile's
// share: page-job.ts `pageKeys`, made from discover's entry and the route table), the content of the files its
// compile read besides its own, and the compile's share of its page data, which those two decide. So a page whose
// input key an output's manifest records (`inputKeys`) and whose included files hash as they did has that output's
// render key, and its result (anchors, links, search records: what check, emit and index read) is the one that
// output's build made, kept by render key in the compile cache's folder (RESULTS_FILE). Such a page never reaches a
// worker: left as it is in the folder updated in place, or its files linked from the live output.

/** The results of the pages of the last two outputs, by render key, in the compile cache's folder. */
const RESULTS_FILE = 'page-results.json';

interface StoredResults {
  version: string;
  pages: PageResult[];
}

/** The stored page results by render key (none without a cache, or of another cache version). */
export function readPageResults(cacheDir: string | undefined): Map<string, PageResult> {
  if (!cacheDir) return new Map();
  try {
    const stored = JSON.parse(readFileSync(join(cacheDir, RESULTS_FILE), 'utf8')) as StoredResults;
    if (stored.version !== CACHE_VERSION || !Array.isArray(stored.pages)) return new Map();
    return new Map(stored.pages.map((p) => [p.renderKey, p]));
  } catch {
    return new Map(); // None yet, or unreadable: every page goes to a worker, which makes its result afresh.
  }
}

/**
 * Stores this build's page results, and those of the stored ones the live output's pages have (`alsoKeep`: that
 * output is the one the next build updates in place). Not written when it would hold what it holds.
 */
export function writePageResults(
  cacheDir: string | undefined,
  pages: PageResult[],
  stored: Map<string, PageResult>,
  alsoKeep: Iterable<string> = [],
): void {
  if (!cacheDir) return;
  const next = new Map(pages.filter((p) => p.inputKey).map((p) => [p.renderKey, p]));
  for (const key of alsoKeep) {
    const page = stored.get(key);
    if (page && !next.has(key)) next.set(key, page);
  }
  if (next.size === stored.size && [...next.keys()].every((k) => stored.has(k))) return;
  const out: StoredResults = { version: CACHE_VERSION, pages: [...next.values()] };
  try {
    writeFileAtomic(join(cacheDir, RESULTS_FILE), JSON.stringify(out));
  } catch {
    // A cache that cannot be written costs the next build its key-only pass, nothing else.
  }
}

/** An older output whose pages a build may keep: its manifest, and its folder when the pages are linked from it. */
export interface OlderOutput {
  manifest: Pick<BuildManifest, 'renderKeys' | 'inputKeys'>;
  /** Where to link the page's files from; none when the target folder is this output (updated in place). */
  linkFrom?: string;
}

/**
 * Splits the jobs into the pages an older output has unchanged (their results, taken from `stored`; their files
 * left in place or linked) and the jobs to build. `outputs` in order of preference: the folder updated in place,
 * then the live output.
 */
export function takeUnchanged(
  jobs: PageJob[],
  shared: SharedPageInputs,
  outputs: OlderOutput[],
  stored: Map<string, PageResult>,
): { kept: PageResult[]; jobs: PageJob[] } {
  const kept: PageResult[] = [];
  const rest: PageJob[] = [];
  const usable = outputs.filter((o) => o.manifest.inputKeys);
  const fileHashes = new Map<string, string>();
  // A page a test plants a fault in is built, so the fault fires however warm the build.
  const planted = new Set([process.env.DOCS_TEST_INTERNAL_ERROR, process.env.DOCS_TEST_SLOW_PAGE]);
  for (const job of jobs) {
    const route = jobEntry(job).route;
    const found =
      usable.length && stored.size && !planted.has(route)
        ? unchanged(job, route, shared, usable, stored, fileHashes)
        : undefined;
    if (found) kept.push(found);
    else rest.push(job);
  }
  return { kept, jobs: rest };
}

function unchanged(
  job: PageJob,
  route: string,
  shared: SharedPageInputs,
  outputs: OlderOutput[],
  stored: Map<string, PageResult>,
  fileHashes: Map<string, string>,
): PageResult | undefined {
  if (!outputs.some((o) => o.manifest.inputKeys![route])) return undefined; // a new page: no keys to make
  const { inputKey } = pageKeys(job, shared);
  for (const { manifest, linkFrom } of outputs) {
    if (manifest.inputKeys![route] !== inputKey) continue;
    const result = stored.get(manifest.renderKeys[route] ?? '');
    if (!result || result.path !== route || result.inputKey !== inputKey || !result.depHashes) continue;
    const deps = result.depHashes;
    const now = hashFiles(Object.keys(deps), fileHashes);
    if (Object.keys(deps).some((f) => now[f] !== deps[f])) continue;
    if (linkFrom !== undefined) {
      makePageFolders(route, shared.target);
      if (!reusePageFiles(route, linkFrom, shared.target)) continue;
    }
    return result;
  }
  return undefined;
}
