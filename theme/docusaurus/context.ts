import { createContext } from 'react';
import type { MagicComment } from '../../shared/magic-comments.ts';

/** What `useDocusaurusContext()` returns: the parts of the site config pages read. */
export interface DocusaurusSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
  /** Docusaurus's theme config, as far as content reads it: `prism.magicComments` (`@theme/CodeBlock` strings). */
  themeConfig?: { prism?: { magicComments?: MagicComment[] } };
}

export const DocusaurusContext = createContext<{ siteConfig: DocusaurusSiteConfig }>({
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {} },
});

/** The route of the page being rendered (`useLocation().pathname` of `@docusaurus/router`). */
export const PageRouteContext = createContext<string>('/');
