import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from '../../shared/page-data.ts';
import { createBackend } from './backend.ts';
import { SearchResults } from './SearchResults.tsx';
import type { SearchResult } from './types.ts';

function Results({ config, query }: { config: RuntimeConfig; query: string }) {
  const [state, setState] = useState<{ results: SearchResult[]; error?: boolean; done: boolean }>({
    results: [],
    done: false,
  });
  useEffect(() => {
    if (!query) return;
    createBackend(config)
      .search(query)
      .then(
        (results) => setState({ results, done: true }),
        () => setState({ results: [], error: true, done: true }),
      );
  }, [config, query]);
  if (!query) return <p>Type a query above.</p>;
  return (
    <>
      {state.done && !state.error && (
        <p className="search-count">{state.results.length ? `Results for “${query}”` : `No results for “${query}”`}</p>
      )}
      <SearchResults results={state.results} error={state.error} idPrefix="search-page" />
    </>
  );
}

/** `/search?q=…`: fills the form with the query and renders the full result list under it. */
export function mountSearchPage(config: RuntimeConfig): void {
  const container = document.querySelector<HTMLElement>('[data-search-results]');
  if (!container) return;
  const query = new URLSearchParams(location.search).get('q')?.trim() ?? '';
  const input = document.querySelector<HTMLInputElement>('.search-page input[name="q"]');
  if (input) input.value = query;
  createRoot(container).render(<Results config={config} query={query} />);
}
