import { readFileSync } from 'node:fs';
import type { Place } from '../diagnostics/diagnostic.ts';

const cache = new Map<string, string[]>();

function linesOf(file: string): string[] {
  let lines = cache.get(file);
  if (!lines) {
    try {
      lines = readFileSync(file, 'utf8').split('\n');
    } catch {
      lines = []; // Unreadable: the diagnostic simply has no position.
    }
    cache.set(file, lines);
  }
  return lines;
}

/** First place a quoted string (`'x'`, `"x"` or backticked) appears in a file; used to point config errors at a line. */
export function findInFile(file: string, value: string): Place | undefined {
  const lines = linesOf(file);
  for (const q of ["'", '"', '`']) {
    const needle = q + value + q;
    for (let i = 0; i < lines.length; i++) {
      const col = lines[i].indexOf(needle);
      if (col >= 0) return { line: i + 1, column: col + 1 };
    }
  }
  return undefined;
}

/** The line of a top-level YAML key (`key:`), e.g. in a page's front matter, column 1. */
export function findKeyInFile(file: string, key: string): Place | undefined {
  const i = linesOf(file).findIndex((l) => l.startsWith(key + ':'));
  return i >= 0 ? { line: i + 1, column: 1 } : undefined;
}

/** Forget cached file contents (the dev server calls this when files change). */
export function clearFindInFileCache(): void {
  cache.clear();
}
