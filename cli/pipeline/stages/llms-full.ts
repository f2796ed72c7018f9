import type { ResolvedConfig } from '../../config/load.ts';
import { encodeUrlPath } from '../../output/escape.ts';
import { readTextFromTarget, writeToTarget, type OutputTarget } from '../../output/target.ts';
import { routeToMarkdownFile, siteOrigin, withBaseUrl } from '../../../shared/routes.ts';
import type { SidebarItem } from '../../../shared/page-data.ts';
import type { PageResult } from '../page/page-job.ts';
import type { RouteTable } from './route.ts';

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

/** Writes `llms-full.txt` after the pages, unless `static/` has one of its own (`own`). */
export function emitLlmsFull(
  config: ResolvedConfig,
  routes: RouteTable,
  pages: PageResult[],
  target: OutputTarget,
  own: Set<string>,
): void {
  if (target.kind === 'none' || own.has(LLMS_FULL_FILE)) return;
  writeToTarget(
    target,
    LLMS_FULL_FILE,
    buildLlmsFullTxt(config, routes, pages, (f) => readTextFromTarget(target, f)),
  );
}
