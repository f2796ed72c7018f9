import { lstatSync } from 'node:fs';

/** Whether a path names anything now, a symlink to nothing included (`existsSync` follows links). */
export function lexists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
