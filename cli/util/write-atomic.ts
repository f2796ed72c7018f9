import { renameSync, rmSync, writeFileSync } from 'node:fs';

// "Write to a temporary name, then rename": the one way files and folders are put in place where a reader
// (another process, a server, a later build) may look at any moment. rename() replaces the old entry in one
// step on POSIX file systems, so a reader sees the old or the new, never a half-written one.

/** A temporary name next to `path`, unique per process and call. */
export function tempNameFor(path: string): string {
  return `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
}

/**
 * Writes a cache file so that a reader never sees it half-written: two processes (say `docs dev` and
 * `docs build`, or two builds of the same tree) may share `node_modules/.cache`.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const tmp = tempNameFor(file);
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true }); // a full disk leaves a 0-byte temporary file otherwise
    // A failed write() names no path: say which file it was, for the one-line error (cli/output/errors.ts).
    throw Object.assign(error as Error, { dest: file });
  }
}

/** Runs `fill(staging)` on a new staging folder for `dir` and publishes it; a failed fill leaves nothing. */
export function writeDirAtomic(dir: string, fill: (staging: string) => void): void {
  const staging = tempNameFor(dir);
  try {
    fill(staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  publishDir(staging, dir);
}

/**
 * Puts a finished staging folder in place as `dir`. Used for content-addressed caches: when another
 * process renamed its (identical) folder there first, ours is dropped.
 */
export function publishDir(staging: string, dir: string): void {
  try {
    renameSync(staging, dir);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
}
