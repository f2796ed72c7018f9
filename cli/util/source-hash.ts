import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from './hash.ts';
import { PROJECT_DIR } from './project-dir.ts';

let memo: string | undefined;

/**
 * A hash of the generator's own sources (cli/, theme/) and locked package versions. It is part of the
 * compile and render cache keys, so editing a content component or the layout never serves stale
 * pages from a cache. `fresh` re-reads the files (the dev server, after a theme edit).
 */
export function generatorSourceHash(fresh = false): string {
  if (memo && !fresh) return memo;
  const files = ['cli', 'theme'].flatMap((dir) =>
    (readdirSync(join(PROJECT_DIR, dir), { recursive: true }) as string[]).filter((f) => /\.(tsx?|css|mjs)$/.test(f)).sort().map((f) => join(PROJECT_DIR, dir, f)),
  );
  memo = hash(...files.map((f) => f + '\0' + readFileSync(f, 'utf8')), readFileSync(join(PROJECT_DIR, 'package-lock.json')));
  return memo;
}
