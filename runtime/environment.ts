/** Keyboard-navigation marker and layout mode, plus the developer error for early size reads. */

export type LayoutMode = 'ssr' | 'desktop' | 'mobile';

let hydrated = false;

export function markHydrated(): void {
  hydrated = true;
}

/** The window size for components; reading it before hydration would make server and client disagree. */
export function getWindowSize(breakpoint: number): Exclude<LayoutMode, 'ssr'> {
  if (!hydrated)
    throw new Error(
      'The window size was read before hydration: ' +
        'read it in an effect or an event handler, never during the first render.',
    );
  return window.innerWidth > breakpoint ? 'desktop' : 'mobile';
}

/**
 * `<html data-layout-mode>`: `ssr` in the HTML, then desktop (wider than the breakpoint) or mobile, kept current
 * on resize.
 */
export function trackLayoutMode(breakpoint: number): void {
  const update = () =>
    document.documentElement.setAttribute('data-layout-mode', window.innerWidth > breakpoint ? 'desktop' : 'mobile');
  update();
  window.addEventListener('resize', update);
}

/** `navigation-with-keyboard` on `<html>` while the reader navigates with Tab (focus rings only then). */
export function trackKeyboardNavigation(): void {
  const html = document.documentElement;
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Tab') html.classList.add('navigation-with-keyboard');
  });
  document.addEventListener('mousedown', () => html.classList.remove('navigation-with-keyboard'));
}
