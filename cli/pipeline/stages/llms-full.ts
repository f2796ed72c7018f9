import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedConfig } from '../../config/load.ts';
import { hash } from '../../util/hash.ts';
import { linkOutputFile } from '../../output/write.ts';
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

/**
 * The previous file's parts by key, each as its bytes, when the file is there and is as long as its parts
 * say (else nothing is reused).
 */
function previousParts(previous: LlmsFullPrevious | undefined): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  if (!previous?.llmsFullParts?.length) return found;
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(previous.dir, LLMS_FULL_FILE));
  } catch {
    return found; // gone or unreadable: every part is made again
  }
  if (previous.llmsFullParts.reduce((sum, [, n]) => sum + n, 0) !== bytes.length) return found;
  let at = 0;
  for (const [key, n] of previous.llmsFullParts) {
    found.set(key, bytes.subarray(at, at + n));
    at += n;
  }
  return found;
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
  const reusable = target.kind === 'dir' ? previousParts(previous) : new Map<string, Buffer>();
  const parts: LlmsFullPart[] = [];
  const chunks: Buffer[] = [];
  let read = 0;
  for (const piece of pieces(config, routes, pages, (f) => readTextFromTarget(target, f))) {
    let bytes = reusable.get(piece.key);
    if (!bytes) {
      if (parts.length > 0) read++; // a page's copy (the first part is the header)
      bytes = Buffer.from(piece.text() ?? '', 'utf8');
    }
    chunks.push(bytes);
    parts.push([piece.key, bytes.length]);
  }
  const content = Buffer.concat(chunks);
  writeToTarget(target, LLMS_FULL_FILE, target.kind === 'memory' ? content.toString('utf8') : content);
  return { key, parts, read, pages: listed };
}
