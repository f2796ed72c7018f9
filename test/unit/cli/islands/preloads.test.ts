// cli/islands/preloads.ts: the chunks a page modulepreloads for the islands its render recorded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { islandPreloads } from '../../../../cli/islands/preloads.ts';

const preload = {
  'Counter-1': ['/assets/islands/Counter-1-A.js', '/assets/islands/chunk-R.js'],
  'Clock-2': ['/assets/islands/Clock-2-B.js', '/assets/islands/chunk-R.js'],
};

test('each island chunk and what it imports, once each, in render order', () => {
  assert.equal(islandPreloads(['Clock-2', 'Counter-1', 'Clock-2'], preload, '/'), [
    '/assets/islands/Clock-2-B.js',
    '/assets/islands/chunk-R.js',
    '/assets/islands/Counter-1-A.js',
  ]);
});

test("under baseUrl every URL carries the base; an id the bundle did not make adds nothing", () => {
  assert.equal(islandPreloads(['Lost-9', 'Counter-1'], preload, '/docs/'), [
    '/docs/assets/islands/Counter-1-A.js',
    '/docs/assets/islands/chunk-R.js',
  ]);
});

test('no islands rendered, or a site without island chunks: nothing to preload', () => {
  assert.equal(islandPreloads(undefined, preload, '/'), []);
  assert.equal(islandPreloads([], preload, '/'), []);
  assert.equal(islandPreloads(['Counter-1'], undefined, '/'), []);
});

test.run();
