import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The compile cache, the highlight store and the git-history files are keyed by content, the generator's source
// hash and the commit, so every edit, generator upgrade and commit adds entries that no build reads again: the
// folder only grew (219 MB after a few weeks of builds of the 676-page Dagster site). Entries no build has used for
// UNUSED_DAYS go, as webpack's persistent cache drops unused entries after its `maxAge`. "Used" is the file's
// access time, which Linux's default `relatime` mount option moves on the first read of each day; on a `noatime`
// mount it stays at the write, and an entry then goes that many days after it was made — a rebuild, never a loss.
export const UNUSED_DAYS = 30;
/** The folder is walked at most once a day: this file's mtime says when it last was. */
export const PRUNE_STAMP = '.last-prune';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PruneResult {
  /** False when the folder was pruned less than a day ago (nothing looked at). */
  walked: boolean;
  removed: number;
}

/** Deletes the cache's files unused for `days`, once a day; a file that cannot be read or deleted is left. */
export function pruneCache(dir: string, now = Date.now(), days = UNUSED_DAYS): PruneResult {
  const stamp = join(dir, PRUNE_STAMP);
  try {
    if (now - statSync(stamp).mtimeMs < DAY_MS) return { walked: false, removed: 0 };
  } catch {
    // never pruned (or no cache yet): walk it
  }
  let removed = 0;
  const cutoff = now - days * DAY_MS;
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name !== PRUNE_STAMP) {
        try {
          const s = statSync(path);
          if (Math.max(s.atimeMs, s.mtimeMs) < cutoff) {
            rmSync(path, { force: true });
            removed++;
          }
        } catch {
          // gone already (another build pruned it), or not ours to delete: the next prune looks again
        }
      }
    }
  };
  walk(dir);
  try {
    writeFileSync(stamp, '');
  } catch {
    // a cache this build cannot write is pruned by one that can
  }
  return { walked: true, removed };
}
