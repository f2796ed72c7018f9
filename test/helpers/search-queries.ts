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
  /** The wanted URL: a page (`/guides/automate/schedules`) or an API entry (`/api/dagster/assets#dagster.asset`). */
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

export function loadQueries(file = QUERIES_FILE): SearchQuery[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [query = '', want = '', kind = '', source = ''] = line.split('\t');
      return { query, want, kind, source };
    });
}

/**
 * A fixed pseudo-random third of the set, never looked at while ranking was tuned: the figure on it says
 * whether a change is general. FNV-1a of the query with a fixed seed, so a query stays on its side when
 * others are added.
 */
export function isHeldOut(query: string): boolean {
  let h = 0x811c9dc5 ^ 0x2025;
  for (const ch of query) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h % 3 === 0;
}

/**
 * Whether a result is the wanted page: the same URL, or, when a page is wanted, a place on it (a CLI command's
 * heading on the CLI reference is on the page the reader meant). An API entry is wanted at its own anchor.
 */
export function landsOn(want: string, url: string): boolean {
  return url === want || (!want.includes('#') && url.startsWith(want + '#'));
}

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
}

export const figures = (outcomes: QueryOutcome[]): SearchFigures => ({
  total: outcomes.length,
  top1: outcomes.filter((o) => o.rank === 1).length,
  top3: outcomes.filter((o) => o.rank >= 1 && o.rank <= 3).length,
});

export const percent = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '-');

export const describeFigures = (f: SearchFigures) =>
  `top-1 ${f.top1}/${f.total} (${percent(f.top1, f.total)}), top-3 ${f.top3}/${f.total} (${percent(f.top3, f.total)})`;

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
