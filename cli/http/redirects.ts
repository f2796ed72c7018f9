import { statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';

/** A `_redirects` file (`/old /new 301` per line, `#` comments) as old path → Location. */
export function parseRedirects(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from?.startsWith('/') && to && !map.has(from)) map.set(from, to);
  }
  return map;
}

/**
 * The redirects of a built folder, read from its `_redirects` as it is on disk now (re-read when the file
 * changes, so a rebuild shows at once). `serve` answers them with 301 before serving the redirect pages.
 */
export function redirectsOfFolder(dir: string): (path: string) => string | undefined {
  const file = join(dir, '_redirects');
  let seen = '';
  let map = new Map<string, string>();
  return (path) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    const key = stats ? `${stats.mtimeMs}:${stats.size}:${stats.ino}` : '';
    if (key !== seen) {
      seen = key;
      try {
        map = stats ? parseRedirects(readFileSync(file, 'utf8')) : new Map();
      } catch {
        map = new Map(); // Unreadable: serve the redirect pages as files instead.
      }
    }
    return map.get(path);
  };
}

/** Answers a moved URL: 301 to its new place, the query kept when the target has none. */
export function sendRedirect(res: ServerResponse, location: string, search: string): void {
  const hash = location.indexOf('#');
  const [path, fragment] = hash < 0 ? [location, ''] : [location.slice(0, hash), location.slice(hash)];
  res.writeHead(301, { Location: path.includes('?') ? location : path + search + fragment });
  res.end();
}
