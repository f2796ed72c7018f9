import { readFileSync } from 'node:fs';
import type { Place } from '../diagnostics/diagnostic.ts';

const cache = new Map<string, string[]>();

/** First place a quoted string (`'x'`, `"x"` or backticked) appears in a file; used to point config errors at a line. */
export function findInFile(file: string, value: string): Place | undefined {
  let lines = cache.get(file);
  if (!lines) {
    try {
      lines = readFileSync(file, 'utf8').split('\n');
    } catch {
      return undefined;
    }
    cache.set(file, lines);
  }
  for (const q of ["'", '"', '`']) {
    const needle = q + value + q;
    for (let i = 0; i < lines.length; i++) {
      const col = lines[i].indexOf(needle);
      if (col >= 0) return { line: i + 1, column: col + 1 };
    }
  }
  return undefined;
}

/** Forget cached file contents (the dev server calls this when config files change). */
export function clearFindInFileCache(): void {
  cache.clear();
}
