import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/fixtures.ts';

// The blog in real Chromium (test/fixtures/blog): a post page renders with its header, and the client router
// moves between posts (Older post, the recent-posts sidebar) and out to the blog's generated pages.
const server = buildFixture('blog').then(({ dir }) => serveCommand({ dir, port: 0 }));
const origin = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const browser = await launchBrowser();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // Not the page's errors: Chromium's own /favicon.ico request, alice's avatar on example.com (no network here),
    // and the prefetch of the second post's deliberately broken link (`/docs/missing`, the fixture's warning).
    const url = m.location().url;
    const expected = ['/favicon.ico', 'example.com', '/_data/docs/missing.json'];
    if (m.type() === 'error' && !expected.some((e) => url.includes(e))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto((await origin()) + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-layout-mode'));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  return { page, errors };
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);

test('a post renders its header and article; Older post and the sidebar navigate without a reload', async () => {
  const { page, errors } = await open('/blog/2024/01/15/second');
  await page.locator('main h1.blog-post-title', { hasText: 'The second post' }).waitFor();
  assert.ok(await page.locator('main .blog-author-name', { hasText: 'Bob Example' }).isVisible());
  assert.ok((await page.locator('.blog-sidebar a[aria-current="page"]').count()) === 0, 'not among the 5 recent');
  await page.locator('main a.pagination-next').click();
  await page.waitForURL((u) => u.pathname === '/blog/2024/01/01/welcome');
  await page.locator('main h1.blog-post-title', { hasText: 'Welcome to the blog' }).waitFor();
  await page.locator('main h2#below-the-fold').waitFor();
  assert.is(await page.title(), 'Welcome to the blog | Fixture site');
  await page.locator('.blog-sidebar a', { hasText: 'Note 7' }).click();
  await page.waitForURL((u) => u.pathname === '/blog/2024/03/07/note-7');
  await page.locator('main h1.blog-post-title', { hasText: 'Note 7' }).waitFor();
  assert.ok(await page.locator('.blog-sidebar a[aria-current="page"]', { hasText: 'Note 7' }).isVisible());
  assert.is(await marker(page), 'same document', 'client-side navigations, no reload');
  assert.equal(errors, []);
  await page.context().close();
});

test("a post's tag leads to the tag's list, which leads back to the post", async () => {
  const { page, errors } = await open('/blog/2024/02/01/folder-post');
  await page.locator('main a.tag', { hasText: 'Release' }).click();
  await page.waitForURL((u) => u.pathname === '/blog/tags/release');
  await page.locator('main h1', { hasText: '2 posts tagged with "Release"' }).waitFor();
  await page.locator('main h2.blog-post-title a', { hasText: 'Welcome to the blog' }).click();
  await page.waitForURL((u) => u.pathname === '/blog/2024/01/01/welcome');
  await page.locator('main h1.blog-post-title', { hasText: 'Welcome to the blog' }).waitFor();
  assert.is(await marker(page), 'same document', "the tag's list page has route data: no reload either");
  assert.equal(errors, []);
  await page.context().close();
});

test.after(async () => {
  await closeBrowser();
  (await server).close();
});

test.run();
