import { createContext, useContext } from 'react';
import type { DocCard } from '../page-data.ts';

/** The current category's children, provided by the compile stage for `<DocCardList />`. */
export const DocCardsContext = createContext<DocCard[] | undefined>(undefined);

/** Cards for the pages of the current category (only on category index pages; the build checks that). */
export function DocCardList() {
  const cards = useContext(DocCardsContext) ?? [];
  return (
    <ul className="doc-cards">
      {cards.map((card) => (
        <li key={card.href} className="doc-card">
          <a href={card.href}>
            <span className="doc-card-title">
              <span aria-hidden="true">{card.kind === 'category' ? '🗂️ ' : '📄️ '}</span>
              {card.title}
            </span>
            {card.description ? (
              <span className="doc-card-description">{card.description}</span>
            ) : card.count !== undefined ? (
              <span className="doc-card-description">{card.count} {card.count === 1 ? 'item' : 'items'}</span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
