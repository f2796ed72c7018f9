import { placeInFile } from '../../config/place-in-file.ts';
import type { Crumb, PageLink, SidebarCategoryItem, SidebarItem, TagRef } from '../../../shared/page-data.ts';
import type { DocEntry, DocPlacement } from '../types.ts';
import { cardsOf } from './cards.ts';
import { checkContentRules } from './content-rules.ts';
import { docLabel, unknownDocId, type RouteContext } from './context.ts';
import { walkSidebar } from './sidebars.ts';

/** Where each doc sits in the sidebars: the first sidebar listing it, its parents, the reading order. */
function sidebarMembership(sidebars: Record<string, SidebarItem[]>, docs: Record<string, DocEntry>) {
  const sidebarOf: Record<string, string> = {};
  const crumbsOf: Record<string, Crumb[]> = {};
  const categoryOf: Record<string, SidebarCategoryItem> = {};
  const order: Record<string, string[]> = {};
  for (const [name, items] of Object.entries(sidebars)) {
    order[name] = [];
    // A set beside the list: `includes` on a sidebar of 5,000 docs made this walk quadratic (1 s at 10,000 pages).
    const listed = new Set<string>();
    walkSidebar(items, (item, parents) => {
      if (!item.docId) return;
      if (!(item.docId in sidebarOf)) {
        sidebarOf[item.docId] = name;
        crumbsOf[item.docId] = parents.filter((p) => p !== item).map((p) => ({ label: p.label, href: p.href }));
      }
      if (item.type === 'category' && !(item.docId in categoryOf)) categoryOf[item.docId] = item;
      if (!listed.has(item.docId) && !docs[item.docId]?.unlisted) {
        listed.add(item.docId);
        order[name].push(item.docId);
      }
    });
  }
  return { sidebarOf, crumbsOf, categoryOf, order };
}

/**
 * Each doc's place: its sidebar (the first listing it, unless `displayed_sidebar` names another or null),
 * breadcrumbs, prev/next (front matter overrides the sidebar order), tags and, for a category's page, the
 * category's cards. Checks the content rules on the way.
 */
export function placeDocs(
  ctx: RouteContext,
  sidebars: Record<string, SidebarItem[]>,
  tagsByDoc: Record<string, TagRef[]>,
): Record<string, DocPlacement> {
  const { docs, diagnostics } = ctx;
  const { sidebarOf, crumbsOf, categoryOf, order } = sidebarMembership(sidebars, docs);
  // Each doc's place in each sidebar's reading order, looked up instead of searched for every doc.
  const position = Object.fromEntries(
    Object.entries(order).map(([name, ids]) => [name, new Map(ids.map((id, i) => [id, i]))]),
  );
  const placement: Record<string, DocPlacement> = {};
  for (const doc of Object.values(docs)) {
    // An unlisted page is reachable only by its link, so it shows no sidebar unless it names one.
    let sidebar: string | undefined = doc.unlisted ? undefined : sidebarOf[doc.id];
    if (doc.displayedSidebar === null) sidebar = undefined;
    else if (doc.displayedSidebar) {
      if (!sidebars[doc.displayedSidebar]) {
        diagnostics.push({
          severity: 'error',
          ruleId: 'unknown-sidebar-id',
          source: 'route',
          file: doc.sourcePath,
          place: placeInFile(doc.sourcePath, ['displayed_sidebar']) ?? { line: 1, column: 1 },
          message: `\`displayed_sidebar\` refers to unknown sidebar id \`${doc.displayedSidebar}\``,
          hint: `available sidebar ids: ${Object.keys(sidebars).join(', ')}`,
        });
      } else sidebar = doc.displayedSidebar;
    }
    const seq = sidebar ? order[sidebar] : [];
    const at = sidebar ? (position[sidebar]!.get(doc.id) ?? -1) : -1;
    const link = (key: string, id: string | null | undefined, fallback: string | undefined): PageLink | undefined => {
      const target = id === null ? undefined : id ? docs[id] : fallback ? docs[fallback] : undefined;
      if (id && !docs[id]) unknownDocId(ctx, id, `Pagination of \`${doc.route}\``, doc.sourcePath, [key]);
      return target ? { title: target.paginationLabel ?? docLabel(target), href: target.route } : undefined;
    };
    const category = categoryOf[doc.id];
    placement[doc.id] = {
      sidebar,
      breadcrumbs: [...(crumbsOf[doc.id] ?? []), { label: docLabel(doc) }],
      prev: link('pagination_prev', doc.paginationPrev, at > 0 ? seq[at - 1] : undefined),
      next: link('pagination_next', doc.paginationNext, at >= 0 && at < seq.length - 1 ? seq[at + 1] : undefined),
      tags: tagsByDoc[doc.id],
      cards: category ? cardsOf(category, docs) : undefined,
    };
    if (!doc.generatedIndex)
      diagnostics.push(...checkContentRules(ctx.config.site.contentRules, doc, sidebar, !!category));
  }
  return placement;
}
