import type { IncomingMessage, ServerResponse } from 'node:http';
import { cleanPath } from '../../shared/routes.ts';
import { admitRequest } from './admit.ts';
import { locationUnderBase, routeUnderBase } from './base-path.ts';
import { contentTypeOf, withCharset } from './content-type.ts';
import { isPageRoute, markdownFileOf, prefersMarkdown } from './markdown-negotiation.ts';
import { sendRedirect } from './redirects.ts';
import { sendOpenFile, type OpenFile } from './static-files.ts';

/**
 * A file of the site at an output path, as `docs build` lays it out: open on disk (a built folder, a static
 * file) or made in memory (`docs dev`: a page rendered on request, or its error overlay with `status` 500).
 */
export type SiteFile =
  { name: string; open: OpenFile } | { name: string; body: string | Uint8Array; status?: number; type?: string };

/** What the one request handler serves: a built folder (`docs serve`) or the live site (`docs dev`). */
export interface SiteSource {
  /** The site's `baseUrl` now (dev: the config may change it). */
  baseUrl(): string;
  /** `_redirects`: where an old URL (as requested, with the base) has moved. */
  redirect(path: string): string | undefined;
  /** The file the first of these decoded segments' candidates that exists names (`x`, `x.html`, `x/index.html`). */
  find(segments: string[]): Promise<SiteFile | undefined>;
  /** Cache-Control by output path. */
  cacheControl(name: string): string;
}

export interface SiteHandlerOptions {
  /** Check `Host` against the loopback names and this `--host` (docs dev: DNS rebinding). */
  host?: string;
}

/** `/x.html`, `/x/index.html` and `/x/` all mean `/x`: one URL per page, kept with its query. */
export function canonicalPath(pathname: string): string | undefined {
  let p = cleanPath(pathname);
  // No route ends in `/index` (an `index` page is its folder's route), so `/x/index` is always a copy of `/x`.
  if (p.endsWith('/index')) p = p.slice(0, -'/index'.length) || '/';
  return p !== pathname ? p : undefined;
}

/** The not-found page is only ever a 404, also when asked for by name. */
const isNotFoundPage = (segments: string[]) =>
  segments.length === 1 && (segments[0] === '404' || segments[0] === '404.html');

/**
 * The request handler of `docs serve` and `docs dev`, so URL handling exists once: the site under its base URL
 * (`/` and `/docs` lead to `/docs/`, other paths outside it are 404), redirects to clean URLs, `_redirects`,
 * Markdown for a page route asked for with `Accept: text/markdown`, the file, then 404.html with status 404.
 * Only GET and HEAD; every response carries the security headers.
 */
export function createSiteHandler(source: SiteSource, options: SiteHandlerOptions = {}) {
  const deliver = (req: IncomingMessage, res: ServerResponse, file: SiteFile, status = 200): void => {
    if ('open' in file) return sendOpenFile(req, res, file.open, source.cacheControl(file.name), status);
    const type = file.type ?? contentTypeOf(file.name);
    res.writeHead(file.status ?? status, {
      'Content-Type': type.includes('charset=') ? type : withCharset(type),
      'Cache-Control': source.cacheControl(file.name),
    });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  };
  const release = (file: SiteFile | undefined) => {
    if (file && 'open' in file) void file.open.handle.close().catch(() => {});
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const admitted = admitRequest(req, res, { host: options.host });
    if (!admitted) return;
    const base = source.baseUrl();
    const routed = routeUnderBase(base, admitted);
    if (routed.kind === 'redirect') return sendRedirect(res, routed.location, '');
    const inside = routed.kind === 'inside';
    const { raw, segments, search } = inside ? routed.path : admitted;
    const clean = inside ? canonicalPath(raw) : undefined;
    if (clean && !raw.startsWith('/assets/') && raw !== '/404.html') {
      res.writeHead(301, { Location: locationUnderBase(base, clean) + search });
      return void res.end();
    }
    // `_redirects` names old URLs with the base, as the host that reads it sees them.
    const moved = source.redirect(admitted.raw);
    if (moved) return sendRedirect(res, moved, search);
    if (inside && isPageRoute(segments)) {
      // Every page-route response varies by Accept, so caches keep both.
      res.setHeader('Vary', 'Accept');
      if (prefersMarkdown(req.headers.accept)) {
        const name = markdownFileOf(segments);
        const markdown = await source.find(name.split('/'));
        if (markdown?.name === name) return deliver(req, res, markdown);
        release(markdown);
      }
    }
    const file = inside && !isNotFoundPage(segments) ? await source.find(segments) : undefined;
    if (file) return deliver(req, res, file);
    const notFound = await source.find(['404.html']);
    if (notFound) return deliver(req, res, notFound, 404);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('<h1>Page not found</h1>');
  };
}
