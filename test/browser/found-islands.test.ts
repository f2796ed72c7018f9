import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/fixtures.ts';

// Components that need the browser, unmarked (test/fixtures/modules-site): found and hydrated (issue #24).
const server = buildFixture('modules-site/website').then(({ dir }) => serveCommand({ dir, port: 0 }));
const origin = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;

async function open(path: string) {
  const browser = await launchBrowser();
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto((await origin()) + path);
  return { page, errors };
}

test('every found island hydrates without a mismatch', async () => {
  const { page, errors } = await open('/page');
  await page.waitForFunction(() => document.querySelectorAll('docs-island[data-hydrated]').length === 3);
  assert.equal(errors, []);
  await page.context().close();
});

test('the effect of an unmarked component runs: an old deep link is sent to its new page', async () => {
  const { page, errors } = await open('/page#old-anchor');
  await page.waitForURL((u) => u.pathname === '/');
  assert.equal(errors, []);
  await page.context().close();
});

test.after(async () => {
  (await server).close();
  await closeBrowser();
});

test.run();
