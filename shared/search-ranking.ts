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
