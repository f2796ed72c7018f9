import { DocsError } from '../diagnostics/diagnostic.ts';

/**
 * Exit codes of output failures (README), after sysexits.h as `docs` uses 70 for internal errors:
 * 2 for an output folder the build may not use (bad usage), 73 when the output cannot be written
 * (EX_CANTCREAT: permissions, read-only or full disk), 75 when another build holds the output's lock
 * (EX_TEMPFAIL: try again later).
 */
export const EXIT_BAD_OUTPUT = 2,
  EXIT_WRITE_FAILED = 73,
  EXIT_OUTPUT_BUSY = 75;

/** A failure of the output folder that stops `docs build`: one line for the author, and an exit code. */
export class OutputError extends DocsError {
  constructor(
    message: string,
    readonly exitCode: number,
    options?: { cause?: unknown },
  ) {
    super(message, 'emit', options);
    this.name = 'OutputError';
  }
}

const WRITE_ERRORS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENOTDIR: 'a part of the path is a file, not a folder',
};

/** The errno code of a file-system error; errors from worker threads lose `code`, so the message is read too. */
function errnoCode(error: unknown): string | undefined {
  const e = error as NodeJS.ErrnoException | undefined;
  return e?.code ?? /\b(E[A-Z]+):/.exec(String(e?.message))?.[1];
}

/**
 * The file a failed write was writing: a copy's destination (`dest`; Node's `path` is its source), else
 * the path, else the last path quoted in the message ("copyfile 'from' -> 'to'").
 */
function destinationOf(error: unknown): string | undefined {
  const e = error as (NodeJS.ErrnoException & { dest?: string }) | undefined;
  const quoted = [...String(e?.message).matchAll(/'([^']+)'/g)].map((m) => m[1]);
  return e?.dest ?? (quoted.length > 1 ? quoted.at(-1) : undefined) ?? e?.path ?? quoted[0];
}

/** Whether an error is a file-system write failure (permissions, read-only or full disk), not a bug. */
export function isWriteFailure(error: unknown): boolean {
  const code = errnoCode(error);
  return !!code && code in WRITE_ERRORS;
}

const FULL = new Set(['ENOSPC', 'EDQUOT']);

/** What to do next about a write failure: a full disk needs space, anything else a writable folder. */
function nextStep(code: string, other: string): string {
  return FULL.has(code) ? `Free some space on that disk${other}.` : `Check that the folder is writable${other}.`;
}

/**
 * A write failure anywhere (the output, the site's cache, a temporary folder) as an `OutputError` with
 * exit 73 naming the file being written, or undefined for anything else (a bug, which keeps its stack).
 */
export function writeFailureError(error: unknown): OutputError | undefined {
  if (error instanceof OutputError) return error;
  const code = errnoCode(error);
  if (!code || !(code in WRITE_ERRORS)) return undefined;
  const where = destinationOf(error) ?? 'a file';
  return new OutputError(
    `Cannot write ${where}: ${WRITE_ERRORS[code]} (${code}). ${nextStep(code, '')}`,
    EXIT_WRITE_FAILED,
    {
      cause: error,
    },
  );
}

/**
 * Turns a file-system error met while writing the output into an `OutputError` naming the folder and the
 * file, or returns undefined for anything else (a bug, which keeps its stack trace).
 */
export function outputWriteError(error: unknown, outDir: string): OutputError | undefined {
  if (error instanceof OutputError) return error;
  const code = errnoCode(error);
  if (!code || !(code in WRITE_ERRORS)) return undefined;
  const where = destinationOf(error) ?? outDir;
  return new OutputError(
    `Cannot write ${where} while building ${outDir}: ${WRITE_ERRORS[code]} (${code}). ` +
      nextStep(code, ', or pass another --out'),
    EXIT_WRITE_FAILED,
    { cause: error },
  );
}
