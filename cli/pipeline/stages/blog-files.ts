import { posix } from 'node:path';

// The pure rules of Docusaurus's blog plugin (plugin-content-blog's blogUtils): what a post's file name says,
// its reading time and date as shown, and how lists are cut into pages.

/** `2024-01-31-title.md`, `2024/01/31/title.mdx`, `2024-01-31-title/index.md`, in any folder. */
const DATE_FILENAME = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface BlogFileName {
  /** The date of the name, as UTC midnight; undefined when the name has none. */
  date?: Date;
  /** The name without date and extension (the post's title when nothing else gives one). */
  text: string;
  /** The post's path below the blog's base path: `/2024/01/31/title` (with a date), else `/title`. */
  slug: string;
}

/** Docusaurus's parseBlogFileName: date, text and slug of a post from its path (posix, relative to the blog). */
export function parseBlogFileName(rel: string): BlogFileName {
  const m = DATE_FILENAME.exec(rel);
  if (m?.groups) {
    const { folder = '', date: written = '', text = '' } = m.groups;
    const [y, mo, d] = written.split(/[-/]/).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (!Number.isNaN(date.getTime())) {
      const slugDate = written.replace(/-/g, '/');
      return { date, text, slug: `/${slugDate}/${folder}${text}` };
    }
  }
  const text = rel.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}

/** A front matter `date` (a YAML date, or a string `Date` reads) as a Date; undefined when it is no date. */
export function frontMatterDate(value: string | Date | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `January 31, 2024`: Docusaurus's formatBlogPostDate (long month, UTC). */
export function formatBlogDate(date: Date, locale = 'en'): string {
  try {
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      date,
    );
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** Words a reader reads in a minute (the `reading-time` package Docusaurus uses). */
const WORDS_PER_MINUTE = 200;

/**
 * Minutes to read a post's Markdown, as `reading-time` counts them: words (runs of letters, digits and word
 * punctuation), each CJK character a word of its own, at 200 words a minute.
 */
export function readingTimeMinutes(markdown: string): number {
  const cjk = markdown.match(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  const words = markdown
    .replace(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return (words + cjk) / WORDS_PER_MINUTE;
}

/** `n` items a page (`'ALL'`: one page); always at least one page, even for no item. */
export function paginate<T>(items: T[], perPage: number | 'ALL'): T[][] {
  if (perPage === 'ALL' || items.length === 0) return [items];
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
}

/** The route of page `n` (1-based) of a list at `base`: `/blog`, `/blog/page/2`… */
export function listPageRoute(base: string, pageBasePath: string, n: number): string {
  return n === 1 ? base : posix.join(base, pageBasePath, String(n));
}

/**
 * lodash's `kebabCase`, which Docusaurus gives a tag written inline (`Hello World` → `hello-world`, `fooBar` →
 * `foo-bar`, `v2` → `v-2`): words are runs of lower case (after one capital), of capitals, of digits, or of
 * non-ASCII letters; everything else separates them.
 */
export function kebabCase(text: string): string {
  const words = text.replace(/['\u2019]/g, '').match(/[A-Z]{2,}(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+|[^\x00-\x7f]+/g);
  return (words ?? []).join('-').toLowerCase();
}
