import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Diagnostic } from './diagnostic.ts';

// Four SGR codes, and whether to use them decided by the caller and colorAllowed (NO_COLOR): what picocolors
// would add is its own terminal detection, which here stays with the caller (the stream it prints to is a TTY).
const RED = '\x1b[31m',
  YELLOW = '\x1b[33m',
  DIM = '\x1b[2m',
  RESET = '\x1b[0m';

export interface ReportOptions {
  /** Paths are printed relative to this folder. */
  rootDir: string;
  /** Colour the output (the caller decides from the terminal); `NO_COLOR` in the environment always wins. */
  color?: boolean;
  /** Print the stack trace of internal errors. */
  verbose?: boolean;
}

/** https://no-color.org: a non-empty `NO_COLOR` turns colour off, whatever the terminal can do. */
export function colorAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.NO_COLOR;
}

/** Sorts and removes exact duplicates so output is the same on every run, whatever the worker order. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const unique = diagnostics.filter((d) => {
    const key = `${d.file}|${d.place?.line}|${d.place?.column}|${d.ruleId}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.place?.line ?? 0) - (b.place?.line ?? 0) ||
      (a.place?.column ?? 0) - (b.place?.column ?? 0) ||
      a.message.localeCompare(b.message),
  );
}

/** `file:line:col` of a diagnostic, relative to the site root. */
export function formatLocation(d: Diagnostic, rootDir: string): string {
  if (!d.file) return '(site)';
  const file = relative(rootDir, d.file) || d.file;
  return d.place ? `${file}:${d.place.line}:${d.place.column}` : file;
}

/** A two-line code frame: the offending source line and a caret under the column. */
export function codeFrame(file: string, line: number, column: number, cache = new Map<string, string[]>()): string {
  let lines = cache.get(file);
  if (!lines) {
    try {
      lines = readFileSync(file, 'utf8').split(/\r?\n/);
    } catch {
      return ''; // The file vanished between build and report; the location alone still helps.
    }
    cache.set(file, lines);
  }
  const text = lines[line - 1];
  if (text === undefined) return '';
  const gutter = `${line} | `;
  // A window of FRAME_WIDTH characters around the column, so the caret is always under the frame (a
  // 40 KB line put it at column 2,873 under 160 characters), with `…` where the line goes on.
  const col = Math.max(0, column - 1);
  const start = text.length > FRAME_WIDTH ? Math.max(0, Math.min(col - FRAME_WIDTH / 2, text.length - FRAME_WIDTH)) : 0;
  const before = start > 0 ? '…' : '';
  const after = start + FRAME_WIDTH < text.length ? '…' : '';
  const window = before + visible(text.slice(start, start + FRAME_WIDTH)) + after;
  const caret = before.length + visible(text.slice(start, start + (col - start))).length;
  return `  ${gutter}${window}\n  ${' '.repeat(gutter.length)}${' '.repeat(caret)}^`;
}

const FRAME_WIDTH = 160;

/**
 * Text from content as it may be shown on a terminal: control characters (ESC, BEL, …) written raw would
 * be obeyed by the terminal (colours, cursor moves, a title change), so they are shown escaped (`\x1b`).
 */
export function visible(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/**
 * A message or hint as printed: paths inside the site relative to it, and without the generator's internal module
 * namespaces (`docs-page:`, `docs-mdx:`), so no output shows where the site sits on this machine.
 */
export function siteRelativeText(text: string, rootDir: string): string {
  const root = rootDir.replace(/[\\/]+$/, '');
  return text
    .replace(/\bdocs-(?:page|mdx|entry|island|style):/g, '')
    .split(root + sep)
    .join('');
}

/** Renders diagnostics as `file:line:col  message  [rule]`, a code frame and a hint, grouped in file order. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: ReportOptions): string {
  const color = (options.color ?? false) && colorAllowed();
  const paint = (c: string, s: string) => (color ? c + s + RESET : s);
  const cache = new Map<string, string[]>();
  const out: string[] = [];
  for (const d of sortDiagnostics(diagnostics)) {
    const label = d.severity === 'error' ? paint(RED, 'error') : paint(YELLOW, 'warning');
    const message = visible(siteRelativeText(d.message, options.rootDir));
    out.push(`${formatLocation(d, options.rootDir)}  ${label} ${message}  ${paint(DIM, `[${d.ruleId}]`)}`);
    if (d.file && d.place) {
      const frame = codeFrame(d.file, d.place.line, d.place.column, cache);
      if (frame) out.push(paint(DIM, frame));
    }
    if (d.hint) out.push(`  hint: ${visible(siteRelativeText(d.hint, options.rootDir))}`);
    if (d.stack && options.verbose)
      out.push(
        paint(
          DIM,
          d.stack
            .split('\n')
            .map((l) => `    ${l.trim()}`)
            .join('\n'),
        ),
      );
  }
  return out.join('\n');
}

export function summarize(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}
