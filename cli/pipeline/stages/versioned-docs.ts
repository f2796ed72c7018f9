import { join, relative, sep } from 'node:path';
import { CURRENT_VERSION, DEFAULT_PLUGIN, versionFamilies } from '../../config/doc-versions.ts';
import type { LoadedDocVersion, ResolvedConfig } from '../../config/load.ts';
import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import type { PageVersion, SidebarItem } from '../../../shared/page-data.ts';
import type { CategoryMeta, ContentFile, DocEntry, DocPlacement, RouteRecord, RouteTable } from '../types.ts';
import { discoverContent } from './discover.ts';
import { buildRouteTable } from './route.ts';
import { mainDocRoute } from '../page/site-data.ts';

// Versioned docs (Docusaurus's `versions.json`, `versioned_docs/`, `versioned_sidebars/`). Each older version is
// read and routed as a docs folder of its own — its config differs only in the folder, the route prefix and the
// sidebars — and its route table is merged into the site's with its doc ids and sidebar names prefixed
// (`version-2.0/intro`), so every later stage (pages, check, sitemap, search) handles its pages like any other.
// The cost is one more discover and route pass per version: linear in the pages, and each version's discover
// cache is its own file, so a warm build reads no unchanged file of any version.

/** An older version as discover read it: its pages (ids not yet prefixed) and folder metadata. */
export interface VersionInputs {
  version: LoadedDocVersion;
  files: ContentFile[];
  categories: Record<string, CategoryMeta>;
}

/** The config a version's docs are read and routed with: its folder, route prefix and sidebars. */
export function versionConfig(config: ResolvedConfig, v: LoadedDocVersion): ResolvedConfig {
  const older = v.idPrefix !== '';
  return {
    ...config,
    docsDir: v.docsDir,
    // One discover cache per version: they would otherwise replace each other's file on every build.
    cacheDir: older
      ? join(config.cacheDir, 'versions', ...(v.plugin ? [`@${v.plugin}`] : []), v.name)
      : config.cacheDir,
    site: {
      ...config.site,
      docs: { ...config.site.docs, routeBasePath: v.routeBase, editUrl: versionEditUrl(config, v) },
      // The site's redirects are checked once, against the whole site, by the current docs' route stage.
      redirects: older ? [] : config.site.redirects,
    },
    sidebars: v.sidebars,
    files: { ...config.files, sidebars: v.sidebarsFile },
  };
}

/**
 * A version's "Edit this page" prefix. A URL ending in the docs folder's path (`…/edit/main/docs/`) ends in the
 * version's folder instead (`…/edit/main/versioned_docs/version-1.0/`), where Docusaurus's links lead; one that
 * does not is left out for older versions rather than leading to the current file. A function is the site's.
 */
function versionEditUrl(config: ResolvedConfig, v: LoadedDocVersion): ResolvedConfig['site']['docs']['editUrl'] {
  const editUrl = config.site.docs.editUrl;
  if (typeof editUrl !== 'string' || v.idPrefix === '') return editUrl;
  const posix = (dir: string) => relative(config.rootDir, dir).split(sep).join('/');
  const docs = posix(config.docsDir);
  const trimmed = editUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/' + docs) ? `${trimmed.slice(0, -docs.length)}${posix(v.docsDir)}/` : undefined;
}

/**
 * The config the docs folder is read with: itself on a site without versions, the current version's
 * otherwise (its route prefix may be `/docs/next`); undefined when `includeCurrentVersion` is false.
 */
export function currentDocsConfig(config: ResolvedConfig): ResolvedConfig | undefined {
  if (!config.docVersions) return config;
  const current = config.docVersions.find((v) => v.name === CURRENT_VERSION);
  return current && versionConfig(config, current);
}

/**
 * The config the route stage resolves the docs folder's pages and sidebars with: the current version's, else (a
 * site with `includeCurrentVersion: false`) the site's without sidebars. Docusaurus loads no current version then,
 * nor the sidebars file that belongs to it, which names the docs folder's pages: read against none, every id
 * would be unknown (10tap-editor's sidebars.ts; stop 37).
 */
export function docsFolderRouteConfig(config: ResolvedConfig): ResolvedConfig {
  return currentDocsConfig(config) ?? { ...config, sidebars: {} };
}

/** Reads the pages of every older version. */
export function discoverVersions(
  config: ResolvedConfig,
  useCache: boolean,
  clock?: () => number,
): StageResult<VersionInputs[]> {
  const diagnostics: Diagnostic[] = [];
  const value: VersionInputs[] = [];
  for (const version of [...(config.docVersions ?? []), ...(config.docsInstances ?? [])]) {
    if (version.idPrefix === '') continue; // the docs folder itself, read by discover
    const found = discoverContent(versionConfig(config, version), useCache, clock);
    diagnostics.push(...found.diagnostics);
    value.push({ version, files: found.value.files, categories: found.value.categories });
  }
  return { value, diagnostics };
}

function renameItems(items: SidebarItem[], prefix: string): SidebarItem[] {
  return items.map((item) => {
    const docId = item.docId === undefined ? {} : { docId: prefix + item.docId };
    return item.type === 'category'
      ? { ...item, ...docId, items: renameItems(item.items, prefix) }
      : { ...item, ...docId };
  });
}

/** A version's tag page route: under its own prefix, as Docusaurus serves `/docs/2.0/tags/x`. */
const versionTag = (v: LoadedDocVersion, href: string) => (v.routeBase === '/' ? '' : v.routeBase) + href;

/** Merges one older version's route table into the site's, its ids and sidebar names prefixed. */
function mergeVersion(routes: RouteTable, v: LoadedDocVersion, table: RouteTable, inputs: VersionInputs): void {
  const prefix = v.idPrefix;
  const generated = new Set<DocEntry>(table.generatedFiles ?? []);
  const sources = new Set<DocEntry>(inputs.files);
  const renamed = new Map<DocEntry, DocEntry>();
  for (const [id, entry] of Object.entries(table.docs)) {
    const copy = { ...entry, id: prefix + id };
    renamed.set(entry, copy);
    routes.docs[copy.id] = copy;
    if (generated.has(entry)) (routes.generatedFiles ??= []).push(copy as ContentFile);
    else if (sources.has(entry)) (routes.versionFiles ??= []).push(copy as ContentFile);
  }
  for (const [route, id] of Object.entries(table.docByRoute)) routes.docByRoute[route] = prefix + id;
  for (const [name, items] of Object.entries(table.sidebars))
    routes.sidebars[prefix + name] = renameItems(items, prefix);
  for (const [id, p] of Object.entries(table.placement)) {
    routes.placement[prefix + id] = {
      ...p,
      sidebar: p.sidebar === undefined ? undefined : prefix + p.sidebar,
      tags: p.tags.map((t) => ({ ...t, href: versionTag(v, t.href) })),
    };
  }
  for (const r of table.routes) {
    if (r.component === 'tag')
      routes.routes.push({ ...r, path: versionTag(v, r.path), propsId: `${prefix}${r.propsId}` });
    else if (r.component === 'doc' || r.component === 'api')
      routes.routes.push({
        ...r,
        contentId: r.contentId === undefined ? undefined : prefix + r.contentId,
        sidebar: r.sidebar === undefined ? undefined : prefix + r.sidebar,
      } satisfies RouteRecord);
  }
  for (const t of table.tagPages)
    routes.tagPages.push({
      ...t,
      key: prefix + t.key,
      permalink: versionTag(v, t.permalink),
      index: versionTag(v, '/tags'),
    });
  if (table.tagPages.length)
    routes.routes.push({ path: versionTag(v, '/tags'), exact: true, component: 'tagIndex', propsId: prefix });
}

/** One version's pages by unprefixed doc id, and its main page (Docusaurus's `mainDocId`). */
interface VersionPages {
  version: LoadedDocVersion;
  routeById: Map<string, string>;
  main: string;
}

/**
 * Each version's docs by unprefixed id → route, in one pass over the site's docs, keyed by id prefix (`''`:
 * current's and the rest; `version-1.0/`; another instance's `@community/`, `@community/version-1.0/`).
 */
function docsByVersion(routes: RouteTable): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [id, d] of Object.entries(routes.docs)) {
    const prefix = /^(@[^/]+\/)?(version-[^/]+\/)?/.exec(id)![0];
    let ids = out.get(prefix);
    if (!ids) out.set(prefix, (ids = new Map()));
    ids.set(id.slice(prefix.length), d.route);
  }
  return out;
}

function versionPages(
  routes: RouteTable,
  v: LoadedDocVersion,
  byVersion: Map<string, Map<string, string>>,
): VersionPages {
  const routeById = byVersion.get(v.idPrefix) ?? new Map<string, string>();
  const sidebars = Object.keys(v.sidebars).map((n) => routes.sidebars[v.idPrefix + n]);
  return { version: v, routeById, main: mainDocRoute([...routeById.values()], v.routeBase, sidebars) };
}

/** What a page of `v` shows about its version: badge, banner, and the same page in every other version. */
function pageVersion(all: VersionPages[], last: VersionPages, own: VersionPages, id: string): PageVersion {
  const v = own.version;
  return {
    name: v.name,
    label: v.label,
    ...(v.banner ? { banner: v.banner } : {}),
    badge: v.badge,
    noIndex: v.noIndex,
    ...(v.className ? { className: v.className } : {}),
    ...(v.plugin ? { plugin: v.plugin } : {}),
    latest: { label: last.version.label, href: last.routeById.get(id) ?? last.main },
    alternates: all.map((w) => ({
      name: w.version.name,
      label: w.version.label,
      href: w.routeById.get(id) ?? w.main,
      ...(w.version.isLast ? { latest: true } : {}),
    })),
  };
}

/**
 * Adds every older version's pages to the route table (routes, docs, sidebars, placement, tag pages) and gives
 * each versioned page its `PageVersion`. The route table of the docs folder (current) is `routes` itself.
 */
export function addVersionRoutes(config: ResolvedConfig, routes: RouteTable, versions: VersionInputs[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // Older versions and the other docs plugin instances (`ResolvedConfig.docsInstances`): docs folders of their own.
  for (const inputs of versions) {
    const vc = versionConfig(config, inputs.version);
    const table = buildRouteTable(vc, inputs.files, inputs.categories);
    diagnostics.push(...table.diagnostics);
    mergeVersion(routes, inputs.version, table.value, inputs);
  }
  routes.routes.sort((a, b) => a.path.localeCompare(b.path));
  routes.tagPages.sort((a, b) => a.permalink.localeCompare(b.permalink));
  const byVersion = docsByVersion(routes);
  for (const [plugin, family] of versionFamilies(config.docVersions, config.docsInstances)) {
    const all = family.map((v) => versionPages(routes, v, byVersion));
    const last = all.find((p) => p.version.isLast) ?? all[0]!;
    const links = all.map((p) => ({
      name: p.version.name,
      label: p.version.label,
      href: p.main,
      ...(p.version.isLast ? { latest: true } : {}),
    }));
    if (plugin === DEFAULT_PLUGIN) routes.docVersions = links;
    else (routes.instanceVersions ??= {})[plugin] = links;
    for (const own of all) {
      for (const id of own.routeById.keys()) {
        const placement: DocPlacement | undefined = routes.placement[own.version.idPrefix + id];
        if (placement) placement.version = pageVersion(all, last, own, id);
      }
    }
  }
  return diagnostics;
}
