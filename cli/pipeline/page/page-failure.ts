import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
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
  return pageResultWith(
    job,
    internalErrorDiagnostic(error, { file: entry.sourcePath, route: entry.route, stage: 'compile' }),
  );
}

/**
 * Longest one page may take to build. The pre-parse limits (cli/util/limits.ts) keep every known slow
 * shape out; this is the backstop for one they miss, so a build reports the page instead of hanging, and
 * `docs dev` answers it (and every other page) instead of stalling. The Dagster docs' pages each take a
 * small fraction of it.
 */
export const PAGE_TIME_BUDGET_MS = 60_000;

/**
 * The result of a page that outlasted the workers' time budget: its worker was stopped, so the page has
 * no output, and the author learns which page to look at instead of waiting for a build that never ends.
 */
export function slowPageResult(job: PageJob, budgetMs: number): PageResult {
  const entry = jobEntry(job);
  return pageResultWith(job, {
    severity: 'error',
    ruleId: 'page-too-slow',
    source: 'compile',
    file: entry.sourcePath,
    place: { line: 1, column: 1 },
    message: `Building this page took over ${budgetMs / 1000} s (PAGE_TIME_BUDGET_MS), so it was stopped`,
    hint:
      'a shape the parser handles slowly (very long lines of `*`, `[` or `<`, deep nesting): split or simplify ' +
      'the page; if it is ordinary content, report it as a bug in docs',
  });
}

/** A page whose build waits on something nothing will ever settle (page-batch.ts). */
export class PageStalledError extends Error {}

/** The page as `page-too-slow`: its build stopped making progress, waiting on a promise nothing settles. */
export function stalledPageResult(job: PageJob): PageResult {
  return pageResultWith(job, {
    severity: 'error',
    ruleId: 'page-too-slow',
    source: 'compile',
    file: jobEntry(job).sourcePath,
    place: { line: 1, column: 1 },
    message:
      'Building this page never finished: code it runs (a remark or rehype plugin of the site, a component) ' +
      'waits on a promise that nothing settles',
    hint: "find the `await` or the promise that never settles in the site's plugins or the components this page uses",
  });
}

function pageResultWith(job: PageJob, diagnostic: Diagnostic): PageResult {
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
    diagnostics: [diagnostic],
  };
}
