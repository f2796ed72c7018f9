/**
 * Measures the search query sets (test/integration/search-queries/*.tsv) against a built site, through the ranking
 * `docs mcp` uses (the site's own pagefind.js, shared/search-ranking.ts).
 *
 *   node --import tsx scripts/search-eval/run.ts <built-site-dir> [--set queries|a|b|c|d|e|f]… [--misses] [--held-out]
 *
 * Without --set, measures queries.tsv: top-1/3/5 for the whole set, the tuned two thirds and the held-out third.
 * `--misses` lists the misses of the sets ranking may be tuned on (queries.tsv's tuned part, held-out A and C); the
 * held-out third's misses only with `--held-out`. Sets B and D are never tuned on: only their figures are printed,
 * whatever the flags say. Sets E and F are measured in their two halves: the dev half's misses are listed with
 * `--misses`, the test half's never.
 */
import { createBuiltSearch } from '../../cli/mcp/built-search.ts';
import {
  QUERY_SETS,
  describeFigures,
  figures,
  isEDev,
  isFDev,
  isHeldOut,
  loadQueries,
  runQueries,
  type QueryOutcome,
} from '../../test/helpers/search-queries.ts';

const args = process.argv.slice(2);
const dir = args[0];
const sets = args.flatMap((a, i) => (args[i - 1] === '--set' ? [a] : []));
const unknown = sets.filter((s) => !(s in QUERY_SETS));
if (!dir || dir.startsWith('--') || unknown.length) {
  console.error(
    `usage: search-eval/run.ts <built-site-dir> [--set ${Object.keys(QUERY_SETS).join('|')}]… [--misses] [--held-out]`,
  );
  process.exit(2);
}
const search = createBuiltSearch(dir);
const urls = async (query: string) => (await search.search(query, 10)).map((h) => h.url);
const run = (file: string) => runQueries(loadQueries(file), urls);
const listMisses = (list: QueryOutcome[]) => {
  for (const o of list.filter((o) => o.rank !== 1))
    console.log(`miss ${o.rank || '-'}  ${o.q.query}  →  ${o.q.want}\n       got ${o.urls.slice(0, 3).join('  ')}`);
};
/** Only these sets may be tuned on, so only their misses may be listed. */
const TUNABLE = new Set(['queries', 'a', 'c']);
/** The sets measured in a dev half (misses listable) and a test half (figure only), by their split. */
const HALVES: Record<string, (query: string) => boolean> = { e: isEDev, f: isFDev };

for (const name of sets.length ? sets : ['queries']) {
  const outcomes = await run(QUERY_SETS[name]!);
  console.log(`${name.padEnd(9)} ${describeFigures(figures(outcomes))}`);
  if (name === 'queries') {
    const tuned = outcomes.filter((o) => !isHeldOut(o.q.query));
    const held = outcomes.filter((o) => isHeldOut(o.q.query));
    console.log(`  tuned     ${describeFigures(figures(tuned))}`);
    console.log(`  held-out  ${describeFigures(figures(held))}`);
    for (const kind of [...new Set(outcomes.map((o) => o.q.kind))])
      console.log(`  ${kind.padEnd(12)} ${describeFigures(figures(outcomes.filter((o) => o.q.kind === kind)))}`);
    if (args.includes('--misses')) listMisses(tuned);
    if (args.includes('--held-out')) listMisses(held);
  } else if (HALVES[name]) {
    const isDev = HALVES[name];
    const dev = outcomes.filter((o) => isDev(o.q.query));
    const set = name.toUpperCase();
    console.log(`  ${`${set}-dev`.padEnd(9)} ${describeFigures(figures(dev))}`);
    console.log(`  ${`${set}-test`.padEnd(9)} ${describeFigures(figures(outcomes.filter((o) => !isDev(o.q.query))))}`);
    if (args.includes('--misses')) listMisses(dev);
  } else if (TUNABLE.has(name) && args.includes('--misses')) listMisses(outcomes);
}
