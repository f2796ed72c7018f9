import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PRUNE_STAMP, UNUSED_DAYS, pruneCache } from '../../../../cli/util/prune-cache.ts';
import { tempDir } from '../../../helpers/temp.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A file whose last access and modification were `daysAgo` days before `now`. */
function entry(path: string, now: number, daysAgo: number, accessedDaysAgo = daysAgo): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '{}');
  utimesSync(path, (now - accessedDaysAgo * DAY) / 1000, (now - daysAgo * DAY) / 1000);
  return path;
}

test('pruneCache: files unused for a month go, in nested folders too; used or recent ones stay', () => {
  const dir = tempDir();
  const now = Date.now();
  const old = entry(join(dir, 'aa.body.json'), now, UNUSED_DAYS + 5);
  const oldHighlight = entry(join(dir, 'highlight/bb.json'), now, UNUSED_DAYS + 1);
  const readLately = entry(join(dir, 'cc.meta.json'), now, UNUSED_DAYS + 40, 2); // written long ago, read lately
  const fresh = entry(join(dir, 'versions/1.0/discover.json'), now, 1);
  const r = pruneCache(dir, now);
  assert.equal(r, { walked: true, removed: 2 });
  assert.not.ok(existsSync(old));
  assert.not.ok(existsSync(oldHighlight));
  assert.ok(existsSync(readLately));
  assert.ok(existsSync(fresh));
  assert.ok(existsSync(join(dir, PRUNE_STAMP)));
});

test('pruneCache: at most one walk a day (the stamp); a missing folder is no error', () => {
  const dir = tempDir();
  const now = Date.now();
  pruneCache(dir, now);
  const old = entry(join(dir, 'dd.body.json'), now, UNUSED_DAYS + 5);
  assert.equal(pruneCache(dir, now + DAY / 2), { walked: false, removed: 0 });
  assert.ok(existsSync(old), 'not walked within the day');
  assert.equal(pruneCache(dir, now + DAY + 1000), { walked: true, removed: 1 });
  assert.equal(pruneCache(join(dir, 'none'), now), { walked: true, removed: 0 });
});

test.run();
