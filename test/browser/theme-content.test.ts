import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { closePage, openPage, themeFixtureSite } from './theme-helpers.ts';

// Content elements on the theme fixture's long page: tabs, code blocks, tables and image zoom.
const site = themeFixtureSite();
const url = (path = '/guides/long-page') => site.url(path);

test('tabs: a groupId keeps tab sets in sync, the choice persists, arrow keys, Home and End move', async () => {
  const page = await openPage(await url());
  const sets = page.locator('.tabs[data-group-id="package-manager"]');
  assert.is(await sets.count(), 2);
  await sets.nth(0).getByRole('tab', { name: 'pip' }).click();
  for (const i of [0, 1])
    assert.is(await sets.nth(i).getByRole('tab', { name: 'pip' }).getAttribute('aria-selected'), 'true', `set ${i}`);
  assert.ok(await page.getByText('pip install -r requirements.txt').isVisible(), 'the second set switched too');
  assert.not.ok(await page.getByText('uv sync').isVisible());
  assert.is(await page.evaluate(() => localStorage.getItem('docs.tab.package-manager')), 'pip');
  await page.reload();
  assert.is(
    await sets.nth(1).getByRole('tab', { name: 'pip' }).getAttribute('aria-selected'),
    'true',
    'restored after a reload',
  );

  const pip = sets.nth(0).getByRole('tab', { name: 'pip' });
  await pip.focus();
  await page.keyboard.press('ArrowRight'); // wraps around to the first tab
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'uv');
  assert.is(await sets.nth(1).getByRole('tab', { name: 'uv' }).getAttribute('aria-selected'), 'true');
  await page.keyboard.press('End');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'pip');
  await page.keyboard.press('Home');
  assert.is(await sets.nth(0).getByRole('tab', { name: 'uv' }).getAttribute('tabindex'), '0', 'roving tabindex');
  assert.is(await sets.nth(0).getByRole('tab', { name: 'pip' }).getAttribute('tabindex'), '-1');
  await closePage(page);
});

// Regression: highlighted lines once carried two class attributes, and browsers kept only the first.
test('code block: the lines named in the fence ({2}) are highlighted', async () => {
  const page = await openPage(await url());
  const block = page.locator('.code-block', { hasText: 'pipeline.run()' });
  const highlighted = await block
    .locator('.line')
    .evaluateAll((ls) => ls.map((l) => l.classList.contains('highlighted')));
  assert.equal(highlighted, [false, true, false], 'line 2 is highlighted');
  const background = await block
    .locator('.line')
    .nth(1)
    .evaluate((l) => getComputedStyle(l).backgroundColor);
  assert.is.not(background, 'rgba(0, 0, 0, 0)');
  await closePage(page);
});

test('code block: title bar, line numbers; both shiki themes switched by data-theme', async () => {
  const page = await openPage(await url());
  const block = page.locator('.code-block', { hasText: 'pipeline.run()' });
  assert.is(await block.locator('.code-title').innerText(), 'defs.py');
  const numbers = await block
    .locator('.line')
    .evaluateAll((ls) => ls.map((l) => getComputedStyle(l, '::before').content));
  assert.equal(numbers, ['counter(line)', 'counter(line)', 'counter(line)']);
  const keyword = block.locator('.line').first().locator('span').first();
  const light = await keyword.evaluate((s) => getComputedStyle(s).color);
  await page.click('[data-color-mode-toggle]'); // system → light
  await page.click('[data-color-mode-toggle]'); // light → dark
  const dark = await keyword.evaluate((s) => getComputedStyle(s).color);
  const darkBg = await block.locator('pre').evaluate((p) => getComputedStyle(p).backgroundColor);
  assert.is.not(light, dark, 'token colour changes with the mode');
  assert.is(darkBg, 'rgb(36, 41, 46)', 'github-dark background');
  await closePage(page);
});

test('copy button puts the code (without line numbers) on the clipboard and says "Copied"; wrap toggles', async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: await url('') });
  const page = await context.newPage();
  await page.goto(await url());
  const block = page.locator('.code-block', { hasText: 'pipeline.run()' });
  await block.hover();
  const copy = block.locator('[data-code-copy]');
  assert.is(await copy.getAttribute('aria-label'), 'Copy code to clipboard');
  // The clipboard write is asynchronous and "Copied" reverts after two seconds, so record every label the
  // button shows instead of reading it once at a moment that may be too early or too late under load.
  await copy.evaluate((b) => {
    const seen: string[] = [];
    (window as unknown as { copyLabels: string[] }).copyLabels = seen;
    new MutationObserver(() => seen.push(b.textContent ?? '')).observe(b, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await copy.click();
  await page.waitForFunction(() => (window as unknown as { copyLabels: string[] }).copyLabels.length > 0, undefined, {
    timeout: 5000,
  });
  assert.is((await page.evaluate(() => (window as unknown as { copyLabels: string[] }).copyLabels))[0], 'Copied');
  assert.is(
    await page.evaluate(() => navigator.clipboard.readText()),
    'import example\npipeline = example.Pipeline(name="daily")\npipeline.run()',
  );
  await page.waitForFunction(
    () =>
      document.querySelector('.code-copy:not(.copied)')?.textContent === 'Copy' &&
      [...document.querySelectorAll('.code-copy')].every((b) => b.textContent === 'Copy'),
    undefined,
    { timeout: 5000 },
  );

  const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
  await wrap.click();
  assert.is(await wrap.getAttribute('aria-pressed'), 'true');
  assert.is(await block.locator('pre').evaluate((p) => getComputedStyle(p).whiteSpace), 'pre-wrap');
  await wrap.click();
  assert.is(await block.locator('pre').evaluate((p) => getComputedStyle(p).whiteSpace), 'pre');
  await context.close();
});

test('wide tables scroll inside their own box, not the page', async () => {
  const page = await openPage(await url(), { width: 390 });
  const box = page.locator('.table-scroll').first();
  const sizes = await box.evaluate((b) => [
    b.scrollWidth > b.clientWidth,
    getComputedStyle(b).overflowX,
    document.documentElement.scrollWidth <= window.innerWidth,
  ]);
  assert.equal(sizes, [true, 'auto', true]);
  await closePage(page);
});

/** Zoom state: the body class medium-zoom adds while open, and the overlay's background. */
const zoomState = (page: Page) =>
  page.evaluate(() => ({
    open: document.body.classList.contains('medium-zoom--opened'),
    background: (document.querySelector('.medium-zoom-overlay') as HTMLElement | null)?.style.background ?? null,
  }));
const image = (page: Page) => page.locator('.markdown img[alt="Architecture diagram"]');

async function openZoomPage(colorScheme: 'light' | 'dark' = 'light'): Promise<{ page: Page; requests: string[] }> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  // medium-zoom's events (dispatched on the image, not bubbling: caught in the capture phase), counted.
  await page.addInitScript(() => {
    const w = window as unknown as { zoomEvents: string[] };
    w.zoomEvents = [];
    for (const name of ['open', 'opened', 'close', 'closed'])
      document.addEventListener(`medium-zoom:${name}`, () => w.zoomEvents.push(name), true);
  });
  await page.goto(await url());
  return { page, requests };
}

/** Runs `action` and waits until medium-zoom has dispatched `event` once more (e.g. `opened`: the animation ended). */
async function untilZoomEvent(page: Page, event: string, action: () => Promise<unknown>): Promise<void> {
  const count = () =>
    page.evaluate(
      (e) => (window as unknown as { zoomEvents: string[] }).zoomEvents.filter((x) => x === e).length,
      event,
    );
  const before = await count();
  await action();
  await page.waitForFunction(
    ([e, n]) => (window as unknown as { zoomEvents: string[] }).zoomEvents.filter((x) => x === e).length > n,
    [event, before] as const,
  );
}

/** Waits until the navbar's hide-on-scroll slide has run: two frames (the scroll handler's), then no transition. */
async function navbarSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document
      .querySelector('.navbar')!
      .getAnimations()
      .every((a) => a.playState !== 'running'),
  );
}

test('image zoom: medium-zoom loads only on pages with images and attaches 1000 ms after load', async () => {
  const home = await openZoomPage();
  await home.page.goto(await url('/'));
  await home.page.locator('html[data-zoom="none"]').waitFor({ state: 'attached' }); // the attach ran: no images
  assert.not.ok(
    home.requests.some((r) => /medium-zoom/.test(r)),
    'no image, no medium-zoom',
  );
  await closePage(home.page);

  const { page, requests } = await openZoomPage();
  const timing = await page.evaluate(async () => {
    const img = document.querySelector('.markdown img')!;
    const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    await new Promise<void>((done) => {
      if (img.classList.contains('medium-zoom-image')) return done();
      new MutationObserver(() => img.classList.contains('medium-zoom-image') && done()).observe(img, {
        attributeFilter: ['class'],
      });
    });
    return performance.now() - loaded.loadEventStart;
  });
  assert.ok(timing >= 990, `attached ${Math.round(timing)} ms after load, not before the delay`);
  assert.ok(
    requests.some((r) => /medium-zoom/.test(r)),
    'loaded by dynamic import',
  );
  await closePage(page);
});

test('image zoom: opens on click with a white background; closes on click, on Escape and on resize', async () => {
  const { page } = await openZoomPage();
  await page.waitForFunction(() => document.querySelector('.markdown img')?.classList.contains('medium-zoom-image'));
  await image(page).scrollIntoViewIfNeeded();
  await navbarSettled(page);
  const open = () => untilZoomEvent(page, 'opened', () => image(page).click()); // the opening animation ended
  await open();
  assert.equal(await zoomState(page), { open: true, background: 'rgb(255, 255, 255)' });
  await untilZoomEvent(page, 'closed', async () => {
    await page.locator('.medium-zoom-image--opened').click();
    assert.not.ok((await zoomState(page)).open, 'click closes');
  });

  await open();
  await untilZoomEvent(page, 'closed', async () => {
    await page.keyboard.press('Escape');
    assert.not.ok((await zoomState(page)).open, 'Escape closes');
  });

  await open();
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.waitForFunction(() => !document.body.classList.contains('medium-zoom--opened'));
  await closePage(page);
});

test('image zoom: scrolling up to 40 px keeps it open; more closes it after a 150 ms wait', async () => {
  const { page } = await openZoomPage();
  await page.waitForFunction(() => document.querySelector('.markdown img')?.classList.contains('medium-zoom-image'));
  await image(page).scrollIntoViewIfNeeded();
  await navbarSettled(page);
  await untilZoomEvent(page, 'opened', () => image(page).click());
  // One evaluate, so the timings are the browser's own (no named helpers inside: tsx would wrap them).
  // medium-zoom's scroll listener (on document) runs before this one (on window) for the same scroll; a
  // scroll that closes the zoom schedules the close with setTimeout(close, 150), which is recorded.
  const result = await page.evaluate(async () => {
    const delays: number[] = [];
    const setTimer = window.setTimeout;
    window.setTimeout = ((fn: () => void, ms?: number) => (
      delays.push(ms ?? 0),
      setTimer(fn, ms)
    )) as typeof setTimeout;
    await new Promise((done) => {
      window.addEventListener('scroll', done, { once: true });
      window.scrollBy(0, 30);
    });
    const afterSmallScroll = document.body.classList.contains('medium-zoom--opened') && !delays.includes(150);
    const start = performance.now();
    const closing = new Promise((done) =>
      document.addEventListener('medium-zoom:close', done, { capture: true, once: true }),
    );
    await new Promise((done) => {
      window.addEventListener('scroll', done, { once: true });
      window.scrollBy(0, 30); // 60 px from where it opened
    });
    const scheduled = delays.includes(150);
    await closing;
    window.setTimeout = setTimer;
    return { afterSmallScroll, scheduled, closedAfterWait: performance.now() - start >= 140 };
  });
  assert.equal(result, { afterSmallScroll: true, scheduled: true, closedAfterWait: true });
  assert.not.ok((await zoomState(page)).open);
  await closePage(page);
});

test('image zoom: dark background rgb(50, 50, 50), follows mode changes; re-attaches on route update', async () => {
  const { page } = await openZoomPage('dark');
  await page.waitForFunction(() => document.querySelector('.markdown img')?.classList.contains('medium-zoom-image'));
  await image(page).scrollIntoViewIfNeeded();
  await navbarSettled(page);
  const zoomOnce = async () => {
    await untilZoomEvent(page, 'opened', () => image(page).click());
    const state = await zoomState(page);
    await untilZoomEvent(page, 'closed', () => page.keyboard.press('Escape'));
    return state.background;
  };
  assert.is(await zoomOnce(), 'rgb(50, 50, 50)');
  await page.click('[data-color-mode-toggle]'); // system → light
  // runtime/theme/color-mode.ts sets data-theme synchronously in its document click listener, yet one clean-clone
  // run read the old (dark) background here; the cause is not known. Waiting for the attribute keeps the zoom's
  // assertion about the zoom, and a click that missed the toggle now fails on this line instead.
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
  assert.is(await zoomOnce(), 'rgb(255, 255, 255)');

  // The client router swaps the article and dispatches docs:route-updated: new images get zoom 1 s later.
  const attachedAfter = await page.evaluate(async () => {
    const img = Object.assign(document.createElement('img'), { src: '/images/diagram.svg', alt: 'New image' });
    document.querySelector('.markdown')!.append(img);
    const start = performance.now();
    window.dispatchEvent(new CustomEvent('docs:route-updated'));
    await new Promise<void>((done) => {
      if (img.classList.contains('medium-zoom-image')) return done();
      new MutationObserver(() => img.classList.contains('medium-zoom-image') && done()).observe(img, {
        attributeFilter: ['class'],
      });
    });
    return performance.now() - start;
  });
  assert.ok(attachedAfter >= 990, `attached ${Math.round(attachedAfter)} ms after the route update`);
  await closePage(page);
});

test.after(async () => {
  await closeBrowser();
  await site.close();
});

test.run();
