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
  unlinkSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { faultPoint } from './fault.ts';
import { acquireLock, markedProcessRuns, processMark } from './lock.ts';
import {
  isDocsOutput,
  linkedVersion,
  MANIFEST_FILE,
  readBuildManifest,
  versionPrefix,
  type BuildManifest,
} from './out-dir.ts';
import { recordWrites, stopRecording } from './write.ts';

// How `docs build` replaces its output so that a kill never leaves it half written, while the output
// stays a real folder that `cp -r`, `tar`, rsync, deploy tools and `.gitignore` patterns (`/build`,
// `build/`) treat as the site. Each build writes a complete folder beside the output, `.build.v-<id>/`,
// with the build manifest written last. Only a successful build switches: the output is renamed aside
// (`.build.old-<id>`), the new folder renamed to `build`, and the old one deleted in the background. A
// journal file `.build.migrating` names both folders first, so a kill between the two renames (when
// `build` is missing for an instant) is repaired by the next build or by `docs serve`: the new folder is
// put in place, or the old one back. The lock file `.build.lock` keeps two builds apart, and lets each
// build delete what killed builds left behind. (Linux's renameat2(RENAME_EXCHANGE) would swap the two
// folders in one step, but Node does not reach it.) An output that is a link to `.build.v-<id>` (made by
// an earlier `docs`) is replaced the same way.
//
// Updated in place (`recycle`, `docs build`): a new folder costs a mkdir per folder and a link per file of every
// unchanged page (~11,000 folders and ~30,000 links at 10,000 pages), so the folder moved aside by a switch is
// kept, and the build after next updates it and switches to it (cli/pipeline/in-place.ts). It is never the live
// output, and it is two builds old, so no reader sees it change. Its manifest is deleted before its first change:
// a build killed while updating it leaves a folder without a manifest, which no build trusts and the next deletes.

export interface OutputSlot {
  /** The folder the pipeline writes into; it becomes the output on `commit`. */
  staging: string;
  /** The current output's real folder when it was written by `docs` (unchanged pages are linked from it). */
  previous?: string;
  /**
   * When the staging folder is an older output being updated in place: its manifest, read before it was deleted
   * (its `files` list every file of the folder). Undefined: the staging folder is new and empty.
   */
  recycled?: BuildManifest;
  /** The files written below the staging folder so far, relative to it (`recordWrites`). */
  written: Set<string>;
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

/** What a switch in progress moves: the new folder into place, the old one aside (basenames). */
interface Journal {
  staging?: string;
  old?: string;
}

function readJournal(file: string): Journal {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as Journal;
  } catch {
    return { old: text.trim() }; // an earlier docs wrote the moved folder's name alone
  }
}

/**
 * Repairs a switch that was killed between its two renames: the new folder (complete: the switch starts
 * only after the build succeeded) is put in place, else the old one back, else the newest complete
 * version. Every build does this first; `docs serve` may too (it takes no lock, so only when no build
 * is running).
 */
export function recoverOutput(outDir: string): void {
  const { parent, journal } = names(outDir);
  if (!existsSync(journal)) return;
  if (!lexists(outDir)) {
    const { staging, old } = readJournal(journal);
    const versions = readdirSync(parent)
      .filter((n) => n.startsWith(versionPrefix(outDir)) && isDocsOutput(join(parent, n)))
      .map((n) => ({ n, t: statSync(join(parent, n, MANIFEST_FILE)).mtimeMs }))
      .sort((a, b) => b.t - a.t)
      .map((v) => v.n);
    const candidates = [staging, old, ...versions].filter((n): n is string => !!n && !n.includes('/'));
    const back = candidates.find((n) => lexists(join(parent, n)) && isDocsOutput(join(parent, n)));
    if (back) renameSync(join(parent, back), outDir);
  }
  unlinkSync(journal);
}

/** Beside a folder being deleted in the background: names the process deleting it (`processMark`). */
const REMOVING = '.rm';

/** Whether a background removal still deletes this folder (its mark names a process that runs). */
function removalRuns(folder: string): boolean {
  try {
    return markedProcessRuns(readFileSync(folder + REMOVING, 'utf8'));
  } catch {
    return false; // no mark: no removal of ours, or it finished
  }
}

/**
 * The manifest of `dir` when it is an output a later build may update in place: a real folder (not a link an
 * earlier docs made) whose manifest lists its files.
 */
function updatable(dir: string): BuildManifest | undefined {
  try {
    if (!lstatSync(dir).isDirectory()) return undefined;
  } catch {
    return undefined;
  }
  const manifest = readBuildManifest(dir);
  return Array.isArray(manifest?.files) ? manifest : undefined;
}

/** An output moved aside by a switch, kept to be updated in place by a later build: its folder and manifest. */
interface KeptOutput {
  dir: string;
  manifest: BuildManifest;
}

/**
 * The newest folder a switch moved aside that a build may update in place: a `docs` output whose manifest lists
 * its files, with no background removal of it started. Any other is a leftover.
 */
function keptOutput(outDir: string): KeptOutput | undefined {
  const { parent } = names(outDir);
  const prefix = `.${basename(outDir)}.old-`;
  let best: (KeptOutput & { time: number }) | undefined;
  for (const n of readdirSync(parent)) {
    if (!n.startsWith(prefix) || n.endsWith(REMOVING) || lexists(join(parent, n + REMOVING))) continue;
    const dir = join(parent, n);
    const manifest = updatable(dir);
    if (!manifest) continue;
    const time = statSync(join(dir, MANIFEST_FILE)).mtimeMs;
    if (!best || time > best.time) best = { dir, manifest, time };
  }
  return best && { dir: best.dir, manifest: best.manifest };
}

/**
 * Deletes what earlier (killed or finished) builds left beside the output; never the current version, nor the
 * output kept to be updated in place (returned), nor a folder the previous build's background removal is still
 * deleting: deleting it again walked the same tree beside `rm` (0.8–1.4 s when builds follow each other at 2,000
 * pages). If that `rm` is killed, its mark names a process that no longer runs, and the next build deletes the
 * folder.
 */
function removeLeftovers(outDir: string): KeptOutput | undefined {
  const { parent, leftover } = names(outDir);
  const current = linkedVersion(outDir);
  const kept = keptOutput(outDir);
  for (const n of readdirSync(parent)) {
    const p = join(parent, n);
    if (!leftover.test(n) || p === current || p === kept?.dir) continue;
    const folder = n.endsWith(REMOVING) ? p.slice(0, -REMOVING.length) : p;
    if (removalRuns(folder)) continue;
    try {
      rmSync(p, { recursive: true, force: true, maxRetries: 2 });
    } catch {
      // Being deleted by another process; the next build retries.
    }
  }
  return kept;
}

/**
 * Deleting an old version (thousands of files) would be the slowest step of a no-change rebuild; nothing
 * waits for it, so a detached `rm` does it after we exit (in-process where there is no `rm`). Its mark beside
 * the folder tells the next build to leave the folder to it; `rm` deletes the mark last.
 */
function removeInBackground(dir: string): void {
  const mark = dir + REMOVING;
  try {
    const child = spawn('rm', ['-rf', dir, mark], { detached: true, stdio: 'ignore' });
    child.on('error', () => rmSync(dir, { recursive: true, force: true }));
    child.unref();
    // Written after the spawn (it names the process): if `rm` is done first, the mark names a finished process.
    if (child.pid) writeFileSync(mark, processMark(child.pid));
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface OpenOptions {
  /**
   * Update the output the switch before last moved aside instead of a new folder, and keep the one this switch
   * moves aside for the build after (`docs build`; a shard and a merge write new folders).
   */
  recycle?: boolean;
}

/**
 * Takes the output's lock, repairs and cleans up after earlier builds, and makes a staging folder: new, or (with
 * `recycle`) the kept older output, its manifest deleted first.
 */
export function openOutput(outDir: string, options: OpenOptions = {}): OutputSlot {
  const { parent, lock, journal } = names(outDir);
  mkdirSync(parent, { recursive: true });
  const release = acquireLock(lock, outDir);
  let staging: string | undefined;
  let recycled: BuildManifest | undefined;
  let committed = false;
  try {
    faultPoint('locked');
    recoverOutput(outDir);
    const kept = removeLeftovers(outDir);
    staging = join(parent, `${versionPrefix(outDir)}${Date.now().toString(36)}-${process.pid}`);
    if (kept && options.recycle) {
      // Before its first change: a kill from here on leaves a folder no build trusts (removeLeftovers deletes it).
      unlinkSync(join(kept.dir, MANIFEST_FILE));
      renameSync(kept.dir, staging);
      recycled = kept.manifest;
    } else {
      if (kept) removeInBackground(kept.dir);
      mkdirSync(staging);
    }
  } catch (error) {
    release();
    throw error;
  }
  const stagingDir = staging;
  const written = recordWrites(stagingDir);
  return {
    staging: stagingDir,
    previous: isDocsOutput(outDir) ? realpathSync(outDir) : undefined,
    recycled,
    written,
    commit() {
      faultPoint('staged');
      const legacyVersion = linkedVersion(outDir); // the output is a link an earlier docs made
      const had = lexists(outDir);
      const aside = join(parent, `.${basename(outDir)}.old-${Date.now().toString(36)}-${process.pid}`);
      writeFileSync(journal, JSON.stringify({ staging: basename(stagingDir), old: basename(aside) }));
      if (had) renameSync(outDir, aside);
      faultPoint('moved-aside');
      renameSync(stagingDir, outDir);
      unlinkSync(journal);
      committed = true;
      faultPoint('switched');
      // Kept for the build after next to update in place, when it lists its files; else deleted.
      if (had && !(options.recycle && updatable(aside))) removeInBackground(aside);
      if (legacyVersion && existsSync(legacyVersion)) removeInBackground(legacyVersion);
    },
    close() {
      stopRecording(stagingDir);
      try {
        // An updated older output is as large as the site: deleted in the background, as a replaced one is.
        if (!committed) {
          if (recycled) removeInBackground(stagingDir);
          else rmSync(stagingDir, { recursive: true, force: true });
        }
      } finally {
        release();
      }
    },
  };
}
