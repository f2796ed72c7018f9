import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedConfig } from '../../config/load.ts';
import { hash } from '../../util/hash.ts';
import { linkOutputFile, writeOutputSpliced, type SplicePiece } from '../../output/write.ts';
import { encodeUrlPath } from '../../output/escape.ts';
import { readTextFromTarget, writeToTarget, type OutputTarget } from '../../output/target.ts';
import { routeToMarkdownFile, siteOrigin, withBaseUrl } from '../../../shared/routes.ts';
import type { SidebarItem } from '../../../shared/page-data.ts';
import type { PageResult, RouteTable } from '../types.ts';

import { LLMS_FULL_FILE } from './site-files.ts';

/** Doc ids in the order a reader meets them: each sidebar top to bottom, a category's own page first. */
function sidebarOrder(sidebars: Record<string, SidebarItem[]>): string[] {
  const ids: string[] = [];
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.docId) ids.push(item.docId);
      if (item.type === 'category') walk(item.items);
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return ids;
}

/**
 * The listed pages in sidebar order; pages in no sidebar (API reference, pages reached only by link)
 * follow, by route. Unlisted pages are left out, as from llms.txt, the sitemap and search.
 */
export function llmsFullPages(routes: RouteTable, pages: PageResult[]): PageResult[] {
  const listed = pages.filter((p) => !p.unlisted);
  const rank = new Map<string, number>();
  for (const id of sidebarOrder(routes.sidebars)) if (!rank.has(id)) rank.set(id, rank.size);
  const inSidebar = listed.filter((p) => rank.has(p.docId)).sort((a, b) => rank.get(a.docId)! - rank.get(b.docId)!);
  const rest = listed.filter((p) => !rank.has(p.docId)).sort((a, b) => a.path.localeCompare(b.path));
  return [...inSidebar, ...rest];
}

/** One part of `llms-full.txt` as the manifest records it: the key of what it was made of, and its length in bytes. */
export type LlmsFullPart = [key: string, bytes: number];

/** The previous output's `llms-full.txt`: where it is, its key and its parts (from its build manifest). */
export interface LlmsFullPrevious {
  dir: string;
  llmsFullKey?: string;
  llmsFullParts?: LlmsFullPart[];
}

/** What `emitLlmsFull` wrote: the file's key and parts (for the next build), and how many copies it read. */
export interface LlmsFullEmitted {
  key: string;
  parts?: LlmsFullPart[];
  /** Listed pages whose Markdown copy was read (the others' parts came from the previous file). */
  read: number;
  pages: number;
}

/** A part of the file: the header, or one page's copy introduced by its URL, with the key of what made it. */
interface Piece {
  key: string;
  /** The text, or how to make it (a page's Markdown copy is read only when its part cannot be reused). */
  text: () => string | undefined;
}

function pieces(
  config: ResolvedConfig,
  routes: RouteTable,
  pages: PageResult[],
  readMarkdown: (file: string) => string | undefined,
): Piece[] {
  const { title, tagline, url, baseUrl } = config.site;
  const origin = siteOrigin(url);
  const header: Piece = { key: hash(LLMS_FULL_VERSION, title, tagline), text: () => `# ${title}\n\n> ${tagline}\n` };
  return [
    header,
    ...llmsFullPages(routes, pages).map((page) => ({
      // Equal render keys mean byte-identical Markdown copies.
      key: hash(LLMS_FULL_VERSION, url, baseUrl, page.path, page.renderKey),
      text: () => {
        const markdown = readMarkdown(routeToMarkdownFile(page.path));
        if (markdown === undefined) return undefined;
        const source = origin + encodeUrlPath(withBaseUrl(baseUrl, page.path));
        return `${SEPARATOR}Source: ${source}\n\n${markdown.trimEnd()}\n`;
      },
    })),
  ];
}

const SEPARATOR = '\n---\n\n';

/**
 * `llms-full.txt`: every listed page's Markdown copy (the `<route>.md` files, where components are already
 * rendered to what a reader sees, never raw MDX), one after another, each introduced by its URL.
 */
export function buildLlmsFullTxt(
  config: ResolvedConfig,
  routes: RouteTable,
  pages: PageResult[],
  readMarkdown: (file: string) => string | undefined,
): string {
  return pieces(config, routes, pages, readMarkdown)
    .map((p) => p.text() ?? '')
    .join('');
}

/**
 * Everything `llms-full.txt` is made of: the site's title, tagline and URL, and the listed pages in order,
 * each by route and render key (equal render keys mean byte-identical Markdown copies). Equal keys mean
 * byte-identical files.
 */
export function llmsFullKey(config: ResolvedConfig, routes: RouteTable, pages: PageResult[]): string {
  const { title, tagline, url, baseUrl } = config.site;
  const order = llmsFullPages(routes, pages).map((p) => `${p.path}\0${p.renderKey}`);
  return hash(LLMS_FULL_VERSION, title, tagline, url, baseUrl, order.join('\n'));
}

/** Bump when `buildLlmsFullTxt` changes what it writes for the same pages. */
const LLMS_FULL_VERSION = '1';

/** Where a part lies in the previous file. */
interface Range {
  at: number;
  bytes: number;
}

/**
 * The previous file's parts by key, each as where it lies in that file, when the file is there and is as long as
 * its parts say (else nothing is reused). The file itself is not read: its parts are copied from it as it is written.
 */
function previousParts(previous: LlmsFullPrevious | undefined): Map<string, Range> {
  const found = new Map<string, Range>();
  if (!previous?.llmsFullParts?.length) return found;
  let size: number;
  try {
    size = statSync(join(previous.dir, LLMS_FULL_FILE)).size;
  } catch {
    return found; // gone or unreadable: every part is made again
  }
  if (previous.llmsFullParts.reduce((sum, [, n]) => sum + n, 0) !== size) return found;
  let at = 0;
  for (const [key, bytes] of previous.llmsFullParts) {
    found.set(key, { at, bytes });
    at += bytes;
  }
  return found;
}

/**
 * The file as pieces, each part a range of the previous file when its key is there (adjacent ranges joined, so an
 * unchanged stretch is one copy), else its text made now; and the parts' keys and lengths.
 */
function assemble(
  all: Piece[],
  reusable: Map<string, Range>,
): { pieces: SplicePiece[]; parts: LlmsFullPart[]; read: number } {
  const pieces: SplicePiece[] = [];
  const parts: LlmsFullPart[] = [];
  let read = 0;
  for (const piece of all) {
    const range = reusable.get(piece.key);
    const last = pieces.at(-1);
    if (range) {
      if (last && !(last instanceof Uint8Array) && last.at + last.bytes === range.at) last.bytes += range.bytes;
      else pieces.push({ ...range });
      parts.push([piece.key, range.bytes]);
      continue;
    }
    if (parts.length > 0) read++; // a page's copy (the first part is the header)
    const bytes = Buffer.from(piece.text() ?? '', 'utf8');
    pieces.push(bytes);
    parts.push([piece.key, bytes.length]);
  }
  return { pieces, parts, read };
}

/**
 * Writes `llms-full.txt` after the pages, unless `static/` has one of its own (`own`); returns its key and
 * parts. When the previous build's file has the same key it is linked, not rebuilt. Otherwise each part whose
 * key the previous file's manifest lists is copied from that file, and only the other pages' Markdown copies
 * are read: a one-page change reads one copy, not every page's (10,000 files at 10,000 pages).
 */
export function emitLlmsFull(
  config: ResolvedConfig,
  routes: RouteTable,
  pages: PageResult[],
  target: OutputTarget,
  own: Set<string>,
  previous?: LlmsFullPrevious,
): LlmsFullEmitted | undefined {
  if (target.kind === 'none' || own.has(LLMS_FULL_FILE)) return undefined;
  const key = llmsFullKey(config, routes, pages);
  const listed = llmsFullPages(routes, pages).length;
  if (target.kind === 'dir' && previous?.llmsFullKey === key) {
    try {
      linkOutputFile(target.dir, LLMS_FULL_FILE, join(previous.dir, LLMS_FULL_FILE));
      return { key, parts: previous.llmsFullParts, read: 0, pages: listed };
    } catch {
      // The previous file is gone (or unreadable): build it as on a first run.
    }
  }
  const all = pieces(config, routes, pages, (f) => readTextFromTarget(target, f));
  const reusable = target.kind === 'dir' ? previousParts(previous) : new Map<string, Range>();
  if (target.kind === 'dir' && previous && reusable.size) {
    const made = assemble(all, reusable);
    try {
      writeOutputSpliced(target.dir, LLMS_FULL_FILE, join(previous.dir, LLMS_FULL_FILE), made.pieces);
      return { key, parts: made.parts, read: made.read, pages: listed };
    } catch {
      // The previous file changed since its parts were recorded: every part is made again, below.
    }
  }
  const made = assemble(all, new Map());
  const content = Buffer.concat(made.pieces as Uint8Array[]);
  writeToTarget(target, LLMS_FULL_FILE, target.kind === 'memory' ? content.toString('utf8') : content);
  return { key, parts: made.parts, read: made.read, pages: listed };
}
