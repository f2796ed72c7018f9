/**
 * Docusaurus's default number-prefix parser: `01-intro` → `intro` at position 1, `2. Guides` → `Guides` at 2.
 * Date-like names (`2024-05-notes`) are left alone, as Docusaurus does, so they do not lose their year.
 */
const IGNORED_PREFIX = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

export function parseNumberPrefix(name: string): { name: string; position?: number } {
  if (IGNORED_PREFIX.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: match[2], position: parseInt(match[1], 10) } : { name };
}

/** A `/`-separated folder path with each segment's number prefix removed (`01-a/2-b` → `a/b`). */
export function stripPathNumberPrefixes(path: string): string {
  return path
    .split('/')
    .map((segment) => parseNumberPrefix(segment).name)
    .join('/');
}
