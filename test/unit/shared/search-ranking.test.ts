import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exactNameKey, namesExactly, searchExactFirst } from '../../../shared/search-ranking.ts';

// A stand-in for Pagefind: the ordinary search returns `ranked` in order; the exact-name filter
// returns the records whose key is the filter value, as the built index does.
interface Rec {
  url: string;
  meta: { title?: string; symbol?: string };
}
function fakePagefind(ranked: Rec[]) {
  const result = (r: Rec) => ({ id: r.url, data: async () => r });
  return {
    search: async (term: string | null, options?: { filters?: Record<string, string> }) => ({
      results: (term === null
        ? ranked.filter((r) => exactNameKey(r.meta.symbol ?? r.meta.title ?? '') === options?.filters?.exact)
        : ranked
      ).map(result),
    }),
  };
}

const guide = (n: number): Rec => ({ url: `/guides/g${n}`, meta: { title: `Guide ${n} about definitions` } });
const site = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(guide),
  { url: '/api/dagster/components#dagster.definitions', meta: { symbol: '@definitions' } },
  { url: '/api/dagster/definitions', meta: { title: 'Definitions' } },
  { url: '/api/dagster/definitions#dagster.Definitions', meta: { symbol: 'Definitions' } },
  { url: '/api/dagster/partitions', meta: { title: 'Partitions' } },
];
const urls = async (query: string, limit = 4) =>
  (await searchExactFirst(fakePagefind(site), query, limit)).map((r) => r.url);

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

test('an exact name ranked below the limit comes first, its own case and symbols before pages', async () => {
  assert.equal(await urls('Definitions'), [
    '/api/dagster/definitions#dagster.Definitions',
    '/api/dagster/definitions',
    '/api/dagster/components#dagster.definitions',
    '/guides/g1',
  ]);
  assert.equal((await urls('dg.Definitions()', 1))[0], '/api/dagster/definitions#dagster.Definitions');
  assert.equal((await urls('@definitions', 1))[0], '/api/dagster/components#dagster.definitions');
});

test('a subject word keeps the ordinary ranking, and results are not repeated', async () => {
  assert.equal(await urls('partitions', 2), ['/guides/g1', '/guides/g2']);
  assert.equal(await urls('Partitions', 2), ['/api/dagster/partitions', '/guides/g1']);
  const all = await urls('Definitions', 20);
  assert.is(new Set(all).size, all.length);
  assert.is(all.length, site.length);
});

test.run();
