import { DEFAULT_SHARD_SIZING, shardCount, shardOf, type ShardSizing } from '../stages/search-shards.ts';

// Which build shard (`docs build --shard I/N`) renders which page. Every shard plans the whole site, so each
// computes the same assignment from the same route table without talking to the others.
//
// When the site has at least as many search-index shards as build shards (stages/search-shards.ts: one per
// `search.shardPages` searchable pages), a build shard owns whole search shards: the searchable pages of search
// shard s are all rendered by build shard s mod N, which indexes them itself, and `docs merge` only links the
// indexes. Otherwise (a small site, or many runners) owning would leave runners idle — 2 search shards over 4
// runners put every page on 2 of them — so pages are spread by the route's own hash and the merge indexes, as one
// build does (a few thousand pages at most: N × shardPages). Pages outside search (unlisted) always follow the
// route's hash.

/** `I/N` of `--shard`: 1-based, as GitHub's matrix and GitLab's `CI_NODE_INDEX`/`CI_NODE_TOTAL` count. */
export interface ShardSpec {
  /** 1…total. */
  index: number;
  total: number;
}

/** At most this many shards: far more than any CI matrix runs, and a typo (`1/1000000`) is caught. */
export const MAX_SHARDS = 256;

/** Parses `I/N`; undefined when it is not one (the caller says what to write instead). */
export function parseShardSpec(text: string): ShardSpec | undefined {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) return undefined;
  const index = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1 || total > MAX_SHARDS || index < 1 || index > total) return undefined;
  return { index, total };
}

/** What the assignment depends on besides the route: the number of build shards and of search shards. */
export interface ShardLayout {
  shards: number;
  searchShards: number;
}

/** The layout of a site with `searchablePages` searchable pages split `shards` ways. */
export const shardLayout = (
  shards: number,
  searchablePages: number,
  sizing: ShardSizing | number = DEFAULT_SHARD_SIZING,
): ShardLayout => ({
  shards,
  searchShards: shardCount(searchablePages, sizing),
});

/** Whether the build shards index the search shards (else the merge indexes, as one build does). */
export const shardsIndex = (layout: ShardLayout): boolean =>
  layout.searchShards > 1 && layout.searchShards >= layout.shards;

/** The build shard (0-based) that renders the page at `route`. */
export function buildShardOf(route: string, searchable: boolean, layout: ShardLayout): number {
  if (searchable && shardsIndex(layout)) return shardOf(route, layout.searchShards) % layout.shards;
  return shardOf(route, layout.shards);
}

/** Whether build shard `shard` (0-based) indexes search shard `searchShard`. */
export const ownsSearchShard = (shard: number, searchShard: number, layout: ShardLayout): boolean =>
  shardsIndex(layout) && searchShard % layout.shards === shard;
