import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { runPipeline, type BuildReport } from '../pipeline/run.ts';

export interface BuildCommandOptions {
  rootDir: string;
  outDir: string;
  cache: boolean;
  searchIndex: boolean;
  threads?: number;
  log: (line: string) => void;
}

/**
 * Deleting the previous output (thousands of files) would be the slowest step of a no-change rebuild;
 * nothing waits for it, so a detached `rm` does it after we exit (in-process where there is no `rm`).
 */
function removeInBackground(dir: string): void {
  if (!existsSync(dir)) return;
  try {
    const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
    child.on('error', () => rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `docs build`: runs the pipeline into a staging folder next to the output and swaps it in only when
 * the build succeeded, so a failed build never leaves a half-written or missing `build/`.
 */
export async function buildCommand(options: BuildCommandOptions): Promise<BuildReport> {
  const outDir = resolve(options.rootDir, options.outDir);
  const staging = join(dirname(outDir), `.${basename(outDir)}.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    const report = await runPipeline({ rootDir: options.rootDir, mode: 'production', target: { kind: 'dir', dir: staging }, cache: options.cache, searchIndex: options.searchIndex, threads: options.threads, previousDir: outDir, log: options.log });
    if (report.ok) {
      const old = join(dirname(outDir), `.${basename(outDir)}.old-${process.pid}`);
      if (existsSync(outDir)) renameSync(outDir, old);
      renameSync(staging, outDir);
      removeInBackground(old);
    }
    return report;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
