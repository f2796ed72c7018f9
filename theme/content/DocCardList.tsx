import { createContext, useContext } from 'react';
import type { DocCard } from '../../shared/page-data.ts';
import { encodeHref } from '../../shared/routes.ts';

/** The current category's children, provided by the compile stage for `<DocCardList />`. */
export const DocCardsContext = createContext<DocCard[] | undefined>(undefined);

const ICONS = {
  category: 'M3 6a2 2 0 0 1 2-2h4.6l2 2H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6Zm2 0v12h14V8h-8.2l-2-2H5Z',
  doc: 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13v2h8v-2H8Zm0 4v2h5v-2H8Z',
};

/** Cards for the pages of the current category (only on category index pages; the build checks that). */
export function DocCardList() {
  const cards = useContext(DocCardsContext) ?? [];
  return (
    <ul className="doc-cards">
      {cards.map((card) => (
        <li key={card.href} className="doc-card">
          <a href={encodeHref(card.href)}>
            <span className="doc-card-title">
              <svg
                className="doc-card-icon"
                viewBox="0 0 24 24"
                width="20"
                height="20"
                aria-hidden="true"
                focusable="false"
              >
                <path fill="currentColor" d={ICONS[card.kind]} />
              </svg>
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
