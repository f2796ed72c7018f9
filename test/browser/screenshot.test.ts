import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { fixtureDir } from '../helpers/fixtures.ts';
import { buildAndServe, type ServedSite } from '../helpers/served-site.ts';

// `<Screenshot>` (theme/content/Screenshot.tsx): both variants are in the HTML and `html[data-theme]`
// shows one. test/fixtures/screenshot-site's light image is white and its dark one black, so the test
// reads the colour the browser actually painted, not only which <img> is displayed.
let served: Promise<ServedSite> | undefined;
const site = () => (served ??= buildAndServe(fixtureDir('screenshot-site')));

async function open(path: string, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await (await launchBrowser()).newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  const page = await context.newPage();
  await page.goto((await site()).origin + path);
  return page;
}

/** The variant on screen once loaded: which <img> is displayed, and the colour of its centre pixel. */
async function shown(page: Page): Promise<{ variant: string; painted: string }> {
  const img = page.locator('figure.screenshot img:visible');
  await page.waitForFunction(() => {
    const visible = [...document.querySelectorAll<HTMLImageElement>('figure.screenshot img')].filter(
      (i) => i.offsetParent,
    );
    return visible.length === 1 && visible[0].complete && visible[0].naturalWidth > 0;
  });
  const variant = (await img.getAttribute('class'))!.match(/screenshot__img--(\w+)/)![1];
  const box = (await img.boundingBox())!;
  const pixel = await page.screenshot({
    clip: { x: box.x + box.width / 2, y: box.y + box.height / 2, width: 1, height: 1 },
    type: 'png',
  });
  const { default: sharp } = await import('sharp');
  const [r] = await sharp(pixel).raw().toBuffer();
  return { variant, painted: r > 128 ? 'white' : 'black' };
}

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test('the server HTML has both variants with alt, size and lazy loading; light mode shows the light one', async () => {
  const page = await open('/graph', 'light');
  const imgs = await page.$$eval('figure.screenshot img', (list) =>
    list.map((i) => ({
      src: i.getAttribute('src'),
      alt: i.getAttribute('alt'),
      width: i.getAttribute('width'),
      height: i.getAttribute('height'),
      loading: i.getAttribute('loading'),
    })),
  );
  assert.is(imgs.length, 2);
  assert.match(imgs[0].src!, /^\/assets\/images\/asset-graph\.light-[0-9a-f]{8}\.webp$/);
  assert.match(imgs[1].src!, /^\/assets\/images\/asset-graph\.dark-[0-9a-f]{8}\.webp$/);
  for (const i of imgs) {
    assert.equal(
      [i.alt, i.width, i.height, i.loading],
      ['The asset graph of the example project.', '160', '80', 'lazy'],
    );
  }
  assert.equal(await shown(page), { variant: 'light', painted: 'white' });
  await page.context().close();
});

test('dark mode from the first paint, and the image follows a theme switch', async () => {
  const page = await open('/graph', 'dark');
  assert.is(await themeOf(page), 'dark');
  assert.equal(await shown(page), { variant: 'dark', painted: 'black' });
  await page.click('[data-color-mode-toggle]'); // system (dark) → light
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
  assert.equal(await shown(page), { variant: 'light', painted: 'white' });
  await page.click('[data-color-mode-toggle]'); // light → dark
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  assert.equal(await shown(page), { variant: 'dark', painted: 'black' });
  await page.context().close();
});

test('after a client-side navigation the variant of the current mode shows', async () => {
  for (const mode of ['light', 'dark'] as const) {
    const page = await open('/', mode);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-theme'));
    const updated = page.evaluate(
      () => new Promise((resolve) => window.addEventListener('docs:route-updated', resolve, { once: true })),
    );
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.click('.markdown a[href="/graph"]');
    await updated;
    assert.ok(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      'no full page load',
    );
    assert.equal(await shown(page), { variant: mode, painted: mode === 'light' ? 'white' : 'black' });
    await page.context().close();
  }
});

test('the image zoom opens on the visible screenshot and Escape closes it', async () => {
  const page = await open('/graph', 'dark');
  await page.waitForSelector('figure.screenshot img.screenshot__img--dark.medium-zoom-image');
  // medium-zoom dispatches `medium-zoom:opened`/`:closed` on the image when its animation ends.
  const zoomEvent = (name: string) =>
    page.evaluate(
      (n) =>
        new Promise<void>((resolve) => {
          document
            .querySelector('figure.screenshot img.screenshot__img--dark')!
            .addEventListener(n, () => resolve(), { once: true });
        }),
      name,
    );
  const opened = zoomEvent('medium-zoom:opened');
  await page.click('figure.screenshot img:visible');
  await opened;
  assert.ok(await page.evaluate(() => document.body.classList.contains('medium-zoom--opened')));
  const closed = zoomEvent('medium-zoom:closed');
  await page.keyboard.press('Escape');
  await closed;
  assert.not.ok(await page.evaluate(() => document.body.classList.contains('medium-zoom--opened')));
  await page.context().close();
});

test.after(async () => {
  await closeBrowser();
  if (served) (await served).server.close();
});

test.run();
