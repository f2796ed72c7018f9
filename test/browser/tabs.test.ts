// Tabs in the browser (test/fixtures/tabs-options): groupId sync and storage, queryString read from and
// written to the URL, lazy panels made on first choice, arrow keys. Every step waits for DOM state.
import type { Locator, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { fixtureDir } from '../helpers/fixtures.ts';
import { buildAndServe, type ServedSite } from '../helpers/served-site.ts';

let served: Promise<ServedSite> | undefined;

/** The fixture built and served once, on first use. */
function url(path: string): Promise<string> {
  served ??= buildAndServe(fixtureDir('tabs-options'));
  return served.then((s) => s.origin + path);
}

async function open(path: string): Promise<Page> {
  const browser = await launchBrowser();
  const page = await (await browser.newContext({ viewport: { width: 1200, height: 900 } })).newPage();
  await page.goto(await url(path));
  // The runtime marks nothing on tabs at boot; its click listener is there once the module has run.
  await page.waitForFunction(() => !!document.getElementById('__docs_data') && document.readyState === 'complete');
  return page;
}

/** Waits until `tab` is (or is not) the selected tab of its set. */
async function selected(tab: Locator, on = true): Promise<void> {
  await tab.and(tab.page().locator(`[aria-selected="${on}"]`)).waitFor();
}

const sets = (page: Page) => page.locator('.tabs');

test('groupId: choosing in one set chooses in the others of the group; the choice survives a reload', async () => {
  const page = await open('/page');
  const [first, second] = [sets(page).nth(0), sets(page).nth(1)];
  await selected(first.getByRole('tab', { name: 'macOS' })); // the `default` item
  await selected(second.getByRole('tab', { name: 'Linux' })); // the first item
  await second.getByRole('tab', { name: 'Windows' }).click();
  await selected(second.getByRole('tab', { name: 'Windows' }));
  await selected(first.getByRole('tab', { name: 'macOS' })); // the first set has no Windows tab: unchanged
  await first.getByRole('tab', { name: 'Linux' }).click();
  await selected(second.getByRole('tab', { name: 'Linux' }));
  assert.ok(await second.getByText('Linux two').isVisible());
  assert.not.ok(await second.getByText('Windows two').isVisible());
  assert.is(await page.evaluate(() => localStorage.getItem('docs.tab.os')), 'linux');
  await page.reload();
  await selected(sets(page).nth(0).getByRole('tab', { name: 'Linux' })); // restored over the `default`
  await selected(sets(page).nth(1).getByRole('tab', { name: 'Linux' }));
  assert.ok(await sets(page).nth(0).getByText('Linux one').isVisible());
  await page.context().close();
});

test('queryString: the URL chooses on load; a click writes the URL (replaceState), keeping the hash', async () => {
  const page = await open('/page?lang=py&pm=pip#top');
  const lang = sets(page).nth(2);
  const pm = sets(page).nth(3);
  await selected(lang.getByRole('tab', { name: 'Python' })); // over defaultValue="ts"
  await selected(pm.getByRole('tab', { name: 'pip' })); // queryString={true}: the key is the groupId
  assert.ok(await lang.getByText('Python code').isVisible());
  const before = await page.evaluate(() => history.length);
  await lang.getByRole('tab', { name: 'TypeScript' }).click();
  await page.waitForURL((u) => u.searchParams.get('lang') === 'ts');
  assert.is(new URL(page.url()).hash, '#top');
  assert.is(new URL(page.url()).searchParams.get('pm'), 'pip', 'other parameters kept');
  assert.is(await page.evaluate(() => history.length), before, 'the entry is replaced, not pushed');
  await pm.getByRole('tab', { name: 'uv' }).click();
  await page.waitForURL((u) => u.searchParams.get('pm') === 'uv');
  assert.is(await page.evaluate(() => localStorage.getItem('docs.tab.pm')), 'uv');
  // A value the set does not have is ignored: the server default stays.
  await page.goto(await url('/page?lang=rust'));
  await selected(sets(page).nth(2).getByRole('tab', { name: 'TypeScript' }));
  await page.context().close();
});

test('lazy: a hidden panel is not in the DOM until first chosen, then it stays', async () => {
  const page = await open('/page');
  const lazy = sets(page).nth(4);
  assert.is(await page.evaluate(() => document.getElementById('lazy-later')), null);
  await lazy.getByRole('tab', { name: 'later' }).click();
  await page.locator('#lazy-later').waitFor({ state: 'visible' });
  await lazy.getByRole('tab', { name: 'first' }).click();
  await page.locator('#lazy-later').waitFor({ state: 'hidden' });
  assert.is(await page.locator('#lazy-later').count(), 1, 'made once, then only hidden');
  assert.is(await lazy.locator('template').count(), 0);
  await page.context().close();
});

test('arrow keys, Home and End move and choose within one set, wrapping around', async () => {
  const page = await open('/page');
  const second = sets(page).nth(1);
  const tab = (name: string) => second.getByRole('tab', { name });
  await tab('Linux').focus();
  await page.keyboard.press('ArrowRight');
  await selected(tab('macOS'));
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'macOS');
  await page.keyboard.press('End');
  await selected(tab('Windows'));
  await page.keyboard.press('ArrowRight'); // wraps to the first
  await selected(tab('Linux'));
  await page.keyboard.press('ArrowLeft'); // wraps to the last
  await selected(tab('Windows'));
  await page.keyboard.press('Home');
  await selected(tab('Linux'));
  assert.is(await tab('Linux').getAttribute('tabindex'), '0', 'roving tabindex');
  assert.is(await tab('Windows').getAttribute('tabindex'), '-1');
  await page.context().close();
});

test('a choice made in another browser tab of the site applies here too (storage event)', async () => {
  const page = await open('/page');
  const other = await page.context().newPage();
  await other.goto(await url('/page'));
  await other.waitForFunction(() => document.readyState === 'complete');
  await other.locator('.tabs').nth(1).getByRole('tab', { name: 'Windows' }).click();
  await selected(sets(page).nth(1).getByRole('tab', { name: 'Windows' }));
  await selected(sets(page).nth(0).getByRole('tab', { name: 'macOS' })); // no Windows tab: unchanged
  await page.context().close();
});

test("after a client-side navigation the new page's tab sets take the stored choice", async () => {
  const page = await open('/');
  await page.evaluate(() => localStorage.setItem('docs.tab.os', 'linux'));
  const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await page.locator('.sidebar a', { hasText: 'Tabs options' }).first().click();
  await page.waitForURL((u) => u.pathname === '/page');
  await selected(sets(page).nth(0).getByRole('tab', { name: 'Linux' })); // over the `default` (macOS)
  assert.is(await page.evaluate(() => performance.getEntriesByType('navigation').length), before, 'no full load');
  await page.context().close();
});

test.after(async () => {
  if (served) (await served).server.close();
  await closeBrowser();
});

test.run();
