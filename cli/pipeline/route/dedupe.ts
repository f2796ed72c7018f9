import type { ResolvedConfig } from '../../config/load.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { placeInFile } from '../../config/place-in-file.ts';
import type { DocEntry } from '../types.ts';

const RESERVED_HINT =
  '`/tags`, `/tags/…`, the search page, `/404` and the files `/assets/…`, `/pagefind/…`, `/_data/…`, `/sitemap.xml`, ' +
  "`/robots.txt`, `/llms.txt`, `/llms-full.txt`, `/_redirects` are the generator's";

/** Which generated page or file (if any) owns a route: a doc there would be overwritten by it. */
export function generatedRouteOwner(config: ResolvedConfig): (route: string) => string | undefined {
  const search = '/' + config.site.search.searchPagePath.replace(/^\/|\/$/g, '');
  const under = (route: string, prefix: string) => route === prefix || route.startsWith(prefix + '/');
  return (route) => {
    if (route === '/tags') return 'the tag index page';
    if (under(route, '/tags')) return 'the tag pages, under `/tags/`';
    if (route === search) return 'the search page';
    if (route === '/404') return 'the 404 page';
    for (const dir of ['/assets', '/pagefind', '/_data']) if (under(route, dir)) return `its \`${dir}/\` files`;
    const files = ['/sitemap.xml', '/robots.txt', '/llms.txt', '/llms-full.txt', '/_redirects'];
    if (files.includes(route)) return `\`${route.slice(1)}\``;
    return undefined;
  };
}

/**
 * The docs that get built, by id and by route: a doc on a generated route, a second doc on a route and a
 * second doc with an id are skipped and reported (`onDuplicateRoutes` sets the severity of the first two).
 */
export function dedupeDocs(config: ResolvedConfig, entries: DocEntry[], diagnostics: Diagnostic[]) {
  const docs: Record<string, DocEntry> = {};
  const docByRoute: Record<string, string> = {};
  const generated = generatedRouteOwner(config);
  const severity = config.site.onDuplicateRoutes === 'throw' ? ('error' as const) : ('warning' as const);
  const report = config.site.onDuplicateRoutes !== 'ignore';
  /** A doc skipped because another page already has its route (`onDuplicateRoutes` sets the severity). */
  const skip = (doc: DocEntry, place: Diagnostic['place'], message: string, hint: string) => {
    if (report)
      diagnostics.push({
        severity,
        ruleId: 'duplicate-route',
        source: 'route',
        file: doc.sourcePath,
        place,
        message,
        hint,
      });
  };
  for (const doc of [...entries].sort((a, b) => a.sourcePath.localeCompare(b.sourcePath))) {
    const owner = generated(doc.route);
    if (owner) {
      // The generated page is written after the docs and would silently replace this one (or, with the
      // previous output hard-linked, write through to it): the doc is skipped and reported instead.
      skip(
        doc,
        placeInFile(doc.sourcePath, ['slug']) ?? { line: 1, column: 1 },
        `Route \`${doc.route}\` is also produced by the generator (${owner}); this page is skipped`,
        `give the page another \`slug\`: ${RESERVED_HINT}`,
      );
      continue;
    }
    const existing = docByRoute[doc.route];
    if (existing) {
      skip(
        doc,
        { line: 1, column: 1 },
        `Route \`${doc.route}\` is also produced by \`${docs[existing].sourcePath}\`; this page is skipped`,
        'give one of the pages another `slug` or move it',
      );
      continue;
    }
    if (docs[doc.id]) {
      diagnostics.push({
        severity: 'error',
        ruleId: 'duplicate-doc-id',
        source: 'route',
        file: doc.sourcePath,
        place: { line: 1, column: 1 },
        message: `Doc id \`${doc.id}\` is also used by \`${docs[doc.id].sourcePath}\``,
      });
      continue;
    }
    docs[doc.id] = doc;
    docByRoute[doc.route] = doc.id;
  }
  return { docs, docByRoute };
}
