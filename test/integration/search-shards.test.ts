import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { createBuiltSearch } from '../../cli/mcp/built-search.ts';
import {
  MAX_SEARCH_SHARDS,
  planSearchShards,
  shardCount,
  shardOf,
  shardsManifest,
} from '../../cli/pipeline/stages/search-shards.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { shardedSite } from '../helpers/sharded-site.ts';

// A large site's search index is split into shards so that an edit rebuilds one (stages/search-shards.ts);
// the browser and `docs mcp` merge them back (shared/search-ranking.ts, mergeSearchShards). The builds render with
// one worker thread: the shards are planned from the pages' routes and render keys, whichever thread rendered them,
// and a worker costs about a second of CPU to start (its modules and highlighter), for each build.

const pages = (n: number, key = (i: number) => `k${i}`) =>
  Array.from({ length: n }, (_, i) => ({ path: `/p/${i}`, renderKey: key(i) }));

test('shard count: one index up to the shard size, then one more per shard size', () => {
  assert.is(shardCount(0, 10), 1);
  assert.is(shardCount(10, 10), 1);
  assert.is(shardCount(11, 10), 2);
  assert.is(shardOf('/anything', 1), 0);
});

test('default sizing: one index up to 1,000 pages, then shards of 200, at most 64 of them', () => {
  assert.is(shardCount(1000), 1, 'a site of up to 1,000 pages keeps one index (and its ranking)');
  assert.is(shardCount(1001), 6);
  assert.is(shardCount(10_000), 50, 'an edit at 10,000 pages re-indexes about 200 pages, not 1,000');
  assert.is(shardCount(100_000), MAX_SEARCH_SHARDS, 'a search asks at most 64 shards');
  assert.is(shardCount(30, { perShard: 10, singleIndex: 50 }), 1);
  assert.is(shardCount(51, { perShard: 10, singleIndex: 50 }), 6);
});

test('every page is in exactly one shard; shards are roughly even; the primary is pagefind/', () => {
  const shards = planSearchShards(pages(100), 10);
  assert.is(shards.length, 10);
  const all = shards.flatMap((s) => s.routes).sort();
  assert.equal(
    all,
    pages(100)
      .map((p) => p.path)
      .sort(),
  );
  assert.ok(
    shards.every((s) => s.routes.length > 0 && s.routes.length < 25),
    'no empty or lopsided shard',
  );
  assert.equal(
    shards.map((s) => s.dir),
    ['pagefind', ...Array.from({ length: 9 }, (_, i) => `pagefind/shard-${i + 1}`)],
  );
  assert.equal(
    JSON.parse(shardsManifest(shards).content),
    shards.slice(1).map((s) => `shard-${s.index}`),
  );
  assert.is(shardsManifest(planSearchShards(pages(5), 10)).content, '[]', 'a single index lists no shards');
});

test("a changed page changes only its own shard's key; the order pages come in does not matter", () => {
  const before = planSearchShards(pages(100), 10);
  const after = planSearchShards(
    pages(100, (i) => (i === 42 ? 'edited' : `k${i}`)),
    10,
  );
  const changed = before.filter((s, i) => s.key !== after[i]!.key).map((s) => s.index);
  assert.equal(changed, [shardOf('/p/42', 10)]);
  const shuffled = planSearchShards([...pages(100)].reverse(), 10);
  assert.equal(
    shuffled.map((s) => s.key),
    before.map((s) => s.key),
  );
  // One more shard moves pages between shards: every key changes, so every shard is rebuilt.
  const grown = planSearchShards(pages(101), 10);
  assert.ok(grown.every((s) => !before.some((b) => b.key === s.key)));
});

test('a sharded build: every shard is searchable through the merged index; an edit rebuilds one shard', async () => {
  const root = shardedSite(24);
  const out = join(tempDir(), 'build');
  const lines: string[] = [];
  const build = () =>
    buildCommand({ rootDir: root, outDir: out, cache: true, searchIndex: true, threads: 1, log: (l) => lines.push(l) });
  const first = await build();
  assert.ok(first.ok, first.diagnostics.map((d) => d.message).join('\n'));
  const searchable = first.pages.filter((p) => p.searchable).length;
  const shards = JSON.parse(readFileSync(join(out, 'pagefind/shards.json'), 'utf8')) as string[];
  assert.is(shards.length, Math.ceil(searchable / 10) - 1);
  for (const name of shards) assert.ok(existsSync(join(out, 'pagefind', name, 'pagefind-entry.json')), name);

  const search = createBuiltSearch(out);
  for (let i = 0; i < 24; i++) {
    const hits = await search.search(`zq${i}marker`, 3);
    assert.equal(
      hits.map((h) => h.url),
      [`/many/page-${i}`],
      `page ${i} is found in its shard`,
    );
  }

  lines.length = 0;
  writeFileSync(
    join(root, 'content/docs/many/page-7.md'),
    '---\ntitle: Many 7\n---\n\nNow it holds zqrewrittenmarker instead.\n',
  );
  const second = await build();
  assert.ok(second.ok);
  assert.ok(
    lines.some((l) => l.includes(`1 of ${shards.length + 1} shards rebuilt`)),
    lines.filter((l) => l.includes('index')).join('\n'),
  );
  const fresh = createBuiltSearch(out);
  assert.equal(
    (await fresh.search('zqrewrittenmarker', 3)).map((h) => h.url),
    ['/many/page-7'],
  );
  assert.equal(await fresh.search('zq7marker', 3), [], 'the old text is gone from the rebuilt shard');
  assert.equal(
    (await fresh.search('zq8marker', 3)).map((h) => h.url),
    ['/many/page-8'],
    'linked shards still answer',
  );
});

test('a deleted page leaves search; every other page is found as in a cold build', async () => {
  const root = shardedSite(24);
  // Its HTML file's path has a comma and braces, which a Pagefind glob of the shard's files would read as syntax.
  writeFileSync(
    join(root, 'content/docs/many/odd.md'),
    '---\ntitle: Odd\nslug: /many/odd-{a,b}\n---\n\nThis page holds the word zqoddmarker.\n',
  );
  const out = join(tempDir(), 'build');
  const build = (dir = out, cache = true) =>
    buildCommand({ rootDir: root, outDir: dir, cache, searchIndex: true, threads: 1, log: () => {} });
  const first = await build();
  assert.ok(first.ok, first.diagnostics.map((d) => d.message).join('\n'));
  const urls = async (dir: string, q: string) => (await createBuiltSearch(dir).search(q, 3)).map((h) => h.url);
  assert.equal(await urls(out, 'zqoddmarker'), ['/many/odd-{a,b}'], 'a path with glob syntax is indexed');
  assert.equal(await urls(out, 'zq3marker'), ['/many/page-3']);

  rmSync(join(root, 'content/docs/many/page-3.md'));
  const second = await build();
  assert.ok(second.ok, second.diagnostics.map((d) => d.message).join('\n'));
  // (Every shard is indexed again: the deleted page leaves the sidebar of every page, so every render key changes.)
  assert.equal(await urls(out, 'zq3marker'), [], 'the deleted page is gone');
  const cold = join(tempDir(), 'cold');
  assert.ok((await build(cold, false)).ok);
  for (const q of ['zqoddmarker', ...Array.from({ length: 24 }, (_, i) => `zq${i}marker`)])
    assert.equal(await urls(out, q), await urls(cold, q), `${q}: the warm index answers as a cold build's`);
});

test.run();
