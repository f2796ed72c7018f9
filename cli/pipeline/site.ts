import { join, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import { hasErrors, type Diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { parseRedirects } from '../http/redirects.ts';
import { collectStaticFiles, type StaticFile } from '../output/static-files.ts';
import { PROJECT_DIR } from '../util/project-dir.ts';
import { generatorSourceHash } from '../util/source-hash.ts';
import { lexists } from '../util/lexists.ts';
import { classifyChange, type WatchedDirs } from './changes.ts';
import { jobEntry, type PageJob, type SharedPageInputs } from './page/page-job.ts';
import type { AssetManifest, OutputTarget } from './page/render.ts';
import { planRoutes, planSite, stageRunner, type PlanOptions } from './plan.ts';
import { discoverApiReference } from './stages/api.ts';
import { bundleAssets } from './stages/bundle.ts';
import { checkLinks } from './stages/check.ts';
import { discoverFile, routeOfPagePath } from './stages/discover.ts';
import { redirectsFile } from './stages/redirect-files.ts';
import type { SearchIndexInput } from './stages/search-index.ts';
import { shardSizing } from './stages/search-shards.ts';
import type { LlmsFullEmitted, LlmsFullPrevious } from './stages/llms-full.ts';
import { SITE_FILES } from './stages/site-files.ts';
import { blogDirOf } from './stages/blog-posts.ts';
import { currentDocsConfig, type VersionInputs } from './stages/versioned-docs.ts';
import { discoverSitePages, PAGES_DIR, pageRoute } from './stages/site-pages.ts';
import { isInsideOrSame } from '../util/path-inside.ts';
import type { ApiIndex, ApiPage, CategoryMeta, ContentFile, PageResult, RouteTable } from './types.ts';

/** Reads one page file as discover does (front matter, title): the file, or its errors. */
export type ReadPage = (rel: string) => Promise<{ file?: ContentFile; diagnostics: Diagnostic[] }>;

/** A file event, as the watcher reports it. */
export type FileEvent = 'add' | 'change' | 'unlink';

/** What a change asks to be rendered again: these routes, or every page. */
export type Redo = string[] | 'all';

/** What `Site.apply` did with a change. */
export interface Applied {
  /** The pages to render again (and the tabs showing them to reload). */
  redo: Redo;
  /** Problems the change brought, in the order to print them. */
  diagnostics: Diagnostic[];
  /** The code that renders pages changed (theme/, shared/): a renderer that loaded it must start afresh. */
  restartRenderer?: boolean;
  /** Pages whose last render may not even be indexed any more (their text changed in the API YAML). */
  drop?: string[];
  /** The whole site was read again (its config changed, or a watched folder came back). */
  reread?: boolean;
  /** Which kind of change it was (cli/pipeline/changes.ts). */
  kind: ReturnType<typeof classifyChange>;
  /** For a page change: its route, or undefined when it moved others (`redo` is then 'all'). */
  route?: string;
}

/** How a Site renders pages: a worker pool into a folder (`build`), a render thread into memory (`dev`). */
export type RenderPages = (jobs: PageJob[]) => Promise<StageResult<PageResult[]>>;

/**
 * The site, planned once and kept: `docs build` and `docs check` make a fresh one and take every page through
 * it (cli/pipeline/run.ts); `docs dev` keeps one alive (cli/dev/live-site.ts) and applies file events to it.
 * It holds the plan (config, pages, route table, page inputs: the pipeline's first half), each page's result
 * as last rendered (anchors, refs, render key: what check, emit and index read), and does each later stage
 * over them: render, check, emit (to any OutputTarget), index; `apply(change)` brings the plan up to date and
 * says which routes to render again.
 */
/**
 * The files and folders of the site's older versions and other docs plugin instances (`versioned_docs/`,
 * `versioned_sidebars/`, `versions.json`; an instance's folder, sidebars file, `<id>_versioned_docs/`,
 * `<id>_versioned_sidebars/` and `<id>_versions.json`): `docs dev` watches them, and a change there reads the
 * site again, as a config change does.
 */
function versionPaths(config: ResolvedConfig): string[] {
  const at = (name: string) => join(config.rootDir, name);
  const paths = config.docVersions ? ['versioned_docs', 'versioned_sidebars', 'versions.json'].map(at) : [];
  for (const v of config.docsInstances ?? []) {
    const id = /^@([^/]+)\//.exec(v.idPrefix)![1]!;
    if (v.idPrefix !== `@${id}/`) continue; // an older version: inside `<id>_versioned_docs/`
    paths.push(v.docsDir, at(`${id}_versioned_docs`), at(`${id}_versioned_sidebars`), at(`${id}_versions.json`));
    if (!/docusaurus\.config\.\w+$/.test(v.sidebarsFile)) paths.push(v.sidebarsFile);
  }
  return [...new Set(paths)];
}

export class Site {
  config!: ResolvedConfig;
  /** Pages by source path. */
  files!: Map<string, ContentFile>;
  categories!: Record<string, CategoryMeta>;
  apiPages!: ApiPage[];
  apiIndex!: ApiIndex;
  apiUnchecked?: string[];
  sitePages?: ContentFile[];
  /** The blog's posts, newest first (cli/pipeline/stages/blog-posts.ts). */
  blogPosts?: ContentFile[];
  /** The older docs versions' pages, as discover read them (cli/pipeline/stages/versioned-docs.ts). */
  versions?: VersionInputs[];
  routes!: RouteTable;
  assets!: AssetManifest;
  /** The bundle's files when its target is memory (`docs dev`): output path → content. */
  assetFiles!: Map<string, string>;
  shared!: Omit<SharedPageInputs, 'target'>;
  /** Problems of config, discover, route (per-page problems come with each render). */
  siteDiagnostics!: Diagnostic[];
  /** Route → job, for the pages the route table kept. */
  jobs!: Map<string, PageJob>;
  /**
   * Pages whose file, as saved now, cannot be read (a front-matter error): source path → the route the page
   * is served at and the errors. The page keeps its last good version in the site, so nothing else moves,
   * and its route shows these errors until the file is fixed (`docs dev`). An API reference file (`api`) that
   * does not read is left out of the site until it does; its route shows its errors meanwhile.
   */
  brokenPages = new Map<string, { route: string; diagnostics: Diagnostic[]; api?: boolean }>();
  /** Each page's result as last rendered, by route: what check, emit and index read. */
  readonly results = new Map<string, PageResult>();
  private statics: { files: StaticFile[]; diagnostics: Diagnostic[] } | undefined;
  private redirectMap: { routes: RouteTable; map: Map<string, string> } | undefined;

  private constructor(
    private options: PlanOptions,
    private cache: boolean,
  ) {}

  /**
   * Plans a site: config → discover (+ API YAML) → bundle → route → page plan, each stage timed into `timings`
   * and logged. No site (and the config's errors in `diagnostics`) when the config cannot be used.
   */
  static async plan(
    options: PlanOptions,
    timing: { log?: (line: string) => void; timings?: Record<string, number> } = {},
  ): Promise<{ site?: Site; diagnostics: Diagnostic[] }> {
    const diagnostics: Diagnostic[] = [];
    const planned = await planSite(options, stageRunner(diagnostics, timing.timings ?? {}, timing.log));
    if (!planned) return { diagnostics };
    const site = new Site(options, options.cache !== false);
    site.config = planned.config;
    site.files = new Map(planned.files.map((f) => [f.sourcePath, f]));
    site.categories = planned.categories;
    site.apiPages = planned.apiPages;
    site.apiIndex = planned.apiIndex;
    site.apiUnchecked = planned.apiUnchecked;
    site.sitePages = planned.sitePages;
    site.blogPosts = planned.blogPosts;
    site.versions = planned.versions;
    site.assets = planned.assets;
    site.routes = planned.routes;
    site.shared = planned.shared;
    site.jobs = jobsByRoute(planned.jobs);
    site.assetFiles = options.target.kind === 'memory' ? (options.target.files as Map<string, string>) : new Map();
    site.siteDiagnostics = diagnostics;
    // A page that does not read shows its errors at the route its path gives it (`docs dev`).
    for (const d of diagnostics) {
      if (d.source !== 'discover' || d.severity !== 'error' || !d.file || !/\.mdx?$/.test(d.file)) continue;
      if (site.files.has(d.file)) continue;
      // The docs folder's pages only (an older version's page that does not read is reported, not served).
      const docsConfig = currentDocsConfig(site.config);
      if (!docsConfig || !d.file.startsWith(docsConfig.docsDir + sep)) continue;
      const rel = relative(docsConfig.docsDir, d.file).split(sep).join('/');
      const broken = site.brokenPages.get(d.file) ?? { route: routeOfPagePath(docsConfig, rel), diagnostics: [] };
      broken.diagnostics.push(d);
      site.brokenPages.set(d.file, broken);
    }
    return { site, diagnostics };
  }

  // ── Render ───────────────────────────────────────────────────────────────────────────────────────────────

  /** Renders these pages (default: every page) with `render` and keeps their results. */
  async render(render: RenderPages, jobs: PageJob[] = [...this.jobs.values()]): Promise<StageResult<PageResult[]>> {
    const rendered = await render(jobs);
    for (const result of rendered.value) this.results.set(result.path, result);
    return rendered;
  }

  /** Every page's result as last rendered, by route. */
  pageResults(): PageResult[] {
    return [...this.jobs.keys()]
      .flatMap((route) => this.results.get(route) ?? [])
      .sort((a, b) => a.path.localeCompare(b.path));
  }

  /** What a broken page serves at `route` (its errors); undefined if it is not broken. */
  brokenPage(route: string): PageResult | undefined {
    for (const broken of this.brokenPages.values()) {
      if (broken.route !== route) continue;
      return {
        path: route,
        docId: '',
        title: '',
        anchors: [],
        refs: [],
        assets: [],
        searchable: false,
        unlisted: false,
        renderKey: '',
        deps: [],
        diagnostics: broken.diagnostics,
      };
    }
    return undefined;
  }

  // ── Check, emit, index ───────────────────────────────────────────────────────────────────────────────────

  /** Whether the site holds the docs page of this file (read, or kept with the errors of its last read). */
  holdsPageFile(file: string): boolean {
    return this.files.has(file) || this.brokenPages.has(file);
  }

  /** `static/` as the build copies it (symlinks followed only inside the site), read once per change. */
  staticFiles(): { files: StaticFile[]; diagnostics: Diagnostic[] } {
    return (this.statics ??= collectStaticFiles(
      this.config.staticDir,
      this.config.rootDir,
      this.config.site.markdown.allowScripts,
    ));
  }

  /**
   * The check stage over every page's result: broken links, anchors and images, `static/`'s problems and
   * static files that would overwrite a generated one. Returns the static files to copy.
   */
  async check(outDir?: string): Promise<StageResult<StaticFile[]>> {
    const pages = this.pageResults();
    const extraFiles = new Set(pages.flatMap((p) => p.assets.map((a) => '/' + a.to)));
    for (const feed of this.routes.blog?.feeds ?? []) extraFiles.add('/' + feed);
    for (const file of SITE_FILES) extraFiles.add('/' + file);
    const links = checkLinks({ config: this.config, routes: this.routes, pages, extraFiles });
    const found = this.staticFiles();
    // Loaded on use: emit.ts also renders the special pages (React), which dev's main thread never needs.
    const { pageHtmlFiles, staticCollisions } = await import('./stages/emit.ts');
    const collisions = staticCollisions(this.config, this.routes, pages, found.files, outDir);
    // A static file named as a page's HTML file is not copied: the page wins (a warning above).
    const pageFiles = pageHtmlFiles(this.routes, pages);
    const copied = found.files.filter((f) => !pageFiles.has(f.rel));
    return { value: copied, diagnostics: [...links.diagnostics, ...found.diagnostics, ...collisions] };
  }

  /**
   * The tag pages, the tag index, `/search` and `404.html`, and the blog's generated pages (from the posts'
   * excerpts: after every page rendered), rendered with the theme into `target`.
   */
  async emitSpecial(target: OutputTarget): Promise<StageResult<void>> {
    const { emitSpecialPages } = await import('./stages/emit.ts');
    const special = emitSpecialPages(this.routes, this.shared.site, this.assets, target, this.config.files.tags);
    const blog = await this.emitBlogPages(target);
    return { value: undefined, diagnostics: [...special.diagnostics, ...blog.diagnostics] };
  }

  /** The blog's list, tag, archive and author pages with their route data (`docs dev` makes them with emit's). */
  async emitBlogPages(target: OutputTarget): Promise<StageResult<undefined>> {
    const { emitBlogPages } = await import('./stages/blog-pages.ts');
    return emitBlogPages(this.routes.blog, this.pageResults(), this.shared.site, this.assets, target);
  }

  /**
   * The emit stage into `target`: static files, sitemap, robots.txt, llms files, redirects, sidebar data, page
   * images, the blog's feeds. `previous` lets llms-full.txt be linked, or spliced, from the last output's.
   */
  async emit(
    target: OutputTarget,
    staticFiles: StaticFile[],
    previous?: LlmsFullPrevious,
  ): Promise<StageResult<{ sitemapUrls: string[]; llmsFull?: LlmsFullEmitted }>> {
    const { emitSiteFiles } = await import('./stages/emit.ts');
    const { emitBlogFeeds } = await import('./stages/blog-feeds.ts');
    const emitted = emitSiteFiles(this.config, this.routes, this.pageResults(), staticFiles, target, previous);
    emitBlogFeeds(this.config, this.routes.blog, target); // reads the posts' route data: after the pages
    return emitted;
  }

  /**
   * The Pagefind index of the pages written in `dir`, sharded; shards unchanged since `previous` are linked.
   * `shards`: a build shard indexes its part, the merge links the shards' indexes (cli/pipeline/shard/).
   */
  async index(
    dir: string,
    previous: { dir: string; shardKeys: string[] } | undefined,
    log: (line: string) => void,
    shards: Pick<SearchIndexInput, 'sources' | 'part' | 'inPlace'> = {},
  ): Promise<StageResult<{ shardKeys: string[] }>> {
    const { buildSearchIndex } = await import('./stages/search-index.ts');
    const sizing = shardSizing(this.config.site.search);
    return buildSearchIndex({ dir, pages: this.pageResults(), previous, sizing, log, ...shards });
  }

  /** Where an old URL is sent: the same Location as the emitted `_redirects`. */
  redirect(path: string): string | undefined {
    if (this.redirectMap?.routes !== this.routes) {
      const map = parseRedirects(redirectsFile(this.config, this.routes.redirects ?? []));
      this.redirectMap = { routes: this.routes, map };
    }
    return this.redirectMap.map.get(path);
  }

  // ── Changes ──────────────────────────────────────────────────────────────────────────────────────────────

  /** The folders whose files make the site: what `docs dev` watches and `apply` understands. */
  watchedDirs(): WatchedDirs {
    return {
      runtimeDir: join(PROJECT_DIR, 'runtime'),
      themeDir: join(PROJECT_DIR, 'theme'),
      sharedDir: join(PROJECT_DIR, 'shared'),
      configDir: join(this.config.rootDir, 'config'),
      docsDir: this.config.docsDir,
      apiDir: this.config.apiDir,
      snippetsDir: this.config.snippetsDir,
      srcDir: join(this.config.rootDir, 'src'),
      blogDir: blogDirOf(this.config),
      ...(this.config.docVersions || this.config.docsInstances ? { versionPaths: versionPaths(this.config) } : {}),
      pagesDir: join(this.config.rootDir, ...PAGES_DIR.split('/')),
    };
  }

  /**
   * Brings the plan up to date after a file event and says which pages to render again: a page whose body
   * changed is that page; a title, position, slug or tag change, an added or removed page, API YAML, config,
   * bundle or theme changes are every page; a snippet is the pages that read it. `read` reads a changed page
   * (`docs dev` reads it on its render thread).
   */
  async apply(event: FileEvent, file: string, read: ReadPage = readPageHere(this.config)): Promise<Applied> {
    const dirs = this.watchedDirs();
    const kind = classifyChange(file, dirs);
    const all = (more: Omit<Applied, 'redo' | 'kind'> = { diagnostics: [] }): Applied => {
      this.forgetRemoved();
      return { redo: 'all', kind, ...more };
    };
    if (kind === 'assets') {
      await this.rebundle();
      return all();
    }
    if (kind === 'generator') {
      generatorSourceHash(true); // new cache keys: pages compiled with the old components are not reused
      if (file.startsWith(dirs.sharedDir))
        await this.rebundle(); // the browser bundle uses shared/ too
      else this.replan();
      return all({ diagnostics: [], restartRenderer: true });
    }
    if (kind === 'config') return all({ diagnostics: await this.reread(), reread: true });
    if (kind === 'page') {
      // A file gone by the time its add or change is applied (renamed away in a burst of saves) is removed, as its
      // unlink, which may come later or never, would remove it; not a broken link to report.
      const applied = await this.applyPage(file, event !== 'unlink' && !lexists(file) ? 'unlink' : event, read);
      const { route, diagnostics } = applied;
      if (!applied.structural) return { redo: route ? [route] : [], kind, route, diagnostics };
      const moved = this.siteDiagnostics.filter((d) => d.source === 'route');
      return all({ diagnostics: [...applied.diagnostics, ...moved] });
    }
    if (kind === 'site-page') {
      const applied = await this.applySitePage(file, event);
      if (!applied.structural) return { redo: applied.route ? [applied.route] : [], kind, ...applied };
      const moved = this.siteDiagnostics.filter((d) => d.source === 'route');
      return all({ diagnostics: [...applied.diagnostics, ...moved] });
    }
    if (kind === 'api') {
      const diagnostics = this.applyApi();
      const drop = [...this.jobs].filter(([, job]) => job.kind === 'api').map(([route]) => route);
      return all({ diagnostics, drop });
    }
    if (kind === 'snippet') {
      // Only the pages that include it: their cache keys see the new file content.
      const redo = [...this.results.values()].filter((r) => r.deps.includes(file)).map((r) => r.path);
      return { redo, kind, diagnostics: [] };
    }
    this.statics = undefined;
    return { redo: 'all', kind, diagnostics: [] };
  }

  /** Reads the whole site again (its config changed, or a watched folder came back); returns its problems. */
  async reread(): Promise<Diagnostic[]> {
    // A bundle of its own: until the new plan is complete, the site served is the old one, whole.
    const memory = this.options.target.kind === 'memory';
    const target: OutputTarget = memory ? { kind: 'memory', files: new Map() } : this.options.target;
    const { site, diagnostics } = await Site.plan({ ...this.options, target });
    if (site) {
      const { results, ...fresh } = site;
      void results;
      Object.assign(this, fresh);
    }
    this.statics = undefined;
    this.forgetRemoved();
    return diagnostics;
  }

  /** Results of pages that are gone would go on producing link warnings about deleted files. */
  private forgetRemoved(): void {
    for (const route of [...this.results.keys()]) if (!this.jobs.has(route)) this.results.delete(route);
  }

  /**
   * Recomputes routes, sidebars, placement, site data and page inputs after pages were added, removed or
   * retitled: the pipeline's planRoutes over the site as it is in memory now.
   */
  replan(): void {
    const { value, diagnostics } = planRoutes({ ...this, files: [...this.files.values()] }, this.cache);
    this.routes = value.routes;
    this.shared = value.shared;
    this.jobs = jobsByRoute(value.jobs);
    this.siteDiagnostics = this.siteDiagnostics.filter((d) => d.source !== 'route').concat(diagnostics);
  }

  /**
   * Applies a change to one page file. `structural` when routes or sidebars may have changed (the page was
   * added, removed, renamed or retitled), else the route of the page whose content changed. A file that no
   * longer reads (bad front matter) keeps its last good version in the site and is recorded in
   * `brokenPages`, so its route shows the errors instead of vanishing into a 404.
   */
  async applyPage(
    file: string,
    event: FileEvent,
    read: ReadPage = readPageHere(this.config),
  ): Promise<{ structural: boolean; route?: string; diagnostics: Diagnostic[] }> {
    const before = this.files.get(file);
    const rel = relative(this.config.docsDir, file).split(sep).join('/');
    const { file: after, diagnostics } = event === 'unlink' ? { diagnostics: [] } : await read(rel);
    this.brokenPages.delete(file);
    if (!after && event !== 'unlink' && hasErrors(diagnostics)) {
      const route = before?.route ?? routeOfPagePath(currentDocsConfig(this.config) ?? this.config, rel);
      this.brokenPages.set(file, { route, diagnostics: diagnostics.filter((d) => d.severity === 'error') });
      return { structural: false, route, diagnostics };
    }
    if (after) this.files.set(file, after);
    else this.files.delete(file);
    const structural = structuralKey(before) !== structuralKey(after);
    if (structural) this.replan();
    else if (after) this.jobs.set(after.route, { kind: 'mdx', file: after });
    return { structural, route: after?.route ?? before?.route, diagnostics };
  }

  /**
   * Applies a change to a page of `src/pages/`: the pages are listed again (as discover lists them, cheap), a
   * React page is rebundled (the stylesheets it imports, its islands). `structural` as for a doc page; a
   * Markdown page that no longer reads keeps its last good version and shows its errors at its route.
   */
  async applySitePage(
    file: string,
    event: FileEvent,
  ): Promise<{ structural: boolean; route?: string; diagnostics: Diagnostic[] }> {
    const pagesDir = this.watchedDirs().pagesDir!;
    const before = this.sitePages?.find((p) => p.sourcePath === file);
    const found = discoverSitePages(this.config);
    const ownDiagnostics = found.diagnostics.filter((d) => d.file === file);
    const fromPages = (d: Diagnostic) => d.source === 'discover' && !!d.file && isInsideOrSame(pagesDir, d.file);
    this.siteDiagnostics = this.siteDiagnostics.filter((d) => !fromPages(d)).concat(found.diagnostics);
    let after = found.value.find((p) => p.sourcePath === file);
    this.brokenPages.delete(file);
    if (!after && event !== 'unlink' && hasErrors(ownDiagnostics)) {
      const rel = relative(pagesDir, file).split(sep).join('/');
      const route = before?.route ?? pageRoute(rel);
      this.brokenPages.set(file, { route, diagnostics: ownDiagnostics.filter((d) => d.severity === 'error') });
      if (before) found.value.push((after = before));
    }
    this.sitePages = found.value;
    if (after?.sitePage === 'react' || before?.sitePage === 'react') {
      await this.rebundle(); // plans the routes again
      return { structural: true, diagnostics: ownDiagnostics };
    }
    const job = before && this.jobs.get(before.route);
    const kept = job?.kind === 'mdx' && job.file.sourcePath === file; // not a page skipped as a duplicate route
    if (after && kept && structuralKey(before) === structuralKey(after)) {
      this.jobs.set(after.route, { kind: 'mdx', file: after });
      return { structural: false, route: after.route, diagnostics: ownDiagnostics };
    }
    this.replan();
    return { structural: true, route: after?.route ?? before?.route, diagnostics: ownDiagnostics };
  }

  /** Re-reads the API reference YAML (any change may move symbols, so pages using PyObject recompile). */
  private applyApi(): Diagnostic[] {
    // An API file that stops reading (a YAML alias, a syntax error) shows its errors at the route it had, as a
    // page with broken front matter does, instead of vanishing into a 404.
    const routeBefore = new Map(this.apiPages.map((p) => [p.sourcePath, p.route]));
    for (const [file, broken] of this.brokenPages)
      if (routeBefore.has(file) || broken.api) this.brokenPages.delete(file);
    const api = discoverApiReference(this.config);
    const readNow = new Set(api.value.pages.map((p) => p.sourcePath));
    for (const d of api.diagnostics) {
      const route = d.file && routeBefore.get(d.file);
      if (d.severity !== 'error' || !route || readNow.has(d.file!)) continue;
      const broken = this.brokenPages.get(d.file!) ?? { route, diagnostics: [], api: true };
      broken.diagnostics.push(d);
      this.brokenPages.set(d.file!, broken);
    }
    this.apiPages = api.value.pages;
    this.apiIndex = api.value.index;
    this.apiUnchecked = api.value.unchecked;
    this.siteDiagnostics = this.siteDiagnostics.filter((d) => d.source !== 'api').concat(api.diagnostics);
    this.replan();
    return api.diagnostics;
  }

  /** Rebundles the runtime and stylesheet after an edit under runtime/, a stylesheet or a site component. */
  private async rebundle(): Promise<void> {
    this.assetFiles.clear();
    const target: OutputTarget = { kind: 'memory', files: this.assetFiles };
    this.assets = (await bundleAssets(target, this.config)).value;
    this.replan();
  }
}

function jobsByRoute(jobs: PageJob[]): Map<string, PageJob> {
  return new Map(jobs.map((j) => [jobEntry(j).route, j]));
}

/** Reads a page on this thread (tests, `docs build`; `docs dev` reads on its render thread). */
export const readPageHere =
  (config: ResolvedConfig): ReadPage =>
  async (rel) => {
    const diagnostics: Diagnostic[] = [];
    // On a site with versioned docs the docs folder is the current version, with its own route prefix.
    return { file: discoverFile(currentDocsConfig(config) ?? config, rel, diagnostics), diagnostics };
  };

/** The fields of a page that other pages show (sidebar, breadcrumbs, cards, pagination, tags, links). */
function structuralKey(f: ContentFile | undefined): string {
  if (!f) return '';
  // The page's own text and what only its own page shows; `sourceLength` changes with any edit of the body.
  const { source, sourceLength, hash, frontMatter, bodyLine, lastUpdate, ...shown } = f;
  const { hideTableOfContents, tocMinLevel, tocMaxLevel, ...rest } = shown;
  (void source, sourceLength, hash, frontMatter, bodyLine, lastUpdate, hideTableOfContents, tocMinLevel, tocMaxLevel);
  return JSON.stringify([rest, frontMatter.redirect_from]); // redirects are part of the route table
}
