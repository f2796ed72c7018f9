import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { SidebarItem } from '../../shared/page-data.ts';
import { fileUrl, sidebarDataFile } from '../../shared/routes.ts';
import { BaseUrlContext } from '../../theme/base-url.ts';
import { SidebarItems } from '../../theme/Sidebar.tsx';
import { currentRoute, siteBase, urlOfRoute } from '../routable.ts';
import { ROUTE_UPDATED_EVENT } from './settings.ts';

/**
 * Browser side of the sidebar (theme/Sidebar.tsx renders it, here too): fills in the children of categories whose
 * HTML was left out (`details[data-lazy]`) on first expand, and keeps the current page's link in view.
 * Categories are native `<details>`, so expanding one never collapses another.
 */

const sidebars = new Map<string, Promise<SidebarItem[]>>();

/** The sidebar's JSON (`/_data/sidebars/<name>.json`), fetched once per name. */
export function loadSidebar(name: string): Promise<SidebarItem[]> {
  let p = sidebars.get(name);
  if (!p) {
    const url = urlOfRoute(fileUrl(sidebarDataFile(encodeURIComponent(name))));
    p = fetch(url, { credentials: 'same-origin' }).then((r) => {
      if (!r.ok) throw new Error(`sidebar ${name}: HTTP ${r.status}`);
      return r.json() as Promise<SidebarItem[]>;
    });
    p.catch(() => sidebars.delete(name)); // Let a later expand try again.
    sidebars.set(name, p);
  }
  return p;
}

function findCategory(items: SidebarItem[], href: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inner = findCategory(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The children of a lazily filled category, drawn by the theme's own `SidebarItems` (the component the
 * server renders), so the two cannot disagree. React renders into a detached box at once (`flushSync`);
 * the result is cloned out as plain DOM and the root unmounted, as static server markup would be.
 */
export function renderSidebarItems(items: SidebarItem[], path: string, depth: number): Element {
  const box = document.createElement('div');
  const root = createRoot(box);
  const tree = createElement(SidebarItems, { items, path, depth });
  flushSync(() => root.render(createElement(BaseUrlContext.Provider, { value: siteBase() }, tree)));
  const list = box.firstElementChild!.cloneNode(true) as Element;
  root.unmount();
  return list;
}

async function fillLazyCategory(details: HTMLDetailsElement): Promise<void> {
  const href = details.dataset.lazy;
  const name = details.closest<HTMLElement>('.sidebar[data-sidebar]')?.dataset.sidebar;
  if (!href || !name || details.dataset.loading !== undefined) return;
  details.dataset.loading = '';
  try {
    const category = findCategory(await loadSidebar(name), href);
    if (category && details.isConnected && !details.querySelector(':scope > ul')) {
      const depth = Number(/depth-(\d+)/.exec(details.closest('ul')?.className ?? '')?.[1] ?? 0);
      details.append(renderSidebarItems(category.items, currentRoute(), depth + 1));
      details.removeAttribute('data-lazy');
    }
  } catch {
    // Offline or missing data: the category's own link still leads to a page listing its children.
  } finally {
    delete details.dataset.loading;
  }
}

/** Scrolls the sidebar's own scroll box (never the page) so the current page's link is in view. */
export function revealActiveSidebarLink(scope: ParentNode = document): void {
  const link = scope.querySelector<HTMLElement>('.sidebar-container a.sidebar-link.active');
  if (!link) return;
  let box: HTMLElement | null = link.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY)))
    box = box.parentElement;
  if (!box || box === document.body || box === document.documentElement) return;
  const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  if (top < box.scrollTop || top + link.offsetHeight > box.scrollTop + box.clientHeight)
    box.scrollTop = Math.max(0, top - box.clientHeight / 3);
}

export function setupSidebar(): void {
  document.addEventListener(
    'toggle',
    (e) => {
      const details = e.target;
      if (details instanceof HTMLDetailsElement && details.open && details.dataset.lazy !== undefined)
        void fillLazyCategory(details);
    },
    true,
  );
  revealActiveSidebarLink();
  window.addEventListener(ROUTE_UPDATED_EVENT, () => revealActiveSidebarLink());
}
