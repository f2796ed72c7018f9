import { spawnSync } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import type { Capture, Step } from './data.ts';
import { waitForRuns, type DagsterServer } from './dagster.ts';
import { localPathsShown, neutralisePaths, type LocalPath } from './local-paths.ts';

export type Mode = 'light' | 'dark';

/**
 * The Dagster UI keeps its theme in local storage (`dagster-theme`, a JSON string: "Light" or "Dark")
 * and applies it as a class on <body> (`themeLight`/`themeDark`) whose CSS variables colour everything.
 */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem('dagster-theme', JSON.stringify('Light'));
    // Dismissed onboarding: the community sign-up dialog and the product-tour popovers.
    for (const key of ['daggy_u_pt', 'communityNux', 'AssetGraphHideNeighborAssetsNux', 'RunTableTabPinningNux']) {
      localStorage.setItem(key, 'true');
    }
  });
}

/** Switches a loaded page to the other theme in place, so dialogs and expanded rows stay as they are. */
export async function setTheme(page: Page, mode: Mode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await page.evaluate((m) => {
    const name = m === 'dark' ? 'Dark' : 'Light';
    localStorage.setItem('dagster-theme', JSON.stringify(name));
    // useStateWithStorage re-reads a key when a CustomEvent named '' (DID_WRITE_LOCALSTORAGE in 1.11)
    // carries it, as the settings dialog does: every themed component, that dialog included, re-renders.
    document.dispatchEvent(new CustomEvent('', { detail: 'dagster-theme' }));
  }, mode);
  await page.waitForFunction((n) => document.body.classList.contains(`theme${n}`), mode === 'dark' ? 'Dark' : 'Light');
  await settle(page);
}

/**
 * Waits until the UI is still: no request in flight, no loading spinner, fonts loaded, and two
 * animation frames drawn (the asset graph lays itself out in a worker after its data arrives).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => {
      const busy = document.querySelector(
        '[role="progressbar"], .bp5-spinner, [data-testid="spinner"], svg[class*="Spinner"]',
      );
      const fetching = /fetching statuses|\bLoading\b/.test(document.body.innerText);
      return document.fonts.status === 'loaded' && !fetching && (!busy || (busy as HTMLElement).offsetParent === null);
    },
    undefined,
    { timeout: 60_000 },
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function runStep(page: Page, step: Step, server: DagsterServer): Promise<void> {
  if ('goto' in step) await page.goto(server.url + step.goto);
  else if ('click' in step)
    await page
      .locator(step.click)
      .nth(step.nth ?? 0)
      .click();
  else if ('hover' in step) await page.locator(step.hover).first().hover();
  else if ('drag' in step) {
    const box = await page.locator(step.drag).first().boundingBox();
    if (!box) throw new Error(`drag: \`${step.drag}\` is not visible`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + step.dx, y + step.dy, { steps: 10 });
    await page.mouse.up();
  } else if ('fill' in step) await page.locator(step.fill).first().fill(step.value);
  else if ('press' in step) await page.keyboard.press(step.press);
  else if ('type' in step) await page.keyboard.type(step.type);
  else if ('script' in step) await page.evaluate(step.script);
  else if ('waitFor' in step)
    await page
      .locator(step.waitFor)
      .first()
      .waitFor({ timeout: step.timeout ?? 60_000 });
  else if ('waitForRuns' in step) await waitForRuns(server.url);
  else if ('python' in step) {
    const r = spawnSync(server.python, ['-c', step.python], {
      env: { ...process.env, DAGSTER_HOME: server.home },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`python step failed:\n${r.stderr}`);
  }
  await settle(page);
}

/** Opens the capture's URL, performs its steps and returns PNG bytes of its frame in both modes. */
export async function capture(
  context: BrowserContext,
  server: DagsterServer,
  c: Capture,
): Promise<Record<Mode, Buffer>> {
  const page = await context.newPage();
  try {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(server.url + c.url);
    await settle(page);
    for (const step of c.steps) await runStep(page, step, server);
    await page.mouse.move(0, 0); // no hover highlight left from a click
    await settle(page);
    await assertShows(page, c);
    const shots = {} as Record<Mode, Buffer>;
    for (const mode of ['light', 'dark'] as const) {
      await setTheme(page, mode);
      // After the theme switch, which may redraw text (the config editor), so both pictures are checked.
      await maskLocalPaths(page, server.localPaths);
      await assertNoLocalPaths(page, c);
      shots[mode] = await shoot(page, c);
    }
    return shots;
  } finally {
    await page.close();
  }
}

/**
 * Replaces this machine's folders in the page's text with neutral stand-ins (`LocalPath`): the instance
 * configuration prints DAGSTER_HOME, a stack trace the venv and the project's file. Only text nodes change,
 * the way a mask covers a region, so the layout the UI drew stays as it was.
 */
export async function maskLocalPaths(page: Page, paths: LocalPath[]): Promise<void> {
  if (!paths.length) return;
  const texts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const all: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) all.push(n.nodeValue ?? '');
    return all;
  });
  const changed = texts.flatMap((t, i) => {
    const masked = neutralisePaths(t, paths);
    return masked === t ? [] : [[i, masked] as const];
  });
  if (!changed.length) return;
  await page.evaluate((edits) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Node[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
    for (const [i, text] of edits) if (nodes[i]) nodes[i].nodeValue = text;
  }, changed);
}

/**
 * Fails the capture when the page's text (all of it, not only the frame) still shows a local path: a
 * temporary folder, the work tree, a virtual environment or the home folder of whoever made the picture.
 */
export async function assertNoLocalPaths(page: Page, c: Capture): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  const shown = localPathsShown(text);
  if (shown.length) {
    const line = (text.split('\n').find((l) => shown.some((s) => l.includes(s))) ?? '').trim().slice(0, 160);
    throw new Error(
      `capture \`${c.id}\` shows a local path (${shown.map((s) => `"${s}"`).join(', ')}) in "${line}": ` +
        'add its folder to localPathsOf in scripts/screenshots/dagster.ts, or change the capture so it is not shown',
    );
  }
}

/**
 * Fails the capture unless every text of its `shows` list is visible inside its frame (or the viewport), and
 * none of its `hides` list is.
 * Each text is waited for (the UI fills a page in several queries: an asset page reads "External Asset"
 * until its definition arrives), then the page settles again before the boxes are measured.
 */
export async function assertShows(page: Page, c: Capture, timeoutMs = 30_000): Promise<void> {
  const scope = c.frame ? page.locator(c.frame).first() : page.locator('body');
  const vp = page.viewportSize()!;
  // A box that reaches into the viewport: what the picture can show.
  const inView = (box: { x: number; y: number; width: number; height: number } | null) =>
    !!box && box.x < vp.width && box.y < vp.height && box.x + box.width > 0 && box.y + box.height > 0;
  // The first visible match: a name may also sit, hidden or cut short, in a tooltip or a truncated list row.
  const targets = c.shows.map((text) => ({
    text,
    target: scope.getByText(text, { exact: false }).filter({ visible: true }).first(),
  }));
  for (const { target } of targets) await target.waitFor({ state: 'visible', timeout: timeoutMs }).catch(() => {});
  await settle(page);
  const missing: string[] = [];
  for (const { text, target } of targets) {
    if (!inView((await target.isVisible()) ? await target.boundingBox() : null)) missing.push(text);
  }
  if (missing.length)
    throw new Error(
      `capture \`${c.id}\` does not show ${missing.map((t) => `"${t}"`).join(', ')} ` +
        `(content/screenshots.yaml \`shows\`): change its steps or project until it does, or fix the page`,
    );
  const shown: string[] = [];
  for (const text of c.hides) {
    const boxes = await scope.getByText(text, { exact: false }).filter({ visible: true }).all();
    for (const b of boxes) {
      if (inView(await b.boundingBox())) {
        shown.push(text);
        break;
      }
    }
  }
  if (shown.length)
    throw new Error(
      `capture \`${c.id}\` shows ${shown.map((t) => `"${t}"`).join(', ')}, which its page says are left out ` +
        '(content/screenshots.yaml `hides`): apply the filter or selection the page describes',
    );
}

async function shoot(page: Page, c: Capture): Promise<Buffer> {
  if (!c.frame) return page.screenshot({ animations: 'disabled', caret: 'hide' });
  const box = await page.locator(c.frame).first().boundingBox();
  if (!box) throw new Error(`frame \`${c.frame}\` is not visible`);
  const vp = page.viewportSize()!;
  const x = Math.max(0, box.x - c.padding),
    y = Math.max(0, box.y - c.padding);
  const clip = {
    x,
    y,
    width: Math.min(vp.width - x, box.width + 2 * c.padding),
    height: Math.min(vp.height - y, box.height + 2 * c.padding),
  };
  return page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
}
