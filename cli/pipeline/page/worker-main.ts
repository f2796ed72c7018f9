import { parentPort, workerData } from 'node:worker_threads';
import { isWriteFailure } from '../../output/errors.ts';
import { threadStatPath } from '../../util/cpu-budget.ts';
import { CompileCache } from './cache.ts';
import { buildBatch } from './page-batch.ts';
import type { PageJob, SharedPageInputs } from './page-job.ts';

/**
 * Messages from the pool: a batch of jobs, answered with their results (never with a throw). Before each
 * job the worker says which one it starts, so the pool can hold every page to its time budget.
 */
const shared = workerData as SharedPageInputs;
const cache = new CompileCache(shared.cacheDir);
// Where the pool reads this thread's CPU time: a page's budget counts CPU, not wall time.
const stat = threadStatPath();

parentPort!.on('message', async (jobs: PageJob[]) => {
  // While it builds, the port does not keep the thread alive: a page stuck waiting on what never comes leaves the
  // thread nothing to do, `beforeExit` fires, and the batch reports it (page-batch.ts) instead of idling until the
  // pool's time budget stops the thread.
  parentPort!.unref();
  try {
    const results = await buildBatch(jobs, shared, cache, (index) => parentPort!.postMessage({ started: index, stat }));
    parentPort!.postMessage(results);
  } catch (error) {
    // A write failure (full disk, no permission) is no bug and stops the whole run: the pool rethrows it.
    if (isWriteFailure(error)) return parentPort!.postMessage({ writeFailure: plainError(error) });
    throw error;
  } finally {
    parentPort!.ref();
  }
});

/** What of an error crosses to the main thread (structured clone keeps `message` but not `code` or `dest`). */
function plainError(error: unknown): { message: string; code?: string; path?: string; dest?: string } {
  const e = error as NodeJS.ErrnoException & { dest?: string };
  return { message: e.message, code: e.code, path: e.path, dest: e.dest };
}
