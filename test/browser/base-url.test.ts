import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/fixtures.ts';

// A site built with baseUrl /docs/ and served under /docs/ (issue #16), in real Chromium: first load,
// client navigation, search, colour mode — with every request inside /docs/ and no console errors.
const server = buildFixture('base-url-site').then(({ dir }) => serveCommand({ dir, port: 0 }));
const origin = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;

interface Opened {
  page: Page;
  /** Path (and query) of every request the page made, in order. */
  requests: string[];
  errors: string[];
}

async function open(path: string): Promise<Opened> {
  const browser = await launchBrowser();
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' })
  ).newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  const site = await origin();
  page.on('request', (r) => {
    const url = new URL(r.url());
    requests.push(url.origin === site ? url.pathname + url.search : url.href);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.stack ?? e.message));
  await page.goto(site + path);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-layout-mode') !== 'ssr');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  return { page, requests, errors };
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Every request stayed inside the base; the page logged no errors. */
function assertClean({ requests, errors }: Opened): void {
  assert.equal(
    requests.filter((r) => !r.startsWith('/docs/')),
    [],
    'no request outside /docs/',
  );
  assert.equal(errors, [], 'no console errors');
}

test('first load: styles, scripts and the page under /docs/', async () => {
  const opened = await open('/docs/guides/first');
  const { page, requests } = opened;
  assert.is(await page.title(), 'First guide | Fixture site');
  assert.is(await page.locator('.sidebar-link.active').innerText(), 'First guide');
  // The stylesheet applied (the navbar is laid out as a flex row) and the module script ran.
  assert.is(await page.locator('.navbar').evaluate((el) => getComputedStyle(el).display), 'flex');
  assert.ok(
    requests.some((r) => /^\/docs\/assets\/.+\.js$/.test(r)),
    JSON.stringify(requests),
  );
  assert.is(await page.locator('.base-url-banner, #__docusaurus-base-url-issue-banner').count(), 0);
  assertClean(opened);
  await page.context().close();
});

test('client navigation fetches /docs/_data/… and keeps /docs/ in the address bar; back works', async () => {
  const opened = await open('/docs/guides/first');
  const { page, requests } = opened;
  await page.locator('main a[href="/docs/guides/second#more"]').first().click();
  await page.waitForURL('**/docs/guides/second#more');
  await page.locator('h1', { hasText: 'Second guide' }).waitFor();
  assert.is(await marker(page), 'same document', 'no reload');
  assert.ok(requests.includes('/docs/_data/guides/second.json'), JSON.stringify(requests));
  assert.is(await page.locator('.sidebar-link.active').innerText(), 'Second guide');
  // Links rendered by the client (the new page's pagination and breadcrumbs) carry the base too.
  assert.is(await page.locator('.pagination-prev').getAttribute('href'), '/docs/guides/first');
  assert.is(
    await page.locator('link[rel="canonical"]').getAttribute('href'),
    'https://fixture.example.com/docs/guides/second',
  );
  await page.locator('.sidebar-link', { hasText: 'Welcome' }).click();
  await page.waitForURL((url) => url.pathname === '/docs/');
  await page.locator('h1', { hasText: 'Welcome' }).waitFor();
  assert.ok(requests.includes('/docs/_data/index.json'), JSON.stringify(requests));
  await page.goBack();
  await page.waitForURL('**/docs/guides/second#more');
  await page.locator('h1', { hasText: 'Second guide' }).waitFor();
  assert.is(await marker(page), 'same document');
  assert.ok(
    await page.locator('.navbar-left .navbar-link.active', { hasText: /^Guides$/ }).count(),
    'Guides is active',
  );
  assertClean(opened);
  await page.context().close();
});

test('the base root keeps its slash and /docs/guides/first/ becomes /docs/guides/first', async () => {
  const home = await open('/docs/');
  assert.is(pathOf(home.page), '/docs/');
  assert.is(await home.page.locator('h1').innerText(), 'Welcome');
  assertClean(home);
  await home.page.context().close();
  const bare = await open('/docs');
  assert.is(pathOf(bare.page), '/docs/', 'the server redirects /docs to /docs/');
  await bare.page.context().close();
});

test('search: the Pagefind bundle loads from /docs/pagefind/ and a result navigates under the base', async () => {
  const opened = await open('/docs/guides/first');
  const { page, requests } = opened;
  await page.keyboard.press('/');
  const input = page.locator('.search-modal-input');
  await input.waitFor();
  await input.fill('sensors');
  const result = page.locator('.search-result > a').first();
  await result.waitFor();
  assert.is(await result.getAttribute('href'), '/docs/guides/second');
  assert.ok(requests.includes('/docs/pagefind/pagefind.js'), JSON.stringify(requests));
  await result.click();
  await page.waitForURL((url) => url.pathname === '/docs/guides/second');
  await page.locator('h1', { hasText: 'Second guide' }).waitFor();
  assert.is(await marker(page), 'same document', 'the router handled the result');
  assert.is(await page.locator('.search-see-all').count(), 0, 'the modal closed after choosing a result');
  assertClean(opened);
  await page.context().close();
});

test('colour mode switches and the lazily filled sidebar keeps the base', async () => {
  const opened = await open('/docs/guides/second');
  const { page } = opened;
  // System (light here) → light → dark: the second click shows the dark theme.
  await page.click('[data-color-mode-toggle]');
  await page.click('[data-color-mode-toggle]');
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  const links = await page.locator('.sidebar a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links.length > 0 && links.every((h) => h?.startsWith('/docs/')), JSON.stringify(links));
  assertClean(opened);
  await page.context().close();
});

test.after(async () => {
  await closeBrowser();
  (await server).close();
});

test.run();
