import type { ResolvedConfig } from '../../config/load.ts';
import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import type { SidebarItem } from '../../../shared/page-data.ts';
import type { RouteContext } from '../route/context.ts';
import { dedupeDocs } from '../route/dedupe.ts';
import { placeDocs } from '../route/placement.ts';
import { resolveSidebar } from '../route/sidebars.ts';
import { resolveTags } from '../route/tags.ts';
import type { CategoryMeta, DocEntry, RouteRecord, RouteTable } from '../types.ts';

/**
 * The route stage: the docs that get built (duplicates skipped), sidebars resolved from config, each
 * doc's sidebar, breadcrumbs, prev/next, tags and cards; tag pages; the generated routes (search, tags,
 * 404). Each step is a module of `cli/pipeline/route/`.
 */
export function buildRouteTable(
  config: ResolvedConfig,
  entries: DocEntry[],
  categories: Record<string, CategoryMeta>,
): StageResult<RouteTable> {
  const diagnostics: Diagnostic[] = [];
  const { docs, docByRoute } = dedupeDocs(config, entries, diagnostics);
  const ctx: RouteContext = { config, docs, categories, diagnostics, docByRoute, generated: [] };
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [name, items] of Object.entries(config.sidebars)) sidebars[name] = resolveSidebar(ctx, name, items);
  const { tagsByDoc, tagPages } = resolveTags(config, Object.values(docs), diagnostics);
  const placement = placeDocs(ctx, sidebars, tagsByDoc);

  const search = '/' + config.site.search.searchPagePath.replace(/^\/|\/$/g, '');
  const routes: RouteRecord[] = Object.values(docs)
    .map((d): RouteRecord => ({
      path: d.route,
      exact: true,
      sidebar: placement[d.id].sidebar,
      component: d.kind === 'api' ? 'api' : 'doc',
      contentId: d.id,
    }))
    .concat(
      { path: search, exact: true, component: 'search' },
      { path: '/tags', exact: true, component: 'tagIndex' },
      tagPages.map((t): RouteRecord => ({ path: t.permalink, exact: true, component: 'tag', propsId: t.key })),
      { path: '/404', exact: true, component: 'notFound' },
    )
    .sort((a, b) => a.path.localeCompare(b.path));
  return {
    value: {
      routes,
      docs,
      docByRoute,
      sidebars,
      placement,
      tagPages,
      generatedFiles: ctx.generated?.length ? ctx.generated : undefined,
    },
    diagnostics,
  };
}
