import { parentPort, workerData } from 'node:worker_threads';
import { CompileCache } from './cache.ts';
import { buildBatch } from './page-batch.ts';
import type { PageJob, SharedPageInputs } from './page-job.ts';

/** Messages from the pool: a batch of jobs, answered with their results (never with a throw). */
const shared = workerData as SharedPageInputs;
const cache = new CompileCache(shared.cacheDir);

parentPort!.on('message', async (jobs: PageJob[]) => {
  parentPort!.postMessage(await buildBatch(jobs, shared, cache));
});
