import { isCurrentPage } from '../../shared/links.ts';
import type { SidebarItem } from '../../shared/page-data.ts';
import { fileUrl, sidebarDataFile } from '../../shared/routes.ts';
import { ROUTE_UPDATED_EVENT } from './settings.ts';

/**
 * Browser side of the sidebar (theme/Sidebar.tsx renders it): fills in the children of categories whose
 * HTML was left out (`details[data-lazy]`) on first expand, and keeps the current page's link in view.
 * Categories are native `<details>`, so expanding one never collapses another.
 */

const sidebars = new Map<string, Promise<SidebarItem[]>>();

function loadSidebar(name: string): Promise<SidebarItem[]> {
  let p = sidebars.get(name);
  if (!p) {
    p = fetch(fileUrl(sidebarDataFile(encodeURIComponent(name))), { credentials: 'same-origin' }).then((r) => {
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

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) if (v !== undefined) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

function linkEl(href: string, label: string, className: string, path: string, external?: boolean): HTMLAnchorElement {
  const current = isCurrentPage(href, path);
  return el(
    'a',
    {
      class: className + (current ? ' active' : ''),
      href,
      'aria-current': current ? 'page' : undefined,
      rel: external ? 'noopener' : undefined,
    },
    label,
  );
}

/** The same markup as theme/Sidebar.tsx, built in the DOM for a lazily filled subtree (fully expanded data). */
function renderItems(items: SidebarItem[], path: string, depth: number): HTMLUListElement {
  const ul = el('ul', { class: `sidebar-list depth-${depth}` });
  for (const item of items) {
    const extra = item.className ? ' ' + item.className : '';
    if (item.type === 'link') {
      if (item.unlisted && item.href !== path) continue;
      ul.append(
        el('li', { class: 'sidebar-item' + extra }, linkEl(item.href, item.label, 'sidebar-link', path, item.external)),
      );
      continue;
    }
    const li = el('li', { class: `sidebar-item sidebar-category${item.href ? ' has-link' : ''}${extra}` });
    if (item.href) li.append(linkEl(item.href, item.label, 'sidebar-link sidebar-category-link', path));
    const children = renderItems(item.items, path, depth + 1);
    if (!item.collapsible) {
      if (!item.href) li.append(el('span', { class: 'sidebar-category-label' }, item.label));
      li.append(children);
    } else {
      const summary = item.href
        ? el('summary', { class: 'sidebar-category-toggle', 'aria-label': `Toggle ${item.label}` })
        : el('summary', { class: 'sidebar-category-label' }, item.label);
      const details = el('details', {}, summary, children);
      details.open = !item.collapsed;
      li.append(details);
    }
    ul.append(li);
  }
  return ul;
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
      details.append(renderItems(category.items, location.pathname, depth + 1));
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
