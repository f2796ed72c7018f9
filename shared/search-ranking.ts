import { stemmer } from 'stemmer';

/**
 * The Pagefind options the site's search box uses, shared with `docs mcp` so that an agent's
 * `search_docs` ranks results exactly as a reader's search does.
 *
 * termSimilarity above its default (1) puts exact word matches first: `multi_asset` before
 * `multi_asset_check`, which the last-word prefix match also finds. pageLength below its default
 * (0.75) stops one-symbol API records from always outranking long guides for the same words.
 * The records' `symbol` and `context` meta fields are for display only: searched, they would
 * rank every `Schedule*` class above the Schedules guide for "schedules". A page's `kind` is for ranking
 * (rankByTitles): searched, "api" would find every API page. A page's `about` (its description and keywords:
 * PAGE_ABOUT_META) is searched at the weight of its body, so a page is found by the subject its author named
 * there even when its text says it seldom (`helm` for the Kubernetes pages).
 */
export const PAGEFIND_SEARCH_OPTIONS = {
  excerptLength: 24,
  ranking: { termSimilarity: 8, pageLength: 0.2, metaWeights: { symbol: 0, context: 0, kind: 0, about: 1 } },
} as const;

/** Pagefind names pages by their files (`/a/b/`, `/a/b/index.html`); the site's URLs are `/a/b`. */
export const cleanSearchUrl = (url: string): string => url.replace(/(\/index\.html|\.html|\/)(?=$|#)/, '') || '/';

/** The Pagefind filter of a versioned docs page (its version's name): search is scoped to the version read. */
export const VERSION_FILTER = 'version';

/** The search filter of a docs plugin instance's versions: `version` for the default docs, else `version-<id>`. */
export const versionFilter = (plugin?: string): string => (plugin ? `${VERSION_FILTER}-${plugin}` : VERSION_FILTER);

/**
 * The Pagefind filter that holds each record's exact names as keys: a symbol's name, a page's title, and each
 * heading of a page that is nothing but code (cli/mdx/rehype-search-names.ts: `dagster dev`).
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

/**
 * Whether a query is written as a name (`dagster-dbt`, `dg.toml`, `build_asset_context()`, `@asset`,
 * `AssetSpec`) rather than in words. Only such a query names a page by its whole title: `Partitions` or
 * `Asset checks` typed in words is the subject, whose guide is wanted, not the API page of that title.
 */
export function writtenAsName(query: string): boolean {
  const typed = query.trim();
  return /[_.@()-]/.test(typed) || /[a-z][A-Z]/.test(typed);
}

/**
 * How deep in its package a symbol is (its anchor is its qualified name): `dagster_sling.SlingResource` is the
 * package's own, `dagster_embedded_elt.sling.SlingResource` an older home of the same name, found second.
 */
const modulePathDepth = (url: string) => (url.split('#')[1] ?? '').split('.').length;

/** How many records sharing one name (`Config` in several libraries) are read; more would be noise. */
const MAX_EXACT = 16;

/**
 * Page-level Pagefind meta saying what a page is (theme/DocPage.tsx): `landing` for a sidebar category's own
 * page (the guide a subject starts at), `api` for a generated API reference page, `example` for a page of a sidebar
 * of worked examples (`search.rankBelowGuides`), `doc` for the rest.
 */
export const PAGE_KIND_META = 'kind';
export type SearchPageKind = 'landing' | 'api' | 'doc' | 'example';

/**
 * Page-level Pagefind meta with what the page's front matter says it is about: its description and keywords.
 * Authors name a page's subject there when its title does not (the Kubernetes pages deploy with Helm, a word
 * none of their titles has); searched at {@link PAGEFIND_SEARCH_OPTIONS}' weight and read by {@link titleShare}.
 */
export const PAGE_ABOUT_META = 'about';

/** The {@link PAGE_ABOUT_META} of a page: its description and keywords, or nothing when it has neither. */
export function pageAbout(description: string | undefined, keywords: readonly string[]): string | undefined {
  const about = [description, ...keywords].filter((s) => s && s.trim()).join(' ');
  return about || undefined;
}

/**
 * How many of Pagefind's first results are re-ordered by their titles. Pagefind ranks by how often the
 * words occur, so a landing page titled with the subject (`Assets`) often came second to tenth, under
 * pages that use the word more; its title says it is the page about the subject.
 */
const RERANKED = 20;

/**
 * Words that say nothing about which page is wanted: common English words, and the words a question is framed with
 * ("should I only…", "is there a way to…"). Pagefind matches pages that have every word asked, so each such word
 * left in a question hides the pages that answer it without using that word.
 */
const STOP_WORDS = new Set(
  (
    'a an the and or of to in on for with by from at as is are be it its this that how do does i my me we our you ' +
    'your can what when where which why who ' +
    'only just also should would could there way possible need want ' +
    // Framing of a comparison or a symptom ("difference between X and Y", "X vs Y", "X still runs"): the page that
    // answers uses X and Y, seldom these.
    'still vs versus difference between'
  ).split(' '),
);

/**
 * The words a title or query is compared by: lowercase, `I/O` as `io`, without common English words, each
 * stemmed as Pagefind stems the words it indexes (`Testing sensors` = "test a sensor").
 */
export function titleTerms(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(\w)\/(?=\w)/g, '$1')
    .split(/[^a-z0-9_]+/)
    .filter((w) => w && !STOP_WORDS.has(w))
    .map(stem);
}

/**
 * A word's stem, with a final doubled consonant made single: the Porter stemmer takes `adding` to `ad` (it drops
 * the doubled letter that `-ing` left) but keeps `add`, so "add a component" would not match "Adding components".
 */
export const stem = (word: string): string => stemmer(word).replace(/([^aeiouylsz])\1$/, '$1');

/**
 * The query without its common English words, as Pagefind is asked it: in "how do I test a sensor" only
 * "test sensor" says which page is wanted, and Pagefind would rank pages by how often they say "how" and
 * "do". A query of nothing else is asked as typed.
 */
export function contentWords(query: string): string {
  const words = query.trim().split(/\s+/);
  const content = words.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  return content.length ? content.join(' ') : query;
}

interface SubResult {
  url: string;
  title: string;
}
interface RankedData {
  url: string;
  meta: { title?: string; symbol?: string; kind?: string; about?: string };
  sub_results?: SubResult[];
  /** The page's elements with an id, as Pagefind records them (headings: `h2`…`h6`). */
  anchors?: { element: string; id: string; text: string }[];
}
interface PagefindResult<D> {
  id: string;
  /** Pagefind's relevance of the page for the words asked (higher first). */
  score?: number;
  data(): Promise<D>;
}
interface PagefindSearcher<D extends RankedData> {
  search(
    term: string | null,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult<D>[] } | null>;
}

/**
 * Below this many results for every word of a question, the question is asked again with each word left out in turn
 * (relaxedOrder): Pagefind matches only pages that have every word, so one word the answering page does not use
 * leaves nothing, or only pages that happen to say everything.
 */
const RELAX_BELOW = 5;

/**
 * The results of a question followed by those found when one of its words is left out (`dropped[i]`: the question
 * without word i), each page once, best Pagefind score first: a page missing a rare word scores lower than one
 * missing a common word, because the rare word weighs most in the score.
 */
export function relaxedOrder<R extends { id: string; score?: number }>(full: R[], dropped: R[][]): R[] {
  const found = new Set(full.map((r) => r.id));
  const extra = new Map<string, R>();
  for (const r of dropped.flat())
    if (!found.has(r.id) && (extra.get(r.id)?.score ?? -Infinity) < (r.score ?? 0)) extra.set(r.id, r);
  return [...full, ...[...extra.values()].sort((a, b) => (b.score ?? 0) - (a.score ?? 0))];
}

/**
 * From this many content words on, a question is always asked again with each word left out in turn, and the pages
 * found are ranked together by score ({@link scoreOrder}), not only when every word together finds too few: a real
 * question often has one word the answering page never uses ("failed asset check *still* runs downstream", "run
 * *stuck* in STARTING"), and the pages that happen to use every word are seldom the answer (held-out set C: the
 * wanted page among the first five for 76 → 86 of 100 questions, queries.tsv unchanged).
 */
const ALWAYS_RELAX_FROM = 3;
/** What a page's score counts for when it lacks one of the question's words ({@link scoreOrder}). */
const MISSING_WORD_SHARE = 0.6;

/**
 * The pages that have every word of a question and those found with one word left out (`dropped[i]`: the question
 * without word i), each once, by score: a page's own score when it has every word, else {@link MISSING_WORD_SHARE}
 * of its best score without one word. Pagefind's scores add up per word, so a page that lacks a common word but
 * matches the rare ones well outranks one that merely has every word.
 */
export function scoreOrder<R extends { id: string; score?: number }>(full: R[], dropped: R[][]): R[] {
  const best = new Map<string, { r: R; score: number }>(full.map((r) => [r.id, { r, score: r.score ?? 0 }]));
  const complete = new Set(best.keys());
  for (const r of dropped.flat()) {
    const score = (r.score ?? 0) * MISSING_WORD_SHARE;
    if (!complete.has(r.id) && (best.get(r.id)?.score ?? -Infinity) < score) best.set(r.id, { r, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score).map(({ r }) => r);
}

/** Pagefind's results for `words`, relaxed ({@link RELAX_BELOW}) when every word together finds too few. */
async function searchWords<D extends RankedData>(
  pf: PagefindSearcher<D>,
  words: string[],
  options: { filters?: Record<string, string> } | undefined,
): Promise<PagefindResult<D>[]> {
  const full = (await pf.search(words.join(' '), options))?.results ?? [];
  const always = words.length >= ALWAYS_RELAX_FROM;
  if ((full.length >= RELAX_BELOW && !always) || words.length < 2) return full;
  const shortened = words.map((_, i) => words.filter((_w, j) => j !== i).join(' '));
  const dropped = await Promise.all(shortened.map(async (q) => (await pf.search(q, options))?.results ?? []));
  return always ? scoreOrder(full, dropped) : relaxedOrder(full, dropped);
}

const sameTerms = (a: string[], b: string[]) => a.length === b.length && a.every((t) => b.includes(t));

/** How much a query word a page has only in a heading counts for, against one in its title. */
const HEADING_SHARE = 0.5;
/**
 * How many places in Pagefind's order a page moves up per query word its title has, for a page whose title has
 * only some of them: long questions ("sensor does not trigger after turning it on") were ranked by raw word
 * frequency, under pages that say "trigger" often, above the page titled with the subject.
 */
const PLACES_PER_WORD = 10;
/**
 * How many places a result moves down that is not the guide a question wants: an API symbol's record or a whole API
 * reference page, for a query written in words (found by words of docstrings or, on the long CLI references, by
 * how often they say "run" and "output", while the question is about a subject: "dbt selector yaml" is not asking
 * for `build_dbt_asset_selection`, "where is print output of a run" not for the `dagster` CLI reference; a query
 * written as a name keeps them where Pagefind put them, and a page titled with every word of the query or with a
 * heading that is the query is not moved), and a worked example (`example` page kind: `search.rankBelowGuides`),
 * which uses a subject without explaining it.
 */
const PLACES_DOWN = 10;

/**
 * Pagefind's first results re-ordered by what their titles say, the rest of the order kept:
 * 1. pages whose title has every word of the query: guides before API reference pages, then fewest other
 *    words in the title (`Assets` before `Defining assets`; a section's page counts as its best page below
 *    it), then a sidebar category's landing page first;
 * 2. pages with a heading that is the query (`dg launch`, `dagster dev` on the CLI references), at that
 *    heading's anchor;
 * 3. the others, in Pagefind's order moved up by the share of the query's words their titles have (a word
 *    only in a heading Pagefind matched counts half): {@link titleShare}.
 * Symbols are never re-ordered here: a query names them exactly or not at all.
 */
export function rankByTitles<D extends RankedData>(query: string, ranked: D[]): D[] {
  const terms = [...new Set(titleTerms(query))];
  if (terms.length === 0) return ranked;
  const asName = writtenAsName(query);
  const scored = ranked.map((d, order) => {
    const title = d.meta.symbol ? [] : titleTerms(d.meta.title ?? '');
    if (title.length && terms.every((t) => title.includes(t))) {
      const kind = d.meta.kind as SearchPageKind | undefined;
      const extra = title.filter((t) => !terms.includes(t)).length;
      return {
        d,
        path: cleanSearchUrl(d.url.split('#')[0]!),
        key: [0, Number(kind === 'api' || kind === 'example'), extra, Number(kind !== 'landing'), order],
      };
    }
    const heading = d.meta.symbol ? undefined : d.sub_results?.find((s) => sameTerms(titleTerms(s.title), terms));
    if (heading) return { d: { ...d, url: heading.url }, path: '', key: [1, 0, 0, 0, order] };
    const share = d.meta.symbol ? 0 : titleShare(terms, d);
    const reference = (!!d.meta.symbol || d.meta.kind === 'api') && !asName;
    const demoted = reference || d.meta.kind === 'example' ? PLACES_DOWN : 0;
    return { d, path: '', key: [2, order - share * terms.length * PLACES_PER_WORD + demoted, 0, 0, order] };
  });
  // A section's page ranks with its best page titled alike: `Iceberg` finds the Iceberg integration's page
  // before its `Iceberg reference`, whose title is shorter; a page titled exactly `Tags` still comes first.
  for (const s of scored)
    for (const below of scored)
      if (s.path && below.path.startsWith(s.path + '/') && below.key[1] === s.key[1])
        s.key[2] = Math.min(s.key[2]!, Math.max(below.key[2]!, 1));
  const byKey = (a: number[], b: number[]) => a.reduce((c, x, i) => c || x - b[i]!, 0);
  return scored.sort((a, b) => byKey(a.key, b.key)).map((s) => s.d);
}

/**
 * The share (0…1) of the query's words a page's title has, a word only in one of the headings Pagefind matched
 * counting {@link HEADING_SHARE}: "test a sensor from the UI" is about the page titled Testing sensors more than
 * about the pages that say "UI" most.
 */
export function titleShare(terms: string[], d: RankedData): number {
  if (terms.length === 0) return 0;
  const title = new Set(titleTerms(d.meta.title ?? ''));
  const headings = new Set([...(d.sub_results ?? []).map((s) => s.title), d.meta.about ?? ''].flatMap(titleTerms));
  const found = terms.reduce((n, t) => n + (title.has(t) ? 1 : headings.has(t) ? HEADING_SHARE : 0), 0);
  return found / terms.length;
}

interface ExactMatch<D> {
  d: D;
  name: string;
  /** Symbols first, then pages by their titles, then pages by a heading. */
  order: number;
}

/**
 * How a record found in the exact-name filter is named by the query, if it is: a symbol by its name; a page
 * by its title, for a query written as a name; a page by a heading that is code (cli/mdx/rehype-search-names.ts),
 * at that heading, for any query but a single word (a word is a subject, whatever a page calls a section).
 */
function exactMatch<D extends RankedData>(query: string, d: D, asName: boolean): ExactMatch<D> | undefined {
  const name = d.meta.symbol ?? d.meta.title ?? '';
  if ((d.meta.symbol || asName) && namesExactly(query, name)) return { d, name, order: d.meta.symbol ? 0 : 1 };
  if (d.meta.symbol || /^[A-Za-z]+$/.test(query.trim())) return undefined;
  const key = exactNameKey(query);
  const heading = d.anchors?.find((a) => /^h[2-6]$/.test(a.element) && exactNameKey(a.text) === key);
  if (!heading) return undefined;
  return { d: { ...d, url: `${d.url.split('#')[0]}#${heading.id}` }, name: heading.text, order: 2 };
}

/**
 * Pagefind's results with the records the query names exactly moved first (symbols, then pages by title for
 * a query written as a name, then pages by a heading that is the name: {@link exactMatch}); a name in the
 * query's own case first. One lookup in the exact-name filter beside the ordinary search, which is asked the
 * query's content words ({@link contentWords}). The first results after the named ones are re-ordered by
 * their titles ({@link rankByTitles}). Used by the search box and `docs mcp`.
 */
export async function searchExactFirst<D extends RankedData>(
  pf: PagefindSearcher<D>,
  query: string,
  limit: number,
  /** Filters every lookup must match too: `{version: '2.0'}` scopes search to the docs version being read. */
  scope: Record<string, string> = {},
): Promise<D[]> {
  const key = exactNameKey(query);
  const [found, named] = await Promise.all([
    searchWords(pf, contentWords(query).split(/\s+/), Object.keys(scope).length ? { filters: scope } : undefined),
    key ? pf.search(null, { filters: { ...scope, [EXACT_NAME_FILTER]: key } }) : null,
  ]);
  const candidates = await Promise.all(
    (named?.results ?? []).slice(0, MAX_EXACT).map(async (r) => ({ r, d: await r.data() })),
  );
  const asName = writtenAsName(query);
  const exact = candidates
    .map(({ r, d }) => ({ r, ...exactMatch(query, d, asName) }))
    .filter((m): m is typeof m & ExactMatch<D> => !!m.d)
    .sort(
      (a, b) =>
        Number(!sameCase(query, a.name)) - Number(!sameCase(query, b.name)) ||
        a.order - b.order ||
        modulePathDepth(a.d.url) - modulePathDepth(b.d.url),
    )
    .slice(0, limit);
  const first = new Set(exact.map(({ r }) => r.id));
  const rest = found.filter((r) => !first.has(r.id));
  const head = await Promise.all(rest.slice(0, Math.max(RERANKED, limit)).map((r) => r.data()));
  return [...exact.map(({ d }) => d), ...rankByTitles(query, head)].slice(0, limit);
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
