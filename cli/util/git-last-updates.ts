import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** When a file was last committed, and by whom (the author of that commit). */
export interface LastUpdate {
  date: string;
  author: string;
}

const hashPath = (path: string) => createHash('sha1').update(path).digest('hex').slice(0, 8);

const git = (cwd: string, args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: 'pipe' });
  } catch {
    return undefined; // no git, not a repository, or no commit yet
  }
};

/**
 * Parses `git log --format=%x00%ct%x09%an --name-only`: newest commit first, so the first commit that
 * names a path is its last update. Paths are relative to the repository's top folder.
 */
export function parseGitLog(output: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  for (const entry of output.split('\0')) {
    const [header, ...paths] = entry.split('\n');
    const tab = header.indexOf('\t');
    if (tab < 0) continue;
    const date = new Date(Number(header.slice(0, tab)) * 1000).toISOString().slice(0, 10);
    const author = header.slice(tab + 1);
    for (const path of paths) if (path && !updates.has(path)) updates.set(path, { date, author });
  }
  return updates;
}

/**
 * The last commit of every file under `dir`, from ONE `git log` pass over the whole tree (not one per
 * page: that took seconds on a large site), cached by the HEAD commit in `cacheDir`. Keys are paths
 * relative to `dir`, with `/`. Empty when there is no git history (a tarball, a fresh folder): dates are then left off.
 */
export function gitLastUpdates(dir: string, cacheDir?: string): Map<string, LastUpdate> {
  const head = git(dir, ['rev-parse', '--show-toplevel', 'HEAD'])?.trim().split('\n');
  if (!head || head.length !== 2) return new Map();
  const [top, commit] = head;
  const pathspec = relative(top, realpathSync(dir)).split(sep).join('/');
  const cacheFile = cacheDir ? join(cacheDir, `git-last-updates-${commit}-${hashPath(pathspec)}.json`) : undefined;
  let byRepoPath: Map<string, LastUpdate> | undefined;
  if (cacheFile) {
    try {
      byRepoPath = new Map(JSON.parse(readFileSync(cacheFile, 'utf8')) as [string, LastUpdate][]);
    } catch {
      byRepoPath = undefined; // not cached yet, or unreadable: recompute
    }
  }
  if (!byRepoPath) {
    const log = git(top, ['log', '--format=%x00%ct%x09%an', '--name-only', '--no-renames', '--', pathspec || '.']);
    if (log === undefined) return new Map();
    byRepoPath = parseGitLog(log);
    if (cacheFile) {
      try {
        mkdirSync(cacheDir!, { recursive: true });
        writeFileSync(cacheFile, JSON.stringify([...byRepoPath]));
      } catch {
        // a read-only cache folder only costs the next build one more git log
      }
    }
  }
  const prefix = pathspec ? pathspec + '/' : '';
  return new Map(
    [...byRepoPath].filter(([path]) => path.startsWith(prefix)).map(([path, u]) => [path.slice(prefix.length), u]),
  );
}
