import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createBuiltSearch } from '../../cli/mcp/built-search.ts';
import { buildFixture, tempDir } from '../helpers/fixtures.ts';

// `docs mcp --dir X` searches X's index with the installed Pagefind's code: a planted X/pagefind/pagefind.js
// (a built folder from a CI artifact or a download) never runs with the server's rights.
test('search_docs never runs the pagefind.js of the folder it serves', async () => {
  const { dir } = await buildFixture('complete-site');
  const copy = join(tempDir(), 'downloaded');
  cpSync(dir, copy, { recursive: true, dereference: true });
  const marker = join(copy, 'pwned');
  writeFileSync(
    join(copy, 'pagefind/pagefind.js'),
    `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n` +
      'export function createInstance() { return { search: async () => ({ results: [] }), init() {}, ' +
      'mergeIndex() {}, destroy() {} }; }\n',
  );
  const hits = await createBuiltSearch(copy).search('ScheduleDefinition', 2);
  assert.not.ok(existsSync(marker), 'the folder’s script ran');
  assert.is(hits[0]?.title, 'ScheduleDefinition · Schedules', 'the index is searched with the installed code');
});

test.run();
