import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes a cache file so that a reader never sees it half-written: two processes (say `docs dev` and
 * `docs build`, or two builds of the same tree) may share `node_modules/.cache`. The temporary name is
 * unique per process and thread, and rename() replaces the old file in one step on POSIX file systems.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}
