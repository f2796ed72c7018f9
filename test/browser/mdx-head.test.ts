import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/fixtures.ts';

// A page's MDX `<head>` after client-side navigations (issue #24): the runtime applies the next page's head
// from its route data and takes the previous page's away, so the head is what the server writes for that page.
const server = buildFixture('mdx-head').then(({ dir }) => serveCommand({ dir, port: 0 }));

test('navigating between pages with and without a content head keeps the head of the page shown', async () => {
  const origin = `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(origin + '/plain');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-layout-mode'));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  const head = () =>
    page.evaluate(() => ({
      title: document.title,
      descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      hreflang: document.querySelectorAll('link[hreflang]').length,
    }));
  assert.equal(await head(), {
    title: 'Custom document title',
    descriptions: ['Head description'],
    canonicals: ['https://elsewhere.example.com/plain'],
    robots: null,
    hreflang: 1,
  });
  await page.locator('.sidebar a[href="/component"]').first().click();
  await page.locator('h1', { hasText: 'Component head' }).waitFor();
  assert.equal(await head(), {
    title: 'Component head from Head',
    // No front-matter description: Docusaurus's excerpt of the body (its first line with text, tags removed).
    descriptions: ['{frontMatter.title} from Head'],
    canonicals: ['https://fixture.example.com/component'],
    robots: 'noindex, computed',
    hreflang: 0,
  });
  await page.locator('.sidebar a[href="/plain"]').first().click();
  await page.locator('h1', { hasText: 'Plain head' }).waitFor();
  assert.is((await head()).title, 'Custom document title');
  assert.equal((await head()).descriptions, ['Head description']);
  await page.locator('.sidebar a[href="/"]').first().click();
  await page.locator('h1', { hasText: 'Home' }).waitFor();
  const home = await head();
  assert.is(home.title, 'Home | Fixture site');
  assert.equal(home.descriptions, ['Home page.']);
  assert.equal(home.canonicals, ['https://fixture.example.com/']);
  assert.is(home.robots, null);
  assert.is(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
  await page.context().close();
});

test.after(async () => {
  (await server).close();
  await closeBrowser();
});

test.run();
