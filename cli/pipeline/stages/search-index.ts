import { existsSync } from 'node:fs';
import { escapeAttribute } from 'entities/escape';
import { join } from 'node:path';
import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import type * as pagefind from 'pagefind';
import { withPagefind } from '../../util/pagefind-service.ts';
import { routeToHtmlFile } from '../../../shared/routes.ts';
import { linkOutputTree, writeOutputFile } from '../../output/write.ts';
import { orderPagefindFilters } from './pagefind-order.ts';
import { planSearchShards, shardCount, shardsManifest, type SearchShard, type ShardSizing } from './search-shards.ts';
import {
  EXACT_NAME_FILTER,
  exactNameKey,
  SEARCH_SHARD_NAME,
  SEARCH_SHARDS_FILE,
} from '../../../shared/search-ranking.ts';
import type { PageResult, SearchRecord } from '../types.ts';

/** A page's search records with the route they belong to. */
export interface RouteSearchRecords {
  route: string;
  records: SearchRecord[];
}

/** The records of the searchable pages among these (unlisted pages keep their symbols out too). */
export function searchRecordsOf(pages: PageResult[]): RouteSearchRecords[] {
  return pages
    .filter((p) => p.searchable && p.searchRecords?.length)
    .map((p) => ({ route: p.path, records: p.searchRecords! }));
}

/**
 * Each record is handed to Pagefind as a small HTML document of its own, at the URL of its anchor, so it
 * ranks by its own text (a symbol's name and summary) instead of being diluted by a long page. Its name
 * and page go in the `symbol` and `context` meta fields, not `title`: Pagefind boosts title matches,
 * and `ScheduleDefinition` as a title would outrank the Schedules guide for "schedules". Its name's key is
 * also an exact-name filter value, so that a query of the name finds it first (shared/search-ranking.ts).
 */
async function addRecords(index: pagefind.PagefindIndex, sources: RouteSearchRecords[]): Promise<string[]> {
  const errors: string[] = [];
  for (const { route, records } of sources) {
    for (const r of records) {
      const attrs = [
        'data-pagefind-body',
        'data-pagefind-meta="symbol[data-symbol], context[data-context]"',
        `data-pagefind-filter="${EXACT_NAME_FILTER}[data-exact]"`,
        `data-symbol="${escapeAttribute(r.title)}"`,
        `data-context="${escapeAttribute(r.context)}"`,
        `data-exact="${escapeAttribute(exactNameKey(r.title))}"`,
      ].join(' ');
      const content = `<!doctype html><html lang="en"><head></head><body><main ${attrs}>${r.html}</main></body></html>`;
      const added = await index.addHTMLFile({ url: `${route}#${r.anchor}`, content });
      errors.push(...added.errors);
    }
  }
  return errors;
}

const indexDiagnostics = (errors: string[]): Diagnostic[] =>
  errors.map((e) => ({ severity: 'error', ruleId: 'search-index', source: 'index', message: `Pagefind: ${e}` }));

/**
 * Pagefind reading the HTML files under `html.dir` that `html.glob` names (all, without one), or none, and
 * writing the index with these records to `outputPath`. Only elements marked `data-pagefind-body` are
 * indexed, so unlisted pages, tag pages, the search page and 404 stay out without special cases.
 * Pagefind reads the folder itself: feeding it the pages from Node while they rendered, or after, was
 * slower on two cores (test/bench/NOTES.md, "What we tried").
 */
async function indexFolder(
  html: { dir: string; glob?: string } | undefined,
  out: { dir: string; rel: string },
  records: RouteSearchRecords[],
): Promise<StageResult<{ htmlFiles: number }>> {
  const outputPath = join(out.dir, out.rel);
  const { pages, errors } = await withPagefind(async (pagefind) => {
    const { index, errors: createErrors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) return { pages: 0, errors: createErrors };
    try {
      // No pages (a shard of records only): a glob of no files is not a glob Pagefind takes.
      const added = html
        ? await index.addDirectory({ path: html.dir, glob: html.glob })
        : { page_count: 0, errors: [] as string[] };
      const recordErrors = await addRecords(index, records);
      // Written by us from Pagefind's in-memory files, not by its writeFiles: on a loaded machine writeFiles
      // resolved before its files were complete (an empty pagefind-entry.json, a missing UI file), so what was
      // read next, or shipped, depended on timing.
      const got = await index.getFiles();
      for (const file of got.files) writeOutputFile(outputPath, file.path.replace(/^\/+/, ''), file.content);
      return { pages: added.page_count, errors: [...added.errors, ...recordErrors, ...got.errors] };
    } finally {
      await index.deleteIndex();
    }
  });
  const diagnostics = indexDiagnostics(errors);
  try {
    orderPagefindFilters(out.dir, out.rel);
  } catch (error) {
    diagnostics.push({
      severity: 'warning',
      ruleId: 'search-index',
      source: 'index',
      message:
        `Pagefind's filter files could not be put in order (${(error as Error).message}): ` +
        'two builds of the same site may differ in pagefind/filter/',
      hint: 'the Pagefind version installed writes a layout this docs version does not know: report it',
    });
  }
  // Pagefind counts the HTML files it read; only pages marked data-pagefind-body are in the index.
  return { value: { htmlFiles: pages }, diagnostics };
}

const BODY_START = '<header data-pagefind-body';
const BODY_END = '</article>';

/**
 * The part of a page the dev server hands Pagefind: its indexed elements (the title header and the
 * article body, theme/DocPage.tsx) lie between the article's header and its end, and the navbar, sidebar
 * and TOC around them (40 % of a page's bytes, 20 % of Pagefind's parse time) are never indexed. The index
 * is the same either way (test/integration/search-index.test.ts); a page without the markers is passed whole.
 */
export function searchDocument(html: string): string {
  const start = html.indexOf(BODY_START);
  const end = html.lastIndexOf(BODY_END);
  if (start < 0 || end < start) return html;
  return `<!doctype html><html lang="en"><head></head><body>${html.slice(start, end + BODY_END.length)}</body></html>`;
}

/** Builds a Pagefind index of the given pages in memory (the dev server serves it from there). */
export function indexPagesInMemory(
  pages: { url: string; html: string }[],
  records: RouteSearchRecords[] = [],
): Promise<Map<string, Uint8Array>> {
  return withPagefind(async (pagefind) => {
    const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
    const files = new Map<string, Uint8Array>();
    if (!index) return files;
    try {
      for (const page of pages) await index.addHTMLFile({ url: page.url, content: searchDocument(page.html) });
      await addRecords(index, records);
      for (const file of (await index.getFiles()).files) files.set(file.path.replace(/^\/+/, ''), file.content);
      files.set(SEARCH_SHARDS_FILE, new TextEncoder().encode('[]')); // one index in memory: no shards to merge
      return files;
    } finally {
      await index.deleteIndex();
    }
  });
}

/**
 * A Pagefind glob naming exactly these output files: `{a/index.html,b/index.html}`, each path with the characters
 * its glob syntax (the `wax` crate) reads as syntax escaped by a backslash. A backslash itself cannot be escaped
 * there (Pagefind refuses the glob), and no output path holds one: the route scheme reads a backslash as `/`
 * (`normalizeRoute`); were one to, `?` (any one character but `/`) names it.
 */
export function shardGlob(files: string[]): string {
  const literal = (file: string) => file.replace(/[*?$:<>()[\]{},\\]/g, (c) => (c === '\\' ? '?' : `\\${c}`));
  return `{${files.map(literal).join(',')}}`;
}

/**
 * Pagefind over some pages of the output (one shard): it reads the output folder itself, told by a glob that
 * lists the shard's HTML files (`shardGlob`). Handing it each page from Node (`addHTMLFile`) cost 3 ms of Node
 * CPU per page on top of Pagefind's own work; a folder of hard links to the shard's pages (used before paths were
 * escaped in the glob) cost a link, a folder and their removal per page: 1.6–2 s for 200 pages on a loaded
 * machine, as much as Pagefind's own indexing.
 */
async function indexShardPages(
  dir: string,
  shard: SearchShard,
  records: RouteSearchRecords[],
): Promise<StageResult<{ htmlFiles: number }>> {
  const inShard = new Set(shard.routes);
  const shardRecords = records.filter((r) => inShard.has(r.route));
  const html = shard.routes.length ? { dir, glob: shardGlob(shard.routes.map(routeToHtmlFile)) } : undefined;
  return indexFolder(html, { dir, rel: shard.dir }, shardRecords);
}

/** Below the primary shard's folder: what belongs to the other shards (their folders, the shard list). */
const otherShard = (name: string) => SEARCH_SHARD_NAME.test(name.split(/[\\/]/)[0]!) || name === SEARCH_SHARDS_FILE;

/** Links a shard's files from the previous output; the primary's folder holds the other shards: not those. */
function linkShard(dir: string, previousDir: string, shard: SearchShard): void {
  linkOutputTree(dir, shard.dir, join(previousDir, shard.dir), shard.index === 0 ? otherShard : undefined);
}

export interface SearchIndexInput {
  /** The output folder being written (the pages' HTML is there). */
  dir: string;
  pages: PageResult[];
  /** The last output and its shards' keys: an unchanged shard is linked from there instead of rebuilt. */
  previous?: { dir: string; shardKeys: string[] };
  /** How the index is split (`search.shardPages`, `search.singleIndexPages`). */
  sizing?: ShardSizing;
  log?: (line: string) => void;
  /** More folders holding finished shards (`docs merge`: the build shards' folders), linked as `previous` is. */
  sources?: { dir: string; shardKeys: string[] }[];
  /**
   * A build shard (`docs build --shard`): `pages` are some of the site's, which has `searchable` searchable pages;
   * only the search shards it `owns` (all of whose pages it has) are indexed, and the merge writes the shard list.
   */
  part?: { searchable: number; owns: (index: number) => boolean };
  /**
   * `dir` is an older output updated in place (cli/pipeline/in-place.ts) with these shard keys: a shard whose key
   * it had is there already, and `keep` claims its files (those below the folder `skip` does not name).
   */
  inPlace?: { shardKeys: string[]; keep: (folder: string, skip?: (name: string) => boolean) => void };
}

/**
 * The search stage: plans the shards (search-shards.ts), rebuilds each whose pages changed, links the others
 * from the previous output, and writes the shard list beside the primary. One shard (a site of up to
 * SINGLE_INDEX_PAGES searchable pages) is indexed by Pagefind reading the folder, as it always was.
 */
export async function buildSearchIndex(input: SearchIndexInput): Promise<StageResult<{ shardKeys: string[] }>> {
  const { dir, pages, previous, part } = input;
  const log = input.log ?? (() => {});
  const searchable = pages.filter((p) => p.searchable);
  const count = part ? shardCount(part.searchable, input.sizing) : undefined;
  const shards = planSearchShards(
    searchable.map((p) => ({ path: p.path, renderKey: p.renderKey })),
    input.sizing,
    count,
  ).filter((s) => !part || part.owns(s.index));
  const records = searchRecordsOf(pages);
  const diagnostics: Diagnostic[] = [];
  const sources = [...(previous ? [previous] : []), ...(input.sources ?? [])];
  let rebuilt = 0;
  for (const shard of shards) {
    if (
      input.inPlace?.shardKeys[shard.index] === shard.key &&
      existsSync(join(dir, shard.dir, 'pagefind-entry.json'))
    ) {
      input.inPlace.keep(shard.dir, shard.index === 0 ? otherShard : undefined);
      continue;
    }
    const from = sources.find(
      (s) => s.shardKeys[shard.index] === shard.key && existsSync(join(s.dir, shard.dir, 'pagefind-entry.json')),
    );
    if (from) {
      linkShard(dir, from.dir, shard);
      continue;
    }
    rebuilt++;
    // One shard is the whole site: Pagefind reads the output folder itself, as it always did.
    const result =
      shards.length === 1 && !part
        ? await indexFolder({ dir }, { dir, rel: shard.dir }, records)
        : await indexShardPages(dir, shard, records);
    diagnostics.push(...result.diagnostics);
    if (shards.length === 1) log(`  index     ${result.value.htmlFiles} HTML files read`);
  }
  if (shards.length > 1 || part) log(`  index     ${rebuilt} of ${shards.length} shards rebuilt`);
  if (part) {
    const keys: string[] = Array.from({ length: count! }, () => '');
    for (const s of shards) keys[s.index] = s.key;
    return { value: { shardKeys: keys }, diagnostics };
  }
  const manifest = shardsManifest(shards);
  writeOutputFile(dir, manifest.file, manifest.content);
  return { value: { shardKeys: shards.map((s) => s.key) }, diagnostics };
}
