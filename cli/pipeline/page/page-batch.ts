import { injectedInternalError, injectedSlowPage } from '../../diagnostics/internal-error.ts';
import { isWriteFailure } from '../../output/errors.ts';
import { join } from 'node:path';
import { highlightStore } from '../../mdx/highlight-store.ts';
import { useHighlightStore } from '../../mdx/highlighter.ts';
import type { CompileCache } from './cache.ts';
import { failedPageResult, PageStalledError, stalledPageResult } from './page-failure.ts';
import { unlessStalled } from '../../util/unless-stalled.ts';
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
      // Code the page runs (a site's remark plugin, a component) may await what never comes: once nothing else is
      // left to do the thread would end (the main thread) or idle to the time budget (a worker, which unrefs its
      // port while it builds): instead the page is reported as stalled and the batch goes on.
      results.push(await unlessStalled(buildPage(job, shared, cache), () => new PageStalledError()));
    } catch (error) {
      // A write failure (full disk, no permission) is no bug and stops the whole run.
      if (isWriteFailure(error)) throw error;
      results.push(error instanceof PageStalledError ? stalledPageResult(job) : failedPageResult(job, error));
    }
  }
  return results;
}
