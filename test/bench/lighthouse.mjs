#!/usr/bin/env node
// `npm run lighthouse -- --root BUILD_DIR [--top 5] [--page /route ...]`: Lighthouse mobile performance on the N
// heaviest pages of a build (largest HTML; or the pages named with --page), served by shared/bench/serve-static.mjs
// with gzip on loopback, in Debian's Chromium with the test suite's flags. Prints a table and one `key: value` line
// per page and figure. Lighthouse is installed on demand into test/bench/lighthouse/ (never a project dependency).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM, CHROMIUM_FLAGS, heaviestPages, serveBuild } from './browser-figures.mjs';

const HERE = join(dirname(fileURLToPath(import.meta.url)), 'lighthouse');

export function parseLighthouseArgs(argv) {
  const options = { root: undefined, top: 5, pages: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (!['--root', '--top', '--page'].includes(arg)) {
      throw new Error(`unknown flag ${arg}: use --root BUILD_DIR, --top N, --page /route`);
    }
    if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
    i++;
    if (arg === '--root') options.root = value;
    else if (arg === '--page') options.pages.push(value);
    else {
      options.top = Number(value);
      if (!Number.isInteger(options.top) || options.top < 1) throw new Error('--top must be a whole number >= 1');
    }
  }
  if (!options.root) throw new Error('--root BUILD_DIR is required (the output folder of a build, e.g. build)');
  return options;
}

function ensureInstalled() {
  if (existsSync(join(HERE, 'node_modules/lighthouse/package.json'))) return;
  console.error('lighthouse: installing Lighthouse into test/bench/lighthouse/ (once)…');
  const lock = existsSync(join(HERE, 'package-lock.json'));
  const r = spawnSync('npm', [lock ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: HERE, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`npm in ${HERE} failed (exit ${r.status}); run it there by hand to see why`);
}

async function main() {
  let options;
  try {
    options = parseLighthouseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`lighthouse: ${e.message}`);
    process.exit(2);
  }
  const root = resolve(options.root);
  const pages = options.pages.length ? options.pages.map((route) => ({ route })) : heaviestPages(root, options.top);
  ensureInstalled();
  const { lighthouseRuns } = await import('./lighthouse/run.mjs');
  const server = await serveBuild(root);
  let results;
  try {
    results = await lighthouseRuns(
      pages.map((p) => server.origin + p.route),
      { chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS },
    );
  } finally {
    server.close();
  }
  console.log(`Lighthouse ${results[0]?.lighthouseVersion} (${results[0]?.formFactor}, performance)`);
  results.forEach((r, i) => {
    const route = pages[i].route;
    const kb = pages[i].htmlBytes ? ` html ${(pages[i].htmlBytes / 1024).toFixed(0)} KB` : '';
    console.log(
      `${route}: score ${r.score}, TBT ${r.tbtMs} ms, LCP ${r.lcpMs} ms, FCP ${r.fcpMs} ms, CLS ${r.cls}${kb}`,
    );
  });
  for (const [i, r] of results.entries()) {
    const key = pages[i].route === '/' ? 'root' : pages[i].route.slice(1).replace(/[^a-z0-9]+/gi, '_');
    console.log(`lighthouse_${key}_score: ${r.score}`);
    console.log(`lighthouse_${key}_tbt_ms: ${r.tbtMs}`);
    console.log(`lighthouse_${key}_lcp_ms: ${r.lcpMs}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
