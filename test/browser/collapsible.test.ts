import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { collapseDuration } from '../../runtime/theme/collapsible.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/fixtures.ts';

// Issue 18, collapsible sections (spec §4, §9): sidebar categories and <Details> animate their height for a
// duration derived from it (Docusaurus's formula), and for 1 ms when the reader prefers reduced motion.
const server = buildFixture('collapsible-site').then(({ dir }) => serveCommand({ dir, port: 0 }));
const base = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;

async function open(reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
  const context = await (await launchBrowser()).newContext({ viewport: { width: 1280, height: 900 }, reducedMotion });
  const page = await context.newPage();
  await page.goto(`${await base()}/`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-layout-mode'));
  return page;
}

/** Clicks a section's summary; returns its transition duration (ms) and the height it moves. */
async function toggle(page: Page, details: string) {
  const before = await page.locator(details).evaluate((d) => d.getBoundingClientRect().height);
  await page.locator(`${details} > summary`).click();
  const ms = await page.locator(details).evaluate((d) => parseFloat(getComputedStyle(d).transitionDuration) * 1000);
  await page.waitForFunction(
    (sel) => document.querySelector(sel)!.getAttribute('style')?.includes('height:') !== true,
    details,
  );
  const after = await page.locator(details).evaluate((d) => d.getBoundingClientRect().height);
  return { ms: Math.round(ms), moved: Math.abs(after - before) };
}

const SIDEBAR = '.sidebar-category details';
const DETAILS = 'main details.details';

test('a sidebar category and <Details> open and close with a duration derived from their height', async () => {
  const page = await open('no-preference');
  for (const sel of [SIDEBAR, DETAILS]) {
    assert.is(await page.locator(sel).evaluate((d: HTMLDetailsElement) => d.open), false, `${sel} starts closed`);
    const opened = await toggle(page, sel);
    assert.ok(opened.moved > 30, `${sel} grew`);
    assert.is(opened.ms, collapseDuration(opened.moved), `${sel} opens in the duration its height gives`);
    assert.ok(opened.ms > 100, `${sel}: a real animation`);
    assert.is(await page.locator(sel).evaluate((d: HTMLDetailsElement) => d.open), true);
    const closed = await toggle(page, sel);
    assert.is(closed.ms, collapseDuration(closed.moved), `${sel} closes in the duration its height gives`);
    assert.is(await page.locator(sel).evaluate((d: HTMLDetailsElement) => d.open), false);
  }
  await page.context().close();
});

test('with reduced motion the sections open and close in 1 ms', async () => {
  const page = await open('reduce');
  for (const sel of [SIDEBAR, DETAILS]) {
    assert.is((await toggle(page, sel)).ms, 1, `${sel} opens in 1 ms`);
    assert.is(await page.locator(sel).evaluate((d: HTMLDetailsElement) => d.open), true);
    assert.is((await toggle(page, sel)).ms, 1, `${sel} closes in 1 ms`);
  }
  await page.context().close();
});

test('collapseDuration follows Docusaurus: about 200 ms for 36 px, slowly growing', () => {
  assert.is(collapseDuration(36), 192);
  assert.is(collapseDuration(0), 40);
  assert.ok(collapseDuration(1000) > collapseDuration(100));
});

test.after(async () => {
  (await server).close();
  await closeBrowser();
});

test.run();
