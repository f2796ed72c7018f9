import {
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { browserWindow } from './browser.ts';
import { DocusaurusContext } from './context.ts';

/**
 * `@docusaurus/theme-common`: what site components (not Docusaurus's own theme parts) call, isomorphic: the
 * server renders the light mode for every screen; an island in the browser then follows the page's mode.
 */
type ColorMode = 'light' | 'dark';

function subscribeToTheme(onChange: () => void): () => void {
  const w = browserWindow();
  if (!w) return () => {};
  const observer = new w.MutationObserver(onChange);
  observer.observe(w.document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const themeOfPage = (): ColorMode =>
  browserWindow()?.document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';

export function useColorMode() {
  const colorMode = useSyncExternalStore<ColorMode>(subscribeToTheme, themeOfPage, () => 'light');
  const setColorMode = useCallback((mode: ColorMode | null) => {
    const w = browserWindow();
    if (w) w.document.documentElement.dataset.theme = mode ?? 'light';
  }, []);
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

/** Pages render once on the server, for every screen. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}

/** The parts of Docusaurus's `themeConfig` site components read; the theme of `docs` has its own config. */
export function useThemeConfig() {
  const { siteConfig } = useContext(DocusaurusContext);
  return {
    navbar: { title: siteConfig.title, items: [] as unknown[], hideOnScroll: false },
    footer: { links: [] as unknown[], style: 'light' },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    prism: { additionalLanguages: [] as string[], magicComments: [] as unknown[] },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    announcementBar: undefined,
    metadata: [] as unknown[],
  };
}

/** A Prism theme for components that colour code themselves: plain text, no token styles (shiki colours ours). */
export function usePrismTheme() {
  return { plain: { color: 'var(--code-fg, inherit)', backgroundColor: 'var(--code-bg, transparent)' }, styles: [] };
}

/** `usePluralForm().selectMessage(count, 'one|many')`, with the English plural rules of the one locale. */
export function usePluralForm() {
  return {
    selectMessage: (count: number, message: string) => {
      const forms = message.split('|');
      return (count === 1 ? forms[0] : forms[forms.length - 1]) ?? message;
    },
  };
}

/** Class names Docusaurus puts on its theme parts; site code only passes them on. */
export const ThemeClassNames = {
  page: { docsDocPage: 'docs-doc-page', mdxPage: 'mdx-page' },
  wrapper: { main: 'main-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (t: string) => `theme-admonition-${t}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocDesktop: 'theme-doc-toc-desktop',
    docTocMobile: 'theme-doc-toc-mobile',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
  },
  blog: {},
};

/** Head metadata of a page: the page's front matter already gives it, so nothing is rendered here. */
export function PageMetadata(_props: {
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  children?: ReactNode;
}) {
  return null;
}

/** Passes its children through: the page's `<html>` classes are the theme's. */
export function HtmlClassNameProvider({ children }: { className?: string; children?: ReactNode }) {
  return createElement(Fragment, null, children);
}

/** Passes its children through: an error is reported where it is thrown (component-error). */
export function ErrorCauseBoundary({ children }: { children?: ReactNode; onError?: unknown }) {
  return createElement(Fragment, null, children);
}

/** No effects run on the server; in the browser this is React's layout effect. */
export const useIsomorphicLayoutEffect = browserWindow() ? useLayoutEffect : useEffect;

/** A stable callback that always calls the latest `fn` (Docusaurus's `useEvent`). */
export function useEvent<T extends (...args: never[]) => unknown>(fn: T): T {
  const ref = useRef(fn);
  useIsomorphicLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback(((...args: never[]) => ref.current(...args)) as T, []);
}

/** The value of the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

export function isRegexpStringMatch(regexp: string | undefined, value: string): boolean {
  return regexp === undefined ? false : new RegExp(regexp, 'gi').test(value);
}

/** One version is built: there is no preferred version to remember. */
export function useDocsPreferredVersion(_pluginId?: string) {
  return { preferredVersion: null, savePreferredVersionName: (_name: string) => {} };
}

/** A `localStorage` slot; on the server (and before mount) it holds nothing. */
export function useStorageSlot(key: string | null) {
  const read = () => (key ? (browserWindow()?.localStorage.getItem(key) ?? null) : null);
  const value = useSyncExternalStore(
    (onChange) => {
      const w = browserWindow();
      if (!w) return () => {};
      w.addEventListener('storage', onChange);
      return () => w.removeEventListener('storage', onChange);
    },
    read,
    () => null,
  );
  const set = (v: string) => key && browserWindow()?.localStorage.setItem(key, v);
  const del = () => key && browserWindow()?.localStorage.removeItem(key);
  return [value, { get: read, set, del }] as const;
}

export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook used outside of <${providerName}>. ${additionalInfo ?? ''}`);
  }
}
