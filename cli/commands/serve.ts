import { statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { cleanPath } from '../../shared/routes.ts';
import { admitRequest } from '../http/admit.ts';
import { builtBaseUrl, locationUnderBase, routeUnderBase } from '../http/base-path.ts';
import { redirectsOfFolder, sendRedirect } from '../http/redirects.ts';
import { createSafeServer, listen, UsageError } from '../http/server.ts';
import { createStaticFiles } from '../http/static-files.ts';
import { serveNegotiatedMarkdown } from '../http/markdown-negotiation.ts';

export { builtBaseUrl }; // main.ts prints the served URL with the base

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
  /** The site's `baseUrl`; by default the one the build recorded in its manifest, else `/`. */
  baseUrl?: string;
}

/**
 * `/x.html`, `/x/index.html`, `/x/index` and `/x/` all mean `/x`: one URL per page (spec §2), kept with its
 * query. (No route ends in `/index`: an `index` page is its folder's route, so `/index` is always a copy.)
 */
export function canonicalPath(pathname: string): string | undefined {
  let p = cleanPath(pathname);
  if (p.endsWith('/index')) p = p.slice(0, -'/index'.length) || '/';
  return p !== pathname ? p : undefined;
}

/** Hashed assets never change under their name; everything else must be revalidated. */
function cacheControl(name: string): string {
  return name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/** The not-found page is only ever a 404, also when asked for by name. */
const isNotFoundPage = (segments: string[]) =>
  segments.length === 1 && (segments[0] === '404' || segments[0] === '404.html');

/**
 * The request handler of `docs serve`: the site under its base URL (`/` and `/docs` lead to `/docs/`,
 * other paths outside it are 404), redirects to clean URLs, static files as they are on disk now, then
 * 404.html with status 404. Only GET and HEAD; every response carries the security headers.
 */
export function createStaticHandler(dir: string, base = builtBaseUrl(dir)) {
  const files = createStaticFiles({ root: resolve(dir), cacheControl });
  const movedTo = redirectsOfFolder(resolve(dir));
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const admitted = admitRequest(req, res);
    if (!admitted) return;
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
    const moved = movedTo(admitted.raw);
    if (moved) return sendRedirect(res, moved, search);
    if (inside && (await serveNegotiatedMarkdown(req, res, files, segments))) return;
    if (inside && !isNotFoundPage(segments) && (await files.serve(req, res, segments))) return;
    const notFound = await files.find(['404.html']);
    if (notFound) return files.send(req, res, notFound, 404);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('<h1>Page not found</h1>');
  };
}

/** `--dir` must be a folder: anything else is a usage mistake with one line of explanation. */
function checkServeDir(dir: string): void {
  const stats = statSync(dir, { throwIfNoEntry: false });
  if (!stats) {
    throw new UsageError(`No built site at ${dir}. Run \`docs build\` first, or point --dir at the built folder.`);
  }
  if (!stats.isDirectory()) {
    throw new UsageError(`${dir} is a file, not a folder: point --dir at the folder \`docs build\` wrote.`);
  }
}

/** Starts `docs serve` on 127.0.0.1 (port 0 picks a free port, which the tests use). */
export async function serveCommand(options: ServeOptions): Promise<Server> {
  checkServeDir(options.dir);
  const server = createSafeServer(createStaticHandler(options.dir, options.baseUrl), {
    onError: (error, req) => console.error(`docs serve: ${req.method} ${req.url}: ${(error as Error)?.stack ?? error}`),
  });
  await listen(server, options.port, options.host ?? '127.0.0.1');
  return server;
}
