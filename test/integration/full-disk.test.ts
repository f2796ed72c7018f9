import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFixture } from '../helpers/temp-site.ts';

// A full disk (a small tmpfs, filled) under the site's cache or under the output: exit 73 with the file
// being written and "free some space", and no temporary file left behind. Mounting needs root (CI runs
// as root); elsewhere the test says it is skipped.

const CHILD = join(import.meta.dirname, '../helpers/build-child.ts');

function fullDisk(dir: string): boolean {
  mkdirSync(dir, { recursive: true });
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir]).status !== 0) return false;
  // Fill it but for a few KB: small writes may still succeed, anything real fails.
  spawnSync('dd', ['if=/dev/zero', `of=${join(dir, 'filler')}`, 'bs=4k', 'count=62'], { stdio: 'ignore' });
  return true;
}

function unmount(dir: string): void {
  spawnSync('umount', [dir]);
}

function build(root: string, out: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', CHILD, root, out], { encoding: 'utf8' });
}

function tmpFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.tmp'));
}

test('a full disk under the site cache: exit 73 naming the file, no .tmp files left', () => {
  const root = copyFixture('complete-site');
  const cache = join(root, 'node_modules/.cache');
  if (!fullDisk(cache)) return console.log('  skipped: cannot mount a tmpfs (not root)');
  try {
    const run = build(root, join(root, 'build'));
    assert.is(run.status, 73, run.stderr);
    assert.match(run.stderr, /no space left on the device \(ENOSPC\)/);
    assert.match(run.stderr, /Free some space/);
    assert.match(run.stderr, new RegExp(`Cannot write ${cache}/`), run.stderr);
    assert.equal(tmpFiles(cache), []);
  } finally {
    unmount(cache);
  }
});

test('a full disk under the output: exit 73 naming the destination, not the source of a copy', () => {
  const root = copyFixture('complete-site');
  writeFileSync(join(root, 'static/big.bin'), Buffer.alloc(512 * 1024, 1));
  const disk = join(root, 'out-disk');
  if (!fullDisk(disk)) return console.log('  skipped: cannot mount a tmpfs (not root)');
  try {
    const run = build(root, join(disk, 'build'));
    assert.is(run.status, 73, run.stderr);
    assert.match(run.stderr, new RegExp(`Cannot write ${disk}/`));
    assert.not.match(run.stderr, /Cannot write \S*\/static\//, 'the copy source is not the file written');
    assert.match(run.stderr, /Free some space/);
    assert.equal(tmpFiles(disk), []);
  } finally {
    unmount(disk);
  }
});

test.run();
