import { copyFileSync, linkSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Puts `from` at `to` as a hard link when the file system allows (no data copied: an unchanged page of
 * the previous build costs one directory entry), else as a copy.
 */
export function linkOrCopy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** `linkOrCopy` for every file below a folder. */
export function linkOrCopyTree(from: string, to: string): void {
  for (const rel of readdirSync(from, { recursive: true }) as string[]) {
    const src = join(from, rel);
    if (statSync(src).isFile()) linkOrCopy(src, join(to, rel));
  }
}
