import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { hash } from '../util/hash.ts';

/**
 * The cache folder of `docs check`, outside the site: check promises to write nothing into the site, yet
 * re-parsing and re-compiling every page on each run would make it several times slower. One folder per
 * site path under the OS temp folder; losing it (a reboot) only makes the next check slower.
 */
export function checkCacheDir(rootDir: string): string {
  return join(tmpdir(), 'docs-check-cache', hash(resolve(rootDir)));
}
