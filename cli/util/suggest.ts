/**
 * Levenshtein distance between two sequences: characters of a string, or the segments of a route
 * (inputs here are short ids and routes). Ours rather than fastest-levenshtein: that one compares strings
 * only, and removed-routes.ts compares routes segment by segment; on inputs this short speed is moot.
 */
export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/** The candidates closest to `input`, for "did you mean" hints. */
export function closest(input: string, candidates: Iterable<string>, limit = 3): string[] {
  const scored: [string, number][] = [];
  for (const c of candidates) scored.push([c, editDistance(input, c)]);
  scored.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  const max = Math.max(3, Math.floor(input.length / 2));
  return scored
    .filter(([, d]) => d <= max)
    .slice(0, limit)
    .map(([c]) => c);
}
