import type { SearchResult } from './types.ts';
import { SEARCH_FAILURE } from './types.ts';

/** A result list shared by the modal and the search page; `active` is the keyboard-selected row. */
export function SearchResults({
  results,
  error,
  active,
  idPrefix,
}: {
  results: SearchResult[];
  error?: boolean;
  active?: number;
  idPrefix: string;
}) {
  if (error) {
    return (
      <div className="search-error" role="alert">
        <p className="search-error-title">{SEARCH_FAILURE.title}</p>
        <p>{SEARCH_FAILURE.hint}</p>
      </div>
    );
  }
  let row = -1;
  return (
    <ul className="search-result-list" role="listbox" id={`${idPrefix}-list`}>
      {results.map((r) => {
        row++;
        const pageRow = row;
        return (
          <li key={r.url} className="search-result">
            <a
              href={r.url}
              role="option"
              id={`${idPrefix}-${pageRow}`}
              aria-selected={active === pageRow}
              className={active === pageRow ? 'active' : undefined}
            >
              <span className="search-result-title">{r.title}</span>
              <span className="search-result-excerpt" dangerouslySetInnerHTML={{ __html: r.excerptHtml }} />
            </a>
            {r.sections.length > 0 && (
              <ul className="search-result-sections">
                {r.sections.map((s) => {
                  row++;
                  const sectionRow = row;
                  return (
                    <li key={s.url}>
                      <a
                        href={s.url}
                        role="option"
                        id={`${idPrefix}-${sectionRow}`}
                        aria-selected={active === sectionRow}
                        className={active === sectionRow ? 'active' : undefined}
                      >
                        <span className="search-result-title">{s.title}</span>
                        <span className="search-result-excerpt" dangerouslySetInnerHTML={{ __html: s.excerptHtml }} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Every link of a result list in row order (pages and their sections), for keyboard navigation. */
export function resultRows(results: SearchResult[]): string[] {
  return results.flatMap((r) => [r.url, ...r.sections.map((s) => s.url)]);
}
