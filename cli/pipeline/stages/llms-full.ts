import { join } from 'node:path';
import type { ResolvedConfig } from '../../config/load.ts';
import { hash } from '../../util/hash.ts';
import { linkOutputFile } from '../../output/write.ts';
import { encodeUrlPath } from '../../output/escape.ts';
import { readTextFromTarget, writeToTarget, type OutputTarget } from '../../output/target.ts';
import { routeToMarkdownFile, siteOrigin, withBaseUrl } from '../../../shared/routes.ts';
import type { SidebarItem } from '../../../shared/page-data.ts';
import type { PageResult, RouteTable } from '../types.ts';

export const LLMS_FULL_FILE = 'llms-full.txt';

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
  const origin = siteOrigin(config.site.url);
  const parts = [`# ${config.site.title}\n\n> ${config.site.tagline}\n`];
  for (const page of llmsFullPages(routes, pages)) {
    const file = routeToMarkdownFile(page.path);
    const markdown = readMarkdown(file);
    if (markdown === undefined) continue;
    parts.push(
      `Source: ${origin + encodeUrlPath(withBaseUrl(config.site.baseUrl, page.path))}\n\n${markdown.trimEnd()}\n`,
    );
  }
  return parts.join('\n---\n\n');
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
 * Writes `llms-full.txt` after the pages, unless `static/` has one of its own (`own`); returns its key.
 * When the previous build's file has the same key it is linked, not rebuilt: building it reads every
 * page's Markdown copy back (10,000 files at 10,000 pages).
 */
export function emitLlmsFull(
  config: ResolvedConfig,
  routes: RouteTable,
  pages: PageResult[],
  target: OutputTarget,
  own: Set<string>,
  previous?: { dir: string; llmsFullKey?: string },
): string | undefined {
  if (target.kind === 'none' || own.has(LLMS_FULL_FILE)) return undefined;
  const key = llmsFullKey(config, routes, pages);
  if (target.kind === 'dir' && previous?.llmsFullKey === key) {
    try {
      linkOutputFile(target.dir, LLMS_FULL_FILE, join(previous.dir, LLMS_FULL_FILE));
      return key;
    } catch {
      // The previous file is gone (or unreadable): build it as on a first run.
    }
  }
  writeToTarget(
    target,
    LLMS_FULL_FILE,
    buildLlmsFullTxt(config, routes, pages, (f) => readTextFromTarget(target, f)),
  );
  return key;
}
