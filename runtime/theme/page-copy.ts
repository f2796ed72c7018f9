import { writeClipboard } from './clipboard.ts';

const COPIED_MS = 2000;

/** "Copy page": fetches the page's Markdown copy on click and puts it on the clipboard. */
export async function copyPage(button: HTMLButtonElement): Promise<void> {
  const label = button.textContent;
  try {
    const res = await fetch(button.dataset.pageCopy!);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    await writeClipboard(await res.text());
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Copy failed';
  }
  button.dispatchEvent(new CustomEvent('docs:page-copied', { bubbles: true }));
  setTimeout(() => (button.textContent = label), COPIED_MS);
}
