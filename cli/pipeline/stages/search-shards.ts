import { hash } from '../../util/hash.ts';
import { SEARCH_SHARDS_FILE, searchShardName } from '../../../shared/search-ranking.ts';

// Why shards: Pagefind cannot update or remove a page in an index, so one edited page meant indexing every
// page again (36 s of a 41 s rebuild at 10,000 pages). A large site's searchable pages are therefore split
// into indexes of about SEARCH_SHARD_PAGES pages each; a build rebuilds only the shards whose pages changed
// and links the others from the previous output. The browser (and `docs mcp`) load the first shard as
// Pagefind's primary index and merge the rest into it (`mergeIndex`), which shares one WebAssembly module.
// A site of up to SINGLE_INDEX_PAGES pages keeps the single index it always had (its ranking unchanged).
//
// Why 200 pages and at most 64 shards: Pagefind's cost follows the pages it indexes (about 6–7 ms of CPU a page on
// this machine, nearly nothing fixed), so a one-page edit costs its shard's size; the browser pays one request per
// shard per search word, made in parallel. 1,000-page shards made an edit at 10,000 pages cost 6–7 CPU-s of
// indexing; 200 makes it about 1.3, and the cap bounds what a search asks for on a very large site (shards grow
// past 12,800 pages instead).

/**
 * Pages per search index shard by default (`search.shardPages`) once a site has more than SINGLE_INDEX_PAGES.
 */
export const SEARCH_SHARD_PAGES = 200;

/** A site with up to this many searchable pages keeps one index by default (`search.singleIndexPages`). */
export const SINGLE_INDEX_PAGES = 1000;

/** The most shards an index is split into: past it the shards grow, so a search's requests stay bounded. */
export const MAX_SEARCH_SHARDS = 64;

/**
 * How a site's index is split: `perShard` pages a shard, one index up to `singleIndex` pages. A number is both
 * (one index up to that many pages, then shards of that many).
 */
export interface ShardSizing {
  perShard: number;
  singleIndex: number;
}

export const DEFAULT_SHARD_SIZING: ShardSizing = { perShard: SEARCH_SHARD_PAGES, singleIndex: SINGLE_INDEX_PAGES };

const sizingOf = (sizing: ShardSizing | number): ShardSizing =>
  typeof sizing === 'number' ? { perShard: sizing, singleIndex: sizing } : sizing;

/** The sizing a site's `search` config asks for. */
export const shardSizing = (search: { shardPages: number; singleIndexPages: number }): ShardSizing => ({
  perShard: search.shardPages,
  singleIndex: search.singleIndexPages,
});

/** A searchable page as the index stage sees it: its route and the key of everything it rendered from. */
export interface SearchablePage {
  path: string;
  renderKey: string;
}

/** One index of the site's search: where it is written (under the output) and the key of its pages. */
export interface SearchShard {
  index: number;
  /** The folder in the output: `pagefind` for the primary, `pagefind/shard-N` for the others. */
  dir: string;
  /** The routes indexed in this shard, sorted. */
  routes: string[];
  /** Changes whenever a page of the shard (or the number of shards) does: equal keys mean an equal index. */
  key: string;
}

export function shardCount(pages: number, sizing: ShardSizing | number = DEFAULT_SHARD_SIZING): number {
  const { perShard, singleIndex } = sizingOf(sizing);
  if (pages <= singleIndex) return 1;
  return Math.max(1, Math.min(MAX_SEARCH_SHARDS, Math.ceil(pages / perShard)));
}

/** The shard a route belongs to: by a hash of the route, so a page stays in its shard while others change. */
export function shardOf(route: string, count: number): number {
  if (count <= 1) return 0;
  return parseInt(hash(route).slice(0, 8), 16) % count;
}

export const shardDir = (index: number): string => (index === 0 ? 'pagefind' : `pagefind/${searchShardName(index)}`);

/**
 * Splits the searchable pages into shards and keys each by its pages' routes and render keys. `count` is given
 * when `pages` are only some of the site's (a build shard of `docs build --shard`: the shards it owns are whole).
 */
export function planSearchShards(
  pages: SearchablePage[],
  sizing: ShardSizing | number = DEFAULT_SHARD_SIZING,
  count = shardCount(pages.length, sizing),
): SearchShard[] {
  const routes: string[][] = Array.from({ length: count }, () => []);
  const keys: string[][] = Array.from({ length: count }, () => []);
  for (const page of [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const i = shardOf(page.path, count);
    routes[i]!.push(page.path);
    keys[i]!.push(`${page.path}:${page.renderKey}`);
  }
  return routes.map((r, index) => ({
    index,
    dir: shardDir(index),
    routes: r,
    key: hash(String(count), String(index), keys[index]!.join('\n')),
  }));
}

/** The file beside the primary index naming the shards to merge (`[]` for a single index). */
export function shardsManifest(shards: SearchShard[]): { file: string; content: string } {
  const names = shards.filter((s) => s.index > 0).map((s) => searchShardName(s.index));
  return { file: `pagefind/${SEARCH_SHARDS_FILE}`, content: JSON.stringify(names) };
}
