import { ANNOUNCEMENT_STORAGE_PREFIX } from '../../theme/head-script.ts';

const TAB_STORAGE_PREFIX = 'docs.tab.';

function selectTab(tabs: Element, value: string): void {
  tabs.querySelectorAll<HTMLElement>('[role=tab]').forEach((tab) => {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  });
}

function selectGroup(groupId: string | undefined, value: string, origin: Element): void {
  if (!groupId) return selectTab(origin, value);
  document.querySelectorAll(`.tabs[data-group-id="${CSS.escape(groupId)}"]`).forEach((t) => {
    if (t.querySelector(`[role=tab][data-value="${CSS.escape(value)}"]`)) selectTab(t, value);
  });
  try {
    localStorage.setItem(TAB_STORAGE_PREFIX + groupId, value);
  } catch {
    // Storage disabled: the choice is kept on this page only.
  }
}

/** Restores stored tab choices for every tab group on the page. */
export function restoreTabs(): void {
  document.querySelectorAll<HTMLElement>('.tabs[data-group-id]').forEach((tabs) => {
    let value: string | null = null;
    try {
      value = localStorage.getItem(TAB_STORAGE_PREFIX + tabs.dataset.groupId);
    } catch {
      return;
    }
    if (value && tabs.querySelector(`[role=tab][data-value="${CSS.escape(value)}"]`)) selectTab(tabs, value);
  });
}

/** One delegated listener for content widgets: tabs, copy and wrap buttons, announcement close, drawer. */
export function setupContentWidgets(): void {
  document.addEventListener('click', async (e) => {
    const target = e.target as Element;
    const tab = target.closest?.<HTMLElement>('.tabs [role=tab]');
    if (tab) {
      const tabs = tab.closest<HTMLElement>('.tabs')!;
      selectGroup(tabs.dataset.groupId, tab.dataset.value!, tabs);
      return;
    }
    const copy = target.closest?.<HTMLButtonElement>('[data-code-copy]');
    if (copy) {
      const code = copy.closest('.code-block')?.querySelector('pre code') as HTMLElement | null;
      try {
        await navigator.clipboard.writeText(code?.innerText ?? '');
        copy.textContent = 'Copied';
        copy.classList.add('copied');
        setTimeout(() => {
          copy.textContent = 'Copy';
          copy.classList.remove('copied');
        }, 1500);
      } catch {
        copy.textContent = 'Press Ctrl+C';
      }
      return;
    }
    const wrap = target.closest?.('[data-code-wrap]');
    if (wrap) {
      wrap.closest('.code-block')?.classList.toggle('wrap');
      return;
    }
    const close = target.closest?.<HTMLElement>('[data-announcement-close]');
    if (close) {
      document.documentElement.setAttribute('data-announcement-dismissed', '');
      try {
        localStorage.setItem(ANNOUNCEMENT_STORAGE_PREFIX + close.dataset.announcementClose, '1');
      } catch {
        // Storage disabled: dismissed for this page view only.
      }
      return;
    }
    const drawer = target.closest?.('[data-drawer-toggle]');
    if (drawer) {
      const open = document.documentElement.toggleAttribute('data-drawer-open');
      drawer.setAttribute('aria-expanded', String(open));
    }
  });
  document.addEventListener('keydown', (e) => {
    const tab = (e.target as Element).closest?.<HTMLElement>('.tabs [role=tab]');
    if (!tab || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
    const all = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role=tab]')];
    const next = all[(all.indexOf(tab) + (e.key === 'ArrowRight' ? 1 : all.length - 1)) % all.length];
    next.focus();
    next.click();
  });
}
