import { useContext } from 'react';
import { DocusaurusContext } from './context.ts';

/** `@docusaurus/useDocusaurusContext`: `{siteConfig}` from our site config (title, tagline, url, baseUrl). */
export default function useDocusaurusContext() {
  return useContext(DocusaurusContext);
}
