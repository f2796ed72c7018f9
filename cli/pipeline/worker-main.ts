import { parentPort, workerData } from 'node:worker_threads';
import { CompileCache } from './cache.ts';
import { buildPage, type PageJob, type PageResult, type SharedPageInputs } from './page-job.ts';

/** Messages from the pool: a batch of jobs, answered with their results (never with a throw). */
const shared = workerData as SharedPageInputs;
const cache = new CompileCache(shared.cacheDir);

parentPort!.on('message', async (jobs: PageJob[]) => {
  const results: PageResult[] = [];
  for (const job of jobs) {
    try {
      results.push(await buildPage(job, shared, cache));
    } catch (error) {
      const entry = job.kind === 'mdx' ? job.file : job.page;
      results.push({
        path: entry.route, docId: entry.id, title: entry.title, anchors: [], refs: [], assets: [], searchable: false, unlisted: entry.unlisted, renderKey: '', deps: [],
        diagnostics: [{ severity: 'error', ruleId: 'internal-error', source: 'render', file: entry.sourcePath, message: `Cannot build this page: ${(error as Error).message}`, hint: (error as Error).stack?.split('\n').slice(1, 4).join(' ') }],
      });
    }
  }
  parentPort!.postMessage(results);
});
