// Issue #12: no line of the project's own code is over 120 characters (Prettier's printWidth). Prettier
// does not break string literals, comments or long unions, so this test catches what it leaves behind.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_DIR } from '../../cli/util/project-dir.ts';
import { tempDir } from '../helpers/temp.ts';

const MAX_LENGTH = 120;
const CODE_FILE = /\.(ts|tsx|mjs|js)$/;
/** Third-party-shaped inputs (fixture sites, the docs content), not the project's code. */
const NOT_CODE = /^(test\/fixtures|content)\//;
/**
 * Never walked when git is unavailable (a source tarball, a copy without .git): dependencies, build output and
 * what .gitignore leaves out. Hidden folders (.git, .venv-facts, .cache, .build.*) are never the project's code.
 */
const SKIPPED_DIRS = new Set(['node_modules', '__pycache__', 'build', 'dist', 'scratch', 'test-results']);
const SKIPPED_PATHS = new Set(['test/bench/docusaurus/site']);

/** The tracked code files, relative to the project, with `/` separators. */
function codeFiles(): string[] {
  const git = spawnSync('git', ['ls-files', '-z'], { cwd: PROJECT_DIR, encoding: 'utf8' });
  const files = git.status === 0 ? git.stdout.split('\0').filter(Boolean) : walk(PROJECT_DIR);
  return files.filter((f) => CODE_FILE.test(f) && !NOT_CODE.test(f)).sort();
}

/** Fallback when git is missing (e.g. a source tarball): every file under `root` but the skipped folders. */
function walk(root: string, dir = root): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = relative(root, join(dir, entry.name)).split(sep).join('/');
    if (entry.isDirectory()) {
      const skipped = entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name) || SKIPPED_PATHS.has(rel);
      if (!skipped) out.push(...walk(root, join(dir, entry.name)));
    } else if (entry.isFile()) {
      out.push(rel);
    }
  }
  return out;
}

/** The 1-based numbers and lengths of the lines of `text` over the limit. */
function linesOver(text: string): { line: number; length: number }[] {
  return text.split(/\r?\n/).flatMap((line, i) => {
    // Characters, not UTF-16 units, as an editor's column and awk's length count them.
    const length = [...line].length;
    return length > MAX_LENGTH ? [{ line: i + 1, length }] : [];
  });
}

/** `file:line (N chars)` for each line over the limit. */
function longLines(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(PROJECT_DIR, file), 'utf8');
    } catch {
      continue; // tracked but deleted in the working tree
    }
    for (const { line, length } of linesOver(text)) found.push(`${file}:${line} (${length} chars)`);
  }
  return found;
}

test('the selection is the project code: cli, theme and tests, no fixtures or content', () => {
  const files = codeFiles();
  assert.ok(files.includes('cli/main.ts'));
  assert.ok(files.includes('test/integration/fixtures.test.ts'));
  assert.not.ok(files.some((f) => NOT_CODE.test(f)));
});

test('without git, the walk skips hidden folders (.venv-facts), dependencies and build output', () => {
  const root = tempDir('docs-line-length-');
  const files = ['cli/a.ts', '.venv-facts/x.js', 'node_modules/i.js', 'build/b.js', 'test/bench/docusaurus/site/a.js'];
  for (const f of files) {
    mkdirSync(join(root, dirname(f)), { recursive: true });
    writeFileSync(join(root, f), 'x\n');
  }
  assert.equal(walk(root), ['cli/a.ts']);
});

test('a line over 120 characters is found by its number; 120 characters, even non-ASCII ones, are fine', () => {
  const text = ['// ok', 'x'.repeat(MAX_LENGTH + 1), '—'.repeat(MAX_LENGTH), 'y'.repeat(MAX_LENGTH)].join('\n');
  assert.equal(linesOver(text), [{ line: 2, length: MAX_LENGTH + 1 }]);
  assert.equal(linesOver('a\r\n' + 'b'.repeat(MAX_LENGTH + 5) + '\r\n'), [{ line: 2, length: MAX_LENGTH + 5 }]);
});

test(`no line of the project's code is over ${MAX_LENGTH} characters`, () => {
  const found = longLines(codeFiles());
  assert.equal(found, [], `${found.length} lines over ${MAX_LENGTH} characters; break them:\n${found.join('\n')}`);
});

test.run();
