// discover's stat cache (cli/pipeline/stages/discover-stamp.ts, DiscoverCache): an unchanged page is not read
// again, and an edit is never missed, even one that keeps the size and puts the mtime back (git's racy clean).
import { statSync, utimesSync, writeFileSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load.ts';
import { discoverContent } from '../../../../../cli/pipeline/stages/discover.ts';
import { RACY_MARGIN_MS, stampMatches, statStamp } from '../../../../../cli/pipeline/stages/discover-stamp.ts';
import { SourceChangedError, sourceOf } from '../../../../../cli/pipeline/page/page-source.ts';
import { copyFixture } from '../../../../helpers/temp-site.ts';

const stat = (over: Partial<Stats>): Stats =>
  ({ size: 100, mtimeMs: 1_000_000, ctimeMs: 1_000_000, ino: 7, dev: 1, ...over }) as Stats;
const OLD = 1_000_000 + RACY_MARGIN_MS + 1; // a read this long after the file's last change

test('statStamp: a file changed within the margin before its read is racy', () => {
  assert.not.ok(statStamp('/a.md', stat({}), OLD).racy);
  assert.ok(statStamp('/a.md', stat({}), OLD - 2).racy);
  assert.ok(statStamp('/a.md', stat({ ctimeMs: OLD }), OLD).racy, 'ctime counts too (mtime set back by hand)');
});

test('stampMatches: every field must match, and a racy stamp never does', () => {
  const stored = statStamp('/a.md', stat({}), OLD);
  assert.ok(stampMatches(stored, statStamp('/a.md', stat({}), OLD + 5000)));
  assert.not.ok(stampMatches(undefined, stored));
  for (const over of [{ size: 101 }, { mtimeMs: 1 }, { ctimeMs: 2 }, { ino: 8 }, { dev: 2 }])
    assert.not.ok(stampMatches(stored, statStamp('/a.md', stat(over), OLD)), JSON.stringify(over));
  assert.not.ok(stampMatches(stored, statStamp('/b.md', stat({}), OLD)), 'another real path (a retargeted link)');
  const racy = statStamp('/a.md', stat({}), 1_000_000);
  assert.not.ok(stampMatches(racy, racy));
});

const root = copyFixture('complete-site');
const config = (await loadConfig(root, 'production')).value!;
const page = join(root, 'content/docs/stamped.md');
/** Written with a whole-second mtime in the past, so that it can be put back exactly. */
const MTIME = Math.floor(Date.now() / 1000) - 100;
const write = (title: string) => {
  writeFileSync(page, `---\ntitle: ${title}\ndescription: D.\n---\n\nText.\n`);
  utimesSync(page, MTIME, MTIME);
};
const discovered = (clock?: () => number) => {
  const { value, diagnostics } = discoverContent(config, true, clock);
  assert.equal(diagnostics, []);
  return value.files.find((f) => f.sourcePath === page)!;
};
/** The same size, the mtime put back: only ctime (and the racy rule) can tell the file changed. */
const rewriteKeepingStat = (title: string) => {
  const before = statSync(page);
  write(title);
  const after = statSync(page);
  assert.equal([after.size, after.mtimeMs, after.ino], [before.size, before.mtimeMs, before.ino]);
};

test('an unchanged page is not read again: its source is left for sourceOf', () => {
  write('Alpha');
  const later = () => Date.now() + 2 * RACY_MARGIN_MS; // as if read long after the write: not racy
  const first = discovered(later);
  assert.ok(first.source !== undefined, 'the first run reads the page');
  const second = discovered(later);
  assert.is(second.source, undefined, 'the stamp matched: not read');
  assert.is(second.hash, first.hash);
  assert.is(second.title, 'Alpha');
  assert.is(second.sourceLength, first.source!.length);
  assert.is(sourceOf(second), first.source, 'read on demand, the same text');
});

test('an edit that keeps size and mtime is picked up (ctime changed)', () => {
  write('Alpha');
  const later = () => Date.now() + 2 * RACY_MARGIN_MS;
  discovered(later);
  assert.is(discovered(later).source, undefined);
  rewriteKeepingStat('Bravo');
  const edited = discovered(later);
  assert.is(edited.title, 'Bravo');
  assert.ok(edited.source?.includes('Bravo'));
});

test('racy clean: a page read right after it was written is read again next time', () => {
  write('Alpha');
  assert.is(discovered().title, 'Alpha'); // stamped at once: within the margin of its write
  const again = discovered();
  assert.ok(again.source !== undefined, 'a racy stamp is not trusted');
  assert.is(again.title, 'Alpha');
});

test('sourceOf refuses a page that changed after discover left it unread', () => {
  write('Alpha');
  const later = () => Date.now() + 2 * RACY_MARGIN_MS;
  discovered(later);
  const unread = discovered(later);
  assert.is(unread.source, undefined);
  write('Charlie, longer');
  assert.throws(
    () => sourceOf(unread),
    (e: unknown) => e instanceof SourceChangedError && /stamped\.md/.test(String(e)),
  );
});

test('without the cache (--no-cache) every page is read', () => {
  write('Alpha');
  const later = () => Date.now() + 2 * RACY_MARGIN_MS;
  discovered(later);
  discovered(later);
  const file = discoverContent(config, false, later).value.files.find((f) => f.sourcePath === page)!;
  assert.ok(file.source !== undefined);
});

test.run();
