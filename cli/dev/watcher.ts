import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { hash } from '../util/hash.ts';

const CHANGE_RECHECK_MS = 75;
/** How often a watched folder that is gone (moved away, deleted by a branch switch) is looked for again. */
const ROOT_POLL_MS = 500;
/** Folder and link changes come in bursts (a checkout): the tree is looked at once they settle. */
const TREE_SETTLE_MS = 200;

export type FileEvent = 'add' | 'change' | 'unlink';

export interface WatchOptions {
  /** A file or folder that cannot be watched (a symlink loop, ELOOP): reported, and the rest is watched on. */
  onError?: (error: NodeJS.ErrnoException) => void;
  /** A watched folder that was gone is back (maybe with other files): watched again, and the site is read again. */
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

/**
 * Watches `dirs` and calls `onEvent` for each added, changed or removed file; resolves once the initial scan is
 * done. chokidar drops a second `change` of a file within 50 ms of the first (no trailing event), so a quick
 * second save could go unseen: the file is looked at again just after that window and reported again if it
 * changed since. A folder that is not there (yet, or any more) is looked for every ROOT_POLL_MS.
 */
export async function watchFiles(
  dirs: string[],
  onEvent: (kind: FileEvent, file: string) => void,
  options: WatchOptions = {},
): Promise<{ close(): Promise<void> }> {
  const present = new Set(dirs.filter(existsSync));
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const seen = new Map<string, string>();
  const contentHash = (file: string) => {
    try {
      return hash(readFileSync(file));
    } catch {
      return 'gone';
    }
  };
  let treeTimer: ReturnType<typeof setTimeout> | undefined;
  const treeChanged = (path: string) => {
    const dir = dirs.find((d) => path === d || path.startsWith(d + sep));
    if (!dir || !options.onTreeChange) return;
    clearTimeout(treeTimer);
    treeTimer = setTimeout(() => options.onTreeChange!(dir), TREE_SETTLE_MS);
  };
  // chokidar stops watching a folder that is removed and never sees it come back: every page would 404. It is
  // marked gone when chokidar says so (it may be back before the next look, as after `mv docs x && mv x docs`)
  // or when it is not there, and watched again (the site read again) once it is there.
  const rewatched = new Map<string, FSWatcher>();
  const gone = (dir: string) => {
    if (!present.delete(dir)) return;
    const own = rewatched.get(dir);
    rewatched.delete(dir);
    if (own) void own.close();
    else watcher.unwatch(dir);
  };
  /** The same handlers on the first watcher and on each folder watched again. */
  const follow = (w: FSWatcher) => {
    // An error event nobody listens to is thrown, and would end `docs dev` (a symlink loop under static/).
    w.on('error', (error) => options.onError?.(error as NodeJS.ErrnoException));
    for (const kind of ['add', 'change', 'unlink'] as const) {
      w.on(kind, (file) => {
        seen.set(file, contentHash(file));
        onEvent(kind, file);
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
    w.on('unlinkDir', (dir) => {
      treeChanged(dir);
      if (dirs.includes(dir)) gone(dir);
    });
    w.on('raw', (event, path) => {
      if (event === 'rename' && typeof path === 'string') treeChanged(path);
    });
    return w;
  };
  const watcher = follow(watch([...present], { ignoreInitial: true, ignored }));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  if (options.since !== undefined)
    for (const dir of present) for (const file of savedSince(dir, options.since)) onEvent('change', file);
  // A folder that is back gets a watcher of its own, and the site is read again only once that watcher has
  // looked at every file in it: an edit saved as soon as the pages are back is always seen (under load the
  // scan takes seconds, and chokidar reports nothing in a folder it has not looked at yet).
  const poll = setInterval(() => {
    for (const dir of dirs) {
      const exists = existsSync(dir);
      if (exists === present.has(dir)) continue;
      if (!exists) gone(dir);
      else {
        present.add(dir);
        const own = follow(watch(dir, { ignoreInitial: true, ignored }));
        rewatched.set(dir, own);
        own.once('ready', () => {
          if (rewatched.get(dir) === own) options.onRootBack?.(dir);
        });
      }
    }
  }, ROOT_POLL_MS);
  poll.unref();
  return {
    async close() {
      clearInterval(poll);
      clearTimeout(treeTimer);
      for (const t of timers) clearTimeout(t);
      await Promise.all([watcher, ...rewatched.values()].map((w) => w.close()));
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
