import type { RuntimeConfig } from '../../shared/page-data.ts';
import { createHostedBackend } from './hosted.ts';
import { createPagefindBackend } from './pagefind.ts';
import { toResultUrl } from './result-url.ts';
import type { SearchBackend } from './types.ts';

/** The configured backend (hosted when configured, else Pagefind), with result URLs normalised. */
export function createBackend(config: RuntimeConfig): SearchBackend {
  const backend = config.hostedSearch
    ? createHostedBackend(config.hostedSearch)
    : createPagefindBackend(config.baseUrl);
  const fix = (url: string) => toResultUrl(url, location.origin, config.replaceSearchResultPathname);
  return {
    async search(query) {
      const results = await backend.search(query);
      return results.map((r) => ({
        ...r,
        url: fix(r.url),
        sections: r.sections.map((s) => ({ ...s, url: fix(s.url) })),
      }));
    },
  };
}
