import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/fixtures.ts';

// Versioned docs in real Chromium (test/fixtures/versioned-docs: current `Next 🚧` at /docs/next, 2.0 the last
// at /docs, 1.0 `1.0.x` at /docs/1.0): the version dropdown follows client navigations, choosing a version saves
// it as the preferred one, which pages outside the docs then show, and the search box searches the version read.
const server = buildFixture('versioned-docs').then(({ dir }) => serveCommand({ dir, port: 0 }));
const origin = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;
const PREFERRED = 'docs-preferred-version-default';

async function open(path: string, page?: Page): Promise<Page> {
  if (!page) {
    const browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  }
  await page.goto((await origin()) + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-layout-mode'));
  return page;
}
const dropdown = (page: Page) => page.locator('.navbar .docs-version-dropdown');
const entryHrefs = (page: Page) =>
  dropdown(page)
    .locator('a[data-version]')
    .evaluateAll((as) => as.map((a) => `${(a as HTMLAnchorElement).dataset.version} ${a.getAttribute('href')}`));
const label = (page: Page) => dropdown(page).locator('.docs-version-label').textContent();
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PREFERRED);

test('the dropdown follows a client navigation; choosing a version saves it and leads to the same page', async () => {
  const page = await open('/docs/next/guide');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.locator('.sidebar-container a[href="/docs/next/new-feature"]').click();
  await page.waitForURL((u) => u.pathname === '/docs/next/new-feature');
  await page.locator('main h1', { hasText: 'New feature' }).waitFor();
  assert.is(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
  assert.equal(await entryHrefs(page), ['current /docs/next/new-feature', '2.0 /docs/intro', '1.0 /docs/1.0/intro']);
  await page.locator('.sidebar-container a[href="/docs/next/intro"]').click();
  await page.waitForURL((u) => u.pathname === '/docs/next/intro');
  await page.waitForFunction(() =>
    document
      .querySelector('.navbar .docs-version-dropdown a[data-version="1.0"]')
      ?.getAttribute('href')
      ?.endsWith('/1.0/intro'),
  );
  assert.is(await dropdown(page).locator('a[data-version="2.0"]').getAttribute('href'), '/docs/intro');
  assert.is(await label(page), 'Next 🚧');
  assert.is(await stored(page), null);

  await dropdown(page).locator('summary').click();
  await dropdown(page).locator('a[data-version="1.0"]').click();
  await page.waitForURL((u) => u.pathname === '/docs/1.0/intro');
  await page.locator('main .version-banner[data-banner="unmaintained"]').waitFor();
  assert.is(await stored(page), '1.0', 'the choice is saved');
  await page.waitForFunction(() => document.querySelector('.navbar .docs-version-label')?.textContent === '1.0.x');
  // The navbar's doc item leads to its doc in the version read.
  assert.is(await page.locator('.navbar-left a', { hasText: 'Docs' }).getAttribute('href'), '/docs/1.0/intro');
  await page.context().close();
});

test('outside the docs, the preferred version names the dropdown and leads doc items; latest clears it', async () => {
  const page = await open('/docs/intro');
  await page.evaluate((key) => localStorage.setItem(key, '1.0'), PREFERRED);
  await open('/search', page);
  await page.waitForFunction(() => document.querySelector('.navbar .docs-version-label')?.textContent === '1.0.x');
  assert.is(await page.locator('.navbar-left a', { hasText: 'Docs' }).getAttribute('href'), '/docs/1.0/intro');
  await open('/docs/1.0/intro', page);
  await page.locator('main .version-banner a', { hasText: 'latest version' }).click();
  await page.waitForURL((u) => u.pathname === '/docs/intro');
  assert.is(await stored(page), null, 'choosing the latest version clears the preference');
  await page.context().close();
});

test('the search box searches the version being read', async () => {
  const page = await open('/docs/1.0/intro');
  const results = async () => {
    await page.keyboard.press('/');
    await page.locator('.search-modal-input').fill('introduction');
    await page.locator('.search-result > a').first().waitFor();
    return page.locator('.search-result > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')).sort());
  };
  assert.equal(await results(), ['/docs/1.0/intro']);
  await open('/docs/next/guide', page);
  assert.equal(await results(), ['/docs/next/guide', '/docs/next/intro']);
  await page.context().close();
});

test.after(async () => {
  await closeBrowser();
  (await server).close();
});

test.run();
