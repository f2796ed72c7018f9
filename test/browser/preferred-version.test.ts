import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { themeFixtureSite } from './theme-helpers.ts';

// Issue 18, preferred docs version (spec §4): a choice in the Versions dropdown is saved in local storage,
// "latest" clears it, and the dropdown marks the saved choice (also after a reload).
const site = themeFixtureSite();
const KEY = 'docs-preferred-version-default';

test('choosing a version saves it and marks it; choosing latest clears it', async () => {
  const context = await (await launchBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(await site.url('/guides/long-page'));
  // The entries leave the site (or reload it): stop a link's navigation once the page's own handlers ran.
  const stayOnPage = () =>
    page.evaluate(() =>
      window.addEventListener('click', (e) => {
        if ((e.target as Element).closest('a')) e.preventDefault();
      }),
    );
  await stayOnPage();
  const dropdown = page.locator('.navbar .navbar-dropdown.versions').first();
  const saved = () => page.evaluate((key) => localStorage.getItem(key), KEY);
  const marked = () => dropdown.locator('a.preferred').evaluateAll((links) => links.map((a) => a.textContent));
  assert.is(await saved(), null);
  assert.equal(await marked(), []);

  await dropdown.locator('summary').click();
  await dropdown.getByRole('link', { name: 'Version 1.0' }).click();
  assert.is(await saved(), '1.0');
  assert.equal(await marked(), ['Version 1.0']);

  await page.reload();
  await page.locator('.navbar .navbar-dropdown.versions a.preferred').first().waitFor({ state: 'attached' });
  assert.equal(await marked(), ['Version 1.0'], 'the saved choice is marked on the next page load');

  await stayOnPage();
  await dropdown.locator('summary').click();
  await dropdown.getByRole('link', { name: 'Latest (2.0)' }).click();
  assert.is(await saved(), null, 'latest clears the saved choice');
  assert.equal(await marked(), []);
  await context.close();
});

test.after(async () => {
  await site.close();
  await closeBrowser();
});

test.run();
