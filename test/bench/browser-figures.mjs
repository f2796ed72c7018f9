#!/usr/bin/env node
// `node test/bench/browser-figures.mjs --root BUILD_DIR [--typical /route] [--runs 3]`: main-thread busy time of a
// page load in Debian's Chromium with 4x CPU throttling, for the typical page and the heaviest page (largest HTML).
//
// What is measured: a Chromium performance trace from navigation start until the page is interactive, defined as
// `load` fired and then two idle callbacks in a row (React's hydration runs in scheduler tasks that the browser
// runs before it is idle; the runtime's markHydrated flag is internal, so idleness after load is the observable
// point). The figure is the sum of the renderer main thread's top-level tasks (`RunTask`, overlaps merged) in that
// window: parsing HTML, style, layout, paint, script evaluation, hydration. The median of --runs fresh loads.
// Prints one JSON line: {typical: {route, htmlBytes, ms, runs}, heaviest: {...}}.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The same Chromium and flags as the browser tests (re-exported for lighthouse.mjs).
import { CHROMIUM, CHROMIUM_FLAGS } from '../helpers/chromium.mjs';
export { CHROMIUM, CHROMIUM_FLAGS };
export const CPU_THROTTLING = 4;

/** Routes not worth measuring as "a page": the search page, 404, tag pages and redirect stubs. */
const SPECIAL = /^\/(search|404|tags)(\/|$)/;

/** Every page of a build as {route, htmlBytes}, largest first (ties by route, so the order is stable). */
export function pagesBySize(buildDir) {
  const pages = [];
  for (const file of readdirSync(buildDir, { recursive: true })) {
    const f = String(file);
    if (!(f === 'index.html' || f.endsWith(`${sep}index.html`))) continue;
    if (f.startsWith('_') || f.startsWith('pagefind') || f.startsWith('assets')) continue;
    const route = '/' + f.slice(0, -'index.html'.length).split(sep).join('/').replace(/\/$/, '');
    if (SPECIAL.test(route)) continue;
    pages.push({ route, htmlBytes: statSync(join(buildDir, f)).size });
  }
  return pages.sort((a, b) => b.htmlBytes - a.htmlBytes || a.route.localeCompare(b.route));
}

/** The n largest pages (by HTML bytes) of a build. */
export const heaviestPages = (buildDir, n = 1) => pagesBySize(buildDir).slice(0, n);

/** Sum of the merged [start, end) intervals, in the trace's microseconds. */
export function busyMicros(intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [s, e] of sorted) {
    if (e <= end) continue;
    total += e - Math.max(s, end);
    end = e;
  }
  return total;
}

/** Main-thread busy time of the navigation in a Chromium trace (see the header for what counts). */
export function mainThreadBusyMs(traceEvents, url) {
  const nav = traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.documentLoaderURL?.startsWith(url) &&
      e.args.data.isLoadingMainFrame,
  );
  if (!nav) throw new Error(`no navigationStart for ${url} in the trace`);
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid)
      .map((e) => e.tid),
  );
  const tasks = traceEvents.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === nav.pid && mainThreads.has(e.tid) && e.ts + e.dur > nav.ts,
  );
  return busyMicros(tasks.map((e) => [Math.max(e.ts, nav.ts), e.ts + e.dur])) / 1000;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** serve-static.mjs (shared/bench) on a free loopback port, with gzip as a real host would send. */
export async function serveBuild(buildDir) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(ROOT, '../shared/bench/serve-static.mjs'), '--root', buildDir, '--port', String(port), '--gzip'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('serving') && resolve());
    child.on('exit', (code) => reject(new Error(`serve-static.mjs exited (${code}) before serving`)));
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => child.kill() };
}

async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
  });
  await page.goto(url, { waitUntil: 'load' });
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(), { timeout: 10_000 })));
  }
  const trace = JSON.parse(String(await browser.stopTracing()));
  await context.close();
  return mainThreadBusyMs(trace.traceEvents ?? trace, url);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function browserFigures(buildDir, { typical, runs = 3 } = {}) {
  const { chromium } = await import('playwright-core');
  const all = pagesBySize(buildDir);
  const heaviest = all[0];
  const typ = typical
    ? (all.find((p) => p.route === typical) ?? { route: typical, htmlBytes: NaN })
    : all[Math.floor(all.length / 2)];
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    const measure = async (p) => {
      const url = server.origin + p.route;
      await measureOnce(browser, url); // a first load warms the server's and the OS's file caches
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await measureOnce(browser, url));
      return { ...p, ms: Math.round(median(samples)), runs: samples.map(Math.round) };
    };
    return { typical: await measure(typ), heaviest: await measure(heaviest) };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const root = opt('--root');
  if (!root) {
    console.error('browser-figures: --root BUILD_DIR is required (the output of `docs build`)');
    process.exit(2);
  }
  const result = await browserFigures(root, { typical: opt('--typical'), runs: Number(opt('--runs') ?? 3) });
  console.log(JSON.stringify(result));
}
