import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixture, read } from '../helpers/fixtures.ts';

// Issue 18: the site's one unlisted page, on its real route, in a fixture with its real sidebar.
const route = 'integrations/guides/integration-approaches';
const built = buildFixture('unlisted-page');

test('the unlisted page is built with noindex, a banner and no sidebar', async () => {
  const { report, dir } = await built;
  assert.ok(report.ok, 'the fixture builds');
  const html = read(dir, `${route}/index.html`);
  assert.match(html, /<meta name="robots" content="noindex[^"]*"\/>/);
  assert.match(html, 'This page is unlisted');
  assert.not.match(html, 'data-sidebar=', 'the page shows no sidebar');
  assert.ok(existsSync(join(dir, `${route}.md`)), 'its Markdown copy is built');
});

test('the unlisted page is linkable but in no sidebar, sitemap, search index or llms.txt', async () => {
  const { report, dir } = await built;
  const listed = read(dir, 'integrations/guides/writing/index.html');
  assert.match(listed, `href="/${route}"`, 'the link from a listed page resolves');
  assert.match(listed, 'data-sidebar="integrations"');
  assert.not.match(listed, /class="sidebar-link[^"]*"[^>]*>Integration approaches/, 'not in the rendered sidebar');
  assert.not.match(read(dir, 'sitemap.xml'), route);
  assert.not.match(read(dir, 'llms.txt'), route);
  assert.not.match(read(dir, `${route}/index.html`), 'data-pagefind-body');
  const page = report.pages.find((p) => p.path === `/${route}`);
  assert.ok(page, 'the page is in the build report');
  assert.is(page.searchable, false, 'not among the searchable pages');
});

test.run();
