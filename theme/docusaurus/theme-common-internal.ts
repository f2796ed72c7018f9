import { Children, isValidElement, type ReactNode } from 'react';
import { browserWindow } from './browser.ts';

/**
 * `@docusaurus/theme-common/internal`: the helpers site components take from it that do not need
 * Docusaurus's own layout (its navbar, sidebar and blog hooks are left out: the diagnostic names them).
 */

/** Keeping a tab's scroll position is the browser runtime's job here: nothing to block. */
export function useScrollPositionBlocker() {
  return { blockElementScrollPositionUntilNextRender: (_el: HTMLElement) => {} };
}

/** Formats dates with the site's one locale. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}) {
  return new Intl.DateTimeFormat('en', { timeZone: 'UTC', ...options });
}

/** The children of `<Tabs>` that are elements (whitespace and `false` dropped), as Docusaurus checks them. */
export function sanitizeTabsChildren(children: ReactNode) {
  return Children.toArray(children).filter((c) => isValidElement(c));
}

/** Keyboard-focus outlines are the theme's CSS here. */
export function useKeyboardNavigation(): void {}

/** One locale: every alternate page is this page. */
export function useAlternatePageUtils() {
  return {
    createUrl: ({ fullyQualified }: { locale: string; fullyQualified: boolean }) => {
      const location = browserWindow()?.location;
      return (fullyQualified ? (location?.origin ?? '') : '') + (location?.pathname ?? '/');
    },
  };
}
