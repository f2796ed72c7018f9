import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from './hash.ts';
import { PROJECT_DIR } from './project-dir.ts';

/**
 * A hash of the generator's source files (.ts, .tsx, .css, .mjs) in the given folders,
 * plus the locked package versions.
 */
export function hashSourceFolders(dirs: string[]): string {
  const files = dirs.flatMap((dir) =>
    (readdirSync(join(PROJECT_DIR, dir), { recursive: true }) as string[])
      .filter((f) => /\.(tsx?|css|mjs)$/.test(f))
      .sort()
      .map((f) => join(PROJECT_DIR, dir, f)),
  );
  return hash(
    ...files.map((f) => f + '\0' + readFileSync(f, 'utf8')),
    readFileSync(join(PROJECT_DIR, 'package-lock.json')),
  );
}

let memo: string | undefined;

/**
 * A hash of the generator's own sources (cli/, theme/, shared/). It is part of the compile and render cache keys,
 * so editing a content component or the layout never serves stale pages from a cache. `fresh` re-reads
 * the files (the dev server, after a theme edit). (bin/docs.js keeps its own copy of this loop: it runs
 * before any TypeScript can be loaded.)
 */
export function generatorSourceHash(fresh = false): string {
  if (!memo || fresh) memo = hashSourceFolders(['cli', 'theme', 'shared']);
  return memo;
}
