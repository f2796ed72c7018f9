// The dev watcher follows each watched folder itself, not only the files in it: a folder moved away while
// the process is busy (the moment chokidar's own notice of it and the watcher's next look at the folder fall
// in one turn of the event loop), and a folder deleted and made again at once (a branch switch), are both
// seen, and the files in the folder that came back are followed again.
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { watchFiles, type FileEvent } from '../../cli/dev/watcher.ts';
import { tempDir } from '../helpers/temp.ts';

/** Calls `check` after each watcher event and every 100 ms until it holds; the bound only ends a failure. */
async function until(what: string, check: () => boolean, limitMs = 30_000, everyMs = 100): Promise<void> {
  const end = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > end) assert.unreachable(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Waits until no event has come for a whole second (the watcher's own second looks included). */
async function quiet(events: unknown[]): Promise<void> {
  let count = -1;
  await until(
    'the events have settled',
    () => {
      const settled = count === events.length;
      count = events.length;
      return settled;
    },
    60_000,
    1000,
  );
}

/**
 * Holds the event loop as a loaded machine does: the watcher's poll and the file system's events queue up. The
 * thread sleeps (Atomics.wait) rather than spins: the loop is held all the same, and holding it costs no CPU.
 */
function busy(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A folder of pages and a watcher on it, with everything the watcher said. */
async function watched() {
  const base = tempDir('docs-watcher-');
  const root = join(base, 'docs');
  mkdirSync(join(root, 'guides'), { recursive: true });
  const files = ['intro.md', 'guides/a.md', 'guides/b.md'].map((rel) => join(root, rel));
  for (const file of files) writeFileSync(file, '# Page\n');
  const events: { kind: FileEvent | 'gone' | 'back'; path: string }[] = [];
  const watcher = await watchFiles([root], (kind, path) => events.push({ kind, path }), {
    onRootGone: (dir) => events.push({ kind: 'gone', path: dir }),
    onRootBack: (dir) => events.push({ kind: 'back', path: dir }),
  });
  const saw = (kind: string, path: string) => events.some((e) => e.kind === kind && e.path === path);
  return { base, root, files, events, watcher, saw };
}

test('a watched folder moved away while the process is busy: its files go, and are followed once back', async () => {
  const { base, root, files, events, watcher, saw } = await watched();
  try {
    renameSync(root, join(base, 'away'));
    busy(1500);
    // Whoever tells it, the files' removal reaches the site: each file unlinked, or the folder gone.
    await until('the files are gone', () => saw('gone', root) || files.every((f) => saw('unlink', f)));
    events.length = 0;
    renameSync(join(base, 'away'), root);
    await until('the folder is back', () => saw('back', root));
    writeFileSync(files[1], '# Page, edited\n');
    await until('an edit in the folder that came back is seen', () => saw('change', files[1]));
  } finally {
    await watcher.close();
  }
});

test('a watched folder deleted and made again at once (a branch switch): the new folder is followed', async () => {
  const { root, watcher, saw } = await watched();
  try {
    rmSync(root, { recursive: true });
    mkdirSync(join(root, 'guides'), { recursive: true });
    writeFileSync(join(root, 'guides/a.md'), '# Page on the other branch\n');
    // A file made in the new folder is reported; until the watcher follows the new folder, each try is unseen.
    // Twice: chokidar's one re-read of the old folder's place may catch the first file made there, never a later one.
    const added: string[] = [];
    const addUntilSeen = (what: string) => {
      const from = added.length;
      return until(what, () => {
        if (added.slice(from).some((file) => saw('add', file))) return true;
        added.push(join(root, `new-${added.length}.md`));
        writeFileSync(added.at(-1)!, '# New\n');
        return false;
      });
    };
    await addUntilSeen('a file added to the new folder is seen');
    await addUntilSeen('and a file added after it');
  } finally {
    await watcher.close();
  }
});

test('a symlinked folder that leads back up: no file is reported through it, as the build walks past it', async () => {
  // `docs/guides/back → ..`: chokidar follows it level after level (docs/guides/back/guides/back/…); the build's
  // walk skips it with a symlink-loop warning, and dev used to add every file it found down there as a page.
  const { root, events, watcher, saw } = await watched();
  try {
    symlinkSync('..', join(root, 'guides', 'back'));
    const added = join(root, 'guides', 'c.md');
    writeFileSync(added, '# Page\n');
    await until('the new page is seen', () => saw('add', added));
    // Give chokidar the time to walk into the loop, if it does: events keep coming while it does.
    let count = -1;
    await until('the events have settled', () => {
      const settled = count === events.length;
      count = events.length;
      return settled;
    });
    const through = events.filter((e) => e.path.includes(`${sep}back${sep}`)).map((e) => e.path);
    assert.equal(through, []);
  } finally {
    await watcher.close();
  }
});

test('files renamed away and back in a burst: once it settles, what the events say matches the disk', async () => {
  // chokidar coalesces quick renames and may never report the last unlink or add of a burst: dev kept a page
  // whose file was gone (its route answered 200) or lost one that was there (404) until the next save.
  const { root, events, watcher } = await watched();
  try {
    const a = join(root, 'guides', 'a.md');
    const b = join(root, 'guides', 'renamed.md');
    const last = (path: string) => events.filter((e) => e.path === path).at(-1)?.kind;
    for (let trial = 0; trial < 3; trial++) {
      for (let i = 0; i < 20; i++) {
        renameSync(a, b);
        renameSync(b, a);
      }
      if (trial === 1) renameSync(a, b); // one burst ends with the file under its other name
      const there = existsSync(a) ? a : b;
      const gone = there === a ? b : a;
      await quiet(events);
      assert.ok(last(there) !== undefined && last(there) !== 'unlink', `trial ${trial}: ${there} is there`);
      assert.ok([undefined, 'unlink'].includes(last(gone)), `trial ${trial}: ${gone} is not`);
      if (there === b) renameSync(b, a);
    }
  } finally {
    await watcher.close();
  }
});

test.run();
