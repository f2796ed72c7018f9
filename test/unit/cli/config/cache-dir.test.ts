import { chmodSync, chownSync, mkdirSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkCacheDir, ensurePrivateDir } from '../../../../cli/config/cache-dir.ts';
import { tempDir } from '../../../helpers/temp.ts';

// docs check's cache lives under the OS temp folder, which every user of the machine shares.

test('checkCacheDir: one private folder per user (mode 700), not a path every user shares', () => {
  // In a temp folder of the test's own (os.tmpdir() reads TMPDIR), so no per-user cache is left behind.
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = tempDir();
  let dir: string;
  try {
    dir = checkCacheDir('/some/site');
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
  const base = join(dir, '..');
  assert.match(base, new RegExp(`docs-check-cache-${process.getuid?.() ?? ''}$`));
  if (process.getuid) assert.is(statSync(base).mode & 0o777, 0o700);
});

test('ensurePrivateDir: a folder open to others, of another user, or a link is refused with one line', () => {
  const open = join(tempDir(), 'open');
  mkdirSync(open, { mode: 0o777 });
  chmodSync(open, 0o777);
  assert.throws(() => ensurePrivateDir(open), /may be written or read by other users/);
  const link = join(tempDir(), 'link');
  symlinkSync(tempDir(), link);
  assert.throws(() => ensurePrivateDir(link), /is not a folder/);
  if (process.getuid?.() === 0) {
    const theirs = join(tempDir(), 'theirs');
    mkdirSync(theirs, { mode: 0o700 });
    chownSync(theirs, 12345, 12345);
    assert.throws(() => ensurePrivateDir(theirs), /belongs to another user \(uid 12345\)/);
  }
});

test.run();
