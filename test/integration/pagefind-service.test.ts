import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installedPagefindScript } from '../../cli/mcp/built-search.ts';
import { indexPagesInMemory } from '../../cli/pipeline/stages/search-index.ts';

// One Pagefind service per process: `docs mcp` asking for the installed pagefind.js while a build in the same
// process is indexing must not close the service under that build ("Pagefind backend closed" crashed a
// test part in CI when it did).
test('asking for the installed pagefind.js while an index is being built leaves that build running', async () => {
  const pages = Array.from({ length: 300 }, (_, i) => ({
    url: `/p${i}/`,
    html:
      '<!doctype html><html lang="en"><body><main data-pagefind-body>' +
      `<h1>Page ${i}</h1><p>word${i} asset sensor schedule</p></main></body></html>`,
  }));
  const building = indexPagesInMemory(pages);
  const script = await installedPagefindScript();
  assert.ok(Buffer.from(script, 'base64').toString().includes('createInstance'), 'the script is Pagefind’s');
  const files = await building;
  assert.ok([...files.keys()].some((f) => f.startsWith('pagefind-entry')), 'the build finished its index');
  // And the service still serves a later build after both are done.
  const again = await indexPagesInMemory(pages.slice(0, 3));
  assert.ok(again.size > 0);
});

test.run();
