import * as pagefind from 'pagefind';

/**
 * Builds the Pagefind index over the emitted HTML. Only elements marked `data-pagefind-body` are
 * indexed, so unlisted pages, tag pages, the search page and 404 stay out without special cases.
 */
export async function indexSite(dir: string): Promise<{ pages: number; errors: string[] }> {
  const { index, errors: createErrors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) return { pages: 0, errors: createErrors };
  try {
    const added = await index.addDirectory({ path: dir });
    const written = await index.writeFiles({ outputPath: `${dir}/pagefind` });
    return { pages: added.page_count, errors: [...added.errors, ...written.errors] };
  } finally {
    await pagefind.close();
  }
}
