import type { PageData } from '../shared/page-data.ts';
import { SearchVersions } from './SearchVersions.tsx';
import { Toc, TocCollapsible } from './Toc.tsx';

/**
 * A page of the site's `src/pages/` (Docusaurus's plugin-content-pages): no sidebar, breadcrumbs or title
 * heading of ours. A React page is its own markup (its `@theme/Layout` already put the chrome around it: this
 * layout); a Markdown page is its article with the TOC beside it, as Docusaurus's MDXPage, in an element that
 * carries its front matter `wrapperClassName`.
 */
export function SitePage({ page, html }: { page: PageData; html: string }) {
  const body = page.searchable ? '' : undefined;
  if (page.sitePage === 'react')
    return (
      <>
        <div
          className="site-page site-page-react"
          data-pagefind-body={body}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <SearchVersions page={page} />
      </>
    );
  const className = ['doc-page', 'site-page', page.wrapperClassName].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <article className="doc">
        {!page.hideTableOfContents && <TocCollapsible toc={page.toc} />}
        <div className="markdown" data-pagefind-body={body} dangerouslySetInnerHTML={{ __html: html }} />
        <SearchVersions page={page} />
      </article>
      {!page.hideTableOfContents && <Toc toc={page.toc} />}
    </div>
  );
}
