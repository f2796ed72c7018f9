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
//   --check FAMILY=DIR  check DIR with FAMILY only (repeatable, instead of --family and --root): the planted-fact
//                   suites check all their trees so, in one run, each tree with its own suite's family
//   --verbose       also list the facts that could not be checked, with the reason
// The families share one Python process, which imports the Dagster packages once and forks a child per family
// (checks/_batch.py): `snippets`, most of the CPU, beside the others, which run one after another, so that each
// of the two cores has one. Each family gets a temporary folder of its own (TMPDIR),
// removed when it ends: nothing a check or an example writes there is left behind or seen by another run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeVenv, ensureVenv, REPO_ROOT } from './venv.mjs';

const CHECKS = join(dirname(fileURLToPath(import.meta.url)), 'checks');

function parseArgs(argv) {
  const opts = { families: [], roots: [], checks: [], verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--family') opts.families.push(argv[++i]);
    else if (a === '--root') opts.roots.push(resolve(argv[++i]));
    else if (a === '--check') {
      const [family, dir] = [argv[++i]?.split('=')[0], argv[i]?.split('=').slice(1).join('=')];
      if (!family || !dir) usage(`--check takes FAMILY=DIR, not ${argv[i]}`);
      opts.checks.push({ family, root: resolve(dir) });
    } else if (a === '--verbose') opts.verbose = true;
    else usage(`unknown option ${a}`);
  }
  if (opts.checks.length && (opts.families.length || opts.roots.length))
    usage('--check goes without --family and --root');
  return opts;
}

function usage(problem) {
  console.error(`facts: ${problem} (use --family NAME, --root DIR, --check FAMILY=DIR, --verbose)`);
  process.exit(2);
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
 * Runs some families' scripts over their roots in one process (checks/_batch.py: with several families, it
 * imports what they share once and forks a child per family); `plan` is [family, roots] pairs. Resolves to one
 * result per family and root: its facts, the code the family ended with on it, and what the process wrote to
 * stderr.
 */
function runFamilies(python, plan) {
  const families = plan.map(([f]) => f);
  return new Promise((done) => {
    const tmp = mkdtempSync(join(tmpdir(), `docs-facts-${families.length > 1 ? 'shared' : families[0]}-`));
    const child = spawn(python, [join(CHECKS, '_batch.py'), JSON.stringify(plan)], {
      cwd: plan[0][1][0],
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
      const cpu = new Map();
      let family = families[0],
        current;
      const close = () => current && results.push(current); // no end line: the family died inside this tree
      for (const line of out.split('\n')) {
        const frame = line.startsWith('{"batch": ') ? JSON.parse(line) : undefined;
        if (frame?.batch === 'cpu') cpu.set(frame.family, frame.seconds);
        else if (frame?.batch === 'family') {
          close();
          [family, current] = [frame.family, undefined];
        } else if (frame?.batch === 'start') {
          close();
          current = { family, root: frame.root, lines: [], code: undefined };
        } else if (frame?.batch === 'end' && current) {
          results.push({ ...current, code: frame.code });
          current = undefined;
        } else current?.lines.push(line);
      }
      close();
      const byKey = new Map(results.map((r) => [`${r.family}\0${r.root}`, r]));
      done({
        cpu,
        results: plan.flatMap(([f, roots]) =>
          roots.map((root) => {
            const r = byKey.get(`${f}\0${root}`) ?? { lines: [], code: undefined };
            return { family: f, root, ...parseFacts(r.lines), code: r.code ?? (code || 1), stderr: err };
          }),
        ),
      });
    });
  });
}

/**
 * Checks each root of `checks` ({family, root}) with its family, in one process. `snippets` had a process of its
 * own, started beside the others' (forking each example from a smaller parent was thought cheaper); it imported
 * again most of what theirs imports, and since prepare_to_fork (checks/_common.py) a bigger parent costs its
 * forks little more: its child now runs beside the other families' (checks/_batch.py, BESIDE).
 */
async function runAll(python, checks) {
  const rootsOf = new Map();
  for (const { family, root } of checks) {
    if (!rootsOf.has(family)) rootsOf.set(family, []);
    if (!rootsOf.get(family).includes(root)) rootsOf.get(family).push(root);
  }
  const plan = [...rootsOf.keys()].sort().map((f) => [f, rootsOf.get(f)]);
  const { results, cpu } = await runFamilies(python, plan);
  return { results: results.sort((a, b) => a.family.localeCompare(b.family)), cpu };
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
const unknown = [...opts.families, ...opts.checks.map((c) => c.family)].filter((f) => !available.includes(f));
if (unknown.length) {
  console.error(`facts: no check family ${unknown.join(', ')} (families: ${available.join(', ')})`);
  process.exit(2);
}
const python = ensureVenv();
console.log(describeVenv(python));
const checks = opts.checks.length
  ? opts.checks
  : (opts.roots.length ? opts.roots : [REPO_ROOT]).flatMap((root) =>
      (opts.families.length ? opts.families : available).map((family) => ({ family, root })),
    );
const roots = [...new Set(checks.map((c) => c.root))];
const { results, cpu } = await runAll(python, checks);
// What each family cost (every tree, the examples' forks; the shared imports apart): where the bench's time goes.
if (cpu.size) console.log(`CPU s per family: ${[...cpu].map(([f, s]) => `${f} ${s.toFixed(1)}`).join(', ')}`);
let failed = false;
for (const root of roots) {
  if (roots.length > 1) console.log(`── root ${root}`);
  failed =
    report(
      results.filter((r) => r.root === root),
      opts.verbose,
    ) || failed;
}
process.exit(failed ? 1 : 0);
