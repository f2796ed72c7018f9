import { createStorageSlot } from './storage.ts';

/** localStorage key prefix of a tab group's choice (`docs.tab.<groupId>`). */
const TAB_STORAGE_PREFIX = 'docs.tab.';

/** The tab buttons of one tab set (not those of tab sets nested in its panels). */
function tabsOf(tabs: Element): HTMLElement[] {
  return [...tabs.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')];
}

function hasTab(tabs: Element, value: string): boolean {
  return tabsOf(tabs).some((t) => t.dataset.value === value);
}

/**
 * A `lazy` tab set's hidden panels hold their content in a `<template>` (inert: no images load, nothing is
 * laid out); the first time a panel is shown its content is put in place, and tab sets inside it take their
 * stored or URL choice like those of the page did.
 */
function materialise(panel: HTMLElement): void {
  const template = panel.querySelector<HTMLTemplateElement>(':scope > template[data-tab-lazy]');
  if (!template) return;
  template.replaceWith(template.content);
  restoreIn(panel);
}

function selectTab(tabs: Element, value: string): void {
  for (const tab of tabsOf(tabs)) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    if (on) materialise(panel);
    panel.hidden = !on;
  }
}

/** `?<key>=<value>` in the address, replacing the current entry (history state, path and hash kept). */
function writeQuery(key: string, value: string): void {
  const url = new URL(location.href);
  url.searchParams.set(key, value);
  history.replaceState(history.state, '', url);
}

/**
 * Selects `value` in the tab set the reader used and, with a group id, in every tab set of that group,
 * and remembers it; with a query-string key, the address records it too (as Docusaurus does).
 */
function choose(origin: HTMLElement, value: string): void {
  const { groupId, queryKey } = origin.dataset;
  if (groupId) {
    document.querySelectorAll(`.tabs[data-group-id="${CSS.escape(groupId)}"]`).forEach((t) => {
      if (hasTab(t, value)) selectTab(t, value);
    });
    createStorageSlot(TAB_STORAGE_PREFIX + groupId).set(value);
  } else selectTab(origin, value);
  if (queryKey) writeQuery(queryKey, value);
}

/**
 * Restores the choice of every tab set under `root`: the URL's `?<queryString>=` value first, then the
 * group's stored choice; values a set does not have are ignored.
 */
function restoreIn(root: ParentNode): void {
  const query = new URLSearchParams(location.search);
  root.querySelectorAll<HTMLElement>('.tabs').forEach((tabs) => {
    const { groupId, queryKey } = tabs.dataset;
    const candidates = [
      queryKey ? query.get(queryKey) : null,
      groupId ? createStorageSlot(TAB_STORAGE_PREFIX + groupId).get() : null,
    ];
    const value = candidates.find((v): v is string => !!v && hasTab(tabs, v));
    if (value) selectTab(tabs, value);
  });
}

/** Restores the choices of the page's tab sets (after load and after each navigation; takes no argument). */
export function restoreTabs(): void {
  restoreIn(document);
}

/**
 * A choice made in another browser tab of the site (a `storage` event) applies here too, as in Docusaurus.
 * The URL is not touched: the reader did not choose in this tab.
 */
export function onTabStorage(e: StorageEvent): void {
  if (!e.key?.startsWith(TAB_STORAGE_PREFIX) || !e.newValue) return;
  const groupId = e.key.slice(TAB_STORAGE_PREFIX.length);
  document.querySelectorAll(`.tabs[data-group-id="${CSS.escape(groupId)}"]`).forEach((t) => {
    if (hasTab(t, e.newValue!)) selectTab(t, e.newValue!);
  });
}

/** A click on a tab selects it; returns whether the click was on a tab. */
export function onTabClick(target: Element): boolean {
  const tab = target.closest?.<HTMLElement>('.tabs [role=tab]');
  if (!tab) return false;
  choose(tab.closest<HTMLElement>('.tabs')!, tab.dataset.value!);
  return true;
}

/** Arrow keys, Home and End move between tabs of one set (WAI-ARIA tabs pattern, automatic activation). */
export function onTabKey(e: KeyboardEvent): void {
  const tab = (e.target as Element).closest?.<HTMLElement>('.tabs [role=tab]');
  if (!tab || !['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(e.key)) return;
  const all = tabsOf(tab.closest('.tabs')!);
  const i = all.indexOf(tab);
  const next =
    e.key === 'Home'
      ? all[0]
      : e.key === 'End'
        ? all[all.length - 1]
        : all[(i + (e.key === 'ArrowRight' ? 1 : all.length - 1)) % all.length];
  e.preventDefault();
  next.focus();
  next.click();
}
