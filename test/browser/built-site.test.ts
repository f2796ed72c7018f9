import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import sirv from 'sirv';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture, PROJECT_DIR } from '../helpers/fixtures.ts';
import { RUNTIME_BOOTED_FLAG } from '../../theme/base-url-banner.ts';

// The built complete-site fixture in real Chromium: what the static HTML and the first runtime do.
const server = buildFixture('complete-site').then(({ dir }) => serveCommand({ dir, port: 0 }));
const base = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;
const SHOTS = join(PROJECT_DIR, 'test-results');

test('a doc page renders with no console errors, navbar and sidebar in place', async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${await base()}/guides/automate/schedules`);
  assert.is(await page.title(), 'Schedules | Fixture site');
  assert.is(await page.locator('.navbar-link', { hasText: 'Guide' }).getAttribute('href'), '/');
  assert.is(await page.locator('.sidebar-link.active').innerText(), 'Schedules');
  assert.equal(errors, []);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'fixture-guide-light.png'), fullPage: true });
  await page.close();
});

test('colour mode: light by default, the switch cycles light → dark → system and persists', async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${await base()}/`);
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  assert.is(await theme(), 'light');
  await page.click('[data-color-mode-toggle]'); // system (default) → light
  await page.click('[data-color-mode-toggle]'); // light → dark
  assert.is(await theme(), 'dark');
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  await page.reload();
  assert.is(await theme(), 'dark', 'choice survives a reload, applied before paint');
  await page.screenshot({ path: join(SHOTS, 'fixture-home-dark.png') });
  await context.close();
});

test('tabs switch on click and stay in sync through the group id', async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${await base()}/guides/automate/schedules`);
  const pip = page.getByRole('tab', { name: 'pip' });
  await pip.click();
  assert.is(await pip.getAttribute('aria-selected'), 'true');
  assert.ok(await page.getByText('pip install dagster').isVisible());
  assert.not.ok(await page.getByText('uv add dagster').isVisible());
  await page.reload();
  assert.is(
    await page.getByRole('tab', { name: 'pip' }).getAttribute('aria-selected'),
    'true',
    'stored choice restored',
  );
  await page.close();
});

test('the copy button puts the code on the clipboard', async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: await base() });
  const page = await context.newPage();
  await page.goto(`${await base()}/guides/automate/schedules`);
  const block = page.locator('.code-block', { hasText: 'daily_orders_schedule' });
  await block.hover();
  await block.locator('[data-code-copy]').click();
  // The label changes once the asynchronous clipboard write has finished: wait for it, don't sample it.
  await block.locator('[data-code-copy]', { hasText: 'Copied' }).waitFor({ timeout: 5000 });
  assert.match(
    await page.evaluate(() => navigator.clipboard.readText()),
    'daily_orders_schedule = dg.ScheduleDefinition(',
  );
  await context.close();
});

test('an unknown URL shows the 404 page with status 404', async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const res = await page.goto(`${await base()}/does/not/exist`);
  assert.is(res?.status(), 404);
  assert.is(await page.locator('h1').innerText(), 'Page not found');
  await page.close();
});

test('a site served under another path than its baseUrl shows the wrong-base-URL banner on its home page', async () => {
  // The fixture is built for baseUrl "/"; here it is served under /docs/, so its /assets/ URLs fail.
  const { dir } = await buildFixture('complete-site');
  const files = sirv(dir, { dev: true });
  const misplaced = createServer((req, res) => {
    if (!req.url?.startsWith('/docs/')) return void res.writeHead(404).end();
    req.url = req.url.slice('/docs'.length);
    files(req, res, () => void res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => misplaced.listen(0, '127.0.0.1', resolve));
  const port = (misplaced.address() as AddressInfo).port;
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/docs/`);
  const banner = page.locator('#base-url-issue-banner');
  await banner.waitFor();
  assert.match(await banner.innerText(), /did not load properly/);
  assert.is(await banner.getAttribute('data-suggested-base-url'), '/docs/');
  assert.match(await banner.innerText(), /Suggested baseUrl: \/docs\//);
  await page.screenshot({ path: join(SHOTS, 'fixture-base-url-banner.png') });

  // Served where it belongs, the runtime boots and no banner appears.
  await page.goto(`${await base()}/`);
  await page.waitForLoadState('load');
  // The banner's check runs in a timeout the load event queued: one queued after it has run once it has.
  await page.waitForFunction(
    (flag) => (window as unknown as Record<string, unknown>)[flag] === true,
    RUNTIME_BOOTED_FLAG,
  );
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  assert.is(await page.locator('#base-url-issue-banner').count(), 0);
  await page.close();
  misplaced.close();
});

test.after(async () => {
  await closeBrowser();
  (await server).close();
});

test.run();
