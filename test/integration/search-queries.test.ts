import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createBuiltSearch } from '../../cli/mcp/built-search.ts';
import { routeToHtmlFile } from '../../shared/routes.ts';
import { builtRealSite } from '../helpers/real-site.ts';
import {
  HELD_OUT_A_FILE,
  HELD_OUT_B_FILE,
  HELD_OUT_C_FILE,
  HELD_OUT_D_FILE,
  HELD_OUT_E_FILE,
  HELD_OUT_F_FILE,
  describeFigures,
  figures,
  isHeldOut,
  loadQueries,
  runQueries,
  wantedUrls,
  type QueryOutcome,
} from '../helpers/search-queries.ts';

// The search query set (search-queries/queries.tsv: subjects, questions from real issues, API names, CLI
// commands, integration names, each with the page wanted) through the ranking the site's search box and
// `docs mcp` share (shared/search-ranking.ts over the built site's own pagefind.js). Issue #25's bar: the
// wanted page first for at least 95 % of the set. A third of the set (isHeldOut) was never looked at while
// ranking was tuned; its figure is printed on its own. The held-out sets of real questions (held-out-{a..f}.tsv)
// are checked here only for what must hold of them (sizes, no query in two sets, every wanted page and anchor
// exists); their figures, which no test asserts, are measured by `scripts/search-eval/run.ts <built-site> --set a
// --set b …` (README, "Search"): searching their 384 questions took half this suite's CPU on every `npm test`.
const TOP1_BAR = 0.95;
const TOP3_BAR = 0.97;

const queries = loadQueries();
const heldOutA = loadQueries(HELD_OUT_A_FILE);
const heldOutB = loadQueries(HELD_OUT_B_FILE);
const heldOutC = loadQueries(HELD_OUT_C_FILE);
const heldOutD = loadQueries(HELD_OUT_D_FILE);
const heldOutE = loadQueries(HELD_OUT_E_FILE);
const heldOutF = loadQueries(HELD_OUT_F_FILE);
const heldOut = [...heldOutA, ...heldOutB, ...heldOutC, ...heldOutD, ...heldOutE, ...heldOutF];
let outcomes: QueryOutcome[] = [];
let siteDir = '';

const misses = (list: QueryOutcome[]) =>
  list
    .filter((o) => o.rank !== 1)
    .map((o) => `  ${o.q.query} → ${o.q.want}: ${o.rank ? `#${o.rank}` : 'not in the first 10'}; first ${o.urls[0]}`)
    .join('\n');

test.before(async () => {
  siteDir = await builtRealSite();
  const search = createBuiltSearch(siteDir);
  outcomes = await runQueries(queries, async (q) => (await search.search(q, 10)).map((h) => h.url));
  const held = outcomes.filter((o) => isHeldOut(o.q.query));
  console.log(`search query set: all ${describeFigures(figures(outcomes))}`);
  console.log(`  held-out third: ${describeFigures(figures(held))}`);
});

test('the query set is large and every wanted page exists in the built site', () => {
  assert.ok(queries.length >= 100, `${queries.length} queries`);
  assert.ok(new Set(queries.map((q) => q.query)).size === queries.length, 'a query is listed twice');
  const kinds = new Set(queries.map((q) => q.kind));
  for (const kind of ['subject', 'subject2', 'question', 'api', 'cli', 'integration']) assert.ok(kinds.has(kind), kind);
  assert.ok(
    heldOutA.length >= 25 &&
      heldOutB.length >= 60 &&
      heldOutC.length >= 100 &&
      heldOutD.length >= 100 &&
      heldOutE.length >= 80 &&
      heldOutF.length >= 60,
    `${heldOut.length} held-out`,
  );
  const seen = new Set(queries.map((q) => q.query));
  for (const { query } of heldOut) {
    assert.ok(!seen.has(query), `${query} is in two sets`);
    seen.add(query);
  }
  for (const { query, want } of [...queries, ...heldOut])
    for (const url of wantedUrls(want)) {
      const [route, anchor] = url.split('#');
      const file = join(siteDir, routeToHtmlFile(route!));
      assert.ok(existsSync(file), `${query}: no page ${route}`);
      const hasAnchor = () => readFileSync(file, 'utf8').includes(`id="${anchor}"`);
      if (anchor) assert.ok(hasAnchor(), `${query}: no #${anchor} on ${route}`);
    }
});

test(`the wanted page is first for at least ${TOP1_BAR * 100} % of the queries`, () => {
  const f = figures(outcomes);
  assert.ok(f.top1 >= TOP1_BAR * f.total, `${describeFigures(f)}; misses:\n${misses(outcomes)}`);
});

test(`the wanted page is among the first three for at least ${TOP3_BAR * 100} % of the queries`, () => {
  const f = figures(outcomes);
  assert.ok(f.top3 >= TOP3_BAR * f.total, describeFigures(f));
});

test('an exact API name finds its entry first, every time', () => {
  const api = outcomes.filter((o) => o.q.kind === 'api');
  assert.equal(misses(api), '');
});

test.run();
