import { fileUrl, hrefUnderBase, routeToMarkdownFile } from '../shared/routes.ts';
import { useSiteBase } from './base-url.ts';

/**
 * "Copy page" and "View as Markdown" under a doc page's title: both use the page's Markdown copy. The
 * button is a real `<button>` and the link a real `<a>`, so both work from the keyboard; the copy is
 * fetched only on click (runtime/theme/page-copy.ts), so pages ship no Markdown and almost no script.
 * Out of the search index: these words are on every page.
 */
export function PageActions({ path }: { path: string }) {
  const markdown = hrefUnderBase(useSiteBase(), fileUrl(routeToMarkdownFile(path)));
  return (
    <div className="page-actions" data-pagefind-ignore="all">
      <button type="button" className="page-action" data-page-copy={markdown}>
        Copy page
      </button>
      <a className="page-action" href={markdown} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
