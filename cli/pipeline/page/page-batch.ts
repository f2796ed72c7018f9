import { injectedInternalError } from '../../diagnostics/internal-error.ts';
import type { CompileCache } from './cache.ts';
import { failedPageResult } from './page-failure.ts';
import { buildPage, jobEntry, type PageJob, type SharedPageInputs } from './page-job.ts';
import type { PageResult } from '../types.ts';

/**
 * Builds a batch of pages, one after the other; a page that throws becomes a result reporting the bug as an
 * internal error naming the page, so a batch always answers. Run by each page worker, and in the main
 * thread when the whole build is one batch.
 */
export async function buildBatch(
  jobs: PageJob[],
  shared: SharedPageInputs,
  cache: CompileCache,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const job of jobs) {
    try {
      injectedInternalError(jobEntry(job).route);
      results.push(await buildPage(job, shared, cache));
    } catch (error) {
      results.push(failedPageResult(job, error));
    }
  }
  return results;
}
