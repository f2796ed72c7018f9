import { readFileSync } from 'node:fs';
import type { Place } from '../diagnostics/diagnostic.ts';
import { parseFrontMatter } from './front-matter.ts';

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

/**
 * First place a quoted string (`'x'`, `"x"` or backticked) appears in a file;
 * used to point config errors at a line.
 */
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

/** The place of a top-level key of a page's front matter (from the YAML parser), if the key is written. */
export function findKeyInFile(file: string, key: string): Place | undefined {
  return parseFrontMatter(linesOf(file).join('\n'))?.placeOfKey(key);
}

/** Forget cached file contents (the dev server calls this when files change). */
export function clearFindInFileCache(): void {
  cache.clear();
}
