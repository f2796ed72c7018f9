import type { PageData } from '../shared/page-data.ts';
import { hrefUnderBase, withBaseUrl } from '../shared/routes.ts';
import { useSiteBase } from './base-url.ts';
import {
  EXACT_NAME_FILTER,
  exactNameKey,
  PAGE_ABOUT_META,
  PAGE_KIND_META,
  pageAbout,
  versionFilter,
  type SearchPageKind,
} from '../shared/search-ranking.ts';
import { PageActions } from './PageActions.tsx';
import { VersionBadge, VersionBanner } from './DocsVersion.tsx';
import { SearchVersions } from './SearchVersions.tsx';
import { Toc, TocCollapsible } from './Toc.tsx';

const HOME_ICON =
  'M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0' +
  'l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1Z';

function Breadcrumbs({ page }: { page: PageData }) {
  const base = useSiteBase();
  if (!page.breadcrumbs.length) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a className="breadcrumbs-home" href={withBaseUrl(base, '/')} aria-label="Home page">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path fill="currentColor" d={HOME_ICON} />
            </svg>
          </a>
        </li>
        {page.breadcrumbs.map((c, i) => (
          <li key={i}>
            {c.href && i < page.breadcrumbs.length - 1 ? (
              <a href={hrefUnderBase(base, c.href)}>{c.label}</a>
            ) : (
              <span aria-current={i === page.breadcrumbs.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** What search ranks the page as (shared/search-ranking.ts, rankByTitles): a category's page leads its subject. */
export const searchKind = (page: PageData): SearchPageKind =>
  page.example ? 'example' : page.landing ? 'landing' : page.kind === 'api' ? 'api' : 'doc';

/** A documentation page: breadcrumbs, title, body, tags, last update, prev/next and the TOC. */
export function DocPage({
  page,
  html,
  showBreadcrumbs,
  siteTitle,
}: {
  page: PageData;
  html: string;
  showBreadcrumbs: boolean;
  /** The site's title, which the version banner names. */
  siteTitle: string;
}) {
  const base = useSiteBase();
  return (
    <div className="doc-page">
      <article className="doc" data-docs-version={page.version?.name} data-docs-plugin-id={page.version?.plugin}>
        {page.version && <VersionBanner version={page.version} siteTitle={siteTitle} />}
        {page.unlisted && (
          <div className="admonition admonition-warning unlisted-banner" role="note">
            <p className="admonition-title">Unlisted page</p>
            <p>
              This page is unlisted. Search engines will not index it, and only readers with a direct link can find it.
            </p>
          </div>
        )}
        {showBreadcrumbs && <Breadcrumbs page={page} />}
        {page.version && <VersionBadge version={page.version} />}
        {/* The title is indexed with the body (Pagefind indexes every data-pagefind-body element), so a
            query for a guide's subject finds the page that is about it, not only pages that mention it. The
            exact-name filter lets a query of the whole title find the page first (shared/search-ranking.ts).
            Front matter `hide_title` leaves the heading out, as Docusaurus does, and so does a body with a
            content title (its first heading a `# Title`, found by the compile): the page never shows two titles. */}
        {!page.hideTitle && !page.hasContentTitle && (
          <header data-pagefind-body={page.searchable ? '' : undefined}>
            <h1 data-pagefind-filter={`${EXACT_NAME_FILTER}[data-exact]`} data-exact={exactNameKey(page.title)}>
              {page.title}
            </h1>
          </header>
        )}
        <PageActions path={page.path} />
        {!page.hideTableOfContents && <TocCollapsible toc={page.toc} />}
        <div
          className="markdown"
          data-pagefind-body={page.searchable ? '' : undefined}
          data-pagefind-meta={
            // Pagefind reads a `key:value` to the end of the attribute: the attribute-sourced field comes first.
            page.searchable ? `${PAGE_ABOUT_META}[data-about], ${PAGE_KIND_META}:${searchKind(page)}` : undefined
          }
          data-about={page.searchable ? pageAbout(page.description, page.keywords) : undefined}
          data-pagefind-filter={
            page.searchable && page.version ? `${versionFilter(page.version.plugin)}:${page.version.name}` : undefined
          }
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <SearchVersions page={page} />
        {(page.tags.length > 0 || page.lastUpdate || page.editUrl) && (
          <footer className="doc-footer">
            {page.tags.length > 0 && (
              <div className="doc-tags">
                <span className="doc-tags-label" id="doc-tags-label">
                  Tags:
                </span>
                <ul className="tag-list" aria-labelledby="doc-tags-label">
                  {page.tags.map((t) => (
                    <li key={t.href}>
                      <a className="tag" href={hrefUnderBase(base, t.href)} rel="tag">
                        {t.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {page.editUrl && (
              <a className="edit-this-page" href={page.editUrl} target="_blank" rel="noopener noreferrer">
                Edit this page
              </a>
            )}
            {page.lastUpdate && (
              <p className="last-update">
                Last updated
                {page.lastUpdate.date ? (
                  <>
                    {' '}
                    on <time dateTime={page.lastUpdate.date}>{page.lastUpdate.date}</time>
                  </>
                ) : null}
                {page.lastUpdate.author ? <> by {page.lastUpdate.author}</> : null}
              </p>
            )}
          </footer>
        )}
        {(page.prev || page.next) && (
          <nav className="pagination" aria-label="Docs pages">
            {page.prev ? (
              <a className="pagination-prev" href={hrefUnderBase(base, page.prev.href)} rel="prev">
                <span className="pagination-label">« Previous</span>
                <span className="pagination-title">{page.prev.title}</span>
              </a>
            ) : (
              <span />
            )}
            {page.next && (
              <a className="pagination-next" href={hrefUnderBase(base, page.next.href)} rel="next">
                <span className="pagination-label">Next »</span>
                <span className="pagination-title">{page.next.title}</span>
              </a>
            )}
          </nav>
        )}
      </article>
      {!page.hideTableOfContents && <Toc toc={page.toc} />}
    </div>
  );
}
