import { THEME_STORAGE_KEY } from '../../theme/head-script.ts';
import { createStorageSlot } from './storage.ts';

type Choice = 'light' | 'dark' | 'system';
const ORDER: Choice[] = ['light', 'dark', 'system'];
const LABELS: Record<Choice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };
const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemMode(): 'light' | 'dark' {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

function isChoice(value: string | null): value is Choice {
  return value === 'light' || value === 'dark' || value === 'system';
}

function apply(choice: Choice): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', choice === 'system' ? systemMode() : choice);
  root.setAttribute('data-theme-choice', choice);
  document.querySelectorAll('[data-color-mode-toggle]').forEach((button) => {
    button.setAttribute(
      'aria-label',
      `Switch between light, dark and system colour mode (currently ${LABELS[choice]})`,
    );
    button.setAttribute('title', `Colour mode: ${LABELS[choice]}`);
  });
}

/**
 * The colour-mode switch: light → dark → system, stored under `theme`, synchronised across tabs through
 * the storage event, and following `prefers-color-scheme` live while the choice is `system`. The head
 * script has already applied the stored choice before the first paint; this keeps it current.
 */
export function setupColorMode(): void {
  const slot = createStorageSlot(THEME_STORAGE_KEY);
  const current = (): Choice => {
    const attr = document.documentElement.getAttribute('data-theme-choice');
    return isChoice(attr) ? attr : 'system';
  };
  apply(current());
  document.addEventListener('click', (e) => {
    if (!(e.target as Element).closest?.('[data-color-mode-toggle]')) return;
    const next = ORDER[(ORDER.indexOf(current()) + 1) % ORDER.length];
    slot.set(next);
    apply(next);
  });
  window.addEventListener('storage', (e) => {
    if (e.key === THEME_STORAGE_KEY || e.key === null) apply(isChoice(e.newValue) ? e.newValue : 'system');
  });
  window.matchMedia?.(DARK_QUERY).addEventListener('change', () => {
    if (current() === 'system') apply('system');
  });
}
