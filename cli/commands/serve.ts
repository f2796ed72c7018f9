import { statSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { builtBaseUrl } from '../http/base-path.ts';
import { redirectsOfFolder } from '../http/redirects.ts';
import { createSafeServer, listen, UsageError } from '../http/server.ts';
import { createStaticFiles } from '../http/static-files.ts';
import { canonicalPath, createSiteHandler } from '../http/site-handler.ts';

export { builtBaseUrl }; // main.ts prints the served URL with the base
export { canonicalPath };

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
  /** The site's `baseUrl`; by default the one the build recorded in its manifest, else `/`. */
  baseUrl?: string;
}

/** Hashed assets never change under their name; everything else must be revalidated. */
function cacheControl(name: string): string {
  return name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/**
 * The request handler of `docs serve`: the one site handler (cli/http/site-handler.ts) over a built folder,
 * its files and its `_redirects` as they are on disk now.
 */
export function createStaticHandler(dir: string, base = builtBaseUrl(dir)) {
  const files = createStaticFiles({ root: resolve(dir), cacheControl });
  const movedTo = redirectsOfFolder(resolve(dir));
  return createSiteHandler({
    baseUrl: () => base,
    redirect: movedTo,
    cacheControl,
    find: async (segments) => {
      const open = await files.find(segments);
      return open && { name: open.name, open };
    },
  });
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
