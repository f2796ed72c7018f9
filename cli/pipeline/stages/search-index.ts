import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import * as pagefind from 'pagefind';
import { EXACT_NAME_FILTER, exactNameKey } from '../../../shared/search-ranking.ts';
import type { SearchRecord } from '../page/compile.ts';
import type { PageResult } from '../page/page-job.ts';

/** A page's search records with the route they belong to. */
export interface RouteSearchRecords {
  route: string;
  records: SearchRecord[];
}

/** The records of the searchable pages among these (unlisted pages keep their symbols out too). */
export function searchRecordsOf(pages: PageResult[]): RouteSearchRecords[] {
  return pages
    .filter((p) => p.searchable && p.searchRecords?.length)
    .map((p) => ({ route: p.path, records: p.searchRecords! }));
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Each record is handed to Pagefind as a small HTML document of its own, at the URL of its anchor, so it
 * ranks by its own text (a symbol's name and summary) instead of being diluted by a long page. Its name
 * and page go in the `symbol` and `context` meta fields, not `title`: Pagefind boosts title matches,
 * and `ScheduleDefinition` as a title would outrank the Schedules guide for "schedules". Its name's key is
 * also an exact-name filter value, so that a query of the name finds it first (shared/search-ranking.ts).
 */
async function addRecords(index: pagefind.PagefindIndex, sources: RouteSearchRecords[]): Promise<string[]> {
  const errors: string[] = [];
  for (const { route, records } of sources) {
    for (const r of records) {
      const attrs = [
        'data-pagefind-body',
        'data-pagefind-meta="symbol[data-symbol], context[data-context]"',
        `data-pagefind-filter="${EXACT_NAME_FILTER}[data-exact]"`,
        `data-symbol="${escapeAttr(r.title)}"`,
        `data-context="${escapeAttr(r.context)}"`,
        `data-exact="${escapeAttr(exactNameKey(r.title))}"`,
      ].join(' ');
      const content = `<!doctype html><html lang="en"><head></head><body><main ${attrs}>${r.html}</main></body></html>`;
      const added = await index.addHTMLFile({ url: `${route}#${r.anchor}`, content });
      errors.push(...added.errors);
    }
  }
  return errors;
}

/**
 * Pagefind runs as one service process per Node process. Builds that overlap in one process (tests,
 * the dev server) share it, so it is closed only when the last user is done — closing it under another
 * build made that build fail with "backend closed".
 */
let users = 0;
async function withPagefind<T>(fn: () => Promise<T>): Promise<T> {
  users++;
  try {
    return await fn();
  } finally {
    if (--users === 0) await pagefind.close();
  }
}

const indexDiagnostics = (errors: string[]): Diagnostic[] =>
  errors.map((e) => ({ severity: 'error', ruleId: 'search-index', source: 'index', message: `Pagefind: ${e}` }));

/**
 * Builds the Pagefind index over the emitted HTML. Only elements marked `data-pagefind-body` are
 * indexed, so unlisted pages, tag pages, the search page and 404 stay out without special cases.
 * Pagefind reads the folder itself: feeding it the pages from Node while they rendered, or after, was
 * slower on two cores (test/bench/NOTES.md, "What we tried").
 */
export async function indexSite(
  dir: string,
  records: RouteSearchRecords[] = [],
): Promise<StageResult<{ htmlFiles: number }>> {
  const { pages, errors } = await withPagefind(async () => {
    const { index, errors: createErrors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) return { pages: 0, errors: createErrors };
    try {
      const added = await index.addDirectory({ path: dir });
      const recordErrors = await addRecords(index, records);
      const written = await index.writeFiles({ outputPath: `${dir}/pagefind` });
      return { pages: added.page_count, errors: [...added.errors, ...recordErrors, ...written.errors] };
    } finally {
      await index.deleteIndex();
    }
  });
  // Pagefind counts the HTML files it read; only pages marked data-pagefind-body are in the index.
  return { value: { htmlFiles: pages }, diagnostics: indexDiagnostics(errors) };
}

const BODY_START = '<header data-pagefind-body';
const BODY_END = '</article>';

/**
 * The part of a page the dev server hands Pagefind: its indexed elements (the title header and the
 * article body, theme/DocPage.tsx) lie between the article's header and its end, and the navbar, sidebar
 * and TOC around them (40 % of a page's bytes, 20 % of Pagefind's parse time) are never indexed. The index
 * is the same either way (test/unit/search-index.test.ts); a page without the markers is passed whole.
 */
export function searchDocument(html: string): string {
  const start = html.indexOf(BODY_START);
  const end = html.lastIndexOf(BODY_END);
  if (start < 0 || end < start) return html;
  return `<!doctype html><html lang="en"><head></head><body>${html.slice(start, end + BODY_END.length)}</body></html>`;
}

/** Builds a Pagefind index of the given pages in memory (the dev server serves it from there). */
export function indexPagesInMemory(
  pages: { url: string; html: string }[],
  records: RouteSearchRecords[] = [],
): Promise<Map<string, Uint8Array>> {
  return withPagefind(async () => {
    const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
    const files = new Map<string, Uint8Array>();
    if (!index) return files;
    try {
      for (const page of pages) await index.addHTMLFile({ url: page.url, content: searchDocument(page.html) });
      await addRecords(index, records);
      for (const file of (await index.getFiles()).files) files.set(file.path.replace(/^\/+/, ''), file.content);
      return files;
    } finally {
      await index.deleteIndex();
    }
  });
}
