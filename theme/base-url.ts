import { createContext, useContext } from 'react';
import { withBaseUrl } from '../shared/routes.ts';

/**
 * The site's `baseUrl` for components (Docusaurus's `useBaseUrl`). Page data, sidebars and routes hold
 * URLs without the base; a component puts it in front of each URL it writes. Provided by `Layout` on the
 * server and by the router and the lazy sidebar in the browser; `/` when nothing provides it.
 */
export const BaseUrlContext = createContext('/');

/** A written URL under the base: `useBaseUrl('/x')` → `/docs/x` (external and `#` URLs unchanged). */
export function useBaseUrl(url: string): string;
export function useBaseUrl(url: string | undefined): string | undefined;
export function useBaseUrl(url: string | undefined): string | undefined {
  const base = useContext(BaseUrlContext);
  return url === undefined ? undefined : withBaseUrl(base, url);
}

/** The base itself, for components that write several URLs (lists). */
export function useSiteBase(): string {
  return useContext(BaseUrlContext);
}
