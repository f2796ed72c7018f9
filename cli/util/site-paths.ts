import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { isInsideOrSame } from './path-inside.ts';

/**
 * The one gate every content reader goes through (pages, `_category_` files, `<CodeExample>` snippets,
 * images, Markdown-link targets, static-file checks). Content is untrusted: a pull-request preview
 * build must not publish `~/.npmrc`, a CI secret file or `.git/config` (which holds the checkout
 * token). A file may be read only if, after resolving `..` and every symlink, it lies inside one of
 * the site's roots (the site folder and the folders named in the config) and no part of its path
 * below that root is hidden (starts with `.`).
 */

/** Why a path was refused. `outside` and `hidden` are checked before the file system is asked. */
export type SitePathProblem = 'outside' | 'hidden' | 'missing' | 'loop' | 'not-a-file';

export type SitePath = { ok: true; real: string } | { ok: false; problem: SitePathProblem; real?: string };

/** The folders content may read from: as configured, and their real paths (plain data: it crosses threads). */
export interface SiteRoots {
  lexical: string[];
  real: string[];
}

/** The site's roots: the site folder and the content folders of the config (which may lie elsewhere). */
export function siteRootsOf(config: {
  rootDir: string;
  docsDir: string;
  snippetsDir: string;
  staticDir: string;
  apiDir: string;
  /** Folders outside the site the config names (`readFolders`). */
  readDirs?: string[];
}): SiteRoots {
  const { rootDir, docsDir, snippetsDir, staticDir, apiDir } = config;
  return siteRoots([rootDir, docsDir, snippetsDir, staticDir, apiDir, ...(config.readDirs ?? [])]);
}

/** Roots for the given folders; folders that do not exist are left out of `real`. */
export function siteRoots(dirs: readonly string[]): SiteRoots {
  const real = new Set<string>();
  for (const dir of dirs) {
    try {
      real.add(realpathSync(dir));
    } catch {
      // A configured folder that does not exist: nothing can be read from it anyway.
    }
  }
  return { lexical: [...new Set(dirs.map((d) => resolve(d)))], real: [...real] };
}

/** Whether `root` is as `resolve` leaves a path (absolute, no `.`, `..` or empty segments), by root: roots are few. */
const normalized = new Map<string, boolean>();
const isNormalized = (root: string) => {
  let is = normalized.get(root);
  if (is === undefined) normalized.set(root, (is = resolve(root) === root));
  return is;
};

/**
 * `path` relative to `root` when it is `root` or lies below it ('' for the root itself), else undefined; `path` is
 * absolute and normalised. Where both are normalised POSIX paths, containment is a prefix ending at a separator
 * (`/site-old` is not below `/site`), the same answer `relative()` gives at a fraction of its cost: discover asks
 * this for every page (twice `relative()` per page was half a second of a warm build at 10,000 pages). Otherwise
 * (a root written with `..`, a trailing separator, Windows' case-blind paths) it is `relative()`'s answer.
 */
function below(root: string, path: string): string | undefined {
  if (sep === '/' && isNormalized(root)) {
    if (path === root) return '';
    const prefix = root.endsWith('/') ? root : root + '/';
    return path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
  }
  return isInsideOrSame(root, path) ? relative(root, path) : undefined;
}

/** The innermost root that contains `path` (absolute and normalised), or undefined. */
function rootOf(roots: readonly string[], path: string): string | undefined {
  let best: string | undefined;
  for (const root of roots) {
    if (below(root, path) !== undefined && (!best || root.length > best.length)) best = root;
  }
  return best;
}

function isHidden(root: string, path: string): boolean {
  return below(root, path)!
    .split(sep)
    .some((part) => part.startsWith('.'));
}

/** Checks a path as written (no file-system access): inside a root and not hidden. */
export function checkLexical(roots: SiteRoots, absPath: string): SitePathProblem | undefined {
  if (!isAbsolute(absPath)) return 'outside';
  const path = resolve(absPath);
  const root = rootOf(roots.lexical, path) ?? rootOf(roots.real, path);
  if (!root) return 'outside';
  return isHidden(root, path) ? 'hidden' : undefined;
}

/**
 * Resolves a file content wants to read: first judged by where it is written (so nothing outside the
 * site is even looked up), then by where it really is after every symlink is followed.
 */
export function resolveSiteFile(roots: SiteRoots, absPath: string): SitePath {
  const lexical = checkLexical(roots, absPath);
  if (lexical) return { ok: false, problem: lexical };
  let real: string;
  try {
    real = realpathSync(absPath);
  } catch (error) {
    return { ok: false, problem: (error as NodeJS.ErrnoException).code === 'ELOOP' ? 'loop' : 'missing' };
  }
  const root = rootOf(roots.real, real);
  if (!root) return { ok: false, problem: 'outside', real };
  if (isHidden(root, real)) return { ok: false, problem: 'hidden', real };
  try {
    if (!statSync(real).isFile()) return { ok: false, problem: 'not-a-file', real };
  } catch {
    return { ok: false, problem: 'missing', real };
  }
  return { ok: true, real };
}

/** A sentence for a refused path, for messages: what is wrong, in the author's terms. */
export function describeProblem(problem: SitePathProblem, real?: string): string {
  switch (problem) {
    case 'outside':
      return real ? `it resolves (through a symlink) to \`${real}\`, outside the site` : 'it is outside the site';
    case 'hidden':
      return 'it is a hidden file or inside a hidden folder';
    case 'missing':
      return 'no such file';
    case 'loop':
      return 'it is a symlink loop (following it never reaches a file)';
    case 'not-a-file':
      return 'it is a folder, not a file';
  }
}

export const SITE_PATH_HINT =
  'content may read only files inside the site folder (or the docs, snippets, static and API folders of the ' +
  "config), not hidden ones; symlinks count where they point. A folder outside the site (a monorepo's `..`) " +
  "is readable once named in the config: readFolders: ['..']";
