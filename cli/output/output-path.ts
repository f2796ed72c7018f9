import { isAbsolute, relative, resolve, sep } from 'node:path';
import { isInside } from '../util/path-inside.ts';

/**
 * A path the build tried to write outside its output folder (a tag permalink `/../../x`, a route with
 * `..`, an absolute path). Thrown by every writer of the output layer; the stage that chose the path
 * turns it into a diagnostic pointing at the setting that produced it.
 */
export class OutputPathError extends Error {
  constructor(
    readonly rel: string,
    readonly dir: string,
  ) {
    super(`\`${rel}\` would be written outside the output folder`);
    this.name = 'OutputPathError';
  }
}

/**
 * The one check every output writer goes through: `rel` resolved against the output folder must stay
 * inside it (and name something in it, not the folder itself). Returns the absolute path.
 */
export function resolveInside(dir: string, rel: string): string {
  const abs = resolve(dir, rel);
  if (isAbsolute(rel) || !isInside(dir, abs)) throw new OutputPathError(rel, dir);
  return abs;
}

/** The normalised, `/`-separated form of an output-relative path (`a/./b/../c` → `a/c`), or throws. */
export function normalizeOutputPath(rel: string): string {
  const base = resolve('/__docs_output__');
  return relative(base, resolveInside(base, rel)).split(sep).join('/');
}
