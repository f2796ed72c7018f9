import { createContext } from 'react';

/** What `useDocusaurusContext()` returns: the parts of the site config pages read. */
export interface DocusaurusSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
}

export const DocusaurusContext = createContext<{ siteConfig: DocusaurusSiteConfig }>({
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {} },
});
