import { rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MANIFEST_FILE, type BuildManifest } from '../output/out-dir.ts';
import { routeOutputFiles, routeToHtmlFile } from '../../shared/routes.ts';

// A build updating an older output in place (cli/output/swap.ts recycles the folder the switch before last moved
// aside, two builds old). That folder holds every file its manifest names: the three files of each page it lists
// and `files`, everything else. The build leaves in place the pages whose render key it would make again and the
// search shards whose key is unchanged, writes or links the rest over the old names (by rename: never into a file,
// which may be a hard link shared with the live output), and deletes the files it no longer makes, so the folder
// it switches to holds exactly what a build into an empty folder would.

/** Every file of an output whose manifest lists its files, or undefined for a manifest that does not. */
export function outputFiles(manifest: BuildManifest): string[] | undefined {
  if (!Array.isArray(manifest.files)) return undefined;
  return [...Object.keys(manifest.renderKeys).flatMap(routeOutputFiles), ...manifest.files];
}

/** What the manifest lists besides the pages' files: everything written below the output but those. */
export function otherFiles(written: Iterable<string>, routes: Iterable<string>): string[] {
  const pages = new Set([...routes].flatMap(routeOutputFiles));
  return [...written].filter((f) => f !== MANIFEST_FILE && !pages.has(f)).sort();
}

/**
 * An output folder being updated in place: the files its last build made (`old`), and which of them this build
 * keeps or made again. `sweep` deletes the others (and the folders they leave empty).
 */
export class InPlaceOutput {
  /** Files of the old output not yet known to be kept or deleted. */
  private pending: Set<string>;

  constructor(
    readonly dir: string,
    readonly manifest: BuildManifest,
    old: string[],
  ) {
    this.pending = new Set(old);
  }

  /**
   * Deletes the old output's files that stand where this build needs a folder: each page's folder and the folders
   * above it (a static file `guide` the last build copied, where a page `/guide/` now goes). A build into an empty
   * folder never meets one; without this, the page's write would fail in the reused folder only. The reverse, a
   * page folder where a file now goes, is left to `sweep`, which empties it before the check and emit write files.
   */
  clearFolders(routes: Iterable<string>): void {
    for (const route of routes) {
      for (let folder = dirname(routeToHtmlFile(route)); folder !== '.' && folder !== ''; folder = dirname(folder)) {
        if (!this.pending.delete(folder)) continue;
        try {
          unlinkSync(join(this.dir, folder));
        } catch {
          // Gone already: the way is clear.
        }
      }
    }
  }

  /**
   * The old output's files below `folder` (a search shard's), for a stage that keeps them as they are; `skip`
   * leaves out those it names by their path below `folder` (the primary shard's folder holds the others).
   */
  filesBelow(folder: string, skip: (name: string) => boolean = () => false): string[] {
    const prefix = folder + '/';
    return [...this.pending].filter((f) => f.startsWith(prefix) && !skip(f.slice(prefix.length)));
  }

  /**
   * Deletes every pending file that `keep` does not claim and the filter `only` selects; returns them. Before
   * the check stage (which asks whether a static file would replace a file of the output) and after the index.
   */
  sweep(keep: (rel: string) => boolean, only: (rel: string) => boolean = () => true): string[] {
    const removed: string[] = [];
    const emptied = new Set<string>();
    for (const rel of this.pending) {
      if (!only(rel)) continue;
      this.pending.delete(rel);
      if (keep(rel)) continue;
      try {
        unlinkSync(join(this.dir, rel));
        removed.push(rel);
        emptied.add(dirname(rel));
      } catch {
        // Gone already, or a folder of this build's now stands there: nothing of the old output to delete.
      }
    }
    removeEmptyFolders(this.dir, emptied);
    return removed;
  }
}

/** Removes the folders (relative to `dir`) left empty, and their parents that become empty, deepest first. */
function removeEmptyFolders(dir: string, folders: Set<string>): void {
  const byDepth: Set<string>[] = [];
  const add = (folder: string) => {
    if (folder === '.' || folder === '') return;
    const depth = folder.split('/').length;
    (byDepth[depth] ??= new Set()).add(folder);
  };
  folders.forEach(add);
  for (let depth = byDepth.length - 1; depth > 0; depth--) {
    for (const folder of byDepth[depth] ?? []) {
      try {
        rmdirSync(join(dir, folder));
        add(dirname(folder));
      } catch {
        // Not empty: it holds files of this build.
      }
    }
  }
}
