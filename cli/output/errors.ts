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

/**
 * Turns a file-system error met while writing the output into an `OutputError` naming the folder, or
 * returns undefined for anything else (a bug, which keeps its stack trace). Errors from worker threads
 * arrive without their `code`, so the message is read too.
 */
export function outputWriteError(error: unknown, outDir: string): OutputError | undefined {
  if (error instanceof OutputError) return error;
  const e = error as NodeJS.ErrnoException;
  const code = e?.code ?? /\b(E[A-Z]+):/.exec(String(e?.message))?.[1];
  if (!code || !(code in WRITE_ERRORS)) return undefined;
  const where = e.path ?? /'([^']+)'/.exec(String(e.message))?.[1] ?? outDir;
  return new OutputError(
    `Cannot write the output ${outDir}: ${WRITE_ERRORS[code]} (${code}) at ${where}. ` +
      'Check that the folder is writable or pass another --out.',
    EXIT_WRITE_FAILED,
    { cause: error },
  );
}
