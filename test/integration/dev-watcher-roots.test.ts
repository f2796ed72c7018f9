// The dev watcher follows each watched folder itself, not only the files in it: a folder moved away while
// the process is busy (the moment chokidar's own notice of it and the watcher's next look at the folder fall
// in one turn of the event loop), and a folder deleted and made again at once (a branch switch), are both
// seen, and the files in the folder that came back are followed again.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { watchFiles, type FileEvent } from '../../cli/dev/watcher.ts';
import { tempDir } from '../helpers/temp.ts';

/** Calls `check` after each watcher event and every 100 ms until it holds; the bound only ends a failure. */
async function until(what: string, check: () => boolean, limitMs = 30_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > end) assert.unreachable(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

test.run();
