import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shardGlob } from '../../../../../cli/pipeline/stages/search-index.ts';

// A search shard is indexed by Pagefind reading the output folder through a glob that names the shard's HTML files
// (its `wax` syntax), so every path must say itself and nothing else, whatever characters it holds.

test('plain paths are listed as they are', () => {
  assert.is(shardGlob(['a/index.html', 'b-c/d_e.html']), '{a/index.html,b-c/d_e.html}');
});

test("every character of wax's glob syntax in a path is escaped, so it names only that file", () => {
  assert.is(shardGlob(['odd-{a,b}/index.html']), '{odd-\\{a\\,b\\}/index.html}');
  assert.is(shardGlob(['x*y?z/index.html']), '{x\\*y\\?z/index.html}');
  assert.is(shardGlob(['(a)[b]<c>$d:e/index.html']), '{\\(a\\)\\[b\\]\\<c\\>\\$d\\:e/index.html}');
});

test('characters Pagefind refuses to see escaped stay as they are; a backslash, which it cannot escape, is `?`', () => {
  assert.is(shardGlob(["!#&'-^|~ é@%/index.html"]), "{!#&'-^|~ é@%/index.html}");
  assert.is(shardGlob(['a\\b/index.html']), '{a?b/index.html}');
});

test.run();
