import { withBaseUrl } from '../../shared/routes.ts';

/**
 * The URLs a page modulepreloads for its islands: each island's chunk and the chunks it imports (the bundle
 * stage's `AssetManifest.islandPreload`, by island id), once each, in the order the page renders them, under
 * the site's base. `ids` is what the page's render recorded (`CompiledDoc.islands`), never read from its HTML.
 */
export function islandPreloads(
  ids: readonly string[] | undefined,
  preload: Readonly<Record<string, readonly string[]>> | undefined,
  baseUrl: string,
): string[] {
  if (!ids?.length || !preload) return [];
  return [...new Set(ids.flatMap((id) => preload[id] ?? []))].map((url) => withBaseUrl(baseUrl, url));
}
