import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  fingerprintDifference,
  pageForManifest,
  pageFromManifest,
  shardSetProblem,
  SHARD_FORMAT,
  type ShardManifest,
} from '../../../../../cli/pipeline/shard/manifest.ts';
import type { PageResult } from '../../../../../cli/pipeline/types.ts';

const print = { generator: 'g1', commit: 'a'.repeat(40), config: 'c1', plan: 'p1' };
const shard = (index: number, total: number, over: Partial<ShardManifest> = {}) => ({
  dir: `/ci/shard-${index}`,
  manifest: { format: SHARD_FORMAT, shard: { index, total }, ...print, searchShardKeys: [], pages: [], ...over },
});

test('a complete set of one split is accepted in any order', () => {
  assert.is(shardSetProblem([shard(2, 3), shard(3, 3), shard(1, 3)]), undefined);
  assert.is(shardSetProblem([shard(1, 1)]), undefined);
});

test('missing, duplicate and mixed shards are refused, naming the shards', () => {
  assert.match(shardSetProblem([shard(1, 3), shard(3, 3)])!, 'shard 2/3 is missing');
  assert.match(shardSetProblem([shard(1, 4)])!, 'shard 2/4, 3/4, 4/4 are missing');
  assert.match(shardSetProblem([shard(1, 2), shard(1, 2), shard(2, 2)])!, 'are the same shard');
  assert.match(shardSetProblem([shard(1, 2), shard(2, 3)])!, 'different splits');
  assert.match(shardSetProblem([])!, 'no shard folders given');
});

test('shards of another commit, config, content or docs version are refused with that reason', () => {
  const other = (over: Partial<ShardManifest>) => shardSetProblem([shard(1, 2), shard(2, 2, over)])!;
  assert.match(other({ commit: 'b'.repeat(40) }), `from commit ${'a'.repeat(12)} but /ci/shard-2 (shard 2/2) from`);
  assert.match(other({ commit: undefined }), 'from a folder outside git');
  assert.match(other({ config: 'c2' }), 'different config files');
  assert.match(other({ plan: 'p2' }), 'different content');
  assert.match(other({ generator: 'g2', commit: 'b'.repeat(40) }), 'different versions of docs');
  assert.is(fingerprintDifference(print, { ...print }, 'a', 'b'), undefined);
});

test("a page's file paths are stored relative to the site and read back against the merge's checkout", () => {
  const page: PageResult = {
    path: '/a',
    docId: 'a',
    title: 'A',
    anchors: ['x'],
    refs: [{ kind: 'link', url: '/b', raw: './b.md', file: '/runner/site/content/docs/a.md' }],
    assets: [{ from: '/runner/site/content/docs/img.png', to: 'assets/media/img.png' }],
    searchable: true,
    unlisted: false,
    diagnostics: [
      { severity: 'warning', ruleId: 'broken-link', source: 'check', message: 'm', file: '/runner/site/x.md' },
    ],
    renderKey: 'k',
    deps: ['/runner/site/content/snippets/s.py'],
  };
  const stored = pageForManifest(page, '/runner/site');
  assert.is(stored.refs[0]!.file, 'content/docs/a.md');
  assert.is(stored.deps[0], 'content/snippets/s.py');
  const back = pageFromManifest(stored, '/merge/site');
  assert.is(back.refs[0]!.file, '/merge/site/content/docs/a.md');
  assert.is(back.assets[0]!.from, '/merge/site/content/docs/img.png');
  assert.is(back.diagnostics[0]!.file, '/merge/site/x.md');
  assert.equal(pageFromManifest(stored, '/runner/site'), page);
});

test.run();
