// Where the generator keeps its own bundles (the CLI, the page worker, the theme's assets, compiled configs).
// Plain JavaScript, because bin/docs.js needs it before any TypeScript is compiled.
import { createHash } from 'node:crypto';
import { accessSync, constants, lstatSync, mkdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** The exit code of a cache folder docs cannot use (as EXIT_WRITE_FAILED in cli/output/errors.ts). */
export const EXIT_CACHE_UNUSABLE = 73;

/**
 * The folder of one of the generator's caches (`docs-cli`, `docs-worker`, `docs-assets`, `docs-config`): the
 * generator's `node_modules/.cache/<name>`, where the bundles' package imports resolve. A user who may not write
 * there (a root-owned install) gets a folder of their own under the OS temp folder instead: mode 700 and checked
 * to be theirs (another user's folder could plant code this user runs), with a `node_modules` link to the
 * generator's so the bundles' imports still resolve. A folder that fails those checks throws an error whose
 * `exitCode` is 73 and whose message is the one line to print.
 */
export function generatorCacheDir(projectDir, name) {
  const own = join(projectDir, 'node_modules/.cache', name);
  if (writable(own)) return own;
  return join(userCacheBase(projectDir), name);
}

/**
 * Why `dir` is not a folder of `uid`'s own that no other user may read or write (undefined when it is). Shared
 * with the check cache (cli/config/cache-dir.ts): a cache another user can plant entries in is never trusted.
 */
export function privateFolderProblem(dir, uid) {
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) return 'is not a folder';
  if (uid !== undefined && stat.uid !== uid) return `belongs to another user (uid ${stat.uid})`;
  if (uid !== undefined && (stat.mode & 0o077) !== 0) return 'may be written or read by other users';
  return undefined;
}

function writable(dir) {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** This user's cache folder for the generator at `projectDir`, created private or checked to be. */
function userCacheBase(projectDir) {
  const uid = process.getuid?.();
  const user = uid ?? userInfo().username;
  const key = createHash('sha1').update(projectDir).digest('hex').slice(0, 16);
  const base = join(tmpdir(), `docs-cache-${user}-${key}`);
  try {
    mkdirSync(base, { mode: 0o700 });
  } catch (error) {
    if (error.code !== 'EEXIST') throw unusable(base, `cannot be created (${error.code})`);
  }
  const problem = privateFolderProblem(base, uid);
  if (problem) throw unusable(base, problem);
  const modules = join(base, 'node_modules');
  const target = join(projectDir, 'node_modules');
  try {
    symlinkSync(target, modules);
  } catch (error) {
    if (error.code !== 'EEXIST' || linkOf(modules) !== target) throw unusable(base, 'holds a wrong node_modules');
  }
  return base;
}

function linkOf(path) {
  try {
    return readlinkSync(path);
  } catch {
    return undefined;
  }
}

function unusable(dir, problem) {
  const error = new Error(
    `docs cannot write its cache in node_modules/.cache and the fallback ${dir} ${problem}. ` +
      'Remove it, set TMPDIR to a folder of your own, or run docs as the user who installed it.',
  );
  error.exitCode = EXIT_CACHE_UNUSABLE;
  return error;
}
