import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { closePage, openPage, themeFixtureSite, themeOf } from './theme-helpers.ts';

// Colour mode and the announcement bar: both are applied before the first paint by the head script,
// kept in localStorage, and (colour mode) synchronised across tabs and with the system preference.
const site = themeFixtureSite();
const url = (path = '/guides/long-page') => site.url(path);

/**
 * Records `<html>`'s attributes at the moment `<body>` is inserted: before anything of the page can be
 * painted and before the runtime (a module script) has run, so only the inline head script has acted.
 */
const RECORD_FIRST_PAINT = () => {
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    const html = document.documentElement;
    (window as unknown as { __firstPaint: object }).__firstPaint = {
      theme: html.getAttribute('data-theme'),
      choice: html.getAttribute('data-theme-choice'),
      announcementDismissed: html.hasAttribute('data-announcement-dismissed'),
    };
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};
const firstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstPaint: Record<string, unknown> }).__firstPaint);
const toggle = (page: Page) => page.click('[data-color-mode-toggle]');

test('light by default; with no stored choice the mode follows the system (dark system → dark)', async () => {
  for (const colorScheme of ['light', 'no-preference'] as const) {
    const page = await openPage(await url(), { colorScheme });
    assert.is(await themeOf(page), 'light', colorScheme);
    await closePage(page);
  }
  const dark = await openPage(await url(), { colorScheme: 'dark' });
  assert.is(await themeOf(dark), 'dark');
  assert.match((await dark.getAttribute('[data-color-mode-toggle]', 'aria-label'))!, 'currently system mode');
  await closePage(dark);
});

test('the switch cycles light → dark → system → light and stores the choice under `theme`', async () => {
  const page = await openPage(await url(), { colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  assert.is(await themeOf(page), 'light', 'a stored choice beats the system preference');
  const steps: [string | null, string | null, string | null][] = [];
  for (let i = 0; i < 3; i++) {
    await toggle(page);
    steps.push([
      await themeOf(page),
      await page.evaluate(() => localStorage.getItem('theme')),
      await page.getAttribute('[data-color-mode-toggle]', 'aria-label'),
    ]);
  }
  assert.equal(
    steps.map((s) => s.slice(0, 2)),
    [
      ['dark', 'dark'],
      ['dark', 'system'],
      ['light', 'light'],
    ],
    'system follows the (dark) system preference',
  );
  assert.match(steps[0][2]!, 'currently dark mode');
  assert.match(steps[1][2]!, 'currently system mode');
  await closePage(page);
});

test('system follows prefers-color-scheme live, without a reload', async () => {
  const page = await openPage(await url(), { colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('theme', 'system'));
  await page.reload();
  assert.is(await themeOf(page), 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await closePage(page);
});

test('persistence and no flash: a stored dark choice is on <html> before <body> exists, on every page', async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext({ colorScheme: 'light' });
  await context.addInitScript(RECORD_FIRST_PAINT);
  const page = await context.newPage();
  await page.goto(await url());
  assert.equal(await firstPaint(page), { theme: 'light', choice: 'system', announcementDismissed: false });
  await toggle(page); // system → light
  await toggle(page); // light → dark
  for (const path of ['/guides/long-page', '/', '/tags', '/no-such-page']) {
    await page.goto(await url(path));
    assert.equal(await firstPaint(page), { theme: 'dark', choice: 'dark', announcementDismissed: false }, path);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.is(background, 'rgb(21, 23, 28)', `${path}: dark background`);
  }
  await context.close();
});

test('cross-tab sync: a choice made in one tab applies in the others (storage event)', async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext({ colorScheme: 'light' });
  const [a, b] = [await context.newPage(), await context.newPage()];
  await a.goto(await url());
  await b.goto(await url('/'));
  assert.is(await themeOf(b), 'light');
  await toggle(a); // system → light
  await toggle(a); // light → dark
  await b.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.is(await b.getAttribute('html', 'data-theme-choice'), 'dark');
  await context.close();
});

test('announcement bar: shown until closed; the dismissal is stored and applied before first paint', async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext();
  await context.addInitScript(RECORD_FIRST_PAINT);
  const page = await context.newPage();
  await page.goto(await url());
  const bar = page.getByRole('region', { name: 'Announcement' });
  assert.ok(await bar.isVisible());
  assert.match(await bar.innerText(), 'Version 2.0 is out.');
  await bar.getByRole('button', { name: 'Close announcement' }).click();
  assert.not.ok(await bar.isVisible());
  assert.is(await page.evaluate(() => localStorage.getItem('docs-announcement-dismissed-theme-fixture-1')), '1');
  await page.goto(await url('/'));
  assert.is(((await firstPaint(page)) as { announcementDismissed: boolean }).announcementDismissed, true);
  assert.not.ok(await page.getByRole('region', { name: 'Announcement' }).isVisible());
  await context.close();
});

test.after(async () => {
  await closeBrowser();
  await site.close();
});

test.run();
