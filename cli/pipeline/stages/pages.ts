import { availableParallelism } from 'node:os';
import type { StageResult } from '../../diagnostics/diagnostic.ts';
import { Worker } from 'node:worker_threads';
import type { PageJob, SharedPageInputs } from '../page/page-job.ts';
import type { PageResult } from '../types.ts';
import { workerBundle } from '../page/worker-bundle.ts';
import { CompileCache } from '../page/cache.ts';
import { buildBatch } from '../page/page-batch.ts';

const BATCH = 16;

/**
 * Compiles and renders pages on worker threads (one per core, so both cores of a CI machine work).
 * Jobs go out in small batches on demand, so a worker that drew heavy pages does not hold up the rest.
 * Workers answer with results; a crash of a whole worker rejects, which the build reports as a bug.
 * A build that is one batch (a small site, a test fixture) runs in this thread: a worker would only add its
 * start-up, loading the theme, the MDX pipeline and shiki afresh (~1 s of CPU), to a few pages of work.
 */
export async function runPageJobs(
  jobs: PageJob[],
  shared: SharedPageInputs,
  threads = Math.max(1, Math.min(availableParallelism(), 4)),
): Promise<StageResult<PageResult[]>> {
  // Bigger pages first: the long ones start early and the batches at the end are short.
  const queue = [...jobs].sort((a, b) => size(b) - size(a));
  const results: PageResult[] = [];
  if (queue.length <= BATCH) {
    results.push(...(await buildBatch(queue, shared, new CompileCache(shared.cacheDir))));
    return sorted(results);
  }
  const count = Math.max(1, Math.min(threads, Math.ceil(queue.length / BATCH)));
  const entry = await workerBundle();
  // A larger young generation: compiling builds many short-lived trees, and the default nursery made
  // workers spend a third of their time in scavenges (1000-page corpus: 19 s → 13 s, +180 MB RSS).
  // 64 MB costs no more CPU than 128 or 256 and holds 120 MB less (test/bench/NOTES.md, "What we tried").
  const workers = Array.from(
    { length: count },
    () => new Worker(entry, { workerData: shared, resourceLimits: { maxYoungGenerationSizeMb: 64 } }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const batch = queue.splice(0, BATCH);
              if (!batch.length) return resolve();
              worker.postMessage(batch);
            };
            worker.on('message', (batchResults: PageResult[]) => {
              results.push(...batchResults);
              next();
            });
            worker.on('error', reject);
            worker.on('exit', (code) =>
              code === 0 ? resolve() : reject(new Error(`page worker exited with code ${code}`)),
            );
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return sorted(results);
}

/** Sorted by route, so the output and the order of diagnostics never depend on thread timing. */
function sorted(results: PageResult[]): StageResult<PageResult[]> {
  results.sort((a, b) => a.path.localeCompare(b.path));
  return { value: results, diagnostics: results.flatMap((p) => p.diagnostics) };
}

function size(job: PageJob): number {
  return job.kind === 'mdx' ? (job.file.sourceLength ?? job.file.source?.length ?? 0) : job.page.symbols.length * 800;
}
