#!/usr/bin/env node
// `npm run facts`: checks what the site states against the pinned Dagster packages (README "The fact bench").
// Runs every test/facts/checks/<family>.py (not _*.py) with the bench's venv python; each prints one JSON fact
// per line. Prints a line per family, every wrong fact as file:line:col, and `facts: C checked, W wrong,
// U not checkable, S sourced (P % not checkable)`, where S counts claims no package can check that carry their
// source in a comment beside them and P is U / (C + U + S); exits 1 when a fact is wrong or a check crashed.
//   --family NAME   run one family (repeatable)
//   --root DIR      check another tree (tests plant wrong facts in a copy); repeatable: each family checks
//                   every tree in one Python process (checks/_batch.py), and each tree's report follows a
//                   `── root DIR` line
//   --verbose       also list the facts that could not be checked, with the reason
// Each family's process gets a temporary folder of its own (TMPDIR), removed when it ends: nothing a check or
// an example writes there is left behind or seen by another run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeVenv, ensureVenv, REPO_ROOT } from './venv.mjs';

const CHECKS = join(dirname(fileURLToPath(import.meta.url)), 'checks');
const CONCURRENCY = 2; // the machines the tests run on have two cores

function parseArgs(argv) {
  const opts = { families: [], roots: [], verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--family') opts.families.push(argv[++i]);
    else if (a === '--root') opts.roots.push(resolve(argv[++i]));
    else if (a === '--verbose') opts.verbose = true;
    else {
      console.error(`facts: unknown option ${a} (use --family NAME, --root DIR, --verbose)`);
      process.exit(2);
    }
  }
  if (!opts.roots.length) opts.roots.push(REPO_ROOT);
  return opts;
}

/** Facts, and lines that are not facts, of one tree's part of a family's output. */
function parseFacts(lines) {
  const facts = [],
    junk = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    try {
      facts.push(JSON.parse(line));
    } catch {
      junk.push(line);
    }
  }
  return { facts, junk };
}

/**
 * Runs one family's script over every root in one process (checks/_batch.py); resolves to one result per root:
 * its facts, the code the family ended with on it, and what the process wrote to stderr.
 */
function runFamily(python, family, roots) {
  return new Promise((done) => {
    const tmp = mkdtempSync(join(tmpdir(), `docs-facts-${family}-`));
    const child = spawn(python, [join(CHECKS, '_batch.py'), family, ...roots], {
      cwd: roots[0],
      env: { ...process.env, TMPDIR: tmp, PYTHONDONTWRITEBYTECODE: '1', PYTHONWARNINGS: 'ignore', NO_PROXY: '*' },
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
      rmSync(tmp, { recursive: true, force: true });
      const results = [];
      let current, cpu;
      for (const line of out.split('\n')) {
        const frame = line.startsWith('{"batch": ') ? JSON.parse(line) : undefined;
        if (frame?.batch === 'cpu') cpu = frame.seconds;
        else if (frame?.batch === 'start') current = { family, root: frame.root, lines: [], code: undefined };
        else if (frame?.batch === 'end' && current) {
          results.push({ ...current, code: frame.code });
          current = undefined;
        } else current?.lines.push(line);
      }
      if (current) results.push(current); // the process died inside this tree: no end line, no code
      const byRoot = new Map(results.map((r) => [r.root, r]));
      done(
        roots.map((root) => {
          const r = byRoot.get(root) ?? { lines: [], code: undefined };
          return { family, root, ...parseFacts(r.lines), code: r.code ?? (code || 1), stderr: err, cpu };
        }),
      );
    });
  });
}

/**
 * Families that take far longer than the others start first: `snippets` runs every example in a fork of its
 * own, which is most of the bench's CPU. Started last (in name order), it kept one core busy alone long after
 * the other had checked every other family; started first, the other core checks those meanwhile.
 */
const LONGEST_FIRST = ['snippets'];

async function runAll(python, families, roots) {
  const results = [];
  const rank = (f) => (LONGEST_FIRST.includes(f) ? LONGEST_FIRST.indexOf(f) : LONGEST_FIRST.length);
  const queue = [...families].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const worker = async () => {
    while (queue.length) results.push(...(await runFamily(python, queue.shift(), roots)));
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results.sort((a, b) => a.family.localeCompare(b.family));
}

/** Prints one tree's report; true when a fact is wrong or a check crashed. */
function report(results, verbose) {
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
    S += s;
    W += w.length;
    U += u.length;
    wrong.push(...w);
    unchecked.push(...u);
    console.log(`${r.family}: ${c} checked, ${w.length} wrong, ${u.length} not checkable, ${s} sourced`);
    if (r.code !== 0) {
      crashed = true;
      console.log(`  the ${r.family} check exited with code ${r.code}; its output:\n${r.stderr}${r.junk.join('\n')}`);
    }
  }
  const where = (f) => `${f.file}:${f.line ?? 1}:${f.col ?? 1}`;
  const byPlace = (a, b) =>
    a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0);
  if (wrong.length) console.log('');
  for (const f of wrong.sort(byPlace))
    console.log(`${where(f)}  ${f.claim} — the package says: ${f.actual}  [facts/${f.family}]`);
  if (verbose) {
    for (const f of unchecked.sort(byPlace))
      console.log(`${where(f)}  not checkable: ${f.claim} — ${f.actual}  [facts/${f.family}]`);
  }
  const share = C + U + S ? ((100 * U) / (C + U + S)).toFixed(1) : '0.0';
  console.log(`facts: ${C} checked, ${W} wrong, ${U} not checkable, ${S} sourced (${share} % not checkable)`);
  return W > 0 || crashed;
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
const results = await runAll(python, opts.families.length ? opts.families : available, opts.roots);
// What each family's process cost (its imports, every tree, the examples' forks): where the bench's time goes.
const cpu = new Map(results.filter((r) => r.cpu !== undefined).map((r) => [r.family, r.cpu]));
if (cpu.size) console.log(`CPU s per family: ${[...cpu].map(([f, s]) => `${f} ${s.toFixed(1)}`).join(', ')}`);
let failed = false;
for (const root of opts.roots) {
  if (opts.roots.length > 1) console.log(`── root ${root}`);
  failed =
    report(
      results.filter((r) => r.root === root),
      opts.verbose,
    ) || failed;
}
process.exit(failed ? 1 : 0);
