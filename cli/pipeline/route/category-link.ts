import type { SidebarCategoryLinkConfig } from '../../config/schema.ts';
import { unknownDocId, type RouteContext } from './context.ts';
import { generatedIndexPage } from './generated-index.ts';

/** The page a category links to: a doc of the site, or its generated index page. */
export function categoryLink(
  ctx: RouteContext,
  sidebar: string,
  label: string,
  link: SidebarCategoryLinkConfig | null | undefined,
  description: string | undefined,
  file = ctx.config.files.sidebars,
  /** Where `link` is written in `file` (a `_category_` file's `['link']`); found by value in the sidebars file. */
  linkPath?: PropertyKey[],
): { href?: string; docId?: string } {
  if (!link) return {};
  if (link.type === 'generated-index') {
    const page = generatedIndexPage(ctx, label, link, description, file, linkPath);
    return page ? { href: page.route, docId: page.id } : {};
  }
  const doc = ctx.docs[link.id];
  if (!doc) {
    const where = `Category \`${label}\` of sidebar \`${sidebar}\``;
    if (linkPath) unknownDocId(ctx, link.id, where, file, [...linkPath, 'id']);
    else unknownDocId(ctx, link.id, where, file);
    return {};
  }
  return { href: doc.route, docId: doc.id };
}
