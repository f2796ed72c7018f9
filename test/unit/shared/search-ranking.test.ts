import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  contentWords,
  exactNameKey,
  namesExactly,
  pageAbout,
  rankByTitles,
  relaxedOrder,
  scoreOrder,
  searchExactFirst,
  stem,
  titleShare,
  titleTerms,
  writtenAsName,
} from '../../../shared/search-ranking.ts';

// A stand-in for Pagefind: the ordinary search returns `ranked` in order; the exact-name filter
// returns the records whose key is the filter value, as the built index does (a page is in the filter
// under its title and under each heading that is code: cli/mdx/rehype-search-names.ts).
interface Rec {
  url: string;
  meta: { title?: string; symbol?: string; kind?: string; about?: string };
  sub_results?: { url: string; title: string }[];
  anchors?: { element: string; id: string; text: string }[];
}
function fakePagefind(ranked: Rec[]) {
  const result = (r: Rec) => ({ id: r.url, data: async () => r });
  const keys = (r: Rec) => [
    exactNameKey(r.meta.symbol ?? r.meta.title ?? ''),
    ...(r.anchors ?? []).map((a) => exactNameKey(a.text)),
  ];
  const asked: (string | null)[] = [];
  return {
    asked,
    search: async (term: string | null, options?: { filters?: Record<string, string> }) => {
      asked.push(term);
      return {
        results: (term === null ? ranked.filter((r) => keys(r).includes(options?.filters?.exact ?? '')) : ranked).map(
          result,
        ),
      };
    },
  };
}

const guide = (n: number): Rec => ({ url: `/guides/g${n}`, meta: { title: `Guide ${n} about definitions` } });
const site: Rec[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(guide),
  { url: '/api/dagster/components#dagster.definitions', meta: { symbol: '@definitions' } },
  { url: '/api/dagster/definitions', meta: { title: 'Definitions', kind: 'api' } },
  { url: '/api/dagster/definitions#dagster.Definitions', meta: { symbol: 'Definitions' } },
  { url: '/api/dagster/partitions', meta: { title: 'Partitions', kind: 'api' } },
  { url: '/guides/partitions/partitioning-assets', meta: { title: 'Partitioning assets', kind: 'doc' } },
  { url: '/guides/partitions', meta: { title: 'Partitions and backfills', kind: 'landing' } },
  { url: '/api/libraries/dagster-dbt', meta: { title: 'dagster-dbt', kind: 'api' } },
  {
    url: '/api/clis/cli',
    meta: { title: 'dagster CLI reference', kind: 'doc' },
    anchors: [
      { element: 'h2', id: 'assets', text: 'Assets' },
      { element: 'h3', id: 'dagster-asset-materialize', text: 'dagster asset materialize' },
      { element: 'h3', id: 'dagster-dev', text: 'dagster' },
    ],
  },
];
const urls = async (query: string, limit = 4, records = site) =>
  (await searchExactFirst(fakePagefind(records), query, limit)).map((r) => r.url);

test('exactNameKey ignores @, dg./dagster. prefixes, () and case', () => {
  assert.is(exactNameKey('dg.Definitions()'), 'definitions');
  assert.is(exactNameKey(' dagster.multi_asset '), 'multi_asset');
  assert.is(exactNameKey('@asset'), 'asset');
});

test('a lowercase word names only a lowercase name; anything else ignores case', () => {
  assert.ok(namesExactly('partitions', 'partitions'));
  assert.not.ok(namesExactly('partitions', 'Partitions'));
  assert.ok(namesExactly('Partitions', 'Partitions'));
  assert.ok(namesExactly('multi_asset', '@multi_asset'));
  assert.ok(namesExactly('asset checks', 'Asset checks'));
  assert.not.ok(namesExactly('Definition', 'Definitions'));
});

test('a query is written as a name when it has code punctuation or an inner capital, not when it is words', () => {
  for (const q of ['dagster-dbt', 'dg.toml', 'build_asset_context()', '@asset', 'AssetSpec', 'dagster.yaml'])
    assert.ok(writtenAsName(q), q);
  for (const q of ['Partitions', 'asset checks', 'Asset checks', 'I/O managers', 'dg launch'])
    assert.not.ok(writtenAsName(q), q);
});

test('titleTerms stems, drops common words and reads I/O as io', () => {
  assert.equal(titleTerms('Testing sensors'), titleTerms('how do I test a sensor'));
  assert.equal(titleTerms('I/O managers'), titleTerms('IO Managers'));
  assert.equal(titleTerms('Partitions and backfills'), ['partit', 'backfil']);
  assert.equal(titleTerms('the of and'), []);
});

test('contentWords asks Pagefind without common words, unless that leaves nothing', async () => {
  assert.is(contentWords('how do I test a sensor'), 'test sensor');
  assert.is(contentWords('what is it'), 'what is it');
  const pf = fakePagefind(site);
  await searchExactFirst(pf, 'How do I define assets', 3);
  assert.ok(pf.asked.includes('define assets'), JSON.stringify(pf.asked));
});

test('an exact name ranked below the limit comes first, its own case and symbols before pages', async () => {
  assert.equal(await urls('Definitions', 3), [
    '/api/dagster/definitions#dagster.Definitions',
    '/api/dagster/components#dagster.definitions',
    // The API page titled Definitions is not named: the word is also a subject, and guides about it come first.
    '/guides/g1',
  ]);
  assert.equal((await urls('dg.Definitions()', 1))[0], '/api/dagster/definitions#dagster.Definitions');
  assert.equal((await urls('@definitions', 1))[0], '/api/dagster/components#dagster.definitions');
  // A page title named as a name is found by it; the same title in words is a subject (next test).
  assert.equal((await urls('dagster-dbt', 1))[0], '/api/libraries/dagster-dbt');
});

test("a subject, in either case, finds its guide's landing page before the API page of that title", async () => {
  assert.equal(await urls('partitions', 3), [
    '/guides/partitions',
    '/guides/partitions/partitioning-assets',
    '/api/dagster/partitions',
  ]);
  assert.equal((await urls('Partitions', 1))[0], '/guides/partitions');
  const all = await urls('Definitions', 30);
  assert.is(new Set(all).size, all.length);
  assert.is(all.length, site.length);
});

test('a name of two or more words finds the page with that code heading, at the heading', async () => {
  assert.equal((await urls('dagster asset materialize', 2))[0], '/api/clis/cli#dagster-asset-materialize');
  // One plain word is a subject even if a page has a code heading of it.
  assert.not.ok((await urls('dagster', 30)).includes('/api/clis/cli#dagster-dev'));
});

test('of two symbols with one name, the one at the top of its package comes first', async () => {
  const records: Rec[] = [
    {
      url: '/api/libraries/dagster-embedded-elt#dagster_embedded_elt.sling.SlingResource',
      meta: { symbol: 'SlingResource' },
    },
    { url: '/api/libraries/dagster-sling#dagster_sling.SlingResource', meta: { symbol: 'SlingResource' } },
  ];
  assert.equal(
    (await urls('SlingResource', 2, records))[0],
    '/api/libraries/dagster-sling#dagster_sling.SlingResource',
  );
});

const page = (url: string, title: string, kind = 'doc', sub: Rec['sub_results'] = []): Rec => ({
  url,
  meta: { title, kind },
  sub_results: sub,
});

test('rankByTitles: fewest other title words first, a section with its best page, exact titles first', () => {
  const ranked = [
    page('/i/iceberg/reference', 'Iceberg reference'),
    page('/other', 'Something that mentions iceberg often'),
    page('/i/iceberg', 'Dagster & Apache Iceberg', 'landing'),
    page('/i/iceberg/usage', 'Iceberg usage'),
  ];
  assert.equal(
    rankByTitles('Iceberg', ranked).map((r) => r.url),
    ['/i/iceberg', '/i/iceberg/reference', '/i/iceberg/usage', '/other'],
  );
  const tags = [page('/m', 'Asset metadata and tags', 'landing'), page('/m/tags', 'Tags')];
  assert.equal(
    rankByTitles('tags', tags).map((r) => r.url),
    ['/m/tags', '/m'],
  );
});

test('rankByTitles: a heading that is the query comes after titles, at its anchor; symbols never move up', () => {
  const ranked: Rec[] = [
    { url: '/api/x#dagster.launch', meta: { symbol: 'launch' } },
    page('/cli', 'dg CLI reference', 'doc', [{ url: '/cli#dg-launch', title: 'dg launch' }]),
    page('/guide', 'Launching runs', 'doc'),
  ];
  assert.equal(
    rankByTitles('dg launch', ranked).map((r) => r.url),
    // The guide's title has one of the two words: it moves up; the symbol is not named by the query, and stays.
    ['/cli#dg-launch', '/guide', '/api/x#dagster.launch'],
  );
  // A query of only common words leaves Pagefind's order.
  assert.equal(rankByTitles('how to', ranked), ranked);
});

test('titleShare: words in the title count whole, words only in a matched heading or the about meta half', () => {
  const terms = titleTerms('test a sensor from the UI');
  assert.is(titleShare(terms, page('/t', 'Testing sensors')), 2 / 3);
  assert.is(titleShare(terms, page('/u', 'Runs', 'doc', [{ url: '/u#ui', title: 'In the UI' }])), 0.5 / 3);
  assert.is(titleShare(titleTerms('helm'), { url: '/k', meta: { title: 'Kubernetes', about: 'The Helm chart' } }), 0.5);
  assert.is(titleShare(terms, page('/x', 'Assets')), 0);
  assert.is(titleShare([], page('/x', 'Assets')), 0);
});

test("rankByTitles: a page whose title has some of a question's words moves up by how many it has", () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => page(`/f${i}`, `Other page ${i}`));
  // Pagefind ranked the guide 5th by word frequency; its title has two of the question's three content words.
  const ranked = [
    ...filler(4),
    page('/sensors/testing', 'Testing sensors'),
    ...filler(10).map((p) => ({ ...p, url: p.url + 'b' })),
  ];
  assert.is(rankByTitles('how do I test a sensor from the UI', ranked)[0]!.url, '/sensors/testing');
  // One word of a long question moves a page up a little, not past Pagefind's first results.
  const late = [...filler(15), page('/ui', 'The UI')];
  const order = rankByTitles('sensor does not trigger after turning it on in the UI', late).map((r) => r.url);
  assert.ok(order.indexOf('/ui') > 2 && order.indexOf('/ui') < 15, order.join(' '));
  // A page with every word still comes before one with some.
  const both = [page('/some', 'Testing'), page('/all', 'Testing sensors')];
  assert.equal(
    rankByTitles('test sensors', both).map((r) => r.url),
    ['/all', '/some'],
  );
});

test('pageAbout: the description and keywords, or nothing', () => {
  assert.is(
    pageAbout('Deploy with the Helm chart.', ['kubernetes', 'k8s']),
    'Deploy with the Helm chart. kubernetes k8s',
  );
  assert.is(pageAbout(undefined, []), undefined);
  assert.is(pageAbout('  ', ['helm']), 'helm');
});

test('contentWords also drops the words a question is framed with', () => {
  // "only" is on no page that explains deploying user code with the Helm chart; Pagefind needs every word asked.
  assert.is(contentWords('deploy only user code with the helm chart'), 'deploy user code helm chart');
  assert.is(contentWords('is there a way to retry a run'), 'retry run');
  assert.is(contentWords('should I use sensors'), 'use sensors');
});

// A Pagefind stand-in that, as Pagefind does, returns only the pages that have every word asked.
function wordPagefind(pages: { url: string; title: string; words: string; score: number }[]) {
  const asked: string[] = [];
  return {
    asked,
    search: async (term: string | null) => {
      if (term === null) return { results: [] };
      asked.push(term);
      const words = term.split(' ');
      const hits = pages.filter((p) => words.every((w) => p.words.split(' ').includes(w)));
      return {
        results: hits.map((p) => ({ id: p.url, score: p.score, data: async () => ({ url: p.url, meta: p }) })),
      };
    },
  };
}

test('a question that finds too few pages is asked again without each of its words in turn', async () => {
  const pages = [
    { url: '/everything', title: 'Other', words: 'trigger job succeed after', score: 3 },
    { url: '/run-status-sensors', title: 'Run status sensors', words: 'trigger job succeed', score: 9 },
    { url: '/misses-two', title: 'Jobs', words: 'job', score: 20 },
  ];
  const pf = wordPagefind(pages);
  const found = (await searchExactFirst(pf, 'trigger job after succeed', 5)).map((r) => r.url);
  // Both pages, ranked by score (the one that lacks "after" counts 0.6 of its 9); never one that lacks two words.
  assert.equal(found, ['/run-status-sensors', '/everything']);
  assert.ok(pf.asked.includes('trigger job succeed'), pf.asked.join(' | '));
  // A question of two words is asked again only when both together find too few, and keeps the pages with both first.
  const two = [
    { url: '/both', title: 'Other', words: 'trigger job', score: 1 },
    { url: '/one', title: 'Other 2', words: 'job', score: 9 },
  ];
  assert.equal((await searchExactFirst(wordPagefind(two), 'trigger job', 5)).map((r) => r.url)[0], '/both');
  // Enough pages with every word: no second round.
  const many = Array.from({ length: 6 }, (_, i) => ({ url: `/p${i}`, title: `P${i}`, words: 'x y', score: 1 }));
  const pf2 = wordPagefind(many);
  await searchExactFirst(pf2, 'x y', 5);
  assert.equal(pf2.asked, ['x y']);
});

test('relaxedOrder: pages with every word first, then the others once each by their best score', () => {
  const r = (id: string, score: number) => ({ id, score });
  assert.equal(
    relaxedOrder(
      [r('all', 1)],
      [
        [r('all', 5), r('b', 2)],
        [r('c', 4), r('b', 6)],
      ],
    ).map((x) => x.id),
    ['all', 'b', 'c'],
  );
});

test('rankByTitles: for a query in words, API symbols found in docstrings move down below the guides', () => {
  const ranked: Rec[] = [
    { url: '/api/dbt#dagster_dbt.build_dbt_asset_selection', meta: { symbol: 'build_dbt_asset_selection' } },
    { url: '/api/dbt#dagster_dbt.dbt_assets', meta: { symbol: '@dbt_assets' } },
    ...Array.from({ length: 6 }, (_, i) => page(`/guide${i}`, `Guide ${i}`)),
  ];
  const words = rankByTitles('dbt selector yaml', ranked).map((r) => r.url);
  assert.ok(words.indexOf('/guide0') < words.indexOf('/api/dbt#dagster_dbt.dbt_assets'), words.join(' '));
  // A query written as a name keeps them where Pagefind put them.
  assert.is(rankByTitles('build_dbt_asset_selection yaml', ranked)[0]!.url, ranked[0]!.url);
});

test('rankByTitles: a worked example ranks below the guides, whether its title has the words or not', () => {
  const ranked: Rec[] = [
    page('/examples/dbt/dbt-assets', 'dbt assets', 'example'),
    page('/examples/backfills', 'Partition backfill strategies', 'example'),
    page('/guides/dbt', 'dbt assets', 'doc'),
    page('/guides/backfilling', 'Backfilling data', 'doc'),
  ];
  assert.equal(
    rankByTitles('dbt assets', ranked).map((r) => r.url),
    // Both titles are the query: the guide first. The others keep Pagefind's order, the example moved 10 down.
    ['/guides/dbt', '/examples/dbt/dbt-assets', '/guides/backfilling', '/examples/backfills'],
  );
  const order = rankByTitles('select models in a folder', ranked).map((r) => r.url);
  assert.ok(order.indexOf('/guides/dbt') < order.indexOf('/examples/dbt/dbt-assets'), order.join(' '));
});

test('titleTerms: "add" and "adding" are the same word, as are other stems that end in a doubled consonant', () => {
  assert.equal(titleTerms('add a component'), titleTerms('Adding components'));
  assert.equal(titleTerms('added jobs'), titleTerms('add job'));
  assert.is(stem('running'), stem('run'));
  assert.is(stem('passes'), stem('pass'));
});

test('a question of three words or more is always asked again without each word, even if all find enough', async () => {
  // "still" is framing (a stop word); "failed asset check runs downstream": the asset checks guide never says "runs".
  const pages = [
    ...Array.from({ length: 6 }, (_, i) => ({
      url: `/says-all-${i}`,
      title: `Other ${i}`,
      words: 'failed asset check runs downstream',
      score: 1,
    })),
    { url: '/asset-checks', title: 'Asset checks', words: 'failed asset check downstream', score: 6 },
  ];
  const pf = wordPagefind(pages);
  const found = (await searchExactFirst(pf, 'failed asset check still runs downstream', 5)).map((r) => r.url);
  assert.is(found[0], '/asset-checks');
  assert.ok(pf.asked.includes('failed asset check downstream'), pf.asked.join(' | '));
});

test('scoreOrder: every page once, by its score, a page that lacks a word counting 0.6 of its best score', () => {
  const r = (id: string, score: number) => ({ id, score });
  const order = scoreOrder(
    [r('all-low', 1), r('all-high', 5)],
    [
      [r('all-low', 9), r('lacks-a-word', 1.5)],
      [r('lacks-a-word', 2), r('lacks-weak', 1)],
    ],
  );
  // all-high 5; lacks-a-word 0.6 × 2 = 1.2 (its best); all-low keeps its own 1 (not the 9 it scores without a word).
  assert.equal(
    order.map((x) => x.id),
    ['all-high', 'lacks-a-word', 'all-low', 'lacks-weak'],
  );
});

test('titleTerms and contentWords drop the framing of a comparison or a symptom', () => {
  assert.equal(titleTerms('difference between a project and a code location'), ['project', 'code', 'locat']);
  assert.is(contentWords('dagster_cloud.yaml vs pyproject.toml'), 'dagster_cloud.yaml pyproject.toml');
  assert.is(contentWords('failed asset check still runs downstream'), 'failed asset check runs downstream');
});

test('rankByTitles: for a query in words, a whole API reference page moves down below the guides', () => {
  const ranked: Rec[] = [
    page('/api/clis/cli', 'dagster CLI reference', 'api'),
    ...Array.from({ length: 4 }, (_, i) => page(`/guide${i}`, `Guide ${i}`)),
    page('/guides/log-debug/logging', 'Logging'),
  ];
  const words = rankByTitles('where is print output of a run', ranked).map((r) => r.url);
  assert.ok(words.indexOf('/guides/log-debug/logging') < words.indexOf('/api/clis/cli'), words.join(' '));
  // Written as a name, or titled with every word of the query, it stays first.
  assert.is(rankByTitles('dagster-webserver --read-only', ranked)[0]!.url, '/api/clis/cli');
  assert.is(rankByTitles('dagster CLI', ranked)[0]!.url, '/api/clis/cli');
});

test.run();
