import type { DocCard, SidebarCategoryItem, SidebarItem } from '../../../shared/page-data.ts';
import type { DocEntry } from '../types.ts';
import { walkSidebar } from './sidebars.ts';

function countDocs(items: SidebarItem[]): number {
  let n = 0;
  walkSidebar(items, (i) => {
    if (i.type === 'link' && i.docId) n++;
  });
  return n;
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const i of items) {
    if (i.href) return i.href;
    if (i.type === 'category') {
      const h = firstHref(i.items);
      if (h) return h;
    }
  }
  return undefined;
}

/** The cards a category's index page shows (`<DocCardList>`): its children, unlisted pages left out. */
export function cardsOf(category: SidebarCategoryItem, docs: Record<string, DocEntry>): DocCard[] {
  return category.items
    .filter((i) => !(i.type === 'link' && (i.unlisted || i.html)))
    .map((i): DocCard => {
      const d = i.docId ? docs[i.docId] : undefined;
      if (i.type === 'link') return { title: i.label, description: d?.description, href: i.href, kind: 'doc' };
      return {
        title: i.label,
        description: d?.description,
        href: i.href ?? firstHref(i.items) ?? '#',
        kind: 'category',
        count: countDocs(i.items),
      };
    });
}
