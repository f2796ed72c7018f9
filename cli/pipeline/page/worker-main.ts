import { parentPort, workerData } from 'node:worker_threads';
import { injectedInternalError, injectedSlowPage } from '../../diagnostics/internal-error.ts';
import { CompileCache } from './cache.ts';
import { failedPageResult } from './page-failure.ts';
import { buildPage, jobEntry, type PageJob, type PageResult, type SharedPageInputs } from './page-job.ts';

/**
 * Messages from the pool: a batch of jobs, answered with their results (never with a throw). Before each
 * job the worker says which one it starts, so the pool can hold every page to its time budget.
 */
const shared = workerData as SharedPageInputs;
const cache = new CompileCache(shared.cacheDir);

parentPort!.on('message', async (jobs: PageJob[]) => {
  const results: PageResult[] = [];
  for (const [index, job] of jobs.entries()) {
    parentPort!.postMessage({ started: index });
    try {
      injectedInternalError(jobEntry(job).route);
      injectedSlowPage(jobEntry(job).route);
      results.push(await buildPage(job, shared, cache));
    } catch (error) {
      results.push(failedPageResult(job, error)); // a bug, reported as an internal error naming the page
    }
  }
  parentPort!.postMessage(results);
});
