// cli/pipeline/route/cards.ts: the cards of a category's index page (<DocCardList>).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SidebarCategoryItem } from '../../../../../shared/page-data.ts';
import { cardsOf } from '../../../../../cli/pipeline/route/cards.ts';
import type { DocEntry } from '../../../../../cli/pipeline/types.ts';

const category = (label: string, items: SidebarCategoryItem['items'], href?: string): SidebarCategoryItem => ({
  type: 'category',
  label,
  href,
  items,
  collapsed: true,
  collapsible: true,
});
const docs = { a: { description: 'About A.' }, b: { description: 'About B.' } } as unknown as Record<string, DocEntry>;

test('a doc card per link with its description; unlisted pages and HTML items have none', () => {
  const cards = cardsOf(
    category('Top', [
      { type: 'link', label: 'A', href: '/a', docId: 'a' },
      { type: 'link', label: 'Hidden', href: '/h', docId: 'h', unlisted: true },
      { type: 'link', label: '<hr/>', href: '', html: true },
      { type: 'link', label: 'Out', href: 'https://x.dev', external: true },
    ]),
    docs,
  );
  assert.equal(cards, [
    { title: 'A', description: 'About A.', href: '/a', kind: 'doc' },
    { title: 'Out', description: undefined, href: 'https://x.dev', kind: 'doc' },
  ]);
});

test('a category card links to its index page, else its first link, and counts the docs below it', () => {
  const inner = category('Inner', [
    { type: 'link', label: 'A', href: '/a', docId: 'a' },
    category('Deeper', [{ type: 'link', label: 'B', href: '/b', docId: 'b' }]),
    { type: 'link', label: 'Ext', href: 'https://x.dev', external: true },
  ]);
  const [card] = cardsOf(category('Top', [inner]), docs);
  assert.equal(card, { title: 'Inner', description: undefined, href: '/a', kind: 'category', count: 2 });
  const [indexed] = cardsOf(category('Top', [{ ...inner, href: '/inner', docId: 'b' }]), docs);
  assert.equal([indexed.href, indexed.description], ['/inner', 'About B.']);
  const [empty] = cardsOf(category('Top', [category('Empty', [])]), docs);
  assert.is(empty.href, '#');
});

test.run();
