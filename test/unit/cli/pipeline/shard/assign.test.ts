import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  buildShardOf,
  ownsSearchShard,
  parseShardSpec,
  shardLayout,
  shardsIndex,
} from '../../../../../cli/pipeline/shard/assign.ts';
import { shardOf } from '../../../../../cli/pipeline/stages/search-shards.ts';

const routes = Array.from({ length: 500 }, (_, i) => `/section-${i % 7}/page-${i}`);

test('--shard I/N: 1-based, I within N, N within MAX_SHARDS', () => {
  assert.equal(parseShardSpec('1/4'), { index: 1, total: 4 });
  assert.equal(parseShardSpec(' 4 / 4 '), { index: 4, total: 4 });
  for (const bad of ['0/4', '5/4', '1/0', '1/257', '1', '1/2/3', 'a/b', '-1/2', '1.5/2', ''])
    assert.is(parseShardSpec(bad), undefined, bad);
});

test('every page belongs to exactly one build shard, and every shard gets some (one search index)', () => {
  const layout = shardLayout(3, 400, 1000);
  assert.is(shardsIndex(layout), false);
  const counts = [0, 0, 0];
  for (const r of routes) counts[buildShardOf(r, true, layout)]!++;
  assert.is(
    counts.reduce((a, b) => a + b),
    routes.length,
  );
  assert.ok(
    counts.every((n) => n > 100),
    `spread: ${counts}`,
  );
});

test('with several search shards, each search shard lies whole in the build shard that indexes it', () => {
  const layout = shardLayout(4, routes.length, 50); // 10 search shards over 4 build shards
  assert.is(layout.searchShards, 10);
  const owner = new Map<number, Set<number>>();
  for (const r of routes) {
    const s = shardOf(r, layout.searchShards);
    const b = buildShardOf(r, true, layout);
    owner.set(s, (owner.get(s) ?? new Set()).add(b));
    assert.ok(ownsSearchShard(b, s, layout), `${r}: build shard ${b} indexes search shard ${s}`);
  }
  for (const [s, builders] of owner) assert.is(builders.size, 1, `search shard ${s} has one builder`);
  for (let s = 0; s < 10; s++)
    assert.is([0, 1, 2, 3].filter((b) => ownsSearchShard(b, s, layout)).length, 1, `search shard ${s}: one owner`);
  // An unlisted page is in no search shard: it follows its route's hash.
  assert.is(buildShardOf('/hidden', false, layout), shardOf('/hidden', 4));
});

test('with fewer search shards than build shards, pages are spread by route and no build shard indexes', () => {
  const layout = shardLayout(4, routes.length, 250); // 2 search shards over 4 build shards
  assert.is(shardsIndex(layout), false);
  const counts = [0, 0, 0, 0];
  for (const r of routes) counts[buildShardOf(r, true, layout)]!++;
  assert.ok(
    counts.every((n) => n > 80),
    `every runner works: ${counts}`,
  );
  assert.ok([0, 1, 2, 3].every((b) => !ownsSearchShard(b, 0, layout) && !ownsSearchShard(b, 1, layout)));
});

test('the assignment is the same on every runner: a function of the route and the layout only', () => {
  const layout = shardLayout(3, 5000, 1000);
  const once = routes.map((r) => buildShardOf(r, true, layout));
  const again = [...routes]
    .reverse()
    .map((r) => buildShardOf(r, true, layout))
    .reverse();
  assert.equal(again, once);
});

test.run();
