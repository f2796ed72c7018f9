/**
 * The Pagefind options the site's search box uses, shared with `docs mcp` so that an agent's
 * `search_docs` ranks results exactly as a reader's search does.
 *
 * termSimilarity above its default (1) puts exact word matches first: `multi_asset` before
 * `multi_asset_check`, which the last-word prefix match also finds. pageLength below its default
 * (0.75) stops one-symbol API records from always outranking long guides for the same words.
 * The records' `symbol` and `context` meta fields are for display only: searched, they would
 * rank every `Schedule*` class above the Schedules guide for "schedules".
 */
export const PAGEFIND_SEARCH_OPTIONS = {
  excerptLength: 24,
  ranking: { termSimilarity: 8, pageLength: 0.2, metaWeights: { symbol: 0, context: 0 } },
} as const;

/** Pagefind names pages by their files (`/a/b/`, `/a/b/index.html`); the site's URLs are `/a/b`. */
export const cleanSearchUrl = (url: string): string => url.replace(/(\/index\.html|\.html|\/)(?=$|#)/, '') || '/';

/**
 * The Pagefind filter that holds each record's exact name (a symbol's, or a page's title) as its key.
 * Pagefind ranks by word frequency, so `Config` the class came 28th for "Config", under every guide about
 * configuration; looking the name up in this filter finds it wherever it ranks.
 */
export const EXACT_NAME_FILTER = 'exact';

/** A name as typed, without what a reader may add or leave out: `@`, `dg.`/`dagster.`, `()`. */
const bare = (name: string) =>
  name
    .trim()
    .replace(/^@/, '')
    .replace(/^(dg|dagster)\./i, '')
    .replace(/\(\)$/, '');

/** A name or query as compared for an exact match: `dg.Definitions()`, `@definitions` → `definitions`. */
export const exactNameKey = (name: string): string => bare(name).toLowerCase();

/**
 * Whether a query names this symbol or page title. Case is ignored, except that a single lowercase word is
 * a subject, not a name: `partitions` wants the Partitions and backfills guide, not the API page titled
 * Partitions (`Partitions` gets that one), while `multi_asset` and `Definitions` name their symbols.
 */
export function namesExactly(query: string, name: string): boolean {
  const key = exactNameKey(query);
  if (!key || key !== exactNameKey(name)) return false;
  const typed = query.trim();
  return !/^[a-z]+$/.test(typed) || sameCase(query, name);
}

/** `Definitions` (the class) is a closer match for "Definitions" than `@definitions` (the decorator). */
const sameCase = (query: string, name: string) => bare(query) === bare(name);

/** How many records sharing one name (`Config` in several libraries) are read; more would be noise. */
const MAX_EXACT = 16;

interface RankedData {
  url: string;
  meta: { title?: string; symbol?: string };
}
interface PagefindSearcher<D extends RankedData> {
  search(
    term: string | null,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { id: string; data(): Promise<D> }[] } | null>;
}

/**
 * Pagefind's results with the records the query names exactly moved first (symbols before pages):
 * one lookup in the exact-name filter beside the ordinary search; a name in the query's own case first.
 * Used by the search box and `docs mcp`.
 */
export async function searchExactFirst<D extends RankedData>(
  pf: PagefindSearcher<D>,
  query: string,
  limit: number,
): Promise<D[]> {
  const key = exactNameKey(query);
  const [found, named] = await Promise.all([
    pf.search(query),
    key ? pf.search(null, { filters: { [EXACT_NAME_FILTER]: key } }) : null,
  ]);
  const candidates = await Promise.all(
    (named?.results ?? []).slice(0, MAX_EXACT).map(async (r) => ({ r, d: await r.data() })),
  );
  const exact = candidates
    .filter(({ d }) => namesExactly(query, d.meta.symbol ?? d.meta.title ?? ''))
    .map((c) => ({ ...c, name: c.d.meta.symbol ?? c.d.meta.title ?? '' }))
    .sort(
      (a, b) =>
        Number(!sameCase(query, a.name)) - Number(!sameCase(query, b.name)) ||
        Number(!a.d.meta.symbol) - Number(!b.d.meta.symbol),
    )
    .slice(0, limit);
  const first = new Set(exact.map(({ r }) => r.id));
  const rest = (found?.results ?? []).filter((r) => !first.has(r.id)).slice(0, limit - exact.length);
  return [...exact.map(({ d }) => d), ...(await Promise.all(rest.map((r) => r.data())))];
}

/**
 * A large site's search index is split into shards (cli/pipeline/stages/search-shards.ts): the primary at
 * `pagefind/`, the others at `pagefind/shard-N/`, named in `pagefind/shards.json` (`[]` for one index).
 */
export const SEARCH_SHARDS_FILE = 'shards.json';
export const searchShardName = (index: number): string => `shard-${index}`;
/** What {@link searchShardName} makes, and nothing else (a shard list is read from a file). */
export const SEARCH_SHARD_NAME = /^shard-\d+$/;

interface JsonResponse {
  ok: boolean;
  json(): Promise<unknown>;
}
interface PagefindMerger {
  /** Loads the primary's WebAssembly: `mergeIndex` waits for it and would otherwise wait for a first search. */
  init?(): Promise<unknown>;
  mergeIndex(indexPath: string, options?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Merges the shards named beside the primary index at `basePath` (a URL ending in `/`) into `pf`, each with
 * the same options as the primary, so results rank across shards as in one index. A missing or unreadable
 * list means a single index: an older build, or the dev server's in-memory index.
 */
export async function mergeSearchShards(
  pf: PagefindMerger,
  basePath: string,
  options: Record<string, unknown>,
): Promise<number> {
  let names: unknown;
  try {
    // shared/ is typed for neither the browser nor Node; both have a global fetch (`docs mcp` answers file: URLs).
    const { fetch } = globalThis as unknown as { fetch: (url: string) => Promise<JsonResponse> };
    const res = await fetch(basePath + SEARCH_SHARDS_FILE);
    names = res.ok ? await res.json() : [];
  } catch {
    names = [];
  }
  const shards = Array.isArray(names) ? names.filter((n): n is string => SEARCH_SHARD_NAME.test(String(n))) : [];
  if (shards.length === 0) return 0;
  await pf.init?.();
  for (const name of shards) await pf.mergeIndex(`${basePath}${name}/`, options);
  return shards.length;
}
