import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  cleanSearchUrl,
  mergeSearchShards,
  PAGEFIND_SEARCH_OPTIONS,
  searchExactFirst,
} from '../../shared/search-ranking.ts';
import { parseEntities } from 'parse-entities';
import { builtBaseUrl } from '../http/base-path.ts';
import { isInside } from '../util/path-inside.ts';
import { withPagefind } from '../util/pagefind-service.ts';

/** One result of `search_docs`: what an agent needs to pick a page and fetch it with `get_page`. */
export interface DocsSearchHit {
  title: string;
  url: string;
  snippet: string;
}

interface PagefindData {
  url: string;
  meta: { title?: string; symbol?: string; context?: string };
  excerpt: string;
}
interface PagefindInstance {
  search(
    q: string | null,
    o?: { filters?: Record<string, string> },
  ): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] } | null>;
  destroy(): Promise<void> | void;
  init(): Promise<void>;
  mergeIndex(path: string, o?: Record<string, unknown>): Promise<void>;
}
interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

/**
 * Excerpts are escaped text with `<mark>` around matches; an agent reads plain text. Every character
 * reference is decoded (named, `&#39;`, `&#x2019;`…) by parse-entities, the decoder micromark uses.
 */
export function plainSnippet(html: string): string {
  return parseEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Pagefind's own Node package only writes indexes; reading one is done by the `pagefind.js` the build
 * ships, an ES module written for browsers that fetches its index files. Running that same module here
 * (rather than re-implementing search over other records) is what makes results rank exactly as on the
 * site. Its fetches of `file:` URLs are answered from disk, confined to the index folders registered
 * here; every other URL goes to the real `fetch`, which the index never asks for.
 */
const allowedRoots = new Set<string>();
let fetchInstalled = false;
function installFileFetch(): void {
  if (fetchInstalled) return;
  fetchInstalled = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!href.startsWith('file:')) return networkFetch(input, init);
    const url = new URL(href);
    const path = await realpath(fileURLToPath(new URL(url.pathname, 'file:'))).catch(() => undefined);
    const inside = path && [...allowedRoots].some((root) => isInside(root, path));
    if (!path || !inside) return new Response('not found', { status: 404 });
    const body = await readFile(path);
    const type = path.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(body, { headers: { 'Content-Type': type } });
  };
}

let installedScript: Promise<string> | undefined;

/**
 * The `pagefind.js` of the Pagefind the project installed (base64), as it writes into every index: asked
 * of the installed package once per process (an index of one record; the script does not depend on it).
 */
export function installedPagefindScript(): Promise<string> {
  installedScript ??= (async () => {
    // The service is shared with any build running in this process: only this index is freed here.
    const script = await withPagefind(async (pagefind) => {
      const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
      if (!index) throw new Error('the installed Pagefind could not start');
      try {
        await index.addCustomRecord({ url: '/', content: 'docs', language: 'en' });
        return (await index.getFiles()).files.find((f) => f.path.replace(/^\/+/, '') === 'pagefind.js');
      } finally {
        await index.deleteIndex();
      }
    });
    if (!script) throw new Error('the installed Pagefind wrote no pagefind.js');
    return Buffer.from(script.content).toString('base64');
  })();
  installedScript.catch(() => (installedScript = undefined));
  return installedScript;
}

/**
 * Search over a built site's Pagefind index (`<dir>/pagefind/`), with the site's ranking options.
 * The folder is resolved on each search: `docs build` swaps in a new version folder, and the next
 * search loads the new index.
 */
export function createBuiltSearch(dir: string) {
  let current: { real: string; instance: Promise<PagefindInstance> } | undefined;

  const instanceFor = async (): Promise<PagefindInstance> => {
    const real = await realpath(join(dir, 'pagefind')).catch(() => undefined);
    if (!real)
      throw new Error(
        `No search index in ${dir}/pagefind: build the site with \`docs build\` (without --no-search-index).`,
      );
    if (current?.real === real) return current.instance;
    if (current) void current.instance.then((i) => i.destroy()).catch(() => {});
    installFileFetch();
    allowedRoots.add(real);
    const basePath = pathToFileURL(real).href + '/';
    // Imported from its text as a `data:` module: a `.js` file with no `"type": "module"` beside it would
    // be loaded as CommonJS by TypeScript loaders. It needs no URL of its own (basePath is given).
    // The search code is the installed Pagefind's, never the folder's `pagefind.js`: a built folder from a CI
    // artifact or a download is data, and running its script would give it this server's rights.
    const instance = installedPagefindScript()
      .then((source) => import(`data:text/javascript;base64,${source}`) as Promise<PagefindModule>)
      // Results carry the site's URLs, under the baseUrl the build recorded (get_page accepts them).
      .then(async (pf) => {
        const options = { baseUrl: builtBaseUrl(dir), ...PAGEFIND_SEARCH_OPTIONS };
        const instance = pf.createInstance({ basePath, ...options });
        // A large site's index comes in shards, merged as the site's search box merges them.
        await mergeSearchShards(instance, basePath, options);
        return instance;
      });
    current = { real, instance };
    instance.catch(() => (current = undefined));
    return instance;
  };

  return {
    /** `scope`: Pagefind filters every result must match (`{version: '2.0'}` on a site with versioned docs). */
    async search(query: string, limit: number, scope?: Record<string, string>): Promise<DocsSearchHit[]> {
      const top = await searchExactFirst(await instanceFor(), query, limit, scope);
      return top.map((d) => ({
        // An API symbol's record says on which page it is, as the search box shows it.
        title: d.meta.symbol ? `${d.meta.symbol} · ${d.meta.context}` : (d.meta.title ?? cleanSearchUrl(d.url)),
        url: cleanSearchUrl(d.url),
        snippet: plainSnippet(d.excerpt),
      }));
    },
  };
}
