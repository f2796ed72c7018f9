import type { TocItem } from '../shared/page-data.ts';

function TocList({ toc }: { toc: TocItem[] }) {
  const min = Math.min(...toc.map((t) => t.depth));
  return (
    <ul className="toc-list">
      {toc.map((t) => (
        <li key={t.id} className={`toc-depth-${t.depth - min}`}>
          <a href={`#${t.id}`}>{t.text}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * "On this page" beside the article on desktop: the page's TOC levels (2 to 4 by default), indented by
 * depth. The runtime marks the link of the heading in view with `active`.
 */
export function Toc({ toc }: { toc: TocItem[] }) {
  if (!toc.length) return null;
  return (
    <nav className="toc toc-desktop" aria-labelledby="toc-title">
      <p className="toc-title" id="toc-title">
        On this page
      </p>
      <TocList toc={toc} />
    </nav>
  );
}

/** The same list for narrow screens, above the article and collapsed until opened (works without JS). */
export function TocCollapsible({ toc }: { toc: TocItem[] }) {
  if (!toc.length) return null;
  return (
    <nav className="toc-mobile" aria-label="On this page">
      <details>
        <summary>On this page</summary>
        <TocList toc={toc} />
      </details>
    </nav>
  );
}
