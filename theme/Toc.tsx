import type { TocItem } from './page-data.ts';

/** "On this page": heading levels from the page's TOC range, nested by depth through indentation. */
export function Toc({ toc }: { toc: TocItem[] }) {
  if (!toc.length) return null;
  const min = Math.min(...toc.map((t) => t.depth));
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <details open className="toc-details">
        <summary id="toc-title">On this page</summary>
        <ul>
          {toc.map((t) => (
            <li key={t.id} className={`toc-depth-${t.depth - min}`}>
              <a href={`#${t.id}`}>{t.text}</a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
