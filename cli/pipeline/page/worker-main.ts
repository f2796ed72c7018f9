import { parentPort, workerData } from 'node:worker_threads';
import { injectedInternalError } from '../../diagnostics/internal-error.ts';
import { CompileCache } from './cache.ts';
import { failedPageResult } from './page-failure.ts';
import { buildPage, jobEntry, type PageJob, type SharedPageInputs } from './page-job.ts';
import type { PageResult } from '../types.ts';

/** Messages from the pool: a batch of jobs, answered with their results (never with a throw). */
const shared = workerData as SharedPageInputs;
const cache = new CompileCache(shared.cacheDir);

parentPort!.on('message', async (jobs: PageJob[]) => {
  const results: PageResult[] = [];
  for (const job of jobs) {
    try {
      injectedInternalError(jobEntry(job).route);
      results.push(await buildPage(job, shared, cache));
    } catch (error) {
      results.push(failedPageResult(job, error)); // a bug, reported as an internal error naming the page
    }
  }
  parentPort!.postMessage(results);
});
