import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import { MAX_SHARDS, parseShardSpec, type ShardSpec } from './pipeline/shard/assign.ts';

/**
 * Validators for command-line option values, one per kind of value, used as commander `argParser`s.
 * A bad value throws `InvalidArgumentError`: commander then names the option and the value
 * (`option '--threads <n>' argument 'abc' is invalid. …`), and `main` exits 2 (bad usage).
 */

/** A whole number in [min, max]; `what` describes the value in the error. */
function integer(value: string, min: number, max: number, what: string): number {
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new InvalidArgumentError(`expected ${what}`);
  return n;
}

export function port(value: string): number {
  return integer(value, 0, 65535, 'a port number from 0 to 65535');
}

export function threads(value: string): number {
  return integer(value, 1, 256, 'a whole number of threads from 1 to 256');
}

/** A folder that must already exist (`--root`): a typo should stop the command, not build nothing. */
export function existingDir(value: string): string {
  nonEmpty(value);
  let isDir = false;
  try {
    isDir = statSync(resolve(value)).isDirectory();
  } catch {
    throw new InvalidArgumentError(`no such folder: ${resolve(value)}`);
  }
  if (!isDir) throw new InvalidArgumentError(`not a folder: ${resolve(value)}`);
  return value;
}

/** A path or name that may not exist yet (`--out`, `--stats-json`, `--host`), but may not be empty. */
export function nonEmpty(value: string): string {
  if (!value.trim()) throw new InvalidArgumentError('expected a non-empty value');
  return value;
}

/** `--shard I/N`: shard I (from 1) of N, as a CI matrix numbers its jobs. */
export function shard(value: string): ShardSpec {
  const spec = parseShardSpec(value);
  if (!spec) throw new InvalidArgumentError(`expected I/N with 1 <= I <= N <= ${MAX_SHARDS}, such as 1/4`);
  return spec;
}
