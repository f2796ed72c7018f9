// For the planted-fact tests (test/integration/facts-<family>.test.ts): copy a few content files of the real site into
// a temp tree, edit one to state something wrong, run one check family on it and read the totals.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

/** `node test/facts/run.mjs --root <root> --family <family>` (creates the venv once when missing). */
export function runFacts(root: string, family: string): FactsRun {
  const r = spawnSync(process.execPath, [join(REPO, 'test/facts/run.mjs'), '--root', root, '--family', family], {
    encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
  });
  const output = r.stdout + r.stderr;
  const m = /^facts: (\d+) checked, (\d+) wrong, (\d+) not checkable, (\d+) sourced /m.exec(r.stdout);
  return {
    status: r.status,
    output,
    checked: Number(m?.[1] ?? -1),
    wrong: Number(m?.[2] ?? -1),
    uncheckable: Number(m?.[3] ?? -1),
    sourced: Number(m?.[4] ?? -1),
    wrongLines: r.stdout.split('\n').filter((l) => / \[facts\/[\w-]+\]$/.test(l) && !l.includes('not checkable:')),
  };
}
