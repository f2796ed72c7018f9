import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_DIR } from './fixtures.ts';

/**
 * The search query set (test/integration/search-queries/queries.tsv): queries a Dagster user types, each with
 * the page they want. Sources: real questions from the Dagster issue tracker and Q&A pages, the subjects of the
 * content plan, API names, CLI commands and integration names (the `kind` and `source` columns).
 */
export interface SearchQuery {
  query: string;
  /**
   * The wanted URL: a page (`/guides/automate/schedules`) or an API entry (`/api/dagster/assets#dagster.asset`);
   * several separated by a space when two pages answer the question equally (held-out-c.tsv: the site has two
   * workspace.yaml references). Any of them counts.
   */
  want: string;
  kind: string;
  source: string;
}

export const QUERIES_FILE = join(PROJECT_DIR, 'test/integration/search-queries/queries.tsv');
/**
 * A second set of real questions (issue #25), in two halves: ranking may be tuned on half A's misses, never on half
 * B's, whose figure says whether a change is general.
 */
export const HELD_OUT_A_FILE = join(PROJECT_DIR, 'test/integration/search-queries/held-out-a.tsv');
export const HELD_OUT_B_FILE = join(PROJECT_DIR, 'test/integration/search-queries/held-out-b.tsv');
/**
 * A third set (held-out-c.tsv), written before the ranking changes it first measured; ranking and page text may now be
 * tuned on its misses (issue #25's second round), as on half A.
 */
export const HELD_OUT_C_FILE = join(PROJECT_DIR, 'test/integration/search-queries/held-out-c.tsv');
/** A fourth set (held-out-d.tsv), written and measured before the changes tuned on C; never tuned on: figure only. */
export const HELD_OUT_D_FILE = join(PROJECT_DIR, 'test/integration/search-queries/held-out-d.tsv');

/**
 * A fifth set (held-out-e.tsv), written and measured before the changes of its round, in two halves
 * ({@link isEDev}): ranking may be tuned on E-dev's misses; E-test is never tuned on, and only its figure is read.
 */
export const HELD_OUT_E_FILE = join(PROJECT_DIR, 'test/integration/search-queries/held-out-e.tsv');

/**
 * A sixth set (held-out-f.tsv), written and measured before the changes of its round, in two halves
 * ({@link isFDev}): page text may be improved for F-dev's misses; F-test is never tuned on, and only its figure is
 * read.
 */
export const HELD_OUT_F_FILE = join(PROJECT_DIR, 'test/integration/search-queries/held-out-f.tsv');

/** The query sets by the names `scripts/search-eval/run.ts --set` takes. */
export const QUERY_SETS: Record<string, string> = {
  queries: QUERIES_FILE,
  a: HELD_OUT_A_FILE,
  b: HELD_OUT_B_FILE,
  c: HELD_OUT_C_FILE,
  d: HELD_OUT_D_FILE,
  e: HELD_OUT_E_FILE,
  f: HELD_OUT_F_FILE,
};

export function loadQueries(file = QUERIES_FILE): SearchQuery[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [query = '', want = '', kind = '', source = ''] = line.split('\t');
      return { query, want, kind, source };
    });
}

/** FNV-1a of a query with a seed of its split: a query stays on its side when others are added. */
function splitHash(query: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (const ch of query) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/**
 * A fixed pseudo-random third of the set, never looked at while ranking was tuned: the figure on it says
 * whether a change is general.
 */
export function isHeldOut(query: string): boolean {
  return splitHash(query, 0x2025) % 3 === 0;
}

/**
 * Whether a query of held-out-e.tsv is in its half E-dev (may be tuned on) rather than E-test (never tuned on): its
 * own seed, so the split does not follow {@link isHeldOut}'s.
 */
export function isEDev(query: string): boolean {
  return splitHash(query, 0xe5e7) % 2 === 0;
}

/**
 * Whether a query of held-out-f.tsv is in F-dev (may be tuned on) rather than F-test: a seed of its own, as for E. It
 * reads bit 16 of the hash, not bit 0: FNV-1a's lowest bit is only the parity of the query's odd code points (xor and
 * an odd multiplier never carry into it), so `% 2` splits by that parity whatever the seed.
 */
export function isFDev(query: string): boolean {
  return ((splitHash(query, 0xf5e7) >>> 16) & 1) === 0;
}

/**
 * Whether a result is the wanted page: the same URL, or, when a page is wanted, a place on it (a CLI command's
 * heading on the CLI reference is on the page the reader meant). An API entry is wanted at its own anchor.
 */
export function landsOn(want: string, url: string): boolean {
  return wantedUrls(want).some((w) => url === w || (!w.includes('#') && url.startsWith(w + '#')));
}

/** The wanted URLs of a query: one, or several separated by spaces. */
export const wantedUrls = (want: string): string[] => want.split(/\s+/).filter(Boolean);

export interface QueryOutcome {
  q: SearchQuery;
  /** 1-based rank of the wanted page among the results, 0 when it is not among them. */
  rank: number;
  urls: string[];
}

export interface SearchFigures {
  total: number;
  top1: number;
  top3: number;
  top5: number;
}

export const figures = (outcomes: QueryOutcome[]): SearchFigures => ({
  total: outcomes.length,
  top1: outcomes.filter((o) => o.rank === 1).length,
  top3: outcomes.filter((o) => o.rank >= 1 && o.rank <= 3).length,
  top5: outcomes.filter((o) => o.rank >= 1 && o.rank <= 5).length,
});

export const percent = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '-');

const share = (label: string, n: number, of: number) => `${label} ${n}/${of} (${percent(n, of)})`;

export const describeFigures = (f: SearchFigures) =>
  [share('top-1', f.top1, f.total), share('top-3', f.top3, f.total), share('top-5', f.top5, f.total)].join(', ');

/** Runs every query through `search` (the site's ranking: `docs mcp`'s search or the browser's). */
export async function runQueries(
  queries: SearchQuery[],
  search: (query: string) => Promise<string[]>,
): Promise<QueryOutcome[]> {
  const outcomes: QueryOutcome[] = [];
  for (const q of queries) {
    const urls = await search(q.query);
    outcomes.push({ q, urls, rank: urls.findIndex((u) => landsOn(q.want, u)) + 1 });
  }
  return outcomes;
}
