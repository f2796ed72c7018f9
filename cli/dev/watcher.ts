import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { hash } from '../util/hash.ts';

const CHANGE_RECHECK_MS = 75;
/**
 * Once a burst of file events has been quiet this long, every file it touched is looked at again, and what is on
 * disk is reported where the events left it otherwise: chokidar coalesces a quick rename away and back (an
 * editor's save, a `git checkout`), and may never report the last unlink or add of the burst.
 */
const SETTLE_RECHECK_MS = 300;
/** How often each watched folder is looked at (there or not, the same folder or a new one), whatever was heard. */
const ROOT_POLL_MS = 500;
/** A watched folder's own moves come in bursts (a checkout deletes and makes it again): looked at once they settle. */
const ROOT_SETTLE_MS = 100;
/** Folder and link changes come in bursts (a checkout): the tree is looked at once they settle. */
const TREE_SETTLE_MS = 200;

export type FileEvent = 'add' | 'change' | 'unlink';

export interface WatchOptions {
  /** A file or folder that cannot be watched (a symlink loop, ELOOP): reported, and the rest is watched on. */
  onError?: (error: NodeJS.ErrnoException) => void;
  /** A watched folder went away (moved, deleted by a branch switch): what was read from it is gone too. */
  onRootGone?: (root: string) => void;
  /**
   * A watched folder is back, or another folder took its place (maybe with other files): it is watched again,
   * and called once that watcher has looked at every file in it, so the site read then misses no file.
   */
  onRootBack?: (root: string) => void;
  /**
   * When the site was read (`Date.now()`): a file saved after that and before the initial scan was done is
   * reported as changed once the watcher is ready. The scan takes seconds on a large site, and chokidar
   * sees only what changes after it has looked at a folder.
   */
  since?: number;
  /** A folder or link appeared or went under `dir` (chokidar reports no event for a link to nothing). */
  onTreeChange?: (dir: string) => void;
}

const ignored = (p: string) => p.includes(`${sep}node_modules${sep}`) || p.includes(`${sep}.`);

/** Which folder is at `dir` now (device and inode), or undefined when there is none. */
function folderAt(dir: string): string | undefined {
  try {
    const stats = statSync(dir);
    return stats.isDirectory() ? `${stats.dev}:${stats.ino}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `file`, below the watched folder `dir`, is reached through a symlinked folder that leads back to one of
 * the folders above it (so the same folder again): following the path from `dir`, a folder's real path repeats.
 */
export function throughSymlinkLoop(dir: string, file: string): boolean {
  const parts = file
    .slice(dir.length + 1)
    .split(sep)
    .slice(0, -1);
  const seenReal = new Set<string>();
  let at = dir;
  try {
    seenReal.add(realpathSync(at));
    for (const part of parts) {
      at = join(at, part);
      const real = realpathSync(at);
      if (seenReal.has(real)) return true;
      seenReal.add(real);
    }
  } catch {
    return false; // gone meanwhile, or a link to nothing: the event's own handling says so
  }
  return false;
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The path a raw (fs.watch) event's name is relative to: chokidar passes it as `{ watchedPath }`. */
function watchedPathOf(details: unknown): string | undefined {
  const watched = (details as { watchedPath?: unknown } | undefined)?.watchedPath;
  return typeof watched === 'string' ? watched : undefined;
}

/** A watched folder: which folder was there when last looked at, its watcher, and whether it was moved since. */
interface Root {
  dir: string;
  /** Device and inode. */
  folder?: string;
  watcher?: FSWatcher;
  moved: boolean;
  settle?: ReturnType<typeof setTimeout>;
}

/**
 * Watches `dirs` and calls `onEvent` for each added, changed or removed file; resolves once the initial scan is
 * done. chokidar drops a second `change` of a file within 50 ms of the first (no trailing event), so a quick
 * second save could go unseen: the file is looked at again just after that window and reported again if it
 * changed since.
 *
 * chokidar does not follow a watched folder itself: moved away, it reports the files' removal only if its
 * own re-read of the folder runs before anything else touches that watcher (an `unwatch` first drops them
 * all, and a folder deleted and made again is never watched again). So each folder has a watcher of its own,
 * and the folder itself is followed apart from its files: its parent is watched (depth 0) for moves of its
 * name, and every ROOT_POLL_MS (and after a watcher error) what is there is compared with what was. A folder
 * gone is `onRootGone`; a folder back, replaced, or moved away and back gets a new watcher and `onRootBack`.
 */
export async function watchFiles(
  dirs: string[],
  onEvent: (kind: FileEvent, file: string) => void,
  options: WatchOptions = {},
): Promise<{ close(): Promise<void> }> {
  const roots = new Map<string, Root>(dirs.map((dir) => [dir, { dir, folder: folderAt(dir), moved: false }]));
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const seen = new Map<string, string>();
  let closed = false;
  const contentHash = (file: string) => {
    try {
      return hash(readFileSync(file));
    } catch {
      return 'gone';
    }
  };
  /** The last event reported for each file touched since the last settle. */
  const reported = new Map<string, FileEvent>();
  /**
   * Files that were gone at some moment of the burst (an unlink, or an add or change of a file already gone): whoever
   * read one after its event may have found it away, so at settle its state on disk is reported whatever was said.
   */
  const flapped = new Set<string>();
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  /** Reports what the burst's events may have left wrong: a file there but last said removed, or the reverse. */
  const settle = () => {
    if (closed) return;
    const touched = [...reported];
    const unsure = new Set(flapped);
    reported.clear();
    flapped.clear();
    for (const [file, last] of touched) {
      const now = contentHash(file);
      if (now === 'gone' && last !== 'unlink') onEvent('unlink', file);
      else if (now !== 'gone' && last === 'unlink') onEvent('add', file);
      else if (now !== 'gone' && (unsure.has(file) || seen.get(file) !== now)) onEvent('change', file);
      else continue;
      seen.set(file, now);
    }
  };
  const settleSoon = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(settle, SETTLE_RECHECK_MS);
  };
  let treeTimer: ReturnType<typeof setTimeout> | undefined;
  const treeChanged = (path: string) => {
    const dir = dirs.find((d) => path === d || path.startsWith(d + sep));
    if (!dir || !options.onTreeChange) return;
    clearTimeout(treeTimer);
    treeTimer = setTimeout(() => options.onTreeChange!(dir), TREE_SETTLE_MS);
  };

  /** The handlers of a folder's watcher. */
  const follow = (root: Root, w: FSWatcher) => {
    // An error event nobody listens to is thrown, and would end `docs dev` (a symlink loop under static/).
    w.on('error', (error) => {
      options.onError?.(error as NodeJS.ErrnoException);
      lookSoon(root);
    });
    for (const kind of ['add', 'change', 'unlink'] as const) {
      w.on(kind, (file) => {
        // chokidar follows a symlinked folder that leads back up (`docs/loop → .`) many levels deep; the build's
        // walk skips it with a warning, so its files are no files of the site here either.
        if (kind !== 'unlink' && throughSymlinkLoop(root.dir, file)) return;
        const now = contentHash(file);
        seen.set(file, now);
        reported.set(file, kind);
        if (kind === 'unlink' || now === 'gone') flapped.add(file);
        onEvent(kind, file);
        settleSoon();
        if (kind !== 'change') return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          const now = contentHash(file);
          if (seen.get(file) === now) return;
          seen.set(file, now);
          onEvent('change', file);
        }, CHANGE_RECHECK_MS);
        timers.add(timer);
      });
    }
    w.on('addDir', treeChanged);
    w.on('unlinkDir', treeChanged);
    w.on('raw', (event, path, details) => {
      if (event !== 'rename' || typeof path !== 'string') return;
      const watched = watchedPathOf(details);
      const full = watched ? join(watched, path) : path;
      if (isSymlink(full)) treeChanged(full); // a link to nothing: chokidar's own events never name it
      // The folder's own watch names the folder when the folder itself is moved or deleted; chokidar then reads
      // it again, and if it is away at that moment, stops following its files even if it comes back.
      if (watched === root.dir && path === basename(root.dir)) lookSoon(root, true);
    });
    return w;
  };
  /** Closes a folder's watcher first: chokidar shares one fs.watch per path, and the old one may be dead. */
  const unwatch = (root: Root) => {
    const old = root.watcher;
    root.watcher = undefined;
    return old ? old.close() : Promise.resolve();
  };
  const rewatch = (root: Root): FSWatcher => {
    void unwatch(root);
    const own = follow(root, watch(root.dir, { ignoreInitial: true, ignored }));
    root.watcher = own;
    return own;
  };

  /** Compares what is at the folder's place with what was (`moved`: its own watch heard it move, maybe back). */
  const look = (root: Root) => {
    if (closed) return;
    clearTimeout(root.settle);
    root.settle = undefined;
    const folder = folderAt(root.dir);
    const moved = root.moved;
    root.moved = false;
    if (folder === undefined) {
      if (root.folder === undefined) return;
      root.folder = undefined;
      void unwatch(root);
      options.onRootGone?.(root.dir);
      return;
    }
    if (folder === root.folder && !moved && root.watcher) return;
    // Back, replaced, or moved away and back (chokidar may have dropped its files' watches meanwhile).
    root.folder = folder;
    const own = rewatch(root);
    own.once('ready', () => {
      if (root.watcher === own && !closed) options.onRootBack?.(root.dir);
    });
  };
  function lookSoon(root: Root, moved = false) {
    root.moved ||= moved;
    if (closed || root.settle) return;
    root.settle = setTimeout(() => look(root), ROOT_SETTLE_MS);
  }

  // The folders' parents, each at depth 0 and only for the watched names: a move of the folder is heard there.
  const parents = [...new Set(dirs.map((dir) => dirname(dir)))].filter(existsSync);
  const keep = new Set([...parents, ...dirs]);
  const parentWatcher = watch(parents, { ignoreInitial: true, depth: 0, ignored: (p: string) => !keep.has(p) });
  const heard = (path: string) => {
    const root = roots.get(path);
    if (root) lookSoon(root);
  };
  parentWatcher.on('addDir', heard);
  parentWatcher.on('unlinkDir', heard);
  parentWatcher.on('raw', (event, path, details) => {
    const watched = watchedPathOf(details);
    if (event === 'rename' && typeof path === 'string' && watched) heard(join(watched, path));
  });
  parentWatcher.on('error', () => {
    for (const root of roots.values()) lookSoon(root);
  });

  const present = [...roots.values()].filter((root) => root.folder !== undefined);
  const ready = (w: FSWatcher) => new Promise<void>((resolve) => w.once('ready', () => resolve()));
  await Promise.all([parentWatcher, ...present.map(rewatch)].map(ready));
  if (options.since !== undefined)
    for (const root of present) for (const file of savedSince(root.dir, options.since)) onEvent('change', file);
  const poll = setInterval(() => {
    for (const root of roots.values()) look(root);
  }, ROOT_POLL_MS);
  poll.unref();
  return {
    async close() {
      closed = true;
      clearInterval(poll);
      clearTimeout(treeTimer);
      clearTimeout(settleTimer);
      for (const t of timers) clearTimeout(t);
      for (const root of roots.values()) clearTimeout(root.settle);
      await Promise.all([parentWatcher.close(), ...[...roots.values()].map(unwatch)]);
    },
  };
}

/** The files under `dir` (not ignored ones) last written at or after `since`. */
function savedSince(dir: string, since: number): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true }) as string[];
  } catch {
    return [];
  }
  return names
    .map((name) => join(dir, name))
    .filter((file) => {
      if (ignored(file)) return false;
      try {
        const stats = statSync(file);
        return stats.isFile() && stats.mtimeMs >= since;
      } catch {
        return false; // gone since, or a link that leads nowhere or in a loop
      }
    });
}
