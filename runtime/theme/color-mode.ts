import { THEME_STORAGE_KEY } from '../../theme/head-script.ts';

type Choice = 'light' | 'dark' | 'system';
const ORDER: Choice[] = ['light', 'dark', 'system'];

function systemMode(): 'light' | 'dark' {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function apply(choice: Choice): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', choice === 'system' ? systemMode() : choice);
  root.setAttribute('data-theme-choice', choice);
}

/** The colour-mode switch: light → dark → system, stored under `theme`, synced across tabs, live system. */
export function setupColorMode(): void {
  const current = () => (document.documentElement.getAttribute('data-theme-choice') as Choice) || 'system';
  document.addEventListener('click', (e) => {
    if (!(e.target as Element).closest?.('[data-color-mode-toggle]')) return;
    const next = ORDER[(ORDER.indexOf(current()) + 1) % ORDER.length];
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage disabled: the choice lasts for this page only.
    }
    apply(next);
  });
  window.addEventListener('storage', (e) => {
    if (e.key === THEME_STORAGE_KEY) apply((e.newValue as Choice) || 'system');
  });
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (current() === 'system') apply('system');
  });
}
