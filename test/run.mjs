#!/usr/bin/env node
// `npm test`: every test — unit and fixture suites, Python snippet compilation, browser tests in
// Debian's Chromium (its headless shell when installed; both installed with apt-get when missing), the layers' type
// check (`npm run typecheck`), then the fact bench (`npm run facts`, counted as one test) — then one summary line
// "N passed, M failed".
//
// Two lanes run side by side, one per core: the Node lane (search-queries, browser) and the Python lane (the fact
// bench, the facts-* integration suites, whose time is Python importing the pinned packages); the other
// integration suites (in three parts), the type check and the unit tier go to whichever lane is free first.
// The lanes share no files: each test makes its own temporary folders, and the whole run gets a TMPDIR of its
// own, removed at the end, so nothing is left behind and no test sees what an earlier run left.
// Each job's output is printed in one piece when it ends, with its time.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The browser tests' lighter Chromium, used when installed (test/helpers/chromium.mjs says why). */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Runs apt-get to install Debian packages; whether it succeeded. */
function aptInstall(packages) {
  console.log(`Installing ${packages.join(' and ')} from Debian packages (apt-get install -y)…`);
  return [['update'], ['install', '-y', '--no-install-recommends', ...packages]].every(
    (args) =>
      spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
        .status === 0,
  );
}

/**
 * Debian's `chromium`, installed when missing (as root), and its `chromium-headless-shell` for the browser tests when
 * it can be: without it they run in Chromium itself, only slower.
 */
function ensureChromium() {
  const shell = !process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) ? ['chromium-headless-shell'] : [];
  const root = process.getuid?.() === 0;
  if (existsSync(CHROMIUM)) {
    if (shell.length && root && !aptInstall(shell)) console.log('(the browser tests run in Chromium itself)');
    return;
  }
  if (!root) {
    console.error(`Chromium not found at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  if (!aptInstall(['chromium', ...shell]) && !aptInstall(['chromium'])) process.exit(1);
}

const RUN_TMP = mkdtempSync(join(tmpdir(), 'docs-test-run-'));
// Open to other users as the OS temp folder is (mkdtemp makes it 700): the cache tests act as `nobody`, who
// must reach the folders they make for it. Private caches below it are made 700 by the code under test.
chmodSync(RUN_TMP, 0o755);
// The real Dagster site is built once per run, by the first tier that needs it, into this folder of the run's
// own (test/helpers/real-site.ts); the Node lane's tiers run one after another, so they never build it at once.
const ENV = { ...process.env, TMPDIR: RUN_TMP, DOCS_TEST_REAL_SITE: join(RUN_TMP, 'real-site') };
/** A test file, as every tier names them. */
const TEST_FILE = '\\.test\\.tsx?$';
const FACTS_SUITES = '^facts-[a-z-]+\\.test\\.tsx?$';

/** Runs a child process; resolves to its exit code and everything it printed. */
function run(args, env = {}) {
  return new Promise((resolve) => {
    // No tier reads stdin: it gets none, so nothing in a tier holds a pipe from this process open.
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** Runs one uvu suite folder in a child process and reads its totals. */
async function runSuite(dir, pattern = TEST_FILE) {
  const r = await run(['--import', 'tsx', join(ROOT, 'test/helpers/uvu-run.mjs'), dir, pattern], {
    NODE_ENV: 'production',
    DOCS_TEST_CPU: '1', // each suite's CPU seconds after the tier's summary (test/helpers/uvu-run.mjs)
  });
  const plain = r.output.replace(/\x1b\[[0-9;]*m/g, '');
  const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  // A suite that crashed before reporting counts as one failure, never as a silent pass.
  const failed = r.status === 0 ? total - passed : Math.max(1, total - passed);
  return { passed, failed, output: r.output };
}

/** A command counted as one test: passed when it exits 0. */
async function runOne(args) {
  const r = await run(args);
  return { passed: r.status === 0 ? 1 : 0, failed: r.status === 0 ? 0 : 1, output: r.output };
}

let passed = 0,
  failed = 0;
/** What each failed job printed about its failures, repeated after the last job: a CI log is read from its end. */
const failures = [];
const started = Date.now();
/** Runs one job, printing its output and time when it ends. */
async function runJob([title, job]) {
  const t0 = Date.now();
  const r = await job();
  const seconds = ((Date.now() - t0) / 1000).toFixed(0);
  process.stdout.write(`\n── ${title} (${seconds} s)\n${r.output}`);
  passed += r.passed;
  failed += r.failed;
  if (r.failed) failures.push(`── FAILED in ${title}\n${failureExcerpt(r.output)}`);
}

/**
 * The part of a failed job's output that names its failures: uvu's FAIL blocks (the suite's file, the line naming
 * the test and the 29 lines under it), or, for a command counted as one test, its last lines.
 */
function failureExcerpt(output) {
  // The CPU table uvu-run prints after the summary (DOCS_TEST_CPU) names no failure: it is left out.
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split(/\nCPU s +wall s/)[0].split('\n');
  const blocks = [];
  let file = '';
  lines.forEach((line, i) => {
    if (/\.test\.tsx?$/.test(line.trim())) file = line.trim();
    if (/^\s*FAIL\s/.test(line)) blocks.push(`${file}\n${lines.slice(i, i + 30).join('\n')}`);
  });
  return (blocks.length ? blocks : [lines.slice(-60).join('\n')]).join('\n').slice(0, 20_000);
}

/**
 * Runs a lane's own jobs one after another (their order matters: the browser tier reads the real site that
 * search-queries builds), then takes jobs from the shared queue until it is empty, so that whichever lane ends its
 * own work first does the rest and both end close together, whatever the machine's speed at Python or Node.
 */
async function lane(jobs, shared) {
  for (const job of jobs) await runJob(job);
  while (shared.length) await runJob(shared.shift());
}

const uvu = (dir, pattern) => () =>
  existsSync(join(ROOT, dir)) ? runSuite(dir, pattern) : { passed: 0, failed: 0, output: '' };
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A uvu pattern matching exactly these file names. */
const exactly = (names) => `^(${names.map(escape).join('|')})$`;

const INTEGRATION = join(ROOT, 'test/integration');
const SUITE = new RegExp(TEST_FILE);
// The suite that builds the real site for the browser tier runs first in the Node lane; the other non-facts suites
// are dealt round-robin (by name: no list of weights to keep true) into chunks either lane may take. Each chunk is
// one process, which pays about 12 s of loading: three chunks balance the lanes without paying it often.
const SITE_SUITE = 'search-queries.test.ts';
const CHUNKS = 3;
const others = existsSync(INTEGRATION)
  ? readdirSync(INTEGRATION)
      .filter((n) => SUITE.test(n) && !n.startsWith('facts-') && n !== SITE_SUITE)
      .sort()
  : [];
const chunks = Array.from({ length: CHUNKS }, (_, i) => others.filter((_, j) => j % CHUNKS === i)).filter(
  (names) => names.length,
);
// The shared queue, longest jobs first (so the lane that takes the last one ends close to the other): the
// integration parts, then the type check and the unit tier, which take seconds.
const shared = [
  ...chunks.map((names, i) => [
    `test/integration (part ${i + 1} of ${chunks.length}: ${names.length} suites)`,
    uvu('test/integration', exactly(names)),
  ]),
  // The layers' type check (`npm run typecheck`, `tsc -b` over the per-layer tsconfigs), counted as one test.
  [
    'typecheck (tsc -b tsconfig.layers.json)',
    () => runOne([join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.layers.json']),
  ],
  ['test/unit', uvu('test/unit')],
];

try {
  await Promise.all([
    lane(
      [
        [
          'test/integration (search-queries: builds the real site once for the run)',
          uvu('test/integration', exactly([SITE_SUITE])),
        ],
        // Only the browser tier needs Chromium: the unit and integration tiers run on a machine without it.
        ['test/browser', () => (ensureChromium(), uvu('test/browser')())],
      ],
      shared,
    ),
    lane(
      [
        // The fact bench first: the run's longest job (the site's claims against the pinned Dagster packages,
        // test/facts/, README "The fact bench").
        ['facts (test/facts/run.mjs)', () => runOne([join(ROOT, 'test/facts/run.mjs')])],
        ['test/integration (facts-*)', uvu('test/integration', FACTS_SUITES)],
      ],
      shared,
    ),
  ]);
} finally {
  rmSync(RUN_TMP, { recursive: true, force: true });
}
if (failures.length) console.log(`\n${failures.join('\n\n')}`);
console.log(`\n${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exit(failed ? 1 : 0);
