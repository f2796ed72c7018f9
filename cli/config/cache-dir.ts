import { accessSync, constants, mkdirSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { EXIT_WRITE_FAILED, OutputError } from '../output/errors.ts';
import { privateFolderProblem } from '../util/generator-cache.mjs';
import { hash } from '../util/hash.ts';

/**
 * The cache folder of `docs check`, outside the site: check promises to write nothing into the site, yet
 * re-parsing and re-compiling every page on each run would make it several times slower. One folder per
 * user (mode 700, checked to be that user's own) and per site path under the OS temp folder: the temp
 * folder is shared by every user of the machine, and a cache another user could write into would let
 * them plant compiled pages this user's check trusts. Losing it (a reboot) only makes the next check slower.
 */
export function checkCacheDir(rootDir: string): string {
  const uid = process.getuid?.();
  const user = uid ?? userInfo().username;
  const base = join(tmpdir(), `docs-check-cache-${user}`);
  ensurePrivateDir(base, uid);
  return join(base, hash(resolve(rootDir)));
}

/**
 * The folder for the site's compiled pages: its own `node_modules/.cache/docs` when this user may write there,
 * else this user's private cache of the site under the OS temp folder (the one `docs check` uses). A user
 * running `docs build` or `docs dev` on a site installed by another (root-owned) would otherwise fail on every
 * page; a fallback that is not theirs alone stops with one line (exit 73, see ensurePrivateDir).
 */
export function usableCacheDir(siteCache: string, rootDir: string): string {
  try {
    mkdirSync(siteCache, { recursive: true });
    accessSync(siteCache, constants.W_OK);
    return siteCache;
  } catch {
    return checkCacheDir(rootDir);
  }
}

/** Creates `dir` as this user's private folder, or checks that it is one; else stops with one line (73). */
export function ensurePrivateDir(dir: string, uid = process.getuid?.()): void {
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const problem = privateFolderProblem(dir, uid);
  if (problem)
    throw new OutputError(
      `The check cache ${dir} ${problem}, so docs will not trust it. Remove it, or set TMPDIR to a folder of your own.`,
      EXIT_WRITE_FAILED,
    );
}
