import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeBrowser } from '../helpers/browser.ts';
import { axeViolations, closePage, openPage, screenshot, realSite, themeOf } from './theme-helpers.ts';

// The theme on the real Dagster site, built once: accessibility in both colour modes at desktop and
// mobile widths, the navbar and its targets (spec §2), breadcrumbs, the footer and the 404 page.
const site = realSite();
const url = (path: string) => site.url(path);

const PAGES = {
  home: '/',
  guide: '/guides/build/assets/defining-assets',
  api: '/api/dagster/hooks',
  tag: '/tags/examples/code-example',
  notFound: '/this-page-does-not-exist',
};

for (const mode of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`zero axe violations (wcag2a, wcag2aa), ${mode} mode, ${width} px: home, guide, API, tag, 404`, async () => {
      const problems: string[] = [];
      for (const [name, path] of Object.entries(PAGES)) {
        const page = await openPage(await url(path), { width, height: 900, colorScheme: mode });
        assert.is(await themeOf(page), mode, `${name} follows the system colour scheme`);
        for (const v of await axeViolations(page)) problems.push(`${name} ${path}: ${v}`);
        if (name === 'home' || name === 'guide' || name === 'notFound')
          await screenshot(page, `theme-${name}-${mode}-${width}`);
        await closePage(page);
      }
      assert.equal(problems, []);
    });
  }
}

test('navbar: logo and title to /, the six sections with their targets, versions, search, Sign in, CTA', async () => {
  const page = await openPage(await url(PAGES.guide));
  const navbar = page.locator('nav.navbar');
  assert.is(await navbar.locator('.navbar-brand').getAttribute('href'), '/');
  assert.is(await navbar.locator('.navbar-brand img').getAttribute('alt'), 'Dagster logo');
  const sections = await navbar
    .locator('.navbar-left a')
    .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  assert.equal(sections, [
    ['User guide', '/'],
    ['Examples', '/examples'],
    ['Deployment', '/deployment'],
    ['Migration', '/migration'],
    ['Integrations', '/integrations/libraries'],
    ['API', '/api'],
  ]);
  assert.is(
    await navbar.getByRole('link', { name: 'User guide' }).getAttribute('aria-current'),
    'page',
    'the section of the page is highlighted',
  );
  assert.is(await navbar.getByRole('link', { name: 'API' }).getAttribute('aria-current'), null);
  assert.is(await navbar.getByRole('link', { name: 'Sign in' }).getAttribute('href'), 'https://dagster.plus/');
  assert.is(
    await navbar.getByRole('link', { name: 'Try Dagster+' }).getAttribute('href'),
    'https://dagster.plus/signup',
  );
  assert.ok(await navbar.getByRole('search').locator('input[name="q"]').isVisible());
  assert.is(await navbar.getByRole('search').getAttribute('action'), '/search');
  await closePage(page);

  const api = await openPage(await url(PAGES.api));
  assert.is(await api.locator('.navbar-left a.active').innerText(), 'API');
  await closePage(api);
  const home = await openPage(await url('/getting-started/installation'));
  assert.is(
    await home.locator('.navbar-left a.active').innerText(),
    'User guide',
    'every page of the docs sidebar highlights User guide',
  );
  await closePage(home);
});

test('navbar is keyboard reachable: skip link first, then the brand and the sections', async () => {
  const page = await openPage(await url(PAGES.guide));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  assert.ok(await skip.evaluate((a) => a === document.activeElement));
  assert.ok(await skip.isVisible(), 'the skip link shows when focused');
  await page.keyboard.press('Enter');
  assert.is(await page.evaluate(() => location.hash), '#main');
  await page.keyboard.press('Shift+Tab'); // back onto the skip link
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // the brand (the hamburger is hidden on desktop)
  assert.is(await page.evaluate(() => document.activeElement?.className), 'navbar-brand');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'User guide');
  await closePage(page);
});

test('versions dropdown: spec §2 entries, external ones plain links; closes on Escape and outside clicks', async () => {
  const page = await openPage(await url(PAGES.guide));
  const dropdown = page.locator('.navbar .navbar-dropdown');
  assert.not.ok(await dropdown.locator('.dropdown-menu').isVisible());
  await dropdown.locator('summary').click();
  const entries = await dropdown
    .locator('.dropdown-menu a')
    .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]));
  assert.equal(entries, [
    ['Latest (1.11.14)', '/', null],
    ['Version 1.10', 'https://release-1-10-5.archive.dagster-docs.io/', null],
    ['Version 1.9', 'https://release-1-9-13.archive.dagster-docs.io/', null],
    ['1.9.9 and earlier', 'https://legacy-docs.dagster.io', null],
    ['Upcoming release (Preview)', 'https://main.archive.dagster-docs.io/', null],
  ]);
  assert.ok(await dropdown.locator('.dropdown-menu').isVisible());
  await page.keyboard.press('Escape');
  assert.not.ok(await dropdown.locator('.dropdown-menu').isVisible(), 'Escape closes');
  assert.ok(
    await dropdown.locator('summary').evaluate((s) => s === document.activeElement),
    'focus returns to the button',
  );
  await dropdown.locator('summary').click();
  await page.locator('main h1').click({ position: { x: 5, y: 5 } });
  assert.not.ok(await dropdown.locator('.dropdown-menu').isVisible(), 'a click elsewhere closes');
  await closePage(page);
});

test('Sign in and the CTA are hidden at 800 px and shown at 1200 px; the hamburger the other way round', async () => {
  const narrow = await openPage(await url(PAGES.guide), { width: 800 });
  assert.not.ok(await narrow.getByRole('link', { name: 'Try Dagster+' }).isVisible());
  assert.not.ok(await narrow.getByRole('link', { name: 'Sign in' }).isVisible());
  assert.ok(await narrow.getByRole('button', { name: 'Open the navigation menu' }).isVisible());
  await closePage(narrow);
  const wide = await openPage(await url(PAGES.guide), { width: 1200 });
  assert.ok(await wide.getByRole('link', { name: 'Try Dagster+' }).isVisible());
  assert.ok(await wide.getByRole('link', { name: 'Sign in' }).isVisible());
  assert.not.ok(await wide.getByRole('button', { name: 'Open the navigation menu' }).isVisible());
  for (const width of [997, 1100, 1200, 1280]) {
    await wide.setViewportSize({ width, height: 800 });
    const overflow = await wide.evaluate(() => document.querySelector('.navbar')!.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the navbar fits at ${width} px (overflows by ${overflow} px)`);
  }
  await closePage(wide);
});

test('breadcrumbs: home icon, category labels with links, the current page last', async () => {
  const page = await openPage(await url(PAGES.guide));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  assert.is(await crumbs.getByRole('link', { name: 'Home page' }).getAttribute('href'), '/');
  assert.ok(await crumbs.locator('svg').first().isVisible(), 'home icon');
  const items = await crumbs
    .locator('li')
    .evaluateAll((lis) =>
      lis
        .slice(1)
        .map((li) => [
          li.textContent,
          li.querySelector('a')?.getAttribute('href') ?? null,
          li.querySelector('[aria-current]') ? 'current' : '',
        ]),
    );
  assert.equal(items, [
    ['Build', '/guides/build', ''],
    ['Assets', '/guides/build/assets', ''],
    ['Defining assets', null, 'current'],
  ]);
  await closePage(page);
});

test('sidebar: current page highlighted, its categories expanded, scrolled into view in the sidebar', async () => {
  const page = await openPage(await url('/api/dagster/utilities'), { height: 500 });
  const active = page.locator('.sidebar-container a.sidebar-link.active');
  assert.is(await active.innerText(), 'Utilities');
  assert.is(await active.getAttribute('aria-current'), 'page');
  const inView = await active.evaluate((a) => {
    const box = a.closest('.sidebar-container')!.getBoundingClientRect();
    const r = a.getBoundingClientRect();
    return r.top >= box.top && r.bottom <= box.bottom;
  });
  assert.ok(inView, 'the active link is inside the visible part of the sidebar');
  assert.is(await page.evaluate(() => window.scrollY), 0, 'the page itself did not scroll');
  const openCategories = await page
    .locator('.sidebar-category:has(a.active) > details')
    .evaluateAll((ds) => ds.every((d) => (d as HTMLDetailsElement).open));
  assert.ok(openCategories);
  await closePage(page);
});

test('footer: legal and feedback links, social icons with accessible names, copyright', async () => {
  const page = await openPage(await url(PAGES.home));
  const footer = page.locator('footer.footer');
  for (const name of [
    'Terms of Service',
    'Privacy Policy',
    'Security',
    'Feedback',
    'X',
    'Community Slack',
    'GitHub',
    'YouTube',
  ]) {
    assert.ok(await footer.getByRole('link', { name, exact: true }).isVisible(), name);
  }
  assert.ok(await footer.getByText('Copyright 2025 Dagster Labs').isVisible());
  await closePage(page);
});

test('404: "Page not found", a search box, links to the main sections; status 404', async () => {
  const browserPage = await openPage(await url(PAGES.home));
  const response = await browserPage.goto(await url(PAGES.notFound));
  assert.is(response?.status(), 404);
  assert.is(await browserPage.locator('h1').innerText(), 'Page not found');
  const search = browserPage.locator('main').getByRole('search');
  assert.is(await search.getAttribute('action'), '/search');
  assert.ok(await search.locator('input[name="q"]').isVisible());
  const links = await browserPage
    .locator('main .section-links a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.equal(links, ['/', '/examples', '/deployment', '/migration', '/integrations/libraries', '/api']);
  await closePage(browserPage);
});

test.after(async () => {
  await closeBrowser();
  await site.close();
});

test.run();
