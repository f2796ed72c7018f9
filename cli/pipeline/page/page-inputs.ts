import { resolve } from 'node:path';
import type { LoadedDocVersion, ResolvedConfig } from '../../config/load.ts';
import { DEFAULT_PLUGIN, versionFamilies } from '../../config/doc-versions.ts';
import type { CompileOptions } from '../../mdx/state.ts';
import { hash } from '../../util/hash.ts';
import { siteRootsOf } from '../../util/site-paths.ts';
import { generatorSourceHash } from '../../util/source-hash.ts';
import type { DocVersionLink, SiteData } from '../../../shared/page-data.ts';
import type { DocsVersionInfo } from '../../../theme/docusaurus/context.ts';
import { normalizeRoute, withBaseUrl } from '../../../shared/routes.ts';
import type { PageJob, SharedPageInputs } from './page-job.ts';
import type { AssetManifest } from './render.ts';
import type { ApiIndex, ApiPage, ContentFile, RouteTable } from '../types.ts';
import { mainDocRoute, resolveSiteData } from './site-data.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../../../shared/magic-comments.ts';
import { exportedComponentNames, findMdxComponents } from '../../mdx/esm/globals.ts';
import { CONTENT_COMPONENTS } from '../../mdx/rehype-components.ts';

/** A docs' versions as `@docusaurus/plugin-content-docs/client`'s hooks give them to site components. */
function docsVersionInfo(
  config: ResolvedConfig,
  routes: RouteTable,
  versions: LoadedDocVersion[],
  links: DocVersionLink[] | undefined,
): DocsVersionInfo[] {
  const base = config.site.baseUrl;
  return versions.flatMap((v) => {
    const link = links?.find((l) => l.name === v.name);
    if (!link) return [];
    const id = routes.docByRoute[link.href] ?? '';
    return [
      {
        name: v.name,
        label: v.label,
        path: withBaseUrl(base, v.routeBase),
        isLast: v.isLast,
        mainDocId: id.startsWith(v.idPrefix) ? id.slice(v.idPrefix.length) : id,
        mainDocPath: withBaseUrl(base, link.href),
      },
    ];
  });
}

/**
 * The docs of a site without versions, as Docusaurus's hooks and global data give them: one version, `current`
 * ("Next"), at the docs' route base, whose main doc is the doc there, else the first of the first sidebar, else the
 * first by route (as for a version, versioned-docs.ts). Without it, `usePluginData(…).path` and `useVersions()` were
 * the site's base URL, not the docs'.
 */
function unversionedInfo(config: ResolvedConfig, routes: RouteTable): DocsVersionInfo[] {
  const routeBase = normalizeRoute(config.site.docs.routeBasePath);
  // The docs' own (not another docs plugin instance's, whose ids and sidebar names start with `@`).
  const docRoutes = Object.entries(routes.docs).flatMap(([id, d]) => (id.startsWith('@') ? [] : [d.route]));
  const sidebars = Object.entries(routes.sidebars).flatMap(([name, items]) => (name.startsWith('@') ? [] : [items]));
  const main = mainDocRoute(docRoutes, routeBase, sidebars);
  const base = config.site.baseUrl;
  const path = withBaseUrl(base, routeBase);
  return [
    {
      name: 'current',
      label: 'Next',
      path,
      isLast: true,
      mainDocId: routes.docByRoute[main] ?? '',
      mainDocPath: withBaseUrl(base, main),
    },
  ];
}

/** Each other versioned docs plugin instance's versions for the hooks, by id; none on a site without them. */
function instanceVersionInfo(config: ResolvedConfig, routes: RouteTable): Pick<CompileOptions, 'instanceVersions'> {
  const out: Record<string, DocsVersionInfo[]> = {};
  for (const [id, versions] of versionFamilies(config.docVersions, config.docsInstances))
    if (id !== DEFAULT_PLUGIN) out[id] = docsVersionInfo(config, routes, versions, routes.instanceVersions?.[id]);
  return Object.keys(out).length ? { instanceVersions: out } : {};
}

/** The docs folders besides the docs folder itself (older versions', other instances'); none on most sites. */
function versionDocsDirs(config: ResolvedConfig): Pick<CompileOptions, 'versionDocsDirs'> {
  const dirs = [...(config.docVersions ?? []), ...(config.docsInstances ?? [])]
    .map((v) => v.docsDir)
    .filter((d) => d !== config.docsDir);
  // Only when there are some: other sites keep their cache keys.
  return dirs.length ? { versionDocsDirs: dirs } : {};
}

/** The build-wide compile options: what every page's compile may read besides its own source. */
export function compileOptionsFor(
  config: ResolvedConfig,
  routes: RouteTable,
  apiIndex: ApiIndex,
  apiUnchecked: string[] = [],
): CompileOptions {
  const mdxComponentsFile = findMdxComponents(config.rootDir);
  const siteComponentNames = [
    ...Object.keys(config.site.components),
    ...(mdxComponentsFile ? exportedComponentNames(mdxComponentsFile) : []),
  ].filter((n) => CONTENT_COMPONENTS.includes(n));
  return {
    docsDir: config.docsDir,
    snippetsDir: config.snippetsDir,
    staticDir: config.staticDir,
    codeThemes: config.site.markdown.codeThemes,
    magicComments: config.site.prism.magicComments,
    defaultCodeLanguage: config.site.prism.defaultLanguage,
    tocMinLevel: config.site.docs.toc.minHeadingLevel,
    tocMaxLevel: config.site.docs.toc.maxHeadingLevel,
    mermaid: config.site.markdown.mermaid,
    fileRoutes: Object.fromEntries(
      Object.values(routes.docs)
        .filter((d) => d.kind === 'mdx')
        .map((d) => [d.sourcePath, d.route]),
    ),
    apiIndex,
    // Only when an API page did not load: other builds keep their cache keys.
    ...(apiUnchecked.length ? { apiUnchecked } : {}),
    roots: siteRootsOf(config),
    allowScripts: config.site.markdown.allowScripts,
    nodeCode: config.site.markdown.nodeCode,
    ...(config.site.markdown.remarkPlugins.length ? { remarkPlugins: config.site.markdown.remarkPlugins } : {}),
    ...(config.site.markdown.beforeDefaultRemarkPlugins.length
      ? { beforeRemarkPlugins: config.site.markdown.beforeDefaultRemarkPlugins }
      : {}),
    ...(config.site.markdown.rehypePlugins.length ? { rehypePlugins: config.site.markdown.rehypePlugins } : {}),
    ...(config.site.markdown.beforeDefaultRehypePlugins.length
      ? { beforeRehypePlugins: config.site.markdown.beforeDefaultRehypePlugins }
      : {}),
    ...(Object.values(config.site.markdown.mdx1Compat).includes(false)
      ? { mdx1Compat: config.site.markdown.mdx1Compat }
      : {}),
    siteDir: config.rootDir,
    onBrokenMarkdownLinks: config.site.onBrokenMarkdownLinks,
    baseUrl: config.site.baseUrl,
    siteRoot: config.rootDir,
    // '' when the site has none: the field is then still part of the cache key, and no page looks again.
    mdxComponentsFile: mdxComponentsFile ?? '',
    // Only the built-ins' names the site redefines, and only when there are some: other keys stay as they were.
    ...(siteComponentNames.length ? { siteComponentNames } : {}),
    components: Object.fromEntries(
      Object.entries(config.site.components).map(([name, c]) => {
        const { path, client } = typeof c === 'string' ? { path: c, client: false } : c;
        return [name, { path: resolve(config.rootDir, path), client }];
      }),
    ),
    // Only when the site has some: other sites keep their cache keys.
    ...(config.aliases && Object.keys(config.aliases).length ? { aliases: config.aliases } : {}),
    docVersions: routes.docVersions
      ? docsVersionInfo(config, routes, config.docVersions ?? [], routes.docVersions)
      : unversionedInfo(config, routes),
    ...instanceVersionInfo(config, routes),
    ...versionDocsDirs(config),
    siteConfig: {
      title: config.site.title,
      tagline: config.site.tagline,
      url: config.site.url,
      baseUrl: config.site.baseUrl,
      customFields: config.site.customFields,
      themeConfig: {
        prism: {
          magicComments: config.site.prism.magicComments ?? DEFAULT_MAGIC_COMMENTS,
          ...(config.site.prism.defaultLanguage ? { defaultLanguage: config.site.prism.defaultLanguage } : {}),
        },
      },
    },
  };
}

/** Inputs shared by every page job (build workers and the dev render thread alike); target added by the caller. */
export function sharedPageInputs(args: {
  config: ResolvedConfig;
  routes: RouteTable;
  site: SiteData;
  assets: AssetManifest;
  apiIndex: ApiIndex;
  apiUnchecked?: string[];
  cache: boolean;
}): Omit<SharedPageInputs, 'target'> {
  const { config, routes, site, assets } = args;
  const options = compileOptionsFor(config, routes, args.apiIndex, args.apiUnchecked);
  // Only with islands: other sites keep their cache keys. The URLs go into article HTML (data-src): with the base.
  if (assets.islands)
    options.islandChunks = Object.fromEntries(
      Object.entries(assets.islands).map(([id, url]) => [id, withBaseUrl(config.site.baseUrl, url)]),
    );
  return {
    rootDir: config.rootDir,
    site,
    sidebars: routes.sidebars,
    placement: routes.placement,
    options,
    // The generator's own sources are part of both keys: a changed component or layout must re-render.
    optionsHash: hash(JSON.stringify(options), generatorSourceHash()),
    assets,
    cacheDir: args.cache ? config.cacheDir : undefined,
    layoutHash: hash(JSON.stringify(site), JSON.stringify(assets), generatorSourceHash()),
    sidebarHashes: Object.fromEntries(
      Object.entries(routes.sidebars).map(([name, items]) => [name, hash(JSON.stringify(items))]),
    ),
  };
}

/** One job per page the route table kept (a duplicate route's losing file is not built). */
export function pageJobsFor(routes: RouteTable, files: ContentFile[], apiPages: ApiPage[]): PageJob[] {
  return [
    ...files.filter((f) => routes.docs[f.id] === f).map((file): PageJob => ({ kind: 'mdx', file })),
    ...(routes.versionFiles ?? []).map((file): PageJob => ({ kind: 'mdx', file })),
    ...(routes.generatedFiles ?? []).map((file): PageJob => ({ kind: 'mdx', file })),
    ...(routes.sitePages ?? []).map((file): PageJob => ({ kind: 'mdx', file })),
    ...(routes.blog?.posts ?? []).map((file): PageJob => ({ kind: 'mdx', file })),
    ...apiPages.filter((p) => routes.docs[p.id] === p).map((page): PageJob => ({ kind: 'api', page })),
  ];
}

/**
 * From the route table to the page jobs: site data, the inputs every page shares and one job per kept
 * page. `docs build`/`check` (cli/pipeline/run.ts) and `docs dev` (cli/pipeline/site.ts) both plan this way.
 */
export function planPages(args: {
  config: ResolvedConfig;
  routes: RouteTable;
  files: ContentFile[];
  apiPages: ApiPage[];
  apiIndex: ApiIndex;
  apiUnchecked?: string[];
  assets: AssetManifest;
  cache: boolean;
}): { site: SiteData; shared: Omit<SharedPageInputs, 'target'>; jobs: PageJob[] } {
  const site = resolveSiteData(args.config, args.routes);
  const shared = sharedPageInputs({ ...args, site });
  return { site, shared, jobs: pageJobsFor(args.routes, args.files, args.apiPages) };
}
