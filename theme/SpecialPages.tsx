import type { SiteData, TagPageData } from '../shared/page-data.ts';
import { hrefUnderBase, withBaseUrl } from '../shared/routes.ts';
import { useSiteBase } from './base-url.ts';

/** `/tags`: every tag, grouped by the first segment of its permalink (examples, features, integrations). */
export function TagIndexPage({ tags }: { tags: TagPageData[] }) {
  const groups = new Map<string, TagPageData[]>();
  for (const t of tags) groups.set(t.group, [...(groups.get(t.group) ?? []), t]);
  const base = useSiteBase();
  return (
    <article className="doc tags-page">
      <h1>Tags</h1>
      {[...groups].map(([group, list]) => (
        <section key={group} aria-labelledby={`tag-group-${group}`}>
          <h2 id={`tag-group-${group}`}>{group.charAt(0).toUpperCase() + group.slice(1)}</h2>
          <ul className="tag-list">
            {list.map((t) => (
              <li key={t.permalink}>
                <a className="tag" href={hrefUnderBase(base, t.permalink)}>
                  {t.label} <span className="tag-count">{t.docs.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

/** `/tags/<group>/<tag>`: the docs carrying one tag, with their descriptions. */
export function TagPage({ tag }: { tag: TagPageData }) {
  const base = useSiteBase();
  return (
    <article className="doc tag-page">
      <h1>{`${tag.docs.length} ${tag.docs.length === 1 ? 'doc' : 'docs'} tagged with “${tag.label}”`}</h1>
      {tag.description && <p>{tag.description}</p>}
      <a className="all-tags" href={withBaseUrl(base, '/tags')}>
        View all tags
      </a>
      <ul className="tag-docs">
        {tag.docs.map((d) => (
          <li key={d.href}>
            <h2>
              <a href={hrefUnderBase(base, d.href)}>{d.title}</a>
            </h2>
            {d.description && <p>{d.description}</p>}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** `/search?q=`: a server-rendered shell; the runtime fills in results for the query. */
export function SearchPage({ site }: { site: SiteData }) {
  const base = useSiteBase();
  return (
    <article className="doc search-page">
      <h1>Search the documentation</h1>
      <form className="search-form" role="search" action={withBaseUrl(base, `/${site.searchPagePath}`)} method="get">
        <input type="search" name="q" aria-label="Search query" placeholder="Type your search here" />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <div className="search-results" data-search-results aria-live="polite" />
    </article>
  );
}

/** The 404 page: what happened, a search box and the main sections. */
export function NotFoundPage({ site }: { site: SiteData }) {
  const sections = site.navbar.items.filter(
    (i): i is Extract<typeof i, { type: 'link' }> => i.type === 'link' && i.position === 'left',
  );
  const base = useSiteBase();
  return (
    <article className="doc not-found">
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link may be wrong.</p>
      <form className="search-form" role="search" action={withBaseUrl(base, `/${site.searchPagePath}`)} method="get">
        <input type="search" name="q" aria-label="Search the docs" placeholder="Search the docs" />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <h2>Main sections</h2>
      <ul className="section-links">
        {sections.map((s) => (
          <li key={s.href}>
            <a href={hrefUnderBase(base, s.href)}>{s.label}</a>
          </li>
        ))}
      </ul>
    </article>
  );
}
