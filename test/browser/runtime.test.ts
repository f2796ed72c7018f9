import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/fixtures.ts';

// The client runtime on the built runtime-site fixture (long pages, analytics on), in real Chromium.
const server = buildFixture('runtime-site').then(({ dir }) => serveCommand({ dir, port: 0 }));
const base = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;

async function open(path: string, init?: (page: Page) => Promise<unknown>): Promise<Page> {
  const browser = await launchBrowser();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await init?.(page);
  await page.goto((await base()) + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-layout-mode'));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  return page;
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const close = (page: Page) => page.context().close();

test('a link click swaps the page without reloading it: content, title, TOC, sidebar and URL', async () => {
  const page = await open('/guides/long-one');
  await page.locator('main a[href="/guides/long-two"]').first().click();
  await page.waitForURL('**/guides/long-two');
  await page.locator('h1', { hasText: 'Long two' }).waitFor();
  assert.is(await marker(page), 'same document', 'no reload');
  assert.is(await page.title(), 'Long two | Fixture site');
  assert.is(await page.locator('.sidebar-link.active').innerText(), 'Long two');
  assert.is(await page.locator('meta[name="description"]').getAttribute('content'), 'Another long page.');
  await close(page);
});

test('boot leaves the server-rendered <main> alone; React takes it over at the first client navigation', async () => {
  // React marks the container it renders into (hydrateRoot and createRoot alike) with a __reactContainer key.
  const reactOwnsMain = (page: Page) =>
    page.evaluate(() => Object.keys(document.getElementById('main')!).some((k) => k.startsWith('__reactContainer')));
  const page = await open('/guides/long-one');
  assert.not.ok(await reactOwnsMain(page), 'no hydration of the article at boot');
  await page.locator('main a[href="/guides/long-two"]').first().click();
  await page.locator('h1', { hasText: 'Long two' }).waitFor();
  assert.ok(await reactOwnsMain(page), 'rendered by React after a client navigation');
  await close(page);
});

test('a failed preload falls back to a full page load', async () => {
  const page = await open('/guides/long-one', (p) => p.route('**/_data/guides/long-two.json', (r) => r.abort()));
  await page.locator('main a[href="/guides/long-two"]').first().click();
  await page.locator('h1', { hasText: 'Long two' }).waitFor();
  assert.is(await marker(page), undefined, 'the browser loaded the page itself');
  await close(page);
});

test('after navigation: hash target scrolled into view, top otherwise; a query-only change stays', async () => {
  const page = await open('/guides/long-one');
  await page.locator('main a[href="/guides/long-two#section-10"]').first().click();
  await page.waitForURL('**/guides/long-two#section-10');
  await page.waitForFunction(
    () => Math.abs(document.getElementById('section-10')?.getBoundingClientRect().top ?? Infinity) < 150,
  );
  await page.locator('main a[href="/guides/long-one"]').first().click();
  await page.waitForURL('**/guides/long-one');
  // The URL changes before the new page is rendered and the scroll reset: wait for both (it was at section 10).
  await page.locator('h1', { hasText: 'Long one' }).waitFor();
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.evaluate(() => (document.querySelector('main a[href="/guides/long-one?tab=2"]') as HTMLElement).click());
  await page.waitForURL('**/guides/long-one?tab=2');
  assert.is(await page.evaluate(() => Math.round(window.scrollY)), 400);
  assert.is(await marker(page), 'same document');
  await close(page);
});

test('same-page hash links scroll smoothly to their target', async () => {
  const page = await open('/guides/long-one');
  await page.getByRole('link', { name: 'own section 12' }).click();
  await page.waitForFunction(
    () => Math.abs(document.getElementById('section-12')?.getBoundingClientRect().top ?? Infinity) < 150,
  );
  assert.ok(page.url().endsWith('#section-12'));
  await close(page);
});

test('back and forward restore the scroll position', async () => {
  const page = await open('/guides/long-one');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.evaluate(() => (document.querySelector('main a[href="/guides/long-two"]') as HTMLElement).click());
  await page.locator('h1', { hasText: 'Long two' }).waitFor();
  await page.goBack();
  await page.locator('h1', { hasText: 'Long one' }).waitFor();
  await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 5);
  assert.is(await marker(page), 'same document');
  await close(page);
});

test('progress bar: not shown for a fast navigation, shown while a slow one waits for its data', async () => {
  // The home page's data is held back until the bar has been seen, then released.
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  const page = await open('/guides/long-one', async (p) => {
    await p.addInitScript(() => {
      const w = window as unknown as { sawProgress: boolean };
      w.sawProgress = false;
      new MutationObserver(() => document.querySelector('.docs-progress') && (w.sawProgress = true)).observe(document, {
        childList: true,
        subtree: true,
      });
    });
    await p.route('**/_data/index.json', async (r) => {
      await released;
      await r.continue();
    });
  });
  // "Fast" made certain on a loaded machine: the pointer over the link loads its data first (prefetch on
  // intent), so the click has nothing to wait for and the bar's delay cannot pass while it runs.
  const link = page.locator('main a[href="/guides/long-two"]').first();
  const prefetched = page.waitForResponse((r) => r.url().endsWith('/_data/guides/long-two.json'));
  await link.hover();
  await (await prefetched).finished();
  await link.click();
  await page.locator('h1', { hasText: 'Long two' }).waitFor();
  assert.is(
    await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress),
    false,
    'fast: no bar',
  );
  await page.locator('.sidebar a[href="/"]').first().click();
  await page.locator('.docs-progress').waitFor();
  release();
  await page.locator('h1', { hasText: 'Runtime home' }).waitFor();
  await page.locator('.docs-progress').waitFor({ state: 'detached' });
  await close(page);
});

test('back to a page whose data is slow shows a spinner only after 200 ms; a failure shows Retry', async () => {
  let mode: 'slow' | 'fail' = 'slow';
  // The data is held back until the spinner has been seen, then released.
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  const page = await open('/guides/long-one', (p) =>
    p.route('**/_data/guides/long-one.json', async (r) => {
      if (mode === 'fail') return r.abort();
      await released;
      await r.continue();
    }),
  );
  await page.locator('main a[href="/guides/long-two"]').first().click();
  await page.locator('h1', { hasText: 'Long two' }).waitFor();
  const started = Date.now();
  await page.goBack();
  await page.locator('.docs-loading').waitFor();
  assert.ok(Date.now() - started >= 180, 'spinner not before the delay');
  release();
  await page.locator('h1', { hasText: 'Long one' }).waitFor();
  mode = 'fail';
  await page.evaluate(() => (document.querySelector('main a[href="/guides/long-two"]') as HTMLElement).click());
  await page.locator('h1', { hasText: 'Long two' }).waitFor();
  await page.evaluate(() => history.back());
  // long-one's data is cached from the first visit, so force a miss by going to a never-visited entry.
  await page.locator('h1', { hasText: 'Long one' }).waitFor();
  await close(page);

  const fresh = await open('/guides/long-two', (p) => p.route('**/_data/guides/long-one.json', (r) => r.abort()));
  await fresh.evaluate(() => history.pushState({ scroll: 0 }, '', '/guides/long-one'));
  await fresh.evaluate(() => history.pushState({ scroll: 0 }, '', '/guides/long-two'));
  await fresh.goBack();
  await fresh.locator('.docs-load-error button', { hasText: 'Retry' }).waitFor();
  assert.match(await fresh.locator('.docs-load-error').innerText(), 'long-one');
  await close(fresh);
});

test('route data without a page renders the error boundary: "This page crashed." and "Try again"', async () => {
  const page = await open('/guides/long-one', (p) =>
    p.route('**/_data/guides/long-two.json', (r) =>
      r.fulfill({ contentType: 'application/json', body: JSON.stringify({ page: null }) }),
    ),
  );
  await page.locator('main a[href="/guides/long-two"]').first().click();
  await page.locator('.docs-page-crashed h1', { hasText: 'This page crashed.' }).waitFor();
  assert.match(await page.locator('.docs-page-crashed').innerText(), 'cannot render anything');
  assert.ok(await page.getByRole('button', { name: 'Try again' }).isVisible());
  await close(page);
});

test('prefetch: hovering a link fetches its data; nothing is prefetched when data saver is on', async () => {
  // Every fetch() call is recorded as it starts; the hover handler fetches synchronously, so by the time
  // hover() returns the call is in the list or never will be.
  const recordFetches = (p: Page) =>
    p.addInitScript(() => {
      const w = window as unknown as { fetched: string[] };
      w.fetched = [];
      const original = window.fetch;
      window.fetch = (input, init) => {
        w.fetched.push(String(input instanceof Request ? input.url : input));
        return original(input, init);
      };
    });
  const fetchedData = (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { fetched: string[] }).fetched.some((u) => u.includes('/_data/guides/long-two.json')),
    );
  const page = await open('/guides/long-one', recordFetches);
  await page.locator('main a[href="/guides/long-two"]').first().hover();
  assert.ok(await fetchedData(page), 'hover fetches the route data');
  await close(page);
  const saver = await open('/guides/long-one', async (p) => {
    await recordFetches(p);
    await p.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
  });
  await saver.locator('main a[href="/guides/long-two"]').first().hover();
  assert.not.ok(await fetchedData(saver), 'data saver: no fetch on hover');
  await close(saver);
});

test('"/" opens search, not inside an editable field or a copilot widget; Pagefind finds a word', async () => {
  const page = await open('/guides/long-two');
  await page.evaluate(() => {
    const copilot = document.createElement('div');
    copilot.setAttribute('data-copilot', '');
    copilot.innerHTML = '<button id="copilot-button">Ask</button>';
    document.body.appendChild(copilot);
  });
  // The search box takes `/` by preventing its default, in its document listener; this window listener
  // runs after it for the same key press and records whether it did.
  await page.evaluate(() =>
    window.addEventListener('keydown', (e) => {
      if (e.key === '/') (window as unknown as { slashTaken: boolean }).slashTaken = e.defaultPrevented;
    }),
  );
  const slashTaken = () => page.evaluate(() => (window as unknown as { slashTaken?: boolean }).slashTaken);
  await page.focus('#copilot-button');
  await page.keyboard.press('/');
  assert.is(await slashTaken(), false, 'not from a copilot widget');
  assert.is(await page.locator('.search-modal').count(), 0, 'not from a copilot widget');
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  assert.is(await slashTaken(), true, 'taken elsewhere');
  const input = page.locator('.search-modal-input');
  await input.waitFor();
  await input.fill('quokkafruit');
  const result = page.locator('.search-result > a').first();
  await result.waitFor();
  assert.is(await result.getAttribute('href'), '/guides/long-one');
  assert.match(await page.locator('.search-result mark').first().innerText(), /quokkafruit/i);
  assert.is(await page.locator('.search-see-all').getAttribute('href'), '/search?q=quokkafruit');
  await page.keyboard.press('Enter');
  await page.locator('h1', { hasText: 'Long one' }).waitFor();
  assert.is(await page.locator('.search-modal').count(), 0);
  assert.is(await marker(page), 'same document', 'opening a result is a client-side navigation');
  await close(page);
});

test('analytics: one page_view in dataLayer per distinct route, and a blocked tracker breaks nothing', async () => {
  const page = await open('/guides/long-one', (p) => p.route('https://www.googletagmanager.com/**', (r) => r.abort()));
  const views = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .filter((a) => a[0] === 'event' && a[1] === 'page_view')
        .map((a) => (a[2] as { page_path: string }).page_path),
    );
  await page.locator('main a[href="/guides/long-two"]').first().click();
  await page.locator('h1', { hasText: 'Long two' }).waitFor();
  await page.locator('main a[href="/guides/long-one"]').first().click();
  await page.locator('h1', { hasText: 'Long one' }).waitFor();
  await page.evaluate(() => (document.querySelector('main a[href="/guides/long-one?tab=2"]') as HTMLElement).click());
  await page.waitForURL('**?tab=2');
  assert.equal(await views(), ['/guides/long-one', '/guides/long-two', '/guides/long-one', '/guides/long-one?tab=2']);
  const config = await page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer.find((a) => a[0] === 'config'),
  );
  assert.is((config as unknown as [string, string, { anonymize_ip: boolean }])[2].anonymize_ip, true);
  await close(page);
});

test('keyboard marker: added on Tab, removed on mouse down; layout mode follows the width', async () => {
  const page = await open('/guides/long-one');
  const hasMarker = () => page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'));
  await page.keyboard.press('Tab');
  assert.ok(await hasMarker());
  await page.mouse.down();
  await page.mouse.up();
  assert.not.ok(await hasMarker());
  assert.is(await page.evaluate(() => document.documentElement.dataset.layoutMode), 'desktop');
  await page.setViewportSize({ width: 800, height: 800 });
  await page.waitForFunction(() => document.documentElement.dataset.layoutMode === 'mobile');
  await close(page);
});

test('mermaid renders lazily, only on a page with a diagram, and follows the colour mode', async () => {
  const page = await open('/guides/long-one');
  const mermaidLoaded = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /mermaid/i.test(e.name)).length);
  assert.is(await mermaidLoaded(), 0);
  await page.goto(`${await base()}/guides/diagram`);
  await page.locator('.mermaid-diagram svg').waitFor({ timeout: 15_000 });
  assert.is(await page.locator('.mermaid-diagram').getAttribute('data-rendered'), 'light');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await page.waitForFunction(
    () => document.querySelector('.mermaid-diagram')?.getAttribute('data-rendered') === 'dark',
  );
  await close(page);
});

test.after(async () => {
  await closeBrowser();
  (await server).close();
});

test.run();
