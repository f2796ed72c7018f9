import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarCategoryItem, SidebarItem } from '../../shared/page-data.ts';
import { SidebarItems } from '../../theme/Sidebar.tsx';
import { closeBrowser } from '../helpers/browser.ts';
import { closePage, openPage, themeFixtureSite } from './theme-helpers.ts';

// Layout behaviours on the theme fixture: navbar hide-on-scroll, the mobile drawer, sidebar categories
// and the table of contents.
const site = themeFixtureSite();
const url = (path = '/guides/long-page') => site.url(path);

const navbarBottom = (page: Page) =>
  page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom);
const drawerOpen = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-drawer-open'));
/**
 * Waits until the page is still: no animation or transition running (the navbar and the drawer slide for 200 ms),
 * and the scroll position and the navbar's place unchanged for 3 frames in a row (a wheel scroll, and the navbar's
 * class that follows it one frame later, have landed). A condition, not a guessed delay. (Looked at once a frame;
 * what it saw is kept on `window`, since a named function inside the callback would need tsx's `__name` helper.)
 */
async function settle(page: Page) {
  await page.evaluate(() => ((window as unknown as { settle: object }).settle = { last: '', still: 0 }));
  await page.waitForFunction(
    () => {
      const seen = (window as unknown as { settle: { last: string; still: number } }).settle;
      const now = `${window.scrollY} ${document.querySelector('.navbar')!.getBoundingClientRect().bottom}`;
      const moving = document.getAnimations().some((a) => a.playState === 'running');
      seen.still = now === seen.last && !moving ? seen.still + 1 : 0;
      seen.last = now;
      return seen.still >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
}

test('navbar hides while scrolling down and comes back on scroll up', async () => {
  const page = await openPage(await url());
  await page.mouse.move(600, 500);
  await page.mouse.wheel(0, 900);
  await page.waitForFunction(() => window.scrollY > 800);
  await settle(page);
  assert.ok((await navbarBottom(page)) <= 0, 'hidden after scrolling down');
  await page.mouse.wheel(0, -200);
  await settle(page);
  assert.ok((await navbarBottom(page)) > 0, 'shown after scrolling up');
  assert.ok((await page.evaluate(() => window.scrollY)) > 500, 'still far down the page');
  await page.mouse.wheel(0, 400);
  await settle(page);
  assert.ok((await navbarBottom(page)) <= 0);
  // Focus enters the page from the top: the skip link, the announcement's close button, then the navbar.
  for (let i = 0; i < 5 && !(await page.evaluate(() => !!document.activeElement?.closest('.navbar'))); i++)
    await page.keyboard.press('Tab');
  await settle(page);
  assert.ok((await navbarBottom(page)) > 0, 'keyboard focus in the navbar shows it');
  await closePage(page);
});

test('mobile drawer: the hamburger opens sections and sidebar; Escape, backdrop and navigation close it', async () => {
  const page = await openPage(await url(), { width: 390 });
  const hamburger = page.getByRole('button', { name: 'Open the navigation menu' });
  const drawer = page.locator('#mobile-drawer');
  assert.not.ok(await drawer.getByRole('link', { name: 'Other' }).isVisible(), 'closed at first');
  assert.not.ok(await page.locator('.navbar-left').isVisible(), 'section links are not in the mobile navbar');
  await hamburger.click();
  assert.ok(await drawerOpen(page));
  assert.is(await page.locator('[data-drawer-toggle]').getAttribute('aria-expanded'), 'true');
  await settle(page);
  assert.ok(
    await drawer.getByRole('link', { name: 'Guide', exact: true }).isVisible(),
    'navbar links are in the drawer',
  );
  assert.ok(await drawer.getByRole('link', { name: 'Other' }).isVisible());
  assert.ok(
    await drawer.locator('a.sidebar-link.active', { hasText: 'The long page' }).isVisible(),
    'the sidebar is in the drawer',
  );
  assert.ok(await drawer.locator('.drawer-versions summary').isVisible(), 'versions are in the drawer');

  await page.keyboard.press('Escape');
  assert.not.ok(await drawerOpen(page), 'Escape closes');
  assert.ok(
    await page.locator('[data-drawer-toggle]').evaluate((b) => b === document.activeElement),
    'focus returns to the hamburger',
  );

  await page.locator('[data-drawer-toggle]').click();
  await settle(page);
  await page.locator('.drawer-backdrop').click({ position: { x: 370, y: 400 } });
  assert.not.ok(await drawerOpen(page), 'the backdrop closes');

  await page.locator('[data-drawer-toggle]').click();
  await settle(page);
  await drawer.getByRole('link', { name: 'Guides', exact: true }).click();
  await page.waitForURL(/\/guides$/);
  assert.not.ok(await drawerOpen(page), 'navigation closes');
  await page.locator('[data-drawer-toggle]').click();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('docs:route-updated')));
  assert.not.ok(await drawerOpen(page), 'a client-side route update closes');
  await closePage(page);
});

test('mobile drawer closes when the window grows past 996 px; desktop shows the sidebar as a column', async () => {
  const page = await openPage(await url(), { width: 390 });
  await page.locator('[data-drawer-toggle]').click();
  assert.ok(await drawerOpen(page));
  await page.setViewportSize({ width: 997, height: 800 });
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-drawer-open'));
  assert.not.ok(await page.locator('[data-drawer-toggle]').isVisible());
  assert.ok(await page.locator('.sidebar-container').isVisible());
  assert.not.ok(await page.locator('.drawer-nav').isVisible(), 'the drawer copy of the sections is mobile only');
  await page.setViewportSize({ width: 996, height: 800 });
  await settle(page);
  assert.not.ok(await drawerOpen(page), 'stays closed when narrowing again');
  assert.not.ok(await page.locator('.sidebar-container').isVisible());
  await closePage(page);
});

test('layout mode: ssr in the HTML, then desktop or mobile (wider than 996 px is desktop)', async () => {
  const page = await openPage(await url(), { width: 1280, javaScriptEnabled: false });
  assert.is(await page.getAttribute('html', 'data-layout-mode'), 'ssr');
  await closePage(page);
  const live = await openPage(await url(), { width: 1280 });
  await live.waitForFunction(() => document.documentElement.dataset.layoutMode === 'desktop');
  await live.setViewportSize({ width: 996, height: 800 });
  await live.waitForFunction(() => document.documentElement.dataset.layoutMode === 'mobile');
  await closePage(live);
});

test('sidebar categories: toggling one never collapses another; lazy children load on expand', async () => {
  const page = await openPage(await url());
  const category = (label: string) =>
    page
      .locator('.sidebar-category', { has: page.locator(`:scope > a, :scope > details > summary`, { hasText: label }) })
      .first();
  const isOpen = (label: string) =>
    category(label)
      .locator(':scope > details')
      .evaluate((d) => (d as HTMLDetailsElement).open);
  assert.ok(await isOpen('Guides'), 'the current page’s category is expanded');
  assert.not.ok(await isOpen('Alpha'));
  assert.not.ok(await isOpen('Beta'));
  assert.is(
    await category('Alpha').locator('li').count(),
    0,
    'a closed category with a page is rendered without children',
  );

  await category('Beta').locator('summary').click();
  assert.ok(await isOpen('Beta'));
  assert.is(await category('Alpha').locator('summary').getAttribute('aria-label'), 'Toggle Alpha');
  await category('Alpha').locator('summary').click();
  await page.getByRole('link', { name: 'Alpha one' }).waitFor();
  assert.ok(await isOpen('Alpha'));
  assert.ok(await isOpen('Beta'), 'opening Alpha left Beta open');
  assert.ok(await isOpen('Guides'));
  assert.is(await page.getByRole('link', { name: 'Alpha two' }).getAttribute('href'), '/guides/alpha/two');

  await category('Beta').locator('summary').click();
  assert.not.ok(await isOpen('Beta'));
  assert.ok(await isOpen('Alpha'), 'closing Beta left Alpha open');
  assert.ok(await isOpen('Guides'));
  assert.not.ok(await isOpen('Reference'), 'an untouched category stays as it was');
  assert.is(
    await page.locator('.sidebar-container button, .sidebar-container [data-hide-sidebar]').count(),
    0,
    'nothing hides the sidebar',
  );
  await closePage(page);
});

test('a lazily filled category has the markup the server renders for the same sidebar items', async () => {
  const page = await openPage(await url());
  const alpha = page.locator('.sidebar-category', { has: page.locator(':scope > a', { hasText: 'Alpha' }) }).first();
  assert.is(await alpha.locator(':scope > details[data-lazy] > ul').count(), 0, 'Alpha starts without children');
  await alpha.locator('summary').click();
  const list = alpha.locator(':scope > details:not([data-lazy]) > ul');
  await list.waitFor();
  const { name, href, depth, filled } = await list.evaluate((ul) => ({
    name: ul.closest<HTMLElement>('.sidebar')!.dataset.sidebar!,
    href: ul.closest('li')!.querySelector(':scope > a')!.getAttribute('href')!,
    depth: Number(/depth-(\d+)/.exec(ul.className)![1]),
    filled: ul.outerHTML,
  }));
  const sidebar = (await (await fetch(await url(`/_data/sidebars/${name}.json`))).json()) as SidebarItem[];
  const find = (items: SidebarItem[]): SidebarCategoryItem | undefined =>
    items.reduce<SidebarCategoryItem | undefined>(
      (found, item) => found ?? (item.type === 'category' ? (item.href === href ? item : find(item.items)) : undefined),
      undefined,
    );
  const category = find(sidebar);
  assert.ok(category, `category ${href} in /_data/sidebars/${name}.json`);
  const server = renderToStaticMarkup(
    createElement(SidebarItems, { items: category.items, path: '/guides/long-page', depth }),
  );
  // Serialised by the browser as well, so only the markup is compared, not how each side escapes text.
  const expected = await page.evaluate((html) => {
    const t = document.createElement('template');
    t.innerHTML = html;
    return (t.content.firstElementChild as Element).outerHTML;
  }, server);
  assert.ok(filled.includes('Alpha one'), 'the filled list shows the category’s children');
  assert.is(filled, expected);
  await closePage(page);
});

test('TOC: levels 2 to 4, nested by depth; the heading in view is highlighted as the reader scrolls', async () => {
  const page = await openPage(await url());
  const toc = page.locator('.toc-desktop');
  const items = await toc.locator('li').evaluateAll((lis) => lis.map((li) => `${li.className}:${li.textContent}`));
  assert.equal(items, [
    'toc-depth-0:Install',
    'toc-depth-1:Requirements',
    'toc-depth-2:Python versions',
    'toc-depth-0:Configure',
    'toc-depth-0:Deploy',
    'toc-depth-0:Monitor',
    'toc-depth-0:Troubleshoot',
  ]);
  const active = () => toc.locator('a.active').innerText();
  for (const [id, text] of [
    ['deploy', 'Deploy'],
    ['requirements', 'Requirements'],
    ['monitor', 'Monitor'],
  ]) {
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), id);
    await page.waitForFunction((t) => document.querySelector('.toc-desktop a.active')?.textContent === t, text);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => document.querySelector('.toc-desktop a.active')?.textContent === 'Troubleshoot');
  assert.is(await active(), 'Troubleshoot');
  assert.is(await page.locator('.toc-desktop a.active').count(), 1);
  assert.not.ok(await page.locator('.toc-mobile').isVisible(), 'the mobile TOC is hidden on desktop');
  await closePage(page);
});

test('TOC on mobile: a collapsed "On this page" above the article that opens on click', async () => {
  const page = await openPage(await url(), { width: 390 });
  const mobile = page.locator('.toc-mobile');
  assert.not.ok(await page.locator('.toc-desktop').isVisible());
  assert.ok(await mobile.locator('summary', { hasText: 'On this page' }).isVisible());
  assert.not.ok(await mobile.getByRole('link', { name: 'Deploy' }).isVisible(), 'collapsed at first');
  await mobile.locator('summary').click();
  assert.ok(await mobile.getByRole('link', { name: 'Deploy' }).isVisible());
  await mobile.getByRole('link', { name: 'Deploy' }).click();
  await page.waitForFunction(
    () => Math.abs(document.getElementById('deploy')?.getBoundingClientRect().top ?? Infinity) < 120,
  );
  await closePage(page);
});

test('after client-side navigation the theme follows the new page: active section, TOC highlight', async () => {
  const page = await openPage(await url('/'));
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.locator('.navbar-left').getByRole('link', { name: 'Other' }).click();
  await page.waitForURL(/\/other\/overview$/);
  await page.locator('h1', { hasText: 'Other overview' }).waitFor();
  assert.ok(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    'a client-side transition',
  );
  const active = () =>
    page.locator('.navbar-left a.active, .drawer-links a.active').evaluateAll((as) => as.map((a) => a.textContent));
  await page.waitForFunction(() => document.querySelector('.navbar-left a.active')?.textContent === 'Other');
  assert.equal(await active(), ['Other', 'Other'], 'navbar and drawer agree');
  await page.goBack();
  await page.locator('h1', { hasText: 'Theme home' }).waitFor();
  await page.waitForFunction(() => document.querySelector('.navbar-left a.active')?.textContent === 'Guide');
  await page.locator('.markdown').getByRole('link', { name: 'long page' }).click();
  await page.locator('h1', { hasText: 'The long page' }).waitFor();
  await page.evaluate(() => document.getElementById('monitor')!.scrollIntoView());
  await page.waitForFunction(() => document.querySelector('.toc-desktop a.active')?.textContent === 'Monitor');
  assert.ok(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage));
  await closePage(page);
});

test('without JavaScript: default tabs, TOC, and on mobile the sections and sidebar below the page', async () => {
  const page = await openPage(await url(), { width: 390, javaScriptEnabled: false });
  assert.ok(await page.getByText('uv add example').isVisible(), 'the default tab shows');
  assert.not.ok(await page.getByText('pip install example').isVisible());
  assert.not.ok(await page.locator('[data-drawer-toggle]').isVisible(), 'no hamburger that cannot work');
  assert.ok(await page.locator('#mobile-drawer').getByRole('link', { name: 'Other' }).isVisible());
  assert.ok(await page.locator('.sidebar-container a.sidebar-link.active').isVisible());
  const below = await page.evaluate(
    () =>
      document.querySelector('#mobile-drawer')!.getBoundingClientRect().top >
      document.querySelector('main')!.getBoundingClientRect().bottom - 1,
  );
  assert.ok(below, 'the drawer contents follow the article');
  await closePage(page);
});

test.after(async () => {
  await closeBrowser();
  await site.close();
});

test.run();
