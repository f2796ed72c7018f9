import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture, read } from '../helpers/fixtures.ts';

// "Copy page" and "View as Markdown" on a doc page of the built complete-site fixture, from the keyboard.
const built = buildFixture('complete-site');
const server = built.then(({ dir }) => serveCommand({ dir, port: 0 }));
const base = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;

test('Copy page fetches the Markdown copy only on click and puts it on the clipboard (Enter key)', async () => {
  const { dir } = await built;
  const browser = await launchBrowser();
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: await base() });
  const page = await context.newPage();
  const markdownRequests: string[] = [];
  page.on('request', (r) => r.url().endsWith('.md') && markdownRequests.push(new URL(r.url()).pathname));
  await page.goto(`${await base()}/guides/automate/schedules`);
  assert.equal(markdownRequests, [], 'no Markdown on first load');
  const button = page.getByRole('button', { name: 'Copy page' });
  await button.focus();
  await page.keyboard.press('Enter');
  // The label changes once the fetch and the clipboard write have finished: wait for it.
  await page.locator('[data-page-copy]', { hasText: 'Copied' }).waitFor({ timeout: 5000 });
  assert.equal(markdownRequests, ['/guides/automate/schedules.md']);
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), read(dir, 'guides/automate/schedules.md'));
  await context.close();
});

test('View as Markdown is a link to the copy, followed from the keyboard', async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${await base()}/guides/automate/schedules`);
  const link = page.getByRole('link', { name: 'View as Markdown' });
  assert.is(await link.getAttribute('href'), '/guides/automate/schedules.md');
  await link.focus();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('.md')),
    page.keyboard.press('Enter'),
  ]);
  assert.is(response.status(), 200);
  assert.match(response.headers()['content-type'] ?? '', 'text/markdown');
  await page.close();
});

test.after(async () => {
  (await server).close();
  await closeBrowser();
});

test.run();
