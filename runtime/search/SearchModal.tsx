import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { RuntimeConfig } from '../../shared/page-data.ts';
import { createBackend } from './backend.ts';
import { searchPageUrl } from './result-url.ts';
import { resultRows, SearchResults } from './SearchResults.tsx';
import type { SearchBackend, SearchResult } from './types.ts';

const DEBOUNCE_MS = 120;

interface SearchContextValue {
  backend: SearchBackend;
  config: RuntimeConfig;
  close: () => void;
  navigate: (url: string) => void;
}
const SearchContext = createContext<SearchContextValue | null>(null);

/** The search state of the modal; outside its provider this is a developer error. */
function useSearch(): SearchContextValue {
  const value = useContext(SearchContext);
  if (!value)
    throw new Error('Hook useSearch is called outside the <SearchProvider>. Render it under <SearchContext.Provider>.');
  return value;
}

function Modal({ initialQuery }: { initialQuery: string }) {
  const { backend, config, close, navigate } = useSearch();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<SearchResult[]>([]);
  const [error, setError] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (!query.trim()) {
      setResults([]);
      setError(false);
      return;
    }
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      backend.search(query.trim()).then(
        (r) => ticket === latest.current && (setResults(r), setError(false), setActive(0)),
        () => ticket === latest.current && setError(true),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, backend]);

  const rows = resultRows(results);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') close();
    else if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, rows.length - 1));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
    else if (e.key === 'Enter' && rows[active]) navigate(rows[active]);
    else return;
    e.preventDefault();
  };

  return (
    <div className="search-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div
        className="search-modal"
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        onKeyDown={onKeyDown}
      >
        <input
          ref={input}
          type="search"
          className="search-modal-input"
          placeholder="Search the docs"
          aria-label="Search the docs"
          aria-controls="search-modal-list"
          aria-activedescendant={rows.length ? `search-modal-${active}` : undefined}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div className="search-modal-results" onClick={(e) => (e.target as Element).closest('a') && close()}>
          <SearchResults results={results} error={error} active={active} idPrefix="search-modal" />
          {query.trim() && !error && (
            <a className="search-see-all" href={searchPageUrl(config.baseUrl, config.searchPagePath, query.trim())}>
              See all results
            </a>
          )}
        </div>
        <p className="search-modal-keys" aria-hidden="true">
          ↑ ↓ to move · Enter to open · Esc to close
        </p>
      </div>
    </div>
  );
}

let root: Root | undefined;
let host: HTMLElement | undefined;

/** Opens the modal (this module is loaded only on first use). `navigate` is the router's. */
export function openSearchModal(config: RuntimeConfig, initialQuery: string, navigate: (url: string) => void): void {
  host ??= Object.assign(document.createElement('div'), { className: 'search-modal-host' });
  if (!host.isConnected) document.body.appendChild(host);
  root ??= createRoot(host);
  const backend =
    (openSearchModal as { backend?: SearchBackend }).backend ??
    ((openSearchModal as { backend?: SearchBackend }).backend = createBackend(config));
  const previousFocus = document.activeElement as HTMLElement | null;
  const close = () => {
    root!.render(null);
    previousFocus?.focus?.();
  };
  root.render(
    <SearchContext.Provider value={{ backend, config, close, navigate: (url) => (close(), navigate(url)) }}>
      <Modal initialQuery={initialQuery} />
    </SearchContext.Provider>,
  );
}
