/**
 * Measures the search query set (test/integration/search-queries/queries.tsv) against a built site, through
 * the ranking `docs mcp` uses (the site's own pagefind.js, shared/search-ranking.ts).
 *
 *   node --import tsx scripts/search-eval/run.ts <built-site-dir> [--misses] [--held-out]
 *
 * Prints top-1 and top-3 for the whole set, the tuned two thirds and the held-out third. `--misses` lists
 * the tuned part's misses; the held-out third's misses are listed only with `--held-out`, so that ranking
 * is never tuned on them.
 */
import { createBuiltSearch } from '../../cli/mcp/built-search.ts';
import { describeFigures, figures, isHeldOut, loadQueries, runQueries } from '../../test/helpers/search-queries.ts';

const [dir, ...flags] = process.argv.slice(2);
if (!dir) {
  console.error('usage: search-eval/run.ts <built-site-dir> [--misses] [--held-out]');
  process.exit(2);
}
const search = createBuiltSearch(dir);
const outcomes = await runQueries(loadQueries(), async (q) => (await search.search(q, 10)).map((h) => h.url));
const tuned = outcomes.filter((o) => !isHeldOut(o.q.query));
const held = outcomes.filter((o) => isHeldOut(o.q.query));
console.log(`all       ${describeFigures(figures(outcomes))}`);
console.log(`tuned     ${describeFigures(figures(tuned))}`);
console.log(`held-out  ${describeFigures(figures(held))}`);
for (const kind of [...new Set(outcomes.map((o) => o.q.kind))])
  console.log(`  ${kind.padEnd(12)} ${describeFigures(figures(outcomes.filter((o) => o.q.kind === kind)))}`);
const show = [...(flags.includes('--misses') ? tuned : []), ...(flags.includes('--held-out') ? held : [])];
for (const o of show.filter((o) => o.rank !== 1))
  console.log(`miss ${o.rank || '-'}  ${o.q.query}  →  ${o.q.want}\n       got ${o.urls.slice(0, 3).join('  ')}`);
