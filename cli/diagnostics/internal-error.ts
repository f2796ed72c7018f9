import type { Diagnostic, Stage } from './diagnostic.ts';

/**
 * Internal errors are bugs in `docs`, not mistakes in the content: an exception nobody turned into a
 * diagnostic. They are classified where work crosses a boundary (a page worker, a command in
 * `cli/main.ts`), reported with the page being built, keep their stack for `--verbose`, and make the
 * command exit with `EXIT_INTERNAL` instead of the authors' `1`.
 */
export const INTERNAL_ERROR_RULE = 'internal-error';

/** Exit code of a command that hit a bug (BSD `EX_SOFTWARE`); content errors exit 1, bad usage 2. */
export const EXIT_INTERNAL = 70;

export const REPORT_HINT =
  'this is a bug in docs, not in your content: run again with --verbose and report the stack trace';

/** A failure that is the generator's fault, optionally naming the page it was building. */
export class InternalError extends Error {
  constructor(
    message: string,
    readonly page?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'InternalError';
  }
}

/** The diagnostic of an exception caught while building one page (`file` is the page's source). */
export function internalErrorDiagnostic(
  error: unknown,
  where: { file?: string; route?: string; stage: Stage },
): Diagnostic {
  const e = error instanceof Error ? error : new Error(String(error));
  const page = where.route ? ` \`${where.route}\`` : '';
  return {
    severity: 'error',
    ruleId: INTERNAL_ERROR_RULE,
    source: where.stage,
    file: where.file,
    message: `Internal error while building the page${page}: ${e.message.split('\n')[0]}`,
    hint: REPORT_HINT,
    stack: e.stack,
  };
}

export function hasInternalErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.ruleId === INTERNAL_ERROR_RULE);
}

/**
 * Test hook: `DOCS_TEST_INTERNAL_ERROR=<route>` makes building that page throw, so tests can check how
 * a bug is reported without planting one in the pipeline. Checked at the page-worker boundary only.
 */
export function injectedInternalError(route: string): void {
  if (process.env.DOCS_TEST_INTERNAL_ERROR && process.env.DOCS_TEST_INTERNAL_ERROR === route) {
    throw new Error(`injected by DOCS_TEST_INTERNAL_ERROR for ${route}`);
  }
}

/**
 * Test hook: `DOCS_TEST_SLOW_PAGE=<route>` makes building that page spin without end, as a parser stuck
 * on a shape no limit caught would, so tests can check the per-page time budget of the page workers.
 */
export function injectedSlowPage(route: string): void {
  if (process.env.DOCS_TEST_SLOW_PAGE && process.env.DOCS_TEST_SLOW_PAGE === route) for (;;);
}
