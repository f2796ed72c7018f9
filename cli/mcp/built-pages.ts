import { cleanPath, routeToMarkdownFile, stripBase } from '../../shared/routes.ts';
import { builtBaseUrl } from '../http/base-path.ts';
import { parseRequestPath } from '../http/request-path.ts';
import { createStaticFiles } from '../http/static-files.ts';

export type PageLookup = { ok: true; route: string; markdown: string } | { ok: false; message: string };

/**
 * The route a `get_page` argument names: a route (`/guides/x`, `guides/x`), its Markdown copy
 * (`/guides/x.md`) or a full URL of the site (`https://host/guides/x#anchor`). Parsed as the servers
 * parse request paths, so `..` never climbs out and encoded separators are refused.
 */
export function routeOfPagePath(path: string): string | undefined {
  const trimmed = path.trim();
  const parsed = parseRequestPath(
    /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : '/' + trimmed.replace(/^\/+/, ''),
  );
  if (!parsed.ok) return undefined;
  const route = cleanPath('/' + parsed.path.segments.join('/'));
  return route.endsWith('.md') ? cleanPath(route.slice(0, -3)).replace(/^\/index$/, '/') : route;
}

/**
 * Reads a page's Markdown copy (`<route>.md`) from a built folder through the static-file layer of
 * `docs serve`: no dotfiles, nothing whose real path (symlinks followed) leaves the folder.
 */
export function createBuiltPages(dir: string) {
  const files = createStaticFiles({ root: dir, cacheControl: () => 'no-cache' });
  return {
    async get(path: string): Promise<PageLookup> {
      const written = routeOfPagePath(path);
      if (!written)
        return { ok: false, message: `Not a page path: ${JSON.stringify(path)}. Pass a route such as /guides/x.` };
      // search_docs answers with the site's URLs, under its baseUrl (`/docs/guides/x`); routes without it work too.
      const inside = stripBase(builtBaseUrl(dir), written);
      const routes = inside !== undefined && inside !== written ? [inside, written] : [written];
      let route = written;
      let name = routeToMarkdownFile(route);
      let file: Awaited<ReturnType<typeof files.find>> = undefined;
      for (const r of routes) {
        [route, name] = [r, routeToMarkdownFile(r)];
        if ((file = await files.find(name.split('/')))) break;
      }
      if (!file) return { ok: false, message: `No page at ${route}. Use search_docs to find the page's URL.` };
      try {
        if (file.name !== name)
          return { ok: false, message: `No page at ${route}. Use search_docs to find the page's URL.` };
        return { ok: true, route, markdown: await file.handle.readFile('utf8') };
      } finally {
        await file.handle.close().catch(() => {});
      }
    },
  };
}
