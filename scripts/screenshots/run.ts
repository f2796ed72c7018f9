// `npm run screenshots [-- --only id,id]`: starts Dagster 1.11.14 (`dagster dev` from the fact bench's
// venv) on the example projects of content/screenshots/projects/, performs each capture of
// content/screenshots.yaml in Debian's Chromium, and writes its light and dark images to
// content/screenshots/images/. Images no capture declares are deleted (a full run only).
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { screenshotFile, screenshotPaths } from '../../cli/mdx/screenshot.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../test/helpers/chromium.mjs';
import { capture, prepareContext } from './capture.ts';
import { startDagster, type DagsterServer } from './dagster.ts';
import { readData, type Capture, type ScreenshotData } from './data.ts';
import { encode } from './encode.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const paths = screenshotPaths(join(ROOT, 'content/docs'));

async function main(): Promise<void> {
  const started = Date.now();
  const onlyArg = process.argv.indexOf('--only');
  const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(',')) : undefined;
  const data = readData(paths.data);
  const captures = data.captures.filter((c) => !only || only.has(c.id));
  mkdirSync(paths.images, { recursive: true });

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Hinting off: the same glyph shapes on every machine, so captures do not change between runs.
    args: [...CHROMIUM_FLAGS, '--font-render-hinting=none'],
  });
  const failed: string[] = [];
  try {
    // One fresh instance per project, in the order projects first appear; captures keep their order.
    for (const project of [...new Set(captures.map((c) => c.project))]) {
      console.log(`screenshots: starting dagster dev for ${project}…`);
      const server = await startDagster(join(ROOT, data.projects[project]));
      try {
        for (const c of captures.filter((x) => x.project === project)) {
          if (!(await captureOne(browser, server, data, c))) failed.push(c.id);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  if (!only)
    removeUnreferenced(
      data.captures.flatMap((c) => (['light', 'dark'] as const).map((m) => screenshotFile(paths.images, c, m))),
    );
  const bytes = readdirSync(paths.images).reduce((n, f) => n + statSync(join(paths.images, f)).size, 0);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `screenshots: ${captures.length - failed.length}/${captures.length} captures in ${seconds} s; ` +
      `images ${(bytes / 1024 / 1024).toFixed(1)} MB in total`,
  );
  if (failed.length) {
    console.error(`screenshots: failed: ${failed.join(', ')} (their previous images, if any, are kept)`);
    process.exitCode = 1;
  }
}

async function captureOne(browser: Browser, server: DagsterServer, data: ScreenshotData, c: Capture): Promise<boolean> {
  const context = await browser.newContext({
    viewport: c.viewport ?? data.viewport,
    deviceScaleFactor: 2,
    reducedMotion: 'reduce',
  });
  await prepareContext(context);
  const t = Date.now();
  try {
    const shots = await capture(context, server, c);
    for (const mode of ['light', 'dark'] as const) {
      writeFileSync(screenshotFile(paths.images, c, mode), await encode(shots[mode], data.imageWidth, c.format));
    }
    console.log(`  ${c.id}  ${((Date.now() - t) / 1000).toFixed(1)} s`);
    return true;
  } catch (error) {
    console.error(`  ${c.id}  FAILED: ${(error as Error).message.split('\n').slice(0, 6).join('\n    ')}`);
    return false;
  } finally {
    await context.close();
  }
}

function removeUnreferenced(expected: string[]): void {
  const keep = new Set(expected);
  for (const f of readdirSync(paths.images)) {
    if (!keep.has(join(paths.images, f))) rmSync(join(paths.images, f));
  }
}

await main();
