import { dirname, join, resolve } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import { outputWriteError } from '../output/errors.ts';
import { checkOutDir } from '../output/out-dir.ts';
import { openOutput, type OpenOptions, type OutputSlot } from '../output/swap.ts';
import { PROJECT_DIR } from '../util/project-dir.ts';
import { runPipeline, type BuildReport, type PipelineOptions } from '../pipeline/run.ts';
import type { ShardSpec } from '../pipeline/shard/assign.ts';

export interface BuildCommandOptions {
  rootDir: string;
  outDir: string;
  cache: boolean;
  searchIndex: boolean;
  threads?: number;
  log: (line: string) => void;
  /** `--shard I/N`: render only this shard's pages into the output, for `docs merge` (cli/pipeline/shard/). */
  shard?: ShardSpec;
}

/** The generator's own folders: an output there would delete the generator. */
export const GENERATOR_DIRS = ['bin', 'cli', 'theme', 'runtime', 'shared', 'node_modules'].map((d) =>
  join(PROJECT_DIR, d),
);

/** The folders a site's config reads from (they may lie outside `content/`). */
export const configuredSources = (config: ResolvedConfig) => [
  config.docsDir,
  config.apiDir,
  config.snippetsDir,
  config.staticDir,
  dirname(config.files.site),
];

/**
 * `docs build`: checks that the output folder may be replaced, runs the pipeline into a new version
 * folder beside it and switches the output to it only when the build succeeded (cli/output/swap.ts), so
 * a failed or killed build leaves the previous output as it was. Output failures (a forbidden folder,
 * a write error, another build on the same output) throw `OutputError`, one line with an exit code.
 */
export async function buildCommand(options: BuildCommandOptions): Promise<BuildReport> {
  // A shard writes a part of the site into a new folder; only a whole build updates an older output in place.
  const recycle = !options.shard;
  return intoOutput(options.rootDir, options.outDir, { recycle }, async (slot, checkConfig) => {
    const pipeline: PipelineOptions = {
      rootDir: options.rootDir,
      mode: 'production',
      target: { kind: 'dir', dir: slot.staging },
      cache: options.cache,
      searchIndex: options.searchIndex,
      threads: options.threads,
      previousDir: slot.previous,
      inPlace: slot.recycled,
      written: slot.written,
      log: options.log,
      checkConfig,
    };
    const shard = options.shard;
    return shard
      ? (await import('../pipeline/shard/build-shard.ts')).runShard({ ...pipeline, shard })
      : runPipeline(pipeline);
  });
}

/**
 * Writes an output as `docs build` and `docs merge` both do: the `--out` checks (again once the config names the
 * site's folders), the lock, a staging folder, and the switch only when `write` succeeded; output failures become
 * one-line `OutputError`s.
 */
export async function intoOutput(
  rootDir: string,
  out: string,
  open: OpenOptions,
  write: (slot: OutputSlot, checkConfig: (config: ResolvedConfig) => void) => Promise<BuildReport>,
): Promise<BuildReport> {
  const outDir = resolve(rootDir, out);
  checkOutDir(outDir, rootDir, GENERATOR_DIRS);
  let slot: OutputSlot | undefined;
  try {
    slot = openOutput(outDir, open);
    const report = await write(slot, (config) =>
      checkOutDir(outDir, rootDir, [...GENERATOR_DIRS, ...configuredSources(config)]),
    );
    if (report.ok) slot.commit();
    return report;
  } catch (error) {
    throw outputWriteError(error, outDir) ?? error;
  } finally {
    slot?.close();
  }
}
