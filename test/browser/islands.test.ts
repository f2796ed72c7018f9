import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/fixtures.ts';

// Islands in real Chromium on test/fixtures/mdx-island: /counter hydrates a 'use client' Counter; / has none.
const server = buildFixture('mdx-island').then(({ dir }) => serveCommand({ dir, port: 0 }));
const origin = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;

interface Opened {
  page: Page;
  requests: string[];
  errors: string[];
}

async function open(path: string): Promise<Opened> {
  const browser = await launchBrowser();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('console', (m) => {
    // The fixture has no favicon: Chromium's own /favicon.ico request is not the page's error.
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto((await origin()) + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-layout-mode'));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  return { page, requests, errors };
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);

/** Waits for the island to hydrate, clicks it `times` times and waits for each count. */
async function clickCounter(page: Page, from: number, times: number): Promise<void> {
  await page.locator('docs-island[data-hydrated]').waitFor();
  const button = page.locator('docs-island .counter-button');
  for (let i = 1; i <= times; i++) {
    await button.click();
    await page.locator('docs-island .counter-button', { hasText: `Clicks: ${from + i}` }).waitFor();
  }
}

test('the island hydrates: a click increments the counter; its Markdown children stay', async () => {
  const { page, errors } = await open('/counter');
  await clickCounter(page, 2, 2);
  assert.is(await page.locator('docs-island docs-children strong').innerText(), 'Markdown');
  assert.equal(errors, [], 'no hydration mismatch or other error');
  await page.context().close();
});

test('after client navigation away and back the island works again', async () => {
  const { page, errors, requests } = await open('/counter');
  await clickCounter(page, 2, 1);
  await page.locator('main a[href="/"]').first().click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.locator('h1', { hasText: 'Home' }).waitFor();
  assert.is(await page.locator('docs-island').count(), 0);
  await page.locator('main a[href="/counter"]').first().click();
  await page.waitForURL('**/counter');
  await clickCounter(page, 2, 1); // a fresh island: it starts again from its props
  assert.is(await marker(page), 'same document', 'client-side navigations, no reload');
  const chunks = requests.filter((p) => p.startsWith('/assets/islands/'));
  assert.ok(chunks.length > 0);
  assert.equal(chunks, [...new Set(chunks)], 'each island chunk loads once');
  assert.equal(errors, []);
  await page.context().close();
});

test('a global component marked client: true, a named export and Docusaurus modules hydrate', async () => {
  const { page, errors } = await open('/clock');
  await page.locator('docs-island[data-hydrated] .clock[data-ticks="1"]').waitFor();
  // A named export (Widgets.tsx's Toggle) hydrates as its own island.
  await page.locator('docs-island[data-export="Toggle"][data-hydrated]').waitFor();
  await page.locator('.toggle').click();
  await page.locator('.toggle', { hasText: 'Switch on' }).waitFor();
  // Docusaurus's client modules: useIsBrowser turns true once mounted, with no hydration mismatch.
  await page.locator('.where', { hasText: 'Fixture site in the browser: other page' }).waitFor();
  assert.is(await page.locator('.where a').getAttribute('href'), '/other');
  assert.equal(errors, []);
  await page.context().close();
});

test('a page without islands requests no island chunk', async () => {
  const { page, requests, errors } = await open('/');
  await page.waitForLoadState('networkidle');
  assert.ok(
    requests.some((p) => /^\/assets\/entry-/.test(p)),
    'the runtime loaded',
  );
  assert.equal(
    requests.filter((p) => p.startsWith('/assets/islands/')),
    [],
  );
  assert.equal(errors, []);
  await page.context().close();
});

test.after(async () => {
  await closeBrowser();
  (await server).close();
});

test.run();
