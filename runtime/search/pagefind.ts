import {
  cleanSearchUrl,
  mergeSearchShards,
  PAGEFIND_SEARCH_OPTIONS,
  searchExactFirst,
} from '../../shared/search-ranking.ts';
import type { SearchBackend, SearchResult } from './types.ts';
import { searchScope } from './version-scope.ts';

interface PagefindResult {
  id: string;
  data(): Promise<{
    url: string;
    meta: { title?: string; symbol?: string; context?: string };
    excerpt: string;
    sub_results?: { url: string; title: string; excerpt: string }[];
  }>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, o?: Record<string, unknown>): Promise<void>;
  search(q: string | null, o?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] }>;
}

/** The Pagefind index shipped with the site (the default backend; works offline). */
export function createPagefindBackend(baseUrl: string): SearchBackend {
  let pagefind: Promise<Pagefind> | undefined;
  const load = () => {
    // A runtime URL, not a module the bundler should resolve: the index is written by the build.
    const base = `${baseUrl.replace(/\/$/, '')}/pagefind/`;
    pagefind ??= (import(/* @vite-ignore */ base + 'pagefind.js') as Promise<Pagefind>).then(async (pf) => {
      // The index names pages by their routes (`/a/b/`); Pagefind puts its `baseUrl` in front of each result.
      const options = { ...PAGEFIND_SEARCH_OPTIONS, baseUrl };
      await pf.options(options);
      // A large site's index comes in shards (shared/search-ranking.ts); a small site's list is empty.
      await mergeSearchShards(pf, base, options);
      return pf;
    });
    pagefind.catch(() => (pagefind = undefined));
    return pagefind;
  };
  return {
    async search(query) {
      const pf = await load();
      const top = await searchExactFirst(pf, query, 8, searchScope());
      const clean = cleanSearchUrl;
      return top.map((d): SearchResult => ({
        url: clean(d.url),
        // An API symbol's record says on which page it is: `@multi_asset · Assets`.
        title: d.meta.symbol ? `${d.meta.symbol} · ${d.meta.context}` : (d.meta.title ?? d.url),
        excerptHtml: d.excerpt,
        sections: (d.sub_results ?? [])
          .filter((s) => s.url.includes('#') && s.url !== d.url)
          .slice(0, 3)
          .map((s) => ({ url: clean(s.url), title: s.title, excerptHtml: s.excerpt })),
      }));
    },
  };
}
