import { spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { faultPoint } from './fault.ts';
import { acquireLock } from './lock.ts';
import { isDocsOutput, linkedVersion, MANIFEST_FILE, versionPrefix } from './out-dir.ts';

// How `docs build` replaces its output so that a reader (or a kill) never finds it missing or half
// written. Each build writes a complete version folder beside the output, `.build.v-<id>/`, with the
// build manifest written last; the output `build` is a symbolic link to the current version, switched
// to the new one by renaming a new link over it — one rename, atomic on POSIX file systems. The
// previous version is deleted after the switch. The lock file `.build.lock` keeps two builds apart,
// and lets each build delete what killed builds left behind.
//
// An output that is still a real folder (written by an older `docs`, or an empty folder) is migrated
// on its first build: it is renamed to a version folder, then the link takes its place. A journal file
// marks the two renames, so a kill between them is repaired by the next build.

export interface OutputSlot {
  /** The folder the pipeline writes into; it becomes the output on `commit`. */
  staging: string;
  /** The current output's real folder when it was written by `docs` (unchanged pages are linked from it). */
  previous?: string;
  /** Makes the staging folder the output (one rename) and schedules the old version's deletion. */
  commit(): void;
  /** Deletes the staging folder unless committed, and releases the lock. Always call it. */
  close(): void;
}

const names = (outDir: string) => {
  const parent = dirname(outDir);
  const name = basename(outDir);
  return {
    parent,
    lock: join(parent, `.${name}.lock`),
    journal: join(parent, `.${name}.migrating`),
    link: join(parent, `.${name}.link-${process.pid}`),
    /** Leftovers of earlier runs: version folders, temporary links, and the staging and old folders of older `docs`. */
    leftover: new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(v|link|staging|old)-`),
  };
};

const lexists = (p: string) => {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
};

/** Points the output at `version` with one rename of a fresh link over the old one. */
function switchLink(outDir: string, version: string): void {
  const { link } = names(outDir);
  rmSync(link, { force: true });
  symlinkSync(basename(version), link);
  faultPoint('link-made');
  renameSync(link, outDir);
}

/**
 * Repairs a migration that was killed between its two renames: the output points at the newest complete
 * version again. Every build does this first; `docs serve` may too (it takes no lock, so only when no
 * build is running).
 */
export function recoverOutput(outDir: string): void {
  const { parent, journal } = names(outDir);
  if (!existsSync(journal)) return;
  if (!lexists(outDir)) {
    const complete = readdirSync(parent)
      .filter((n) => n.startsWith(versionPrefix(outDir)) && isDocsOutput(join(parent, n)))
      .map((n) => ({ n, t: statSync(join(parent, n, MANIFEST_FILE)).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    if (complete.length) switchLink(outDir, join(parent, complete[0].n));
  }
  unlinkSync(journal);
}

/** Deletes what earlier (killed or finished) builds left beside the output; never the current version. */
function removeLeftovers(outDir: string): void {
  const { parent, leftover } = names(outDir);
  const current = linkedVersion(outDir);
  for (const n of readdirSync(parent)) {
    const p = join(parent, n);
    if (!leftover.test(n) || p === current) continue;
    try {
      rmSync(p, { recursive: true, force: true, maxRetries: 2 });
    } catch {
      // Being deleted by the previous build's background removal; the next build retries.
    }
  }
}

/**
 * Deleting an old version (thousands of files) would be the slowest step of a no-change rebuild; nothing
 * waits for it, so a detached `rm` does it after we exit (in-process where there is no `rm`).
 */
function removeInBackground(dir: string): void {
  try {
    const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
    child.on('error', () => rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Takes the output's lock, repairs and cleans up after earlier builds, and makes a staging folder. */
export function openOutput(outDir: string): OutputSlot {
  const { parent, lock, journal } = names(outDir);
  mkdirSync(parent, { recursive: true });
  const release = acquireLock(lock, outDir);
  let staging: string | undefined;
  let committed = false;
  try {
    faultPoint('locked');
    recoverOutput(outDir);
    removeLeftovers(outDir);
    staging = join(parent, `${versionPrefix(outDir)}${Date.now().toString(36)}-${process.pid}`);
    mkdirSync(staging);
  } catch (error) {
    release();
    throw error;
  }
  const stagingDir = staging;
  return {
    staging: stagingDir,
    previous: isDocsOutput(outDir) ? realpathSync(outDir) : undefined,
    commit() {
      faultPoint('staged');
      const old = linkedVersion(outDir);
      const stat = lexists(outDir) ? lstatSync(outDir) : undefined;
      if (stat?.isDirectory()) {
        // A real folder from an older `docs` (checked: it holds the manifest, or is empty).
        const moved = `${stagingDir}-previous`;
        writeFileSync(journal, basename(moved));
        renameSync(outDir, moved);
        faultPoint('migrate-moved');
        switchLink(outDir, stagingDir);
        unlinkSync(journal);
        removeInBackground(moved);
      } else {
        switchLink(outDir, stagingDir);
        if (old && old !== stagingDir && existsSync(old)) removeInBackground(old);
      }
      committed = true;
      faultPoint('switched');
    },
    close() {
      try {
        if (!committed) rmSync(stagingDir, { recursive: true, force: true });
      } finally {
        release();
      }
    },
  };
}
