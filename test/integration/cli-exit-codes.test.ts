import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureDir, PROJECT_DIR } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// Exit codes and option validation of the `docs` command, run as a process: 0 ok, 1 content errors,
// 2 bad usage (every option value validated, the option named), 70 an internal error (a bug in docs).
const docs = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(PROJECT_DIR, 'bin/docs.js'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });

test('--root that is not a folder exits 2 and names the option, for every command', () => {
  for (const cmd of ['build', 'check', 'dev', 'serve']) {
    const r = docs([cmd, '--root', '/nonexistent/site']);
    assert.is(r.status, 2, `${cmd}: ${r.stderr}`);
    assert.match(r.stderr, "option '--root <dir>' argument '/nonexistent/site' is invalid");
    assert.match(r.stderr, 'no such folder');
  }
  const file = docs(['check', '--root', join(fixtureDir('broken-link'), 'expected.txt')]);
  assert.is(file.status, 2);
  assert.match(file.stderr, 'not a folder');
});

test('bad option values exit 2 with the option named instead of being coerced', () => {
  const cases: [string[], string][] = [
    [['build', '--threads', 'abc'], "'--threads <n>' argument 'abc'"],
    [['build', '--threads', '0'], "'--threads <n>' argument '0'"],
    [['build', '--threads', '2.5'], "'--threads <n>' argument '2.5'"],
    [['build', '--out', ''], "'--out <dir>' argument ''"],
    [['dev', '--port', '70000'], "'--port <port>' argument '70000'"],
    [['dev', '--host', ''], "'--host <host>' argument ''"],
    [['serve', '--port', '-1'], "'--port <port>'"],
    [['serve', '--dir', ''], "'--dir <dir>' argument ''"],
  ];
  for (const [args, named] of cases) {
    const r = docs([...args, '--root', fixtureDir('duplicate-route')]);
    assert.is(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, named, args.join(' '));
  }
});

test('an internal error names the page, exits 70, and shows its stack only with --verbose', () => {
  const env = { DOCS_TEST_INTERNAL_ERROR: '/same' };
  const r = docs(['check', '--root', fixtureDir('duplicate-route')], env);
  assert.is(r.status, 70, r.stderr);
  assert.match(
    r.stderr,
    'content/docs/one.md  error Internal error while building the page `/same`: injected by DOCS_TEST_INTERNAL_ERROR',
  );
  assert.match(r.stderr, '[internal-error]');
  assert.match(r.stderr, 'a bug in docs');
  assert.not.match(r.stderr, /\n\s+at /, 'no stack trace without --verbose');
  assert.not.match(r.stderr, '[mdx-syntax]');

  const verbose = docs(['check', '--root', fixtureDir('duplicate-route'), '--verbose'], env);
  assert.is(verbose.status, 70);
  assert.match(verbose.stderr, /\n\s+at .*worker-main|\n\s+at /, 'the stack trace is printed');
});

test('an output beside which no file can be made (/proc, /sys) exits 73 naming it, never as an internal error', () => {
  const root = copyFixture('complete-site');
  for (const out of ['/proc/docs-out', '/sys/docs-out']) {
    const r = docs(['build', '--root', root, '--out', out, '--no-search-index']);
    assert.is(r.status, 73, r.stderr);
    assert.match(r.stderr, `the lock beside ${out}`);
    assert.not.match(r.stderr, 'internal error');
  }
});

test('content errors still exit 1 when there is no internal error', () => {
  assert.is(docs(['check', '--root', fixtureDir('broken-link')]).status, 1);
});

/** Every file under `dir` with its size and modification time. */
function snapshot(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).sort().map((f) => {
    const s = statSync(join(dir, f));
    return `${f} ${s.isDirectory() ? 'dir' : s.size} ${s.mtimeMs}`;
  });
}

test('docs check writes nothing into the site folder, caches included (run twice: cold and warm)', () => {
  const root = copyFixture('duplicate-route');
  const before = snapshot(root);
  for (let run = 0; run < 2; run++) {
    const r = docs(['check', '--root', root]);
    assert.is(r.status, 0, r.stderr);
    assert.equal(snapshot(root), before, `run ${run + 1} left files in the site`);
  }
});

test.run();
