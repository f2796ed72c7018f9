import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SidebarItem } from '../../../shared/page-data.ts';
import { SidebarItems } from '../../../theme/Sidebar.tsx';

// The categories on the current page's path are marked and open; which ones they are is computed once per
// sidebar (theme/Sidebar.tsx), so the same sidebar object must answer correctly for every page.

const sidebar: SidebarItem[] = [
  {
    type: 'category',
    label: 'Guides',
    href: '/guides',
    collapsed: true,
    items: [
      { type: 'link', label: 'Intro', href: '/guides/intro', docId: 'guides/intro' },
      {
        type: 'category',
        label: 'Deep',
        collapsed: true,
        items: [{ type: 'link', label: 'Page', href: '/guides/deep/page', docId: 'guides/deep/page' }],
      },
    ],
  },
  { type: 'category', label: 'Other', collapsed: true, items: [{ type: 'link', label: 'O', href: '/o', docId: 'o' }] },
] as SidebarItem[];

const onPath = (path: string) =>
  [
    ...renderToStaticMarkup(createElement(SidebarItems, { items: sidebar, path, depth: 0 })).matchAll(
      /class="([^"]*)"/g,
    ),
  ]
    .map((m) => m[1])
    .filter((c) => c.includes('on-path')).length;

test('the categories around the current page are on its path, for each page of one sidebar', () => {
  assert.is(onPath('/guides/deep/page'), 2, 'Guides and Deep');
  assert.is(onPath('/guides/intro'), 1, 'Guides');
  assert.is(onPath('/guides'), 1, "a category's own page");
  assert.is(onPath('/o'), 1, 'Other');
  assert.is(onPath('/elsewhere'), 0);
  assert.is(onPath('/guides/deep/page'), 2, 'asked again: the same answer');
});

test.run();
