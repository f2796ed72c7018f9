import { resolve } from 'node:path';
import { isInside } from '../util/path-inside.ts';
import type { BuildReport } from '../pipeline/run.ts';
import { MergeRefused, runMerge } from '../pipeline/shard/merge.ts';
import { intoOutput } from './build.ts';

export interface MergeCommandOptions {
  rootDir: string;
  /** Shard folders, relative to the current folder (as the shell hands them over). */
  shardDirs: string[];
  outDir: string;
  cache: boolean;
  searchIndex: boolean;
  log: (line: string) => void;
}

/**
 * `docs merge SHARD_DIR… --out build`: joins the folders of `docs build --shard I/N` into the site's output,
 * under the rules of `docs build`'s output (the `--out` checks, the lock, the switch only on success: a refused
 * or failed merge leaves the previous output as it was). The shard folders are only read.
 */
export async function mergeCommand(options: MergeCommandOptions): Promise<BuildReport> {
  const outDir = resolve(options.rootDir, options.outDir);
  const shardDirs = options.shardDirs.map((d) => resolve(d));
  for (const shard of shardDirs)
    if (shard === outDir || isInside(shard, outDir) || isInside(outDir, shard))
      throw new MergeRefused(`--out ${outDir} overlaps the shard folder ${shard}: merge into a folder of its own`);
  return intoOutput(options.rootDir, options.outDir, {}, (slot, checkConfig) =>
    runMerge({
      rootDir: options.rootDir,
      mode: 'production',
      shardDirs,
      dir: slot.staging,
      cache: options.cache,
      searchIndex: options.searchIndex,
      previousDir: slot.previous,
      written: slot.written,
      log: options.log,
      checkConfig,
    }),
  );
}
