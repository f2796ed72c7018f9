import {
  closeSync,
  copyFileSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { tempNameFor, writeFileAtomic } from '../util/write-atomic.ts';
import { isInside } from '../util/path-inside.ts';
import { resolveInside } from './output-path.ts';

// The writers of the output folder. Unchanged pages are hard links to the previous (live) output, so a
// file in the staging folder may share its inode with a file being served: nothing here ever opens an
// existing file for writing. A new file is created exclusively (`wx`); when the name is taken, the data
// goes to a new file that is renamed over it, which replaces the directory entry and leaves the other
// link (the live file) as it was. Every path goes through `resolveInside` first.

/**
 * The files written below each output root being recorded (`recordWrites`), relative to it: the build manifest
 * lists them (`BuildManifest.files`), so that the next build that updates this folder in place knows which of its
 * files it no longer makes (cli/pipeline/in-place.ts). Per thread: the page workers' files are known by route.
 */
const recorders = new Map<string, Set<string>>();

/** Starts recording the files written below `root` in this thread; returns the set that fills. */
export function recordWrites(root: string): Set<string> {
  const files = new Set<string>();
  recorders.set(root, files);
  return files;
}

export function stopRecording(root: string): void {
  recorders.delete(root);
}

/** `file` (absolute) relative to `root` when it lies below it: the name a recording keeps. */
function belowRoot(root: string, file: string): string | undefined {
  return isInside(root, file) ? relative(root, file) : undefined;
}

/** Adds `file` (absolute) to the recording of the root it lies below, if any. */
export function noteWritten(file: string): void {
  for (const [root, files] of recorders) {
    const rel = belowRoot(root, file);
    if (rel) files.add(rel);
  }
}

/** Deletes `rel` in `dir` (a file this build wrote and then replaced under another name), and its record. */
export function removeOutputFile(dir: string, rel: string): void {
  const file = resolveInside(dir, rel);
  rmSync(file);
  for (const [root, files] of recorders) {
    const rel = belowRoot(root, file);
    if (rel) files.delete(rel);
  }
}

function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.ino === y.ino && x.dev === y.dev;
  } catch {
    return false;
  }
}

const isExists = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Runs `create` (which makes `file`); when `file`'s folder does not exist yet, creates it and runs it again.
 * Most files go into a folder that exists already: a recursive mkdir before every file was a third of the
 * page workers' time in a warm build (three files per page).
 */
function inFolder(file: string, create: () => void): void {
  try {
    create();
  } catch (error) {
    if (!isMissing(error)) throw error;
    mkdirSync(dirname(file), { recursive: true });
    create();
  }
}

/**
 * Creates the folders of the files `rels` in `dir` that are not in `made` yet, and adds them to it. The page
 * workers call it before a page's files: at 10,000 pages, one mkdir per new folder costs a fraction of a
 * failed link (an exception), a recursive mkdir and a second link, and `made` spares the folders pages share.
 */
export function makeFolders(dir: string, rels: Iterable<string>, made = new Set<string>()): void {
  for (const rel of rels) {
    const folder = dirname(rel);
    if (folder === '.' || made.has(folder)) continue;
    try {
      mkdirSync(resolveInside(dir, folder), { recursive: true });
      made.add(folder);
    } catch {
      // A path the output refuses, or a file in the way: the page's own write reports it, with its page.
    }
  }
}

/** Creates or replaces `rel` in `dir` without writing into an existing (possibly hard-linked) file. */
export function writeOutputFile(dir: string, rel: string, data: string | Uint8Array): string {
  const file = resolveInside(dir, rel);
  try {
    inFolder(file, () => writeFileSync(file, data, { flag: 'wx' }));
  } catch (error) {
    if (!isExists(error)) throw Object.assign(error as Error, { dest: file }); // write() errors name no path
    writeFileAtomic(file, data);
  }
  noteWritten(file);
  return file;
}

/** Puts a copy of `from` at `rel`, replacing what is there by rename (never by writing into it). */
export function copyOutputFile(dir: string, rel: string, from: string): string {
  const file = resolveInside(dir, rel);
  mkdirSync(dirname(file), { recursive: true });
  const tmp = tempName(file);
  try {
    copyFileSync(from, tmp);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw Object.assign(error as Error, { dest: file }); // the file being written, not the copy's source
  }
  noteWritten(file);
  return file;
}

/**
 * Puts `from` at `rel` as a hard link when the file system allows (an unchanged page of the previous
 * build then costs one directory entry), else as a copy. A name already taken is replaced by rename.
 */
export function linkOutputFile(dir: string, rel: string, from: string): string {
  const file = resolveInside(dir, rel);
  try {
    inFolder(file, () => linkSync(from, file));
    noteWritten(file);
    return file;
  } catch (error) {
    if (!isExists(error)) return copyOutputFile(dir, rel, from);
  }
  // The name is taken by a link to the same file (an output updated in place, cli/pipeline/in-place.ts): nothing
  // to do, and a rename onto it would do nothing either (POSIX), leaving the temporary name behind.
  if (sameFile(file, from)) {
    noteWritten(file);
    return file;
  }
  const tmp = tempName(file);
  try {
    try {
      linkSync(from, tmp);
    } catch {
      copyFileSync(from, tmp);
    }
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw Object.assign(error as Error, { dest: file });
  }
  noteWritten(file);
  return file;
}

/**
 * `linkOutputFile` for every file below the folder `from`, placed under `rel`; `skip` leaves out the entries
 * it names (by their path below `from`), and what is below a skipped folder.
 */
export function linkOutputTree(
  dir: string,
  rel: string,
  from: string,
  skip: (name: string) => boolean = () => false,
): void {
  for (const name of readdirSync(from, { recursive: true }) as string[]) {
    if (skip(name)) continue;
    if (statSync(join(from, name)).isFile()) linkOutputFile(dir, join(rel, name), join(from, name));
  }
}

/**
 * A copy of every file below the folder `from` (a cache shared by every site and build of this generator), placed
 * under `rel`; a file the output already holds with the same bytes, in a file of its own, is left as it is (an
 * output updated in place). Never a hard link to the shared folder: each link or unlink of a shared inode changes
 * its ctime under every name, so `tar` of a site stopped with "file changed as we read it" while another build
 * ran, and a tool that rewrites a file of `build/` in place would change what every other build ships.
 */
export function copyOutputTree(dir: string, rel: string, from: string): void {
  for (const name of readdirSync(from, { recursive: true }) as string[]) {
    const source = join(from, name);
    const stats = statSync(source);
    if (!stats.isFile()) continue;
    const file = resolveInside(dir, join(rel, name));
    if (sameBytesApart(file, source, stats.size)) noteWritten(file);
    else copyOutputFile(dir, join(rel, name), source);
  }
}

/** Whether `file` holds the bytes of `source` (of `size` bytes) in an inode of its own. */
function sameBytesApart(file: string, source: string, size: number): boolean {
  try {
    const s = statSync(file);
    if (s.size !== size || sameFile(file, source)) return false;
    return readFileSync(file).equals(readFileSync(source));
  } catch {
    return false; // none yet
  }
}

/** A piece of a spliced file: bytes of its own, or `bytes` bytes of the source file from offset `at`. */
export type SplicePiece = Uint8Array | { at: number; bytes: number };

const isRange = (p: SplicePiece): p is { at: number; bytes: number } => !(p instanceof Uint8Array);

/**
 * Writes `rel` in `dir` from `pieces`, in order: ranges of the file `from` and bytes of their own, without ever
 * holding the whole file in memory (`llms-full.txt` is 80 MB at 10,000 pages, and a one-page edit changes one
 * part of it). The leading ranges that are `from`'s first bytes in order are one copy made by the kernel
 * (`copyFileSync`, then cut to their length); the rest go through a small buffer. As every writer here: a new
 * file renamed over the name, so a hard link to `from` (or to the live output) keeps its bytes. Throws when
 * `from` is shorter than its ranges say (it changed since its parts were recorded), leaving nothing behind.
 */
export function writeOutputSpliced(dir: string, rel: string, from: string, pieces: SplicePiece[]): string {
  const file = resolveInside(dir, rel);
  mkdirSync(dirname(file), { recursive: true });
  const tmp = tempName(file);
  const fds: number[] = [];
  try {
    let pos = 0;
    let i = 0;
    for (let p = pieces[0]; p && isRange(p) && p.at === pos; p = pieces[++i]) pos += p.bytes;
    if (pos > 0) {
      copyFileSync(from, tmp);
      if (statSync(tmp).size < pos) throw new Error(`\`${from}\` is shorter than its recorded parts`);
      truncateSync(tmp, pos);
    }
    const out = openSync(tmp, pos > 0 ? 'r+' : 'wx');
    fds.push(out);
    const write = (bytes: Uint8Array) => {
      for (let done = 0; done < bytes.length; ) done += writeSync(out, bytes, done, bytes.length - done, pos + done);
      pos += bytes.length;
    };
    let source: number | undefined;
    const buffer = Buffer.allocUnsafe(1 << 20);
    for (const piece of pieces.slice(i)) {
      if (!isRange(piece)) {
        write(piece);
        continue;
      }
      if (source === undefined) fds.push((source = openSync(from, 'r')));
      for (let done = 0; done < piece.bytes; ) {
        const n = readSync(source, buffer, 0, Math.min(buffer.length, piece.bytes - done), piece.at + done);
        if (n === 0) throw new Error(`\`${from}\` is shorter than its recorded parts`);
        write(buffer.subarray(0, n));
        done += n;
      }
    }
    for (const fd of fds.splice(0)) closeSync(fd);
    renameSync(tmp, file);
  } catch (error) {
    for (const fd of fds) closeSync(fd);
    rmSync(tmp, { force: true });
    throw Object.assign(error as Error, { dest: file });
  }
  noteWritten(file);
  return file;
}

const tempName = tempNameFor;
