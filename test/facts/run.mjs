#!/usr/bin/env node
// `npm run facts`: checks what the site states against the pinned Dagster packages (README "The fact bench").
// Runs every test/facts/checks/<family>.py (not _*.py) with the bench's venv python; each prints one JSON fact
// per line. Prints a line per family, every wrong fact as file:line:col, and `facts: C checked, W wrong,
// U not checkable, S sourced (P % not checkable)`, where S counts claims no package can check that carry their
// source in a comment beside them and P is U / (C + U + S); exits 1 when a fact is wrong or a check crashed.
//   --family NAME   run one family (repeatable)
//   --root DIR      check another tree (tests plant wrong facts in a copy)
//   --verbose       also list the facts that could not be checked, with the reason
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeVenv, ensureVenv, REPO_ROOT } from './venv.mjs';

const CHECKS = join(dirname(fileURLToPath(import.meta.url)), 'checks');
const CONCURRENCY = 2; // the machines the tests run on have two cores

function parseArgs(argv) {
  const opts = { families: [], root: REPO_ROOT, verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--family') opts.families.push(argv[++i]);
    else if (a === '--root') opts.root = resolve(argv[++i]);
    else if (a === '--verbose') opts.verbose = true;
    else {
      console.error(`facts: unknown option ${a} (use --family NAME, --root DIR, --verbose)`);
      process.exit(2);
    }
  }
  return opts;
}

/** Runs one family's script; resolves to its facts plus anything it wrote to stderr. */
function runFamily(python, family, root) {
  return new Promise((done) => {
    const child = spawn(python, [join(CHECKS, `${family}.py`), '--root', root], {
      cwd: root,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', PYTHONWARNINGS: 'ignore', NO_PROXY: '*' },
    });
    let out = '',
      err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('close', (code) => {
      const facts = [],
        junk = [];
      for (const line of out.split('\n')) {
        if (!line.trim()) continue;
        try {
          facts.push(JSON.parse(line));
        } catch {
          junk.push(line);
        }
      }
      done({ family, code, facts, stderr: err, junk });
    });
  });
}

async function runAll(python, families, root) {
  const results = [];
  const queue = [...families];
  const worker = async () => {
    while (queue.length) results.push(await runFamily(python, queue.shift(), root));
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results.sort((a, b) => a.family.localeCompare(b.family));
}

const opts = parseArgs(process.argv.slice(2));
const available = readdirSync(CHECKS)
  .filter((f) => f.endsWith('.py') && !f.startsWith('_'))
  .map((f) => f.slice(0, -3))
  .sort();
const unknown = opts.families.filter((f) => !available.includes(f));
if (unknown.length) {
  console.error(`facts: no check family ${unknown.join(', ')} (families: ${available.join(', ')})`);
  process.exit(2);
}
const python = ensureVenv();
console.log(describeVenv(python));
const results = await runAll(python, opts.families.length ? opts.families : available, opts.root);

let C = 0,
  W = 0,
  U = 0,
  S = 0,
  crashed = false;
const wrong = [],
  unchecked = [];
for (const r of results) {
  const c = r.facts.filter((f) => f.status === 'ok' || f.status === 'wrong').length;
  const w = r.facts.filter((f) => f.status === 'wrong');
  const u = r.facts.filter((f) => f.status === 'uncheckable');
  const s = r.facts.filter((f) => f.status === 'sourced').length;
  C += c;
  W += w.length;
  U += u.length;
  S += s;
  wrong.push(...w);
  unchecked.push(...u);
  console.log(`${r.family}: ${c} checked, ${w.length} wrong, ${u.length} not checkable, ${s} sourced`);
  if (r.code !== 0) {
    crashed = true;
    console.log(`  the ${r.family} check exited with code ${r.code}; its output:\n${r.stderr}${r.junk.join('\n')}`);
  }
}
const where = (f) => `${f.file}:${f.line ?? 1}:${f.col ?? 1}`;
const byPlace = (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0);
if (wrong.length) console.log('');
for (const f of wrong.sort(byPlace))
  console.log(`${where(f)}  ${f.claim} — the package says: ${f.actual}  [facts/${f.family}]`);
if (opts.verbose) {
  for (const f of unchecked.sort(byPlace))
    console.log(`${where(f)}  not checkable: ${f.claim} — ${f.actual}  [facts/${f.family}]`);
}
const share = C + U + S ? ((100 * U) / (C + U + S)).toFixed(1) : '0.0';
console.log(`facts: ${C} checked, ${W} wrong, ${U} not checkable, ${S} sourced (${share} % not checkable)`);
process.exit(W > 0 || crashed ? 1 : 0);
