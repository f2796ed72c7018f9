import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeOutputPath } from './output-path.ts';
import { copyOutputFile, writeOutputFile } from './write.ts';

/**
 * Where the pipeline writes: a folder (`docs build`), a map in memory (`docs dev` serves from it), or
 * nowhere (`docs check`, tests that only want diagnostics). Every stage that writes goes through
 * {@link writeToTarget} or {@link copyToTarget}, so dev serves exactly the files a build writes.
 */
export type OutputTarget =
  { kind: 'dir'; dir: string } | { kind: 'memory'; files: Map<string, string | Uint8Array> } | { kind: 'none' };

/** Every target checks the path the same way, so `docs check` reports what `docs build` would refuse. */
export function writeToTarget(target: OutputTarget, rel: string, content: string | Uint8Array): void {
  const path = normalizeOutputPath(rel);
  if (target.kind === 'memory') target.files.set(path, content);
  else if (target.kind === 'dir') writeOutputFile(target.dir, path, content);
}

/** Puts a copy of the file `from` at `rel` (in memory: its bytes as they are now). */
export function copyToTarget(target: OutputTarget, rel: string, from: string): void {
  const path = normalizeOutputPath(rel);
  if (target.kind === 'memory') target.files.set(path, readFileSync(from));
  else if (target.kind === 'dir') copyOutputFile(target.dir, path, from);
}

/** A text file an earlier stage wrote to the target (in memory for dev, on disk for build), or undefined. */
export function readTextFromTarget(target: OutputTarget, rel: string): string | undefined {
  const path = normalizeOutputPath(rel);
  if (target.kind === 'memory') {
    const content = target.files.get(path);
    return content === undefined || typeof content === 'string' ? content : new TextDecoder().decode(content);
  }
  if (target.kind === 'dir') {
    try {
      return readFileSync(join(target.dir, path), 'utf8');
    } catch {
      return undefined;
    }
  }
  return undefined;
}
