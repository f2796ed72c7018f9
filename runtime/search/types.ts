/** One search hit, whatever the backend: a page with its best sections. */
export interface SearchResult {
  url: string;
  title: string;
  /** HTML with matches wrapped in `<mark>` (escaped by the backend). */
  excerptHtml: string;
  sections: { url: string; title: string; excerptHtml: string }[];
}

export interface SearchBackend {
  search(query: string): Promise<SearchResult[]>;
}

/** The message shown when a backend fails. */
export const SEARCH_FAILURE = {
  title: 'Unable to fetch results',
  hint: 'You might want to check your network connection.',
};
