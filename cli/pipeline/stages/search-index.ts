import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { routeToHtmlFile } from '../../../shared/routes.ts';
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
    await releasePagefind();
  }
}

async function releasePagefind(): Promise<void> {
  if (--users === 0) await pagefind.close();
}

const indexDiagnostics = (errors: string[]): Diagnostic[] =>
  errors.map((e) => ({ severity: 'error', ruleId: 'search-index', source: 'index', message: `Pagefind: ${e}` }));

/**
 * The Pagefind index, fed while the pages stage runs. Pagefind is a process of its own, so it parses
 * the pages that are done while the workers render the rest, and only writing the index is left for
 * the index stage (1000-page corpus: index stage 6.5 s → see test/bench/NOTES.md). Each searchable
 * page's HTML is read back from the output folder (a file the OS just wrote, so from memory) rather than
 * posted from the worker, which would copy every page once more between threads.
 *
 * Only pages marked `data-pagefind-body` are indexed (unlisted, tag, search and 404 pages never are),
 * so the feed takes only searchable pages. Pages are added in the order they are given, which the pages
 * stage keeps independent of thread timing, so the index is the same from build to build.
 *
 * When every searchable page is unchanged since the previous build (`previousKeys`), feeding would be
 * wasted work if the previous index is reused; the feed starts at the first changed page and then
 * catches up with the pages it skipped.
 */
export class SearchIndexFeed {
  private readonly pending: string[] = [];
  private readonly adds: Promise<string[]>[] = [];
  private index?: Promise<{ index?: pagefind.PagefindIndex; errors: string[] }>;
  private sent = 0;
  private released = false;

  constructor(
    private readonly dir: string,
    private readonly previousKeys?: Record<string, string>,
  ) {}

  /** Whether Pagefind was started (it is not while every searchable page is unchanged). */
  get started(): boolean {
    return this.index !== undefined;
  }

  /** Queues finished pages; starts indexing once any searchable page differs from the previous build. */
  add(pages: PageResult[]): void {
    for (const p of pages) {
      if (!p.searchable) continue;
      this.pending.push(p.path);
      if (!this.index && this.previousKeys?.[p.path] !== p.renderKey) this.start();
    }
    if (this.index) this.send();
  }

  /** Writes the index into `<dir>/pagefind` (with the API symbol records) and closes the feed. */
  async finish(records: RouteSearchRecords[] = []): Promise<StageResult<{ htmlFiles: number }>> {
    if (!this.index) this.start();
    this.send();
    const { index, errors } = await this.index!;
    try {
      if (!index) return { value: { htmlFiles: 0 }, diagnostics: indexDiagnostics(errors) };
      const added = (await Promise.all(this.adds)).flat();
      const recordErrors = await addRecords(index, records);
      const written = await index.writeFiles({ outputPath: join(this.dir, 'pagefind') });
      return {
        value: { htmlFiles: this.sent },
        diagnostics: indexDiagnostics([...errors, ...added, ...recordErrors, ...written.errors]),
      };
    } finally {
      await this.close();
    }
  }

  /** Drops the index (the build stopped early, or the previous index is reused). Safe to call twice. */
  async close(): Promise<void> {
    if (!this.index || this.released) return;
    this.released = true;
    try {
      await Promise.allSettled(this.adds);
      await (await this.index).index?.deleteIndex();
    } finally {
      await releasePagefind();
    }
  }

  private start(): void {
    users++;
    this.index = handledLater(pagefind.createIndex({ forceLanguage: 'en' }));
  }

  /** Hands the queued pages to Pagefind without waiting: the service answers in order. */
  private send(): void {
    const paths = this.pending.splice(0);
    if (!paths.length) return;
    this.sent += paths.length;
    const dir = this.dir;
    this.adds.push(
      handledLater(
        this.index!.then(async ({ index }) => {
          if (!index) return [];
          // sourcePath as addDirectory would see it, so Pagefind computes the same URL.
          const added = await Promise.all(
            paths.map((route) => {
              const sourcePath = routeToHtmlFile(route);
              return index.addHTMLFile({
                sourcePath,
                content: searchDocument(readFileSync(join(dir, sourcePath), 'utf8')),
              });
            }),
          );
          return added.flatMap((a) => a.errors);
        }),
      ),
    );
  }
}

/**
 * The feed awaits its promises only at the index stage; until then a failure (Pagefind gone, a page file
 * unreadable) must not count as an unhandled rejection, which ends the process. `finish` still throws it.
 */
function handledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

const BODY_START = '<header data-pagefind-body';
const BODY_END = '</article>';

/**
 * The part of a page Pagefind reads: its indexed elements (the title header and the article body,
 * theme/DocPage.tsx) lie between the article's header and its end, and the navbar, sidebar and TOC
 * around them (half of a page's bytes) are never indexed, so they are left out of what Pagefind parses.
 * The index is the same either way (test/unit/search-index.test.ts); a page without the markers is
 * passed whole.
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
