import { createContext, useContext } from 'react';
import type { TocItem } from '../../shared/page-data.ts';

/** The page's table of contents, provided by the compiler while it renders the page. */
export const TocContext = createContext<TocItem[]>([]);

/** Docusaurus's shape of a TOC entry (the `toc` an MDX page exports). */
interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
}

interface TOCInlineProps {
  toc?: readonly (DocusaurusTocItem | TocItem)[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

type Node = { id: string; text: string; depth: number; children: Node[] };

function nest(items: { id: string; text: string; depth: number }[]): Node[] {
  const root: Node[] = [];
  const stack: Node[] = [];
  for (const item of items) {
    const node: Node = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1].depth >= node.depth) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(node);
    stack.push(node);
  }
  return root;
}

function List({ nodes }: { nodes: Node[] }) {
  return (
    <ul>
      {nodes.map((n) => (
        <li key={n.id}>
          <a href={`#${n.id}`}>{n.text}</a>
          {n.children.length > 0 && <List nodes={n.children} />}
        </li>
      ))}
    </ul>
  );
}

/** `<TOCInline toc={toc} />`: the page's headings as a nested list inside the content (levels 2–3 by default). */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: TOCInlineProps) {
  const fromPage = useContext(TocContext);
  const items = (toc ?? fromPage)
    .map((i) => ('value' in i ? { id: i.id, text: i.value, depth: i.level } : i))
    .filter((i) => i.depth >= minHeadingLevel && i.depth <= maxHeadingLevel);
  if (!items.length) return null;
  return (
    <div className="toc-inline">
      <List nodes={nest(items)} />
    </div>
  );
}
