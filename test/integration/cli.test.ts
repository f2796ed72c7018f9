import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureDir, PROJECT_DIR, tempDir } from '../helpers/fixtures.ts';

const docs = (...args: string[]) =>
  spawnSync(process.execPath, [join(PROJECT_DIR, 'bin/docs.js'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });

test('--help describes every command', () => {
  const r = docs('--help');
  assert.is(r.status, 0);
  for (const cmd of ['build', 'check', 'serve']) assert.match(r.stdout, cmd);
  assert.match(docs('build', '--help').stdout, '--root <dir>');
});

test('bad usage exits 2', () => {
  assert.is(docs('build', '--bogus').status, 2);
  assert.is(docs('frobnicate').status, 2);
  assert.is(docs('serve', '--port', 'abc').status, 2);
});

test('content errors exit 1 and list every problem with file:line:col and a code frame', () => {
  const r = docs('check', '--root', fixtureDir('broken-link'));
  assert.is(r.status, 1);
  assert.match(r.stderr, 'content/docs/page.md:6:5  error Broken link `/guides/missing`');
  assert.match(r.stderr, 'content/docs/page.md:7:8  error Broken link `../nowhere`');
  assert.match(r.stderr, '6 | See [the missing guide](/guides/missing)');
  assert.match(r.stderr, '2 errors');
});

test('a successful check exits 0 and writes no output folder (nothing at all: cli-exit-codes.test.ts)', () => {
  const root = fixtureDir('duplicate-route');
  const r = docs('check', '--root', root);
  assert.is(r.status, 0, r.stderr);
  assert.not.ok(existsSync(join(root, 'build')));
});

test('a failed build leaves the previous build untouched', () => {
  const out = join(tempDir(), 'build');
  const ok = docs('build', '--root', fixtureDir('duplicate-route'), '--out', out, '--no-search-index');
  assert.is(ok.status, 0, ok.stderr);
  const before = readFileSync(join(out, 'same/index.html'), 'utf8');
  const failed = docs('build', '--root', fixtureDir('broken-link'), '--out', out, '--no-search-index');
  assert.is(failed.status, 1);
  assert.is(readFileSync(join(out, 'same/index.html'), 'utf8'), before, 'old output still there');
  assert.not.ok(existsSync(join(out, 'page')), 'nothing of the failed build leaked in');
});

test.run();
