import { injectedInternalError, injectedSlowPage } from '../../diagnostics/internal-error.ts';
import { isWriteFailure } from '../../output/errors.ts';
import { join } from 'node:path';
import { highlightStore } from '../../mdx/highlight-store.ts';
import { useHighlightStore } from '../../mdx/highlighter.ts';
import type { CompileCache } from './cache.ts';
import { failedPageResult } from './page-failure.ts';
import { buildPage, jobEntry, type PageJob, type SharedPageInputs } from './page-job.ts';
import type { PageResult } from '../types.ts';

/**
 * Builds a batch of pages, one after the other; a page that throws becomes a result reporting the bug as an
 * internal error naming the page, so a batch always answers (a write failure stops the run instead). Run by
 * each page worker, and in the main thread when the whole build is one batch.
 */
export async function buildBatch(
  jobs: PageJob[],
  shared: SharedPageInputs,
  cache: CompileCache,
  onStart?: (index: number) => void,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  // Keyed by the compile options' hash too, which holds the generator's sources and package versions.
  const { cacheDir, optionsHash } = shared;
  useHighlightStore(cacheDir ? highlightStore(join(cacheDir, 'highlight'), optionsHash) : undefined);
  for (const [index, job] of jobs.entries()) {
    onStart?.(index);
    try {
      injectedInternalError(jobEntry(job).route);
      injectedSlowPage(jobEntry(job).route);
      results.push(await buildPage(job, shared, cache));
    } catch (error) {
      // A write failure (full disk, no permission) is no bug and stops the whole run.
      if (isWriteFailure(error)) throw error;
      results.push(failedPageResult(job, error));
    }
  }
  return results;
}
