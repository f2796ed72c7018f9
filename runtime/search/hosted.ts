import { escapeText } from 'entities/escape';
import type { SearchBackend, SearchResult } from './types.ts';

interface Hit {
  url: string;
  hierarchy?: Record<string, string | null>;
  _highlightResult?: { hierarchy?: Record<string, { value: string }> };
  _snippetResult?: { content?: { value: string } };
}

/** Algolia's highlight tags become `<mark>`; everything else in the snippet is escaped. */
function marks(value: string): string {
  return escapeText(value).replace(/&lt;(\/?)(em|mark)&gt;/g, '<$1mark>');
}

/**
 * A hosted, Algolia-compatible index (DocSearch record shape): POST /1/indexes/<index>/query with the
 * application id and search-only API key. Hits of one page are grouped, the page's sections under it.
 */
export function createHostedBackend(config: {
  appId: string;
  apiKey: string;
  indexName: string;
  host?: string;
}): SearchBackend {
  const host = (config.host ?? `https://${config.appId}-dsn.algolia.net`).replace(/\/$/, '');
  return {
    async search(query) {
      const res = await fetch(`${host}/1/indexes/${encodeURIComponent(config.indexName)}/query`, {
        method: 'POST',
        headers: {
          'X-Algolia-Application-Id': config.appId,
          'X-Algolia-API-Key': config.apiKey,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ query, hitsPerPage: 20, attributesToSnippet: ['content:20'] }),
      });
      if (!res.ok) throw new Error(`search service answered HTTP ${res.status}`);
      const { hits } = (await res.json()) as { hits: Hit[] };
      const pages = new Map<string, SearchResult>();
      for (const hit of hits) {
        const [page] = hit.url.split('#');
        const levels = Object.keys(hit.hierarchy ?? {}).sort();
        const titleOf = (lvl: string) =>
          marks(hit._highlightResult?.hierarchy?.[lvl]?.value ?? hit.hierarchy?.[lvl] ?? '');
        const pageTitle = titleOf('lvl1') || titleOf('lvl0') || escapeText(page);
        const deepest = [...levels].reverse().find((l) => hit.hierarchy?.[l]);
        const excerptHtml = marks(hit._snippetResult?.content?.value ?? '');
        let entry = pages.get(page);
        if (!entry)
          pages.set(
            page,
            (entry = { url: page, title: pageTitle.replace(/<\/?mark>/g, ''), excerptHtml, sections: [] }),
          );
        if (hit.url.includes('#') && deepest && deepest !== 'lvl1')
          entry.sections.push({ url: hit.url, title: titleOf(deepest).replace(/<\/?mark>/g, ''), excerptHtml });
      }
      return [...pages.values()];
    },
  };
}
