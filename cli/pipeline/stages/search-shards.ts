import { hash } from '../../util/hash.ts';
import { SEARCH_SHARDS_FILE, searchShardName } from '../../../shared/search-ranking.ts';

// Why shards: Pagefind cannot update or remove a page in an index, so one edited page meant indexing every
// page again (36 s of a 41 s rebuild at 10,000 pages). A large site's searchable pages are therefore split
// into indexes of about SEARCH_SHARD_PAGES pages each; a build rebuilds only the shards whose pages changed
// and links the others from the previous output. The browser (and `docs mcp`) load the first shard as
// Pagefind's primary index and merge the rest into it (`mergeIndex`), which shares one WebAssembly module.
// A site of up to SEARCH_SHARD_PAGES pages keeps the single index it always had.

/**
 * Pages per search index shard by default (`search.shardPages`). Smaller shards rebuild faster but cost the
 * browser a request each per search: 10 shards at 10,000 pages, and one shard rebuilt per edit.
 */
export const SEARCH_SHARD_PAGES = 1000;

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

export const shardCount = (pages: number, perShard = SEARCH_SHARD_PAGES): number =>
  Math.max(1, Math.ceil(pages / perShard));

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
  perShard = SEARCH_SHARD_PAGES,
  count = shardCount(pages.length, perShard),
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
