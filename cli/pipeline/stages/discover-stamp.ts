import type { Stats } from 'node:fs';

/**
 * What a page's `stat` said when discover last read it, like a line of git's index: while the stamp still
 * matches, the file is taken to hold the same bytes and is neither read nor hashed again (at 10,000 pages
 * that read, decode and hash was most of a no-change build's discover stage).
 */
export interface StatStamp {
  /** The real path read (a symlink that now points elsewhere gives a new stamp). */
  real: string;
  size: number;
  mtimeMs: number;
  /** Changes on every write and also when the mtime is set back by hand (`touch -d`, `utimes`). */
  ctimeMs: number;
  ino: number;
  dev: number;
  /**
   * Git's "racy clean" rule: a file changed less than `RACY_MARGIN_MS` before it was read may be changed
   * again within the same timestamp tick (coarse file systems tick in seconds), keeping size and times.
   * Such a stamp is never trusted: the next run reads and hashes the file again and stamps it afresh.
   */
  racy: boolean;
}

/** Larger than the coarsest common timestamp granularity (FAT: 2 s) and small clock steps. */
export const RACY_MARGIN_MS = 3000;

/** The stamp of a file whose `stat` was taken at or after `readAt`, before its bytes were read. */
export function statStamp(real: string, stat: Stats, readAt: number): StatStamp {
  return {
    real,
    size: stat.size,
    mtimeMs: stat.mtimeMs,
    ctimeMs: stat.ctimeMs,
    ino: stat.ino,
    dev: stat.dev,
    racy: Math.max(stat.mtimeMs, stat.ctimeMs) >= readAt - RACY_MARGIN_MS,
  };
}

/** True when `stored` vouches for the file now stamped `now`: same file, same size and times, not racy. */
export function stampMatches(stored: StatStamp | undefined, now: StatStamp): boolean {
  return (
    stored !== undefined &&
    !stored.racy &&
    stored.real === now.real &&
    stored.size === now.size &&
    stored.mtimeMs === now.mtimeMs &&
    stored.ctimeMs === now.ctimeMs &&
    stored.ino === now.ino &&
    stored.dev === now.dev
  );
}
