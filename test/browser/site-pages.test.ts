import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/fixtures.ts';

// Pages of src/pages/ in real Chromium (test/fixtures/site-pages): the React home page's 'use client' Counter
// hydrates, and the client router shows Markdown and React pages after a navigation.
const server = buildFixture('site-pages').then(({ dir }) => serveCommand({ dir, port: 0 }));
const origin = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const browser = await launchBrowser();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // The fixture has no favicon: Chromium's own /favicon.ico request is not the page's error.
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto((await origin()) + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-layout-mode'));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  return { page, errors };
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);

test("the React page's interactive component hydrates: a click counts", async () => {
  const { page, errors } = await open('/');
  await page.locator('docs-island[data-hydrated]').waitFor();
  await page.locator('.page-counter').click();
  await page.locator('.page-counter', { hasText: 'Clicked 2 times' }).waitFor();
  await page.locator('.page-counter').click();
  await page.locator('.page-counter', { hasText: 'Clicked 3 times' }).waitFor();
  assert.equal(errors, [], 'no hydration mismatch or other error');
  await page.context().close();
});

test('client navigation: React page → Markdown page → React page, the island working again', async () => {
  const { page, errors } = await open('/');
  await page.locator('main a[href="/about"]').click();
  await page.waitForURL((u) => u.pathname === '/about');
  await page.locator('main .about-wrapper h1', { hasText: 'About' }).waitFor();
  assert.is(await page.title(), 'About the project | Fixture site');
  await page.locator('main a[href="/#start"]').click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.locator('main h2#start').waitFor();
  await page.locator('docs-island[data-hydrated] .page-counter').click();
  await page.locator('.page-counter', { hasText: 'Clicked 2 times' }).waitFor();
  assert.is(await page.title(), 'Welcome | Fixture site');
  assert.is(await marker(page), 'same document', 'client-side navigations, no reload');
  assert.equal(errors, []);
  await page.context().close();
});

test.after(async () => {
  await closeBrowser();
  (await server).close();
});

test.run();
