import type { SitePluginSpec } from './site-plugins.ts';
import type { Mdx1Compat } from './mdx1-compat.ts';
import type { Diagnostic, Place } from '../diagnostics/diagnostic.ts';
import type { ApiIndex, Ref } from '../pipeline/types.ts';
import type { SiteRoots } from '../util/site-paths.ts';
import type { DocCard, TocItem } from '../../shared/page-data.ts';
import type { MagicComment } from '../../shared/magic-comments.ts';
import type { DocusaurusSiteConfig, DocsVersionInfo } from '../../theme/docusaurus/context.ts';

/**
 * What Docusaurus's docs plugin gives an MDX file as `metadata` (its `DocMetadata`), as far as the page's
 * own data knows it. `previous`/`next` are left out: they depend on other pages, and a page's compile
 * must not (the compile cache key holds only the page's own inputs).
 */
export interface DocMetadata {
  id: string;
  title: string;
  description: string;
  /** `@site/…` path of the file. */
  source: string;
  /** Folder of the file under the docs folder, as written (`.` at the root). */
  sourceDirName: string;
  /** The route under the docs' base path (`/guides/x`). */
  slug: string;
  /** The URL of the page, `baseUrl` included. */
  permalink: string;
  draft: boolean;
  unlisted: boolean;
  editUrl?: string;
  tags: { label: string; permalink: string }[];
  version: string;
  sidebarPosition?: number;
  sidebar?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/**
 * A file's data for its module exports: the YAML of its front matter (parsed only if the file takes the
 * full-MDX path) and, for a page, its metadata. Partials have no metadata (as in Docusaurus).
 */
export interface DocModuleData {
  frontMatterSource?: string;
  metadata?: DocMetadata;
  /**
   * Set when the file is another page of the site imported by the page being built: its metadata is then
   * what its own file says (see `importedDocMetadata` in esm/doc-exports.ts).
   */
  imported?: { permalink: string; source: string; sourceDirName: string };
}

/** Options every page of a build shares; part of the compile cache key. */
export interface CompileOptions {
  docsDir: string;
  snippetsDir: string;
  staticDir: string;
  codeThemes: { light: string; dark: string };
  /** The site's `prism.magicComments` (Docusaurus's default when not set). */
  magicComments?: MagicComment[];
  /** The site's `prism.defaultLanguage`: the language of a fenced code block that names none. */
  defaultCodeLanguage?: string;
  tocMinLevel: number;
  tocMaxLevel: number;
  mermaid: boolean;
  /** Absolute source path → route, so `./x.md` links become routes. */
  fileRoutes: Record<string, string>;
  apiIndex: ApiIndex;
  /** Modules of API pages that did not load ('' = cannot tell): a `<PyObject>` into them is not reported. */
  apiUnchecked?: string[];
  /** The folders content may read from (cli/util/site-paths.ts). */
  roots: SiteRoots;
  /** `markdown.allowScripts`: raw `<script>` and `on…=` handlers in content are errors unless true. */
  allowScripts: boolean;
  /** `markdown.nodeCode`: page code runs with Node's rights (`process`, built-ins) instead of as in a browser. */
  nodeCode?: boolean;
  /** `markdown.mdx1Compat`, only when a switch is off (other sites keep their cache keys). */
  mdx1Compat?: Mdx1Compat;
  /** `markdown.remarkPlugins`, only when the site has some: every page then takes the full MDX compiler. */
  remarkPlugins?: SitePluginSpec[];
  /** `markdown.beforeDefaultRemarkPlugins`, `rehypePlugins`, `beforeDefaultRehypePlugins`: only when set. */
  beforeRemarkPlugins?: SitePluginSpec[];
  rehypePlugins?: SitePluginSpec[];
  beforeRehypePlugins?: SitePluginSpec[];
  /** The site folder: `@site/…` imports resolve against it, and imports may not leave it (full MDX). */
  siteRoot?: string;
  /**
   * Components every page may use without importing them (`config.components`: name → absolute module path,
   * `client` when the site marks the module as an island); `src/theme/MDXComponents.*` adds its own.
   */
  components?: Record<string, { path: string; client: boolean }>;
  /**
   * The site's swizzled `src/theme/MDXComponents` file, if any (found when the build starts, so adding one
   * changes every page's cache key): its components, and overrides of `h2`, `a`…, apply to every page.
   */
  mdxComponentsFile?: string;
  /** What `useDocusaurusContext().siteConfig` shows to imported components. */
  siteConfig?: DocusaurusSiteConfig;
  /** The docs versions of a versioned site, for `@docusaurus/plugin-content-docs/client`'s version hooks. */
  docVersions?: DocsVersionInfo[];
  /** Each other versioned docs plugin instance's versions, by id (`useVersions('community')`). */
  instanceVersions?: Record<string, DocsVersionInfo[]>;
  /**
   * The docs folders of the older versions and of the other docs plugin instances (each of their versions), only
   * on a site that has some: a `/x.md` link resolves in the folder of the linking file's own version.
   */
  versionDocsDirs?: string[];
  /** The site folder: `.md` links are also looked up from it, and `@site/…` links start there (Docusaurus). */
  siteDir?: string;
  /** What a `.md` link to no page does (config `onBrokenMarkdownLinks`); an error when not given. */
  onBrokenMarkdownLinks?: 'ignore' | 'warn' | 'throw';
  /** The site's `baseUrl`: the article's root-relative URLs are written under it (rehype-base-url.ts). */
  baseUrl?: string;
  /**
   * Component names the site's global components define (`config.components`, the keys of the object
   * `src/theme/MDXComponents` exports): with a built-in's name (`CodeExample`), the site's one wins.
   */
  siteComponentNames?: string[];
  /** Module aliases (config `aliases` and the site's Docusaurus config): prefix → absolute path. */
  aliases?: Record<string, string>;
  /** Island id → URL of its browser chunk (bundle stage); absent when the site has no client modules. */
  islandChunks?: Record<string, string>;
}

/** Per-page state the remark/rehype plugins fill in while one page compiles. */
export interface CompileState {
  file: string;
  /** Route of the page (relative route links resolve against it). */
  route: string;
  /** Where relative URL links resolve instead, when Docusaurus's URL for the page differs (ContentFile). */
  linkBase?: string;
  options: CompileOptions;
  /** Cards of `<DocCardList />` when the page is a category index. */
  cards?: DocCard[];
  diagnostics: Diagnostic[];
  refs: Ref[];
  /** Ids present in the page (headings, elements with an `id`). */
  anchors: string[];
  toc: TocItem[];
  hasMermaid: boolean;
  /** Files the output depends on besides the page (snippets, images), for cache validation. */
  deps: string[];
  /** Files to copy into the output: absolute source → output path relative to the build folder. */
  assets: { from: string; to: string }[];
  /** 1-based line offset added to positions (for Markdown fragments inside YAML files). */
  lineOffset: number;
  /**
   * The page is compiled by @mdx-js/mdx (it has imports, exports or code): imports, code expressions and
   * components the plugins do not know are left in the tree for the MDX compiler instead of being reported.
   */
  esm?: boolean;
  /** The file's front matter and page metadata, exported by the full-MDX path (cli/mdx/esm/doc-exports.ts). */
  doc?: DocModuleData;
}

export function placeOf(
  state: CompileState,
  node: { position?: { start: { line: number; column: number } } },
): Place | undefined {
  const p = node.position?.start;
  return p ? { line: p.line + state.lineOffset, column: p.column } : undefined;
}

export function report(
  state: CompileState,
  node: { position?: { start: { line: number; column: number } } },
  d: Omit<Diagnostic, 'file' | 'place' | 'source'> & { source?: Diagnostic['source'] },
): void {
  state.diagnostics.push({ source: 'compile', ...d, file: state.file, place: placeOf(state, node) });
}

/** The compile state travels on the VFile, so one processor serves every page of a worker. */
export function stateOf(file: { data: Record<string, unknown> }): CompileState {
  return file.data.state as CompileState;
}
