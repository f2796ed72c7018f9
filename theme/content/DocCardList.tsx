import { createContext, useContext } from 'react';
import type { DocCard } from '../../shared/page-data.ts';
import { encodeHref } from '../../shared/routes.ts';

/** The current category's children, provided by the compile stage for `<DocCardList />`. */
export const DocCardsContext = createContext<DocCard[] | undefined>(undefined);

/** Docusaurus's card icons, as its theme writes them (text the reader sees): 📄️ with U+FE0F, 🗃 without. */
const ICONS = { doc: '📄️', category: '🗃' };

/**
 * Cards for the pages of the current category (only on category index pages; the build checks that), marked up
 * as Docusaurus's DocCard: the title an `h2` with its icon, the description (else the item count) below it.
 */
export function DocCardList() {
  const cards = useContext(DocCardsContext) ?? [];
  return (
    <ul className="doc-cards">
      {cards.map((card) => {
        const description =
          card.description ??
          (card.count !== undefined ? `${card.count} ${card.count === 1 ? 'item' : 'items'}` : undefined);
        return (
          <li key={card.href} className="doc-card">
            <a href={encodeHref(card.href)}>
              <h2 className="doc-card-title" title={card.title}>
                <span className="doc-card-icon" aria-hidden="true">
                  {ICONS[card.kind]}
                </span>
                <span className="doc-card-name">{card.title}</span>
              </h2>
              {description ? (
                <p className="doc-card-description" title={description}>
                  {description}
                </p>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
