// For the planted-fact tests (test/integration/facts-<family>.test.ts): copy a few content files of the real site into
// a temp tree, edit one to state something wrong, run one check family on it and read the totals. A suite
// declares its trees up front (factsSuite), at load time; the first suite to run checks the trees of every suite
// loaded so far in one run of run.mjs (`--check FAMILY=DIR`, each tree with its own suite's family: one Python
// process imports the packages once and forks a child per family), so the imports, most of a family's time, are
// paid once per test run instead of once per suite.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A temp tree holding copies of `files` (paths relative to the repo, same relative paths in the copy). */
export function copyTree(files: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'docs-facts-'));
  for (const f of files) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    copyFileSync(join(REPO, f), join(root, f));
  }
  return root;
}

/** Replaces the one occurrence of `from` in a copied file (throws if it is not there exactly once). */
export function plant(root: string, file: string, from: string, to: string): void {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`plant: \`${from}\` occurs ${count} times in ${file}, expected once`);
  writeFileSync(path, text.replace(from, to));
}

/** 1-based line of the first occurrence of `needle` in a file of the tree. */
export function lineOf(root: string, file: string, needle: string): number {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const i = lines.findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`lineOf: \`${needle}\` not in ${file}`);
  return i + 1;
}

export interface FactsRun {
  status: number | null;
  output: string;
  checked: number;
  wrong: number;
  uncheckable: number;
  /** Claims no package can check that carry their source beside them. */
  sourced: number;
  /** The wrong facts as printed: `file:line:col  claim — the package says: actual  [facts/family]`. */
  wrongLines: string[];
}

/** The report of `test/facts/run.mjs` for one tree (the whole output, or one `── root` section of it). */
function parseRun(output: string, stdout: string, status: number | null): FactsRun {
  const m = /^facts: (\d+) checked, (\d+) wrong, (\d+) not checkable, (\d+) sourced /m.exec(stdout);
  return {
    status,
    output,
    checked: Number(m?.[1] ?? -1),
    wrong: Number(m?.[2] ?? -1),
    uncheckable: Number(m?.[3] ?? -1),
    sourced: Number(m?.[4] ?? -1),
    wrongLines: stdout.split('\n').filter((l) => / \[facts\/[\w-]+\]$/.test(l) && !l.includes('not checkable:')),
  };
}

/** `node test/facts/run.mjs --family <family> --root <root>…`: one report per root (creates the venv once). */
export function runFactsBatch(roots: string[], family: string): FactsRun[] {
  return runFactsChecks(roots.map((root) => ({ family, root })));
}

/** `node test/facts/run.mjs --check <family>=<root>…`: one report per tree, each checked by its own family. */
export function runFactsChecks(checks: { family: string; root: string }[]): FactsRun[] {
  if (!checks.length) return []; // no --check would check the whole repository
  const args = [join(REPO, 'test/facts/run.mjs'), ...checks.flatMap((c) => ['--check', `${c.family}=${c.root}`])];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const roots = checks.map((c) => c.root);
  if (roots.length === 1) return [parseRun(r.stdout + r.stderr, r.stdout, r.status)];
  const sections = new Map<string, string>();
  for (const part of r.stdout.split(/^── root /m).slice(1)) {
    const nl = part.indexOf('\n');
    sections.set(part.slice(0, nl), part.slice(nl + 1));
  }
  return roots.map((root) => {
    const out = sections.get(root);
    if (out === undefined) return parseRun(r.stdout + r.stderr, '', r.status || 1); // no report: a failure
    // A tree's status as run.mjs would exit on it alone: 1 when a fact is wrong or the check crashed.
    const own = parseRun(out + r.stderr, out, 0);
    own.status = own.wrong > 0 || / check exited with code /.test(out) ? 1 : 0;
    return own;
  });
}

/** `node test/facts/run.mjs --root <root> --family <family>` (creates the venv once when missing). */
export function runFacts(root: string, family: string): FactsRun {
  return runFactsBatch([root], family)[0];
}

/** A tree of a suite, once the suite has run: its report, its folder and what its `edit` returned. */
export type Checked<T> = T & { r: FactsRun; root: string };

interface Case {
  files: string[];
  edit?: (root: string) => unknown;
  root?: string;
  extra?: unknown;
  error?: unknown;
}

interface Suite {
  family: string;
  cases: Case[];
  results: Map<number, FactsRun>;
  /** Its trees were made and checked (by its own `run` or by another suite's, together with its own). */
  ran: boolean;
}

/** Every suite declared in this process (uvu loads every suite file before it runs the first test). */
const SUITES: Suite[] = [];

/** Makes the trees of every suite that has not run yet and checks them all in one run of run.mjs. */
function runPending(): void {
  const pending = SUITES.filter((s) => !s.ran);
  const ready: { suite: Suite; i: number }[] = [];
  for (const suite of pending) {
    suite.ran = true;
    suite.cases.forEach((c, i) => {
      try {
        c.root = copyTree(c.files);
        c.extra = c.edit?.(c.root);
        ready.push({ suite, i });
      } catch (error) {
        c.error = error;
      }
    });
  }
  const runs = runFactsChecks(ready.map(({ suite, i }) => ({ family: suite.family, root: suite.cases[i].root! })));
  ready.forEach(({ suite, i }, k) => suite.results.set(i, runs[k]));
}

/**
 * The trees one suite checks with one family. `check` declares a tree (copies of `files`, then `edit`, which
 * plants the wrong fact and may return what the test needs, such as a line number); `run` (the suite's `before`
 * hook) makes the trees and checks them, with those of every other suite loaded and not yet run, in one run;
 * each test reads its tree with the getter `check` returned. `cleanup` (the `after` hook) removes the trees. An
 * `edit` that throws fails its own test only.
 */
export function factsSuite(family: string) {
  const suite: Suite = { family, cases: [], results: new Map(), ran: false };
  SUITES.push(suite);
  const { cases, results } = suite;
  return {
    check<T extends object = object>(files: string[], edit?: (root: string) => T | void): () => Checked<T> {
      const i = cases.push({ files, edit }) - 1;
      return () => {
        const c = cases[i];
        if (c.error) throw c.error;
        const r = results.get(i);
        if (!r) throw new Error(`facts ${family}: the suite did not run (is factsSuite's run the before hook?)`);
        return { ...((c.extra as T) ?? ({} as T)), r, root: c.root! };
      };
    },
    run(): void {
      if (!suite.ran) runPending();
    },
    cleanup(): void {
      for (const c of cases) if (c.root) rmSync(c.root, { recursive: true, force: true });
    },
  };
}
