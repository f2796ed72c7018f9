import { ANNOUNCEMENT_STORAGE_PREFIX } from '../../theme/head-script.ts';
import { writeClipboard } from './clipboard.ts';
import { copyPage } from './page-copy.ts';
import { createStorageSlot } from './storage.ts';

/** localStorage key prefix of a tab group's choice (`docs.tab.<groupId>`). */
const TAB_STORAGE_PREFIX = 'docs.tab.';
const COPIED_MS = 2000;

function selectTab(tabs: Element, value: string): void {
  tabs.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]').forEach((tab) => {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  });
}

function hasTab(tabs: Element, value: string): boolean {
  return !!tabs.querySelector(`:scope > [role=tablist] > [role=tab][data-value="${CSS.escape(value)}"]`);
}

/** Selects `value` in `origin`, and with a group id in every tab set of that group, and remembers it. */
function selectGroup(origin: HTMLElement, value: string): void {
  const groupId = origin.dataset.groupId;
  if (!groupId) return selectTab(origin, value);
  document.querySelectorAll(`.tabs[data-group-id="${CSS.escape(groupId)}"]`).forEach((t) => {
    if (hasTab(t, value)) selectTab(t, value);
  });
  createStorageSlot(TAB_STORAGE_PREFIX + groupId).set(value);
}

/** Restores stored tab choices for every tab group on the page (after load and after each navigation). */
export function restoreTabs(): void {
  document.querySelectorAll<HTMLElement>('.tabs[data-group-id]').forEach((tabs) => {
    const value = createStorageSlot(TAB_STORAGE_PREFIX + tabs.dataset.groupId).get();
    if (value && hasTab(tabs, value)) selectTab(tabs, value);
  });
}

async function copyCode(button: HTMLButtonElement): Promise<void> {
  const code = button.closest('.code-block')?.querySelector('pre code');
  // textContent, not innerText: line numbers are CSS counters and stay out of the copied text.
  const text = (code?.textContent ?? '').replace(/\n$/, '');
  const label = button.getAttribute('aria-label');
  try {
    await writeClipboard(text);
    button.textContent = 'Copied';
    button.setAttribute('aria-label', 'Copied');
    button.classList.add('copied');
  } catch {
    button.textContent = 'Press Ctrl+C';
  }
  setTimeout(() => {
    button.textContent = 'Copy';
    if (label) button.setAttribute('aria-label', label);
    button.classList.remove('copied');
  }, COPIED_MS);
}

function dismissAnnouncement(id: string): void {
  document.documentElement.setAttribute('data-announcement-dismissed', '');
  createStorageSlot(ANNOUNCEMENT_STORAGE_PREFIX + id).set('1');
}

/** Arrow keys, Home and End move between tabs of one set (WAI-ARIA tabs pattern, automatic activation). */
function onTabKey(e: KeyboardEvent): void {
  const tab = (e.target as Element).closest?.<HTMLElement>('.tabs [role=tab]');
  if (!tab || !['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(e.key)) return;
  const all = [...tab.parentElement!.querySelectorAll<HTMLElement>(':scope > [role=tab]')];
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

/** One delegated listener for content widgets: tabs, copy and wrap buttons, and the announcement close. */
export function setupContentWidgets(): void {
  document.addEventListener('click', (e) => {
    const target = e.target as Element;
    const tab = target.closest?.<HTMLElement>('.tabs [role=tab]');
    if (tab) return selectGroup(tab.closest<HTMLElement>('.tabs')!, tab.dataset.value!);
    const copy = target.closest?.<HTMLButtonElement>('[data-code-copy]');
    if (copy) return void copyCode(copy);
    const pageCopy = target.closest?.<HTMLButtonElement>('[data-page-copy]');
    if (pageCopy) return void copyPage(pageCopy);
    const wrap = target.closest?.<HTMLElement>('[data-code-wrap]');
    if (wrap) {
      const on = wrap.closest('.code-block')?.classList.toggle('wrap') ?? false;
      wrap.setAttribute('aria-pressed', String(on));
      return;
    }
    const close = target.closest?.<HTMLElement>('[data-announcement-close]');
    if (close) dismissAnnouncement(close.dataset.announcementClose!);
  });
  document.addEventListener('keydown', onTabKey);
}
