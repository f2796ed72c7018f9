import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/fixtures.ts';

// Issue 18, analytics (spec §3, §7): with a tracking id every page loads gtag and sends a page_view on each
// route change where path, query or hash differs. The tracker request is answered by Playwright (no network).
const server = buildFixture('runtime-site').then(({ dir }) => serveCommand({ dir, port: 0 }));
const base = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;

const pageViews = `((window.dataLayer ?? []).filter((a) => a[0] === 'event' && a[1] === 'page_view')
  .map((a) => a[2].page_path))`;

test('gtag loads for the configured id and page_view follows path and hash changes only', async () => {
  const context = await (await launchBrowser()).newContext();
  const requested: string[] = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__trackerRan = true;' });
  });
  const page = await context.newPage();
  await page.goto((await base()) + '/guides/long-one');
  await page.waitForFunction(() => (window as unknown as { __trackerRan?: boolean }).__trackerRan === true);
  assert.equal(requested, ['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);

  const ownSection = page.getByRole('link', { name: 'own section 12' });
  await ownSection.click();
  await page.waitForURL('**#section-12');
  await ownSection.click(); // the same URL again: no page_view
  await page.locator('main a[href="/guides/long-two"]').first().click();
  await page.locator('h1', { hasText: 'Long two' }).waitFor();
  await page.waitForFunction(`${pageViews}.length >= 3`);
  assert.equal(await page.evaluate(pageViews), ['/guides/long-one', '/guides/long-one#section-12', '/guides/long-two']);
  const config = await page.evaluate(`(window.dataLayer.find((a) => a[0] === 'config') ?? [])[2]`);
  assert.equal(config, { anonymize_ip: true, send_page_view: false });
  await context.close();
});

test.after(async () => {
  (await server).close();
  await closeBrowser();
});

test.run();
