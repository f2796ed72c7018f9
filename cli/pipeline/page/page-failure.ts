import { internalErrorDiagnostic } from '../../diagnostics/internal-error.ts';
import { jobEntry, type PageJob } from './page-job.ts';
import type { PageResult } from '../types.ts';

/**
 * The result of a page whose build threw. Author mistakes come back from `buildPage` as diagnostics, so
 * an exception is a bug in docs: it is reported as an internal error naming the page (build workers and
 * the dev render thread alike).
 */
export function failedPageResult(job: PageJob, error: unknown): PageResult {
  const entry = jobEntry(job);
  return {
    path: entry.route,
    docId: entry.id,
    title: entry.title,
    anchors: [],
    refs: [],
    assets: [],
    searchable: false,
    unlisted: entry.unlisted,
    renderKey: '',
    deps: [],
    diagnostics: [internalErrorDiagnostic(error, { file: entry.sourcePath, route: entry.route, stage: 'compile' })],
  };
}
