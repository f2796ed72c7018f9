import type { PageData } from '../shared/page-data.ts';

/**
 * On a site with versioned docs, a page is in the search filter of every version of the docs it is not in
 * (`PageData.searchVersions`), so a search scoped to the version being read still finds it: one empty element
 * per value (Pagefind takes one value per attribute).
 */
export function SearchVersions({ page }: { page: PageData }) {
  if (!page.searchable || !page.searchVersions) return null;
  return (
    <div className="search-versions" data-pagefind-body="">
      {Object.entries(page.searchVersions).flatMap(([filter, names]) =>
        names.map((v) => <span key={`${filter}:${v}`} data-pagefind-filter={`${filter}:${v}`} />),
      )}
    </div>
  );
}
