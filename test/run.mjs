#!/usr/bin/env node
// `npm test`: every test — unit and fixture suites, Python snippet compilation, browser tests in
// Debian's Chromium (installed with apt-get when missing), the layers' type check (`npm run typecheck`), then
// the fact bench (`npm run facts`, counted as one test) — then one summary line "N passed, M failed".
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages (apt-get install -y chromium)…');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const r = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

/** Runs one uvu suite folder in a child process, streams its output and reads its totals. */
function runSuite(dir, pattern = '\\.test\\.tsx?$') {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'node_modules/uvu/bin.js'), dir, pattern], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  const plain = (r.stdout + r.stderr).replace(/\x1b\[[0-9;]*m/g, '');
  const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  // A suite that crashed before reporting counts as one failure, never as a silent pass.
  const failed = r.status === 0 ? total - passed : Math.max(1, total - passed);
  return { passed, failed };
}

let passed = 0,
  failed = 0;
for (const dir of ['test/unit', 'test/integration', 'test/browser']) {
  if (!existsSync(join(ROOT, dir))) continue;
  // Only the browser tier needs Chromium: the unit and integration tiers run on a machine without it.
  if (dir === 'test/browser') ensureChromium();
  console.log(`\n── ${dir}`);
  const r = runSuite(dir);
  passed += r.passed;
  failed += r.failed;
}
// The layers' type check (`npm run typecheck`, `tsc -b` over the per-layer tsconfigs), counted as one test.
console.log('\n── typecheck (tsc -b tsconfig.layers.json)');
const typecheck = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.layers.json'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (typecheck.status === 0) passed += 1;
else failed += 1;
// The fact bench: the site's claims against the pinned Dagster packages (test/facts/, README "The fact bench").
console.log('\n── facts (test/facts/run.mjs)');
const facts = spawnSync(process.execPath, [join(ROOT, 'test/facts/run.mjs')], { cwd: ROOT, stdio: 'inherit' });
if (facts.status === 0) passed += 1;
else failed += 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
