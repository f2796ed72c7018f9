import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { indexPagesInMemory, searchDocument, searchRecordsOf } from '../../cli/pipeline/stages/search-index.ts';
import { routeToHtmlFile } from '../../shared/routes.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// The dev server hands Pagefind only the indexed part of each page (stages/search-index.ts, searchDocument);
// its index must be the one the build makes, where Pagefind reads every whole page from the output folder.

test("the dev server's index of the indexed parts has the same fragments as the build's index", async () => {
  const root = copyFixture('complete-site');
  const out = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: out, cache: false, searchIndex: true, log: () => {} });
  assert.ok(report.ok);
  // Fragment files are named by a hash of their content (URL, text, title, filters, anchors).
  const built = readdirSync(join(out, 'pagefind/fragment')).sort();
  const records = searchRecordsOf(report.pages);
  assert.ok(built.length > 5 + records.length, 'the site has searchable pages besides its API records');
  // At the URLs Pagefind gives the build's files (`/a/b/index.html` → `/a/b/`).
  const pages = report.pages
    .filter((p) => p.searchable)
    .map((p) => ({
      url: p.path === '/' ? '/' : `${p.path}/`,
      html: readFileSync(join(out, routeToHtmlFile(p.path)), 'utf8'),
    }));
  assert.ok(
    pages.every((p) => searchDocument(p.html).length < p.html.length * 0.8),
    'every page is trimmed',
  );
  const inMemory = await indexPagesInMemory(pages, records);
  const fragments = [...inMemory.keys()]
    .filter((f) => f.startsWith('fragment/'))
    .map((f) => f.slice('fragment/'.length));
  assert.equal(fragments.sort(), built);
});

test('the search document is the indexed part of a page; a page without the theme markers is passed whole', () => {
  const page =
    '<html><body><nav>Sidebar</nav><article><header data-pagefind-body=""><h1>T</h1></header>' +
    '<div data-pagefind-body="">Body</div></article><aside>TOC</aside></body></html>';
  const doc = searchDocument(page);
  assert.match(doc, '<header data-pagefind-body=""><h1>T</h1></header><div data-pagefind-body="">Body</div></article>');
  assert.not.match(doc, 'Sidebar');
  assert.not.match(doc, 'TOC');
  const plain = '<html><body><main>Plain</main></body></html>';
  assert.is(searchDocument(plain), plain);
});

test.run();
