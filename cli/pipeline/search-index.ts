import * as pagefind from 'pagefind';

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

/**
 * Builds the Pagefind index over the emitted HTML. Only elements marked `data-pagefind-body` are
 * indexed, so unlisted pages, tag pages, the search page and 404 stay out without special cases.
 */
export function indexSite(dir: string): Promise<{ pages: number; errors: string[] }> {
  return withPagefind(async () => {
    const { index, errors: createErrors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) return { pages: 0, errors: createErrors };
    try {
      const added = await index.addDirectory({ path: dir });
      const written = await index.writeFiles({ outputPath: `${dir}/pagefind` });
      return { pages: added.page_count, errors: [...added.errors, ...written.errors] };
    } finally {
      await index.deleteIndex();
    }
  });
}

/** Builds a Pagefind index of the given pages in memory (the dev server serves it from there). */
export function indexPagesInMemory(pages: { url: string; html: string }[]): Promise<Map<string, Uint8Array>> {
  return withPagefind(async () => {
    const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
    const files = new Map<string, Uint8Array>();
    if (!index) return files;
    try {
      for (const page of pages) await index.addHTMLFile({ url: page.url, content: page.html });
      for (const file of (await index.getFiles()).files) files.set(file.path.replace(/^\/+/, ''), file.content);
      return files;
    } finally {
      await index.deleteIndex();
    }
  });
}
