import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PageResult } from '../../cli/pipeline/page/page-job.ts';
import * as pagefind from 'pagefind';
import { buildCommand } from '../../cli/commands/build.ts';
import { inQueueOrder } from '../../cli/pipeline/stages/pages.ts';
import {
  indexPagesInMemory,
  SearchIndexFeed,
  searchDocument,
  searchRecordsOf,
} from '../../cli/pipeline/stages/search-index.ts';
import { routeToHtmlFile } from '../../shared/routes.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// The search index is fed while pages render (stages/search-index.ts): it must hold exactly the searchable
// pages, at the URLs Pagefind gives their files, and must not start when the previous index is reused.

const page = (path: string, renderKey: string, searchable = true) => ({ path, renderKey, searchable }) as PageResult;

/** An emitted page as the theme marks it: only `data-pagefind-body` content is indexed. */
function writePage(dir: string, route: string, text: string, searchable = true): void {
  const file = join(dir, routeToHtmlFile(route));
  mkdirSync(dirname(file), { recursive: true });
  const body = searchable ? 'data-pagefind-body' : '';
  writeFileSync(
    file,
    `<!doctype html><html lang="en"><head><title>${text}</title></head><body><nav>Navigation</nav>` +
      `<main ${body}><h1>${text}</h1><p>${text} body words.</p></main></body></html>`,
  );
}

/** The URLs of the pages in a written index (fragments are gzipped JSON behind a signature). */
function indexedUrls(dir: string): string[] {
  const fragments = join(dir, 'pagefind/fragment');
  return readdirSync(fragments)
    .map((f) => gunzipSync(readFileSync(join(fragments, f))).toString('utf8'))
    .map((text) => JSON.parse(text.slice(text.indexOf('{'))).url as string)
    .sort();
}

test('the feed indexes the searchable pages it was given, at the URLs of their files', async () => {
  const dir = tempDir();
  writePage(dir, '/', 'Home');
  writePage(dir, '/guides/schedules', 'Schedules');
  writePage(dir, '/hidden', 'Hidden', false);
  const feed = new SearchIndexFeed(dir);
  feed.add([page('/guides/schedules', 'k1'), page('/hidden', 'k2', false)]);
  feed.add([page('/', 'k3')]);
  const result = await feed.finish();
  assert.equal(result.diagnostics, []);
  assert.is(result.value.htmlFiles, 2, 'the unlisted page is never read');
  assert.equal(indexedUrls(dir), ['/', '/guides/schedules/']);
});

test('unchanged pages do not start Pagefind; the first changed page starts it, the skipped pages follow', async () => {
  const dir = tempDir();
  for (const route of ['/a', '/b', '/c']) writePage(dir, route, route.slice(1).toUpperCase());
  const previous = { '/a': 'ka', '/b': 'kb', '/c': 'kc' };
  const unchanged = new SearchIndexFeed(dir, previous);
  unchanged.add([page('/a', 'ka'), page('/b', 'kb')]);
  unchanged.add([page('/c', 'kc')]);
  assert.not.ok(unchanged.started, 'nothing changed: the previous index can be reused');
  await unchanged.close();

  const changed = new SearchIndexFeed(dir, previous);
  changed.add([page('/a', 'ka')]);
  assert.not.ok(changed.started);
  changed.add([page('/b', 'kb-changed'), page('/c', 'kc')]);
  assert.ok(changed.started);
  assert.is((await changed.finish()).value.htmlFiles, 3);
  assert.equal(indexedUrls(dir), ['/a/', '/b/', '/c/'], 'the page seen before the change is indexed too');
});

test('a removed page (no page changed) still gets a full index when the stage asks for one', async () => {
  const dir = tempDir();
  writePage(dir, '/a', 'A');
  const feed = new SearchIndexFeed(dir, { '/a': 'ka', '/gone': 'kg' });
  feed.add([page('/a', 'ka')]);
  assert.not.ok(feed.started);
  assert.is((await feed.finish()).value.htmlFiles, 1);
  assert.equal(indexedUrls(dir), ['/a/']);
});

test('a built site: the fed index holds the same page fragments as Pagefind reading every whole page', async () => {
  const root = copyFixture('complete-site');
  const out = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: out, cache: false, searchIndex: true, log: () => {} });
  assert.ok(report.ok);
  // Fragment files are named by a hash of their content (URL, text, title, filters, anchors).
  const built = new Set(readdirSync(join(out, 'pagefind/fragment')));
  const whole = join(tempDir(), 'pagefind');
  const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
  try {
    const added = await index!.addDirectory({ path: out });
    await index!.writeFiles({ outputPath: whole });
    assert.ok(added.page_count > 10);
  } finally {
    await index!.deleteIndex();
  }
  const fromWholePages = readdirSync(join(whole, 'fragment'));
  assert.ok(fromWholePages.length > 5, 'the site has searchable pages');
  assert.equal(
    fromWholePages.filter((f) => !built.has(f)),
    [],
    'every page fragment of the whole-page index is in the build',
  );
  const records = searchRecordsOf(report.pages).reduce((n, r) => n + r.records.length, 0);
  assert.is(built.size, fromWholePages.length + records, 'and besides them only the API symbol records');

  // The dev server's index in memory, from the same pages' HTML at the URLs the build's files have.
  const pages = report.pages
    .filter((p) => p.searchable)
    .map((p) => ({
      url: p.path === '/' ? '/' : `${p.path}/`,
      html: readFileSync(join(out, routeToHtmlFile(p.path)), 'utf8'),
    }));
  const inMemory = await indexPagesInMemory(pages, searchRecordsOf(report.pages));
  const memoryFragments = [...inMemory.keys()].filter((f) => f.startsWith('fragment/')).map((f) => f.slice(9));
  assert.equal(memoryFragments.sort(), [...built].sort(), 'dev indexes the same fragments as the build');
});

test('the search document is the indexed part of a page; a page without the theme markers is passed whole', () => {
  const page =
    '<html><body><nav>Sidebar</nav><article><header data-pagefind-body=""><h1>T</h1></header>' +
    '<div data-pagefind-body="">Body</div></article><aside>TOC</aside></body></html>';
  const doc = searchDocument(page);
  assert.match(doc, '<header data-pagefind-body=""><h1>T</h1></header><div data-pagefind-body="">Body</div></article>');
  assert.not.match(doc, 'Sidebar');
  assert.not.match(doc, 'TOC');
  assert.is(
    searchDocument('<html><body><main>Plain</main></body></html>'),
    '<html><body><main>Plain</main></body></html>',
  );
});

test('a page file that cannot be read fails the index stage, not the process', async () => {
  const feed = new SearchIndexFeed(tempDir());
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    feed.add([page('/missing', 'k')]);
    // Wait for Pagefind's index (the read happens right after it), then for Node's unhandled-rejection check.
    await (feed as unknown as { index: Promise<unknown> }).index;
    await new Promise((done) => setImmediate(done));
    assert.equal(unhandled, [], 'nothing unhandled while the pages stage still runs');
    let failed: unknown;
    await feed.finish().catch((error: unknown) => (failed = error));
    assert.match(String(failed), 'ENOENT');
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

test('batches of results are handed on in queue order, whatever thread finished first', () => {
  const seen: string[] = [];
  const deliver = inQueueOrder(3, (results) => seen.push(...results.map((r) => r.path)));
  deliver(2, [page('/c', '')]);
  deliver(1, [page('/b', '')]);
  assert.equal(seen, [], 'batch 0 is not done yet');
  deliver(0, [page('/a', '')]);
  assert.equal(seen, ['/a', '/b', '/c']);
});

test.run();
