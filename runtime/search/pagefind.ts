import type { SearchBackend, SearchResult } from './types.ts';

interface PagefindResult {
  data(): Promise<{
    url: string;
    meta: { title?: string; symbol?: string; context?: string };
    excerpt: string;
    sub_results?: { url: string; title: string; excerpt: string }[];
  }>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  search(q: string): Promise<{ results: PagefindResult[] }>;
}

/** The Pagefind index shipped with the site (the default backend; works offline). */
export function createPagefindBackend(baseUrl: string): SearchBackend {
  let pagefind: Promise<Pagefind> | undefined;
  const load = () => {
    // A runtime URL, not a module the bundler should resolve: the index is written by the build.
    const url = `${baseUrl.replace(/\/$/, '')}/pagefind/pagefind.js`;
    pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (pf) => {
      // termSimilarity above its default (1) puts exact word matches first: `multi_asset` before
      // `multi_asset_check`, which the last-word prefix match also finds. pageLength below its default
      // (0.75) stops one-symbol API records from always outranking long guides for the same words.
      // The records' `symbol` and `context` meta fields are for display only: searched, they would
      // rank every `Schedule*` class above the Schedules guide for "schedules".
      await pf.options({
        excerptLength: 24,
        ranking: { termSimilarity: 8, pageLength: 0.2, metaWeights: { symbol: 0, context: 0 } },
      });
      return pf;
    });
    pagefind.catch(() => (pagefind = undefined));
    return pagefind;
  };
  return {
    async search(query) {
      const pf = await load();
      const found = await pf.search(query);
      const top = await Promise.all(found.results.slice(0, 8).map((r) => r.data()));
      // Pagefind names pages by their files (`/a/b/`, `/a/b/index.html`); the site's URLs are `/a/b`.
      const clean = (url: string) => url.replace(/(\/index\.html|\.html|\/)(?=$|#)/, '') || '/';
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
