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

/** A docs version as `@docusaurus/plugin-content-docs/client`'s hooks describe it (versioned sites). */
export interface DocsVersionInfo {
  name: string;
  label: string;
  /** The version's route prefix, with the base URL (`/docs/2.0`). */
  path: string;
  isLast: boolean;
  mainDocId: string;
  /** Route of the main doc, with the base URL. */
  mainDocPath: string;
}

/** The site config, and the docs versions of the default docs and of each other versioned docs plugin instance. */
export interface DocusaurusContextValue {
  siteConfig: DocusaurusSiteConfig;
  docVersions?: DocsVersionInfo[];
  /** Each other docs plugin instance's versions, by its id (`useVersions('community')`). */
  instanceVersions?: Record<string, DocsVersionInfo[]>;
}

export const DocusaurusContext = createContext<DocusaurusContextValue>({
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {} },
});

/** The route of the page being rendered (`useLocation().pathname` of `@docusaurus/router`). */
export const PageRouteContext = createContext<string>('/');
