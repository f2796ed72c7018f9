import { isExternalUrl } from '../../../shared/links.ts';
import type { ResolvedConfig } from '../../config/load.ts';
import type { NavItem, SidebarItem, SiteData } from '../../../shared/page-data.ts';
import type { RouteTable } from '../types.ts';
import { DEFAULT_PLUGIN, versionFamilies } from '../../config/doc-versions.ts';

/**
 * A file of the site named in config (`favicon`, the navbar logo): as in Docusaurus, a relative path
 * (`img/favicon.ico`) is under the site's root, so it becomes root-relative; the theme adds the base.
 */
const siteFile = (path: string): string => (isExternalUrl(path) || path.startsWith('/') ? path : '/' + path);

/** The versions of the docs of a navbar item (its `docsPluginId`, else the default docs), if they have versions. */
const familyOf = (config: ResolvedConfig, plugin: string | undefined) =>
  versionFamilies(config.docVersions, config.docsInstances).get(plugin ?? DEFAULT_PLUGIN);

/** The id prefix of the docs a navbar item leads into: their last version's, else the instance's (`@id/`) or none. */
function lastPrefix(config: ResolvedConfig, plugin: string | undefined): string {
  const last = familyOf(config, plugin)?.find((v) => v.isLast);
  return last ? last.idPrefix : plugin ? `@${plugin}/` : '';
}

/**
 * A navbar `doc` item's route in each docs version that has the doc: the runtime points the item at the
 * version being read, else the reader's preferred one (runtime/theme/docs-version-dropdown.ts), as Docusaurus does.
 */
function docVersionsOf(
  config: ResolvedConfig,
  routes: RouteTable,
  docId: string,
  plugin: string | undefined,
): { docVersions?: Record<string, string>; docsPluginId?: string } {
  const family = familyOf(config, plugin);
  if (!family) return {};
  const found = family.flatMap((v) => {
    const doc = routes.docs[v.idPrefix + docId];
    return doc ? [[v.name, doc.route] as const] : [];
  });
  return found.length ? { docVersions: Object.fromEntries(found), ...(plugin ? { docsPluginId: plugin } : {}) } : {};
}

const isOtherInstance = (id: string | undefined): id is string => id !== undefined && id !== 'default';

/** A navbar link to a route of the site. */
function navLink(label: string, href: string, position: 'left' | 'right', activeBasePath?: string): NavItem {
  return { type: 'link', label, href, position, style: 'plain', hideOnMobile: false, external: false, activeBasePath };
}

/** The first doc a sidebar links to, depth first (Docusaurus's `docSidebar` navbar item, a version's home). */
export function firstDocHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.docId && item.href) return item.href;
    if (item.type === 'category') {
      const inner = firstDocHref(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * The main doc of a docs version (Docusaurus's `getMainDoc`), as a route: the doc at the version's route base, else
 * the first doc of its first sidebar that has items, else its first doc by route, else the route base itself.
 */
export function mainDocRoute(docRoutes: string[], routeBase: string, sidebars: (SidebarItem[] | undefined)[]): string {
  const firstSidebar = sidebars.find((s) => s?.length);
  return (
    docRoutes.find((r) => r === routeBase) ??
    (firstSidebar && firstDocHref(firstSidebar)) ??
    [...docRoutes].sort()[0] ??
    routeBase
  );
}

/** Resolves the site config into the plain data every page's layout renders (doc ids become routes). */
export function resolveSiteData(config: ResolvedConfig, routes: RouteTable): SiteData {
  const { site } = config;
  const items: NavItem[] = site.navbar.items.map((item): NavItem => {
    if (item.type === 'doc') {
      // Docusaurus links a doc item to the doc in the last version (current's when that is not built).
      const plugin = isOtherInstance(item.docsPluginId) ? item.docsPluginId : undefined;
      const doc =
        routes.docs[lastPrefix(config, plugin) + item.docId] ?? routes.docs[(plugin ? `@${plugin}/` : '') + item.docId];
      return {
        ...navLink(item.label, doc?.route ?? '#', item.position, item.activeBasePath),
        ...docVersionsOf(config, routes, item.docId, plugin),
      };
    }
    if (item.type === 'docSidebar') {
      // The sidebar's first doc: in the last version of its docs (of the instance `docsPluginId`, else the default).
      const prefix = lastPrefix(config, isOtherInstance(item.docsPluginId) ? item.docsPluginId : undefined);
      const href = firstDocHref(routes.sidebars[prefix + item.sidebarId] ?? []);
      return navLink(item.label, href ?? '#', item.position, item.activeBasePath);
    }
    if (item.type === 'docsVersion') {
      const prefix = isOtherInstance(item.docsPluginId) ? `@${item.docsPluginId}/` : undefined;
      const versions = prefix ? routes.instanceVersions?.[item.docsPluginId!] : routes.docVersions;
      const last = versions?.find((v) => v.latest);
      // Without versions: the main doc of the docs (their first sidebar's first doc), labelled as current is.
      const own = (name: string) => (prefix ? name.startsWith(prefix) : !/^(@|version-)/.test(name));
      const firstSidebar = Object.entries(routes.sidebars).find(([name]) => own(name));
      const href = item.to ?? last?.href ?? firstDocHref(firstSidebar?.[1] ?? []) ?? '/';
      return {
        ...navLink(item.label ?? last?.label ?? 'Next', href, item.position),
        // Each version's main doc: the runtime leads to the one of the version being read, as a `doc` item.
        ...(versions && !item.to ? { docVersions: Object.fromEntries(versions.map((v) => [v.name, v.href])) } : {}),
        ...(versions && !item.to && prefix ? { docsPluginId: item.docsPluginId } : {}),
      };
    }
    if (item.type === 'docsVersionDropdown') {
      const links = (list: { label: string; to?: string; href?: string }[]) =>
        list.map((l) => ({ label: l.label, href: (l.to ?? l.href)!, external: isExternalUrl((l.to ?? l.href)!) }));
      return {
        type: 'docsVersionDropdown',
        position: item.position,
        ...(isOtherInstance(item.docsPluginId) ? { docsPluginId: item.docsPluginId } : {}),
        ...(item.dropdownItemsBefore.length ? { before: links(item.dropdownItemsBefore) } : {}),
        ...(item.dropdownItemsAfter.length ? { after: links(item.dropdownItemsAfter) } : {}),
      };
    }
    if (item.type === 'link') return { ...item, external: isExternalUrl(item.href) };
    return item;
  });
  return {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    favicon: site.favicon && siteFile(site.favicon),
    image: site.image,
    navbar: {
      title: site.navbar.title,
      logo: site.navbar.logo && { ...site.navbar.logo, src: siteFile(site.navbar.logo.src) },
      hideOnScroll: site.navbar.hideOnScroll,
      items,
    },
    footer: site.footer,
    versions: site.versions
      ? {
          current: {
            name: site.versions.current.name,
            label: site.versions.current.label,
            path: site.versions.current.path,
          },
          others: site.versions.others.map((o) => ({ name: o.name, label: o.label, href: o.href })),
        }
      : undefined,
    ...(routes.docVersions ? { docVersions: routes.docVersions } : {}),
    ...(routes.instanceVersions ? { instanceVersions: routes.instanceVersions } : {}),
    colorMode: site.colorMode,
    announcementBar: site.announcementBar,
    searchPagePath: site.search.searchPagePath.replace(/^\/|\/$/g, ''),
    ...(site.search.rankBelowGuides.length ? { searchBelowGuides: site.search.rankBelowGuides } : {}),
    breadcrumbs: site.docs.breadcrumbs,
    runtime: {
      title: site.title,
      tagline: site.tagline,
      breadcrumbs: site.docs.breadcrumbs,
      navbar: items.flatMap((i) =>
        i.type === 'link' && !i.external ? [{ href: i.href, activeBasePath: i.activeBasePath ?? i.href }] : [],
      ),
      baseUrl: site.baseUrl,
      searchPagePath: site.search.searchPagePath.replace(/^\/|\/$/g, ''),
      desktopBreakpoint: site.constants.desktopBreakpoint,
      pageLoaderDelayMs: site.constants.pageLoaderDelayMs,
      routeCacheSize: site.constants.routeCacheSize,
      smoothScrollFactor: site.constants.smoothScrollFactor,
      progress: site.constants.progress,
      zoom: site.constants.zoom,
      hostedSearch:
        site.search.appId && site.search.apiKey && site.search.indexName
          ? {
              appId: site.search.appId,
              apiKey: site.search.apiKey,
              indexName: site.search.indexName,
              host: site.search.host,
            }
          : undefined,
      replaceSearchResultPathname: site.search.replaceSearchResultPathname,
      analytics: site.analytics,
    },
  };
}
