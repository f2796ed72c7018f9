import type { RuntimeConfig } from '../../shared/page-data.ts';

/** Focus inside an AI copilot widget or any editable field: `/` is typing there, not a search shortcut. */
export function isTypingContext(el: Element | null): boolean {
  if (!el) return false;
  if (el.closest('[data-copilot]')) return true;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (el as HTMLElement).isContentEditable;
}

/**
 * The navbar search box opens the search modal, whose code is loaded on first use. `/` and Ctrl/⌘-K
 * open it from anywhere, except that `/` typed in an editable field or copilot widget does nothing.
 */
export function setupSearchBox(config: RuntimeConfig, navigate: (url: string) => void): void {
  const open = async (initial = '') => {
    const { openSearchModal } = await import('./SearchModal.tsx');
    openSearchModal(config, initial, navigate);
  };
  const box = document.querySelector<HTMLInputElement>('.navbar-search input');
  box?.addEventListener('focus', () => {
    const initial = box.value;
    box.blur();
    void open(initial);
  });
  box?.closest('form')?.addEventListener('submit', (e) => {
    e.preventDefault();
    void open(box.value);
  });
  document.addEventListener('keydown', (e) => {
    const k = e.key.toLowerCase();
    if ((e.metaKey || e.ctrlKey) && k === 'k') {
      e.preventDefault();
      void open();
    } else if (e.key === '/' && !e.metaKey && !e.ctrlKey && !e.altKey && !isTypingContext(document.activeElement)) {
      e.preventDefault();
      void open();
    }
  });
}
