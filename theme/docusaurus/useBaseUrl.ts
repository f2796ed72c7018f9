import { useContext } from 'react';
import { DocusaurusContext } from './context.ts';

/** Prefixes a site path with the base URL; external URLs and `#anchors` are left alone (as Docusaurus does). */
export function withBaseUrl(baseUrl: string, url: string, { absolute = false, origin = '' } = {}): string {
  if (!url || /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  const path = url.startsWith(baseUrl) ? url : baseUrl.replace(/\/$/, '') + (url.startsWith('/') ? url : `/${url}`);
  return absolute ? origin.replace(/\/$/, '') + path : path;
}

/** `@docusaurus/useBaseUrl`. */
export default function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}) {
  const { siteConfig } = useContext(DocusaurusContext);
  return withBaseUrl(siteConfig.baseUrl, url, { absolute: options.absolute, origin: siteConfig.url });
}

export function useBaseUrlUtils() {
  const { siteConfig } = useContext(DocusaurusContext);
  return {
    withBaseUrl: (url: string, options: { absolute?: boolean } = {}) =>
      withBaseUrl(siteConfig.baseUrl, url, { absolute: options.absolute, origin: siteConfig.url }),
  };
}
