import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { cleanPath } from '../../theme/clean-path.ts';

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
}

/** `/x.html`, `/x/index.html` and `/x/` all mean `/x`: one URL per page (spec §2), kept with its query. */
export function canonicalPath(pathname: string): string | undefined {
  const p = cleanPath(pathname);
  return p !== pathname ? p : undefined;
}

/** Hashed assets never change under their name; everything else must be revalidated. */
function setHeaders(res: ServerResponse, pathname: string): void {
  res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
}

/** The request handler of `docs serve`: redirects to clean URLs, static files, then 404.html with status 404. */
export function createStaticHandler(dir: string) {
  const root = resolve(dir);
  const files = sirv(root, { extensions: ['html'], etag: true, dotfiles: false, setHeaders: (res, pathname) => setHeaders(res as ServerResponse, pathname) });
  const notFoundFile = join(root, '404.html');
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const clean = canonicalPath(url.pathname);
    if (clean && !url.pathname.startsWith('/assets/') && url.pathname !== '/404.html') {
      res.writeHead(301, { Location: clean + url.search });
      res.end();
      return;
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(existsSync(notFoundFile) ? readFileSync(notFoundFile) : '<h1>Page not found</h1>');
    });
  };
}

/** Starts `docs serve` on 127.0.0.1 (port 0 picks a free port, which the tests use). */
export function serveCommand(options: ServeOptions): Promise<Server> {
  const server = createServer(createStaticHandler(options.dir));
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise(server));
  });
}
