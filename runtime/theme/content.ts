import { ANNOUNCEMENT_STORAGE_PREFIX } from '../../theme/head-script.ts';
import { writeClipboard } from './clipboard.ts';
import { copyPage } from './page-copy.ts';
import { createStorageSlot } from './storage.ts';
import { onTabClick, onTabKey, onTabStorage } from './tabs.ts';

export { restoreTabs } from './tabs.ts';

const COPIED_MS = 2000;

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

/** One delegated listener for content widgets: tabs, copy and wrap buttons, and the announcement close. */
export function setupContentWidgets(): void {
  document.addEventListener('click', (e) => {
    const target = e.target as Element;
    if (onTabClick(target)) return;
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
  window.addEventListener('storage', onTabStorage);
}
