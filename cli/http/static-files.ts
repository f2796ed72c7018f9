import { open, realpath, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { contentTypeOf } from './content-type.ts';
import { parseRange } from './range.ts';
import { isInside } from '../util/path-inside.ts';

/** A file found for a request, open: its size and content are those of this moment, whatever a rebuild does next. */
export interface OpenFile {
  handle: FileHandle;
  stats: Stats;
  /** Path relative to the root, as requested (its extension gives the type). */
  name: string;
}

export interface StaticFilesOptions {
  root: string;
  /** Cache-Control of a served file, by its path relative to the root. */
  cacheControl: (name: string) => string;
}

export interface StaticFiles {
  /** Finds the file for decoded URL segments: `x`, `x.html`, `x/index.html`; never a dotfile, never outside
   * the root. */
  find(segments: string[]): Promise<OpenFile | undefined>;
  /** Sends an open file (conditional GET, one byte range, HEAD) and closes it. */
  send(req: IncomingMessage, res: ServerResponse, file: OpenFile, status?: number): void;
  /** `find` then `send`; false when there is no such file (nothing was sent). */
  serve(req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<boolean>;
}

/** Dotfiles (`.docs-manifest.json`, `.git`) are private; `/.well-known/` is the one public dot folder. */
export function isHidden(parts: string[]): boolean {
  return parts.some((p, i) => p.startsWith('.') && !(i === 0 && p === '.well-known'));
}

/** The files a request's segments may mean, in order: `x`, `x.html`, `x/index.html` (the root: `index.html`). */
export function candidates(segments: string[]): string[] {
  const base = segments.join('/');
  return base ? [base, `${base}.html`, `${base}/index.html`] : ['index.html'];
}

/**
 * The real path of the served folder. `docs build` switches a new output in with two renames (the old
 * folder aside, the new one in place: cli/output/swap.ts), so for an instant the folder is missing; a
 * request in that instant waits for it rather than answering 404.
 */
async function rootNow(root: string): Promise<string | undefined> {
  for (let attempt = 0; ; attempt++) {
    const real = await realpath(root).catch(() => undefined);
    if (real || attempt === 10) return real;
    await new Promise((done) => setTimeout(done, 10));
  }
}

/**
 * The static file layer of `docs serve` and `docs dev`. Every request looks at the disk as it is now (a
 * rebuild's new and changed files are served at once, with their real length), resolves symlinks and
 * refuses anything whose real path is outside the root, and reads from the open file it measured.
 */
export function createStaticFiles(options: StaticFilesOptions): StaticFiles {
  const find = async (segments: string[]): Promise<OpenFile | undefined> => {
    if (isHidden(segments)) return undefined;
    // Resolved per request: `docs build` swaps in a new output folder.
    const root = await rootNow(options.root);
    if (!root) return undefined;
    for (const name of candidates(segments)) {
      const real = await realpath(join(root, name)).catch(() => undefined);
      if (!real || !isInside(root, real) || isHidden(relative(root, real).split(sep))) continue;
      const handle = await open(real, 'r').catch(() => undefined);
      if (!handle) continue;
      const stats = await handle.stat().catch(() => undefined);
      if (stats?.isFile()) return { handle, stats, name };
      await handle.close().catch(() => {}); // a folder, or gone
    }
    return undefined;
  };

  const send = (req: IncomingMessage, res: ServerResponse, file: OpenFile, status = 200): void =>
    sendOpenFile(req, res, file, options.cacheControl(file.name), status);

  return {
    find,
    send,
    async serve(req, res, segments) {
      const file = await find(segments);
      if (!file) return false;
      send(req, res, file);
      return true;
    },
  };
}

/** Sends an open file (conditional GET, one byte range, HEAD) with this Cache-Control, and closes it. */
export function sendOpenFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: OpenFile,
  cacheControl: string,
  status = 200,
): void {
  const { handle, stats } = file;
  const close = () => void handle.close().catch(() => {});
  // The client may have gone while the file was looked up: its 'close' has fired and would never
  // stop a stream started now, leaving the file open.
  if (res.destroyed || !res.socket || res.socket.destroyed) return close();
  const size = stats.size;
  const etag = `W/"${size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const lastModified = stats.mtime.toUTCString();
  res.setHeader('Content-Type', contentTypeOf(file.name));
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified);

  if (status === 200 && isNotModified(req, etag, stats.mtime)) {
    res.writeHead(304);
    res.end();
    return close();
  }
  let start = 0;
  let end = size - 1;
  if (status === 200) {
    res.setHeader('Accept-Ranges', 'bytes');
    const ifRange = req.headers['if-range'];
    const current = ifRange === undefined || ifRange === etag || ifRange === lastModified;
    const range = current ? parseRange(req.headers.range, size) : { kind: 'whole' as const };
    if (range.kind === 'unsatisfiable') {
      res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': 0 });
      res.end();
      return close();
    }
    if (range.kind === 'part') {
      ({ start, end } = range);
      status = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    }
  }
  const length = end - start + 1;
  res.writeHead(status, { 'Content-Length': length });
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return close();
  }
  // Read exactly the measured bytes; if the file shrinks meanwhile, close the connection rather than
  // leave the browser waiting for bytes that will never come.
  const stream = handle.createReadStream({ start, end, autoClose: true });
  let sent = 0;
  stream.on('data', (chunk) => (sent += chunk.length));
  stream.on('end', () => (sent === length ? res.end() : res.destroy()));
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res, { end: false });
}

/** Opens the file at `path` for a request (served as `name`); undefined when it is not a readable file now. */
export async function openFile(path: string, name: string): Promise<OpenFile | undefined> {
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return undefined;
  const stats = await handle.stat().catch(() => undefined);
  if (stats?.isFile()) return { handle, stats, name };
  await handle.close().catch(() => {});
  return undefined;
}

/** RFC 9110 §13.1: If-None-Match wins over If-Modified-Since. */
function isNotModified(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const match = req.headers['if-none-match'];
  if (match !== undefined) {
    return match.trim() === '*' || match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag.slice(2));
  }
  const since = req.headers['if-modified-since'];
  if (since === undefined) return false;
  const date = Date.parse(since);
  return !Number.isNaN(date) && Math.floor(mtime.getTime() / 1000) * 1000 <= date;
}
