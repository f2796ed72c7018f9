import { join, relative } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostics } from '../diagnostics/report.ts';
import type { SiteFile, SiteSource } from '../http/site-handler.ts';
import { candidates, isHidden, openFile } from '../http/static-files.ts';
import type { StaticFile } from '../output/static-files.ts';
import type { Redo, Site } from '../pipeline/site.ts';
import type { ContentFile } from '../pipeline/types.ts';
import { treeProblems } from '../pipeline/stages/discover.ts';
import { routeOfGeneratedFile, routeToHtmlFile } from '../../shared/routes.ts';
import { asDevDiagnostic } from './dev-severity.ts';
import { DevLinkWarnings } from './link-warnings.ts';
import { injectDevClient, renderErrorOverlay } from './overlay.ts';
import type { RenderThread } from './render-thread.ts';
import type { RenderResponse } from './render-worker.ts';
import { DevSearchIndex } from './search-index.ts';
import { shardSizing } from '../pipeline/stages/search-shards.ts';
import type { FileEvent } from './watcher.ts';
import { lexists } from '../util/lexists.ts';

const SEARCH_REINDEX_DELAY_MS = 1500;

/** What a change asks of the open tabs: reload the tabs showing these routes, or every tab. */
export type Reload = Redo;

export interface LiveSiteOptions {
  log: (line: string) => void;
  /**
   * Applies a file event in turn with the watcher's (dev.ts's queue): a page whose file is there again, or gone
   * again, once a burst of its events has been applied is applied once more (recheckSoon), as `apply(…, false)`.
   */
  requeue?: (event: FileEvent, file: string) => void;
  /** For tests: called with a page's route each time the render thread is asked for it (not when kept). */
  onRender?: (route: string) => void;
}

/** A page as last rendered: its result (anchors, refs, diagnostics) and the output files it wrote. */
interface RenderedPage {
  response: RenderResponse;
  files: string[];
}

/**
 * The site `docs dev` serves: the build's Site (cli/pipeline/site.ts) kept alive, with what serving it adds —
 * every page's files rendered on request by the render thread and kept in memory by route until a change
 * makes them stale, the link check as warnings printed once, the Site's emit into memory, the search index
 * rebuilt a moment after changes, readers' requests before background work, and `apply`, which hands a file
 * event to the Site and drops what the routes it names had rendered. It is the server's file source (`find`),
 * laid out as `docs build` lays out its folder, so the one request handler (cli/http/site-handler.ts) answers
 * for it as it answers for a built folder.
 */
export class LiveSite implements SiteSource {
  /** Every file the build writes for a page, as last rendered (stale ones too: search indexes them). */
  private output = new Map<string, string | Uint8Array>();
  private pages = new Map<string, RenderedPage>();
  /** Renders made since the last change that touched them: route → the render (maybe still running). */
  private fresh = new Map<string, Promise<RenderResponse | undefined>>();
  /** Which render of a route is the current one: an older one that ends later is not kept. */
  private tokens = new Map<string, object>();
  private special: Promise<Map<string, string>> | undefined;
  /** The emit stage's files (sitemap, robots.txt, llms files, sidebar data, redirects, page images). */
  private emitted: Promise<EmitFiles> | undefined;
  /** `static/` as the build copies it (symlinks followed only inside the site), output path → source. */
  private statics = new Map<string, string>();
  private staticReport = '';
  /** The docs tree's problems reported so far (at start-up with the site's, then by checkTree). */
  private treeReported = new Set<string>();
  private search: DevSearchIndex;
  private links: DevLinkWarnings;
  private foreground = 0;
  private foregroundWaiters: (() => void)[] = [];
  private startBackground = () => {};
  /** Resolves once every page has been compiled once and links checked (warnings printed). */
  readonly ready: Promise<void>;

  constructor(
    readonly site: Site,
    private render: RenderThread,
    private options: LiveSiteOptions,
  ) {
    this.search = new DevSearchIndex(
      SEARCH_REINDEX_DELAY_MS,
      async () => {
        // Pages never rendered yet (just added) are rendered one at a time, so a reader waits behind one at most.
        for (const route of this.site.jobs.keys()) if (!this.pages.has(route)) await this.renderRoute(route);
        const html = (route: string) => {
          const text = this.output.get(routeToHtmlFile(route));
          return typeof text === 'string' ? text : undefined;
        };
        return { pages: this.site.pageResults(), html, sizing: shardSizing(this.site.config.site.search) };
      },
      options.log,
    );
    this.links = new DevLinkWarnings(
      () => this.site,
      site.results,
      (d) => this.print(d),
    );
    this.collectStatic();
    this.treeReported = new Set(site.siteDiagnostics.filter((d) => d.source === 'discover').map(problemKey));
    const background = new Promise<void>((resolve) => (this.startBackground = resolve));
    this.ready = this.compileAll(background);
  }

  /** Every page compiled once in the background (through the disk cache), so link warnings cover the site. */
  private async compileAll(start: Promise<void>): Promise<void> {
    await start;
    for (const route of this.site.jobs.keys()) {
      await this.foregroundIdle();
      const r = await this.renderRoute(route);
      if (r?.result) this.print(r.result.diagnostics);
    }
    this.print(this.site.siteDiagnostics);
    this.links.checkAll();
    this.search.schedule();
    this.options.log(`  all ${this.site.jobs.size} pages compiled`);
  }

  /** Starts the background compile (once the server listens and the watcher is ready: start-up work first). */
  start(): void {
    this.startBackground();
  }

  close(): void {
    this.search.close();
    for (const timer of this.rechecks.values()) clearTimeout(timer);
  }

  private rechecks = new Map<string, ReturnType<typeof setTimeout>>();

  /**
   * A page file's events are applied after they happen: in a burst of renames (`mv a b; mv b a`, an editor's or
   * git's), a page may be read just when its file is away and be dropped though the file is back, or the other
   * way round, and the watcher may have nothing more to say. Once the file's events have been quiet for
   * PAGE_RECHECK_MS, what the site holds is compared with the disk, and the difference applied.
   */
  private recheckSoon(file: string): void {
    if (!this.options.requeue) return;
    clearTimeout(this.rechecks.get(file));
    const timer = setTimeout(() => {
      this.rechecks.delete(file);
      const there = lexists(file);
      if (there !== this.site.holdsPageFile(file)) this.options.requeue!(there ? 'add' : 'unlink', file);
    }, PAGE_RECHECK_MS);
    timer.unref();
    this.rechecks.set(file, timer);
  }

  print(diagnostics: Diagnostic[]): void {
    if (!diagnostics.length) return;
    const text = formatDiagnostics(diagnostics, { rootDir: this.site.config.rootDir, color: process.stdout.isTTY });
    this.options.log(text);
  }

  // ── The file source the request handler reads ────────────────────────────────────────────────────────────

  baseUrl(): string {
    return this.site.config.site.baseUrl;
  }

  redirect(path: string): string | undefined {
    return this.site.redirect(path);
  }

  cacheControl(name: string): string {
    return this.statics.has(name) ? 'no-cache' : 'no-store';
  }

  async find(segments: string[]): Promise<SiteFile | undefined> {
    if (isHidden(segments)) return undefined;
    // What is at hand first (a page is rendered at once), then the special pages, then the emit stage's files,
    // which wait until every page has been compiled: a request never waits for them when its file is a page.
    const names = candidates(segments);
    for (const lookup of [this.pageOrFile, this.specialFile, this.emittedFile]) {
      for (const name of names) {
        const file = await lookup.call(this, name);
        if (file) return file;
      }
    }
    return undefined;
  }

  /** A bundle file, a file of the search index, a static file (from disk) or a page's file (rendered now). */
  private async pageOrFile(name: string): Promise<SiteFile | undefined> {
    const asset = this.site.assetFiles.get(name);
    if (asset !== undefined) return { name, body: asset };
    if (name.startsWith('pagefind/')) {
      const indexed = await this.search.get(name);
      return indexed && { name, body: indexed };
    }
    const from = this.statics.get(name);
    if (from) {
      const open = await openFile(from, name);
      if (open) return { name, open };
    }
    const route = routeOfPageFile(name);
    if (route === undefined || !(this.site.jobs.has(route) || this.site.brokenPage(route))) return undefined;
    const page = await this.inForeground(() => this.renderRoute(route));
    const errors = page?.result?.diagnostics.filter((d) => d.severity === 'error') ?? [];
    if (page?.error || errors.length) {
      const diags: Diagnostic[] = errors.length
        ? errors
        : [{ severity: 'error', ruleId: 'internal-error', source: 'render', message: page?.error ?? '' }];
      const overlay = renderErrorOverlay(diags, this.site.config.rootDir, route);
      return { name, body: overlay, status: 500, type: 'text/html' };
    }
    // The render's own files first: a render that a change overtook is not kept in `output` (the change renders
    // again and reloads the tab), but it is what this request asked for (a fixture copied just before dev starts
    // is seen as changed by the watcher's first scan).
    const body = page?.files.find(([file]) => file === name)?.[1] ?? this.output.get(name);
    if (body === undefined) return undefined;
    return { name, body: name.endsWith('.html') && typeof body === 'string' ? injectDevClient(body) : body };
  }

  /** 404.html and the tag pages. */
  private async specialFile(name: string): Promise<SiteFile | undefined> {
    const special = (await this.specialPages()).get(name);
    return special === undefined ? undefined : { name, body: injectDevClient(special) };
  }

  private async emittedFile(name: string): Promise<SiteFile | undefined> {
    const emitted = (await this.emittedFiles()).own(name);
    return emitted === undefined ? undefined : { name, body: emitted };
  }

  /** Every output path dev serves now (as `build` writes them, no leading slash), except `pagefind/`. */
  async files(): Promise<string[]> {
    await this.ready;
    const files = new Set<string>([
      ...this.site.assetFiles.keys(),
      ...(await this.specialPages()).keys(),
      ...(await this.emittedFiles()).keys(),
      ...this.statics.keys(),
    ]);
    for (const route of this.site.jobs.keys()) {
      await this.renderRoute(route);
      for (const file of this.pages.get(route)?.files ?? []) files.add(file);
    }
    return [...files].sort();
  }

  // ── Render, emit ─────────────────────────────────────────────────────────────────────────────────────────

  /** A page's render: kept since the last change that touched it, else asked of the render thread. */
  renderRoute(route: string): Promise<RenderResponse | undefined> {
    // A page whose file does not read now (front matter) shows those errors, not its last good version.
    const broken = this.site.brokenPage(route);
    if (broken) return Promise.resolve({ id: 0, files: [], result: broken });
    const kept = this.fresh.get(route);
    if (kept) return kept;
    const job = this.site.jobs.get(route);
    if (!job) return Promise.resolve(undefined);
    const token = {};
    const rendering = (async () => {
      this.options.onRender?.(route);
      const response = await this.render.request({ type: 'page', job });
      // A link to a page just deleted or renamed is a warning here: the linking page keeps rendering.
      if (response.result) response.result.diagnostics = response.result.diagnostics.map(asDevDiagnostic);
      if (this.tokens.get(route) !== token) return response; // a change came meanwhile: not kept
      if (response.result) this.site.results.set(route, response.result);
      for (const file of this.pages.get(route)?.files ?? []) this.output.delete(file);
      for (const [file, content] of response.files) this.output.set(file, content);
      this.pages.set(route, { response, files: response.files.map(([f]) => f) });
      return response;
    })();
    this.fresh.set(route, rendering);
    this.tokens.set(route, token);
    return rendering;
  }

  private specialPages(): Promise<Map<string, string>> {
    return (this.special ??= this.render
      .request({ type: 'special', tagPages: this.site.routes.tagPages })
      .then((r) => new Map(r.files)));
  }

  /** The emit stage into memory, once every page has been compiled (llms.txt lists them all). */
  private emittedFiles(): Promise<EmitFiles> {
    return (this.emitted ??= (async () => {
      await this.ready;
      for (const route of this.site.jobs.keys()) await this.renderRoute(route);
      // Its writes go to a map of their own; its reads (llms-full.txt reads the pages' Markdown copies, as in
      // a build) see the pages' files. Static files are served from disk (ranges, conditional GET), not copied.
      const files = new EmitFiles(this.output);
      await this.site.emit({ kind: 'memory', files }, []);
      // The blog's list pages show the posts' excerpts: made here, with every page compiled, as in a build.
      await this.site.emitBlogPages({ kind: 'memory', files });
      return files;
    })());
  }

  /**
   * Looks at the docs folder's tree again (a folder or link appeared or went) and reports its problems that were
   * not reported yet, as discover reports them at start-up (links to nothing, loops, folders named like pages).
   */
  checkTree(): void {
    const problems = treeProblems(this.site.config);
    const keys = new Set(problems.map(problemKey));
    this.print(problems.filter((d) => !this.treeReported.has(problemKey(d))));
    this.treeReported = keys;
  }

  /** Reads `static/` as the build does and reports its problems (a link out of the site) when they change. */
  private collectStatic(): void {
    const found = this.site.staticFiles();
    this.statics = new Map(found.files.map((f: StaticFile) => [f.rel, f.from]));
    const report = JSON.stringify(found.diagnostics);
    if (report !== this.staticReport) this.print(found.diagnostics);
    this.staticReport = report;
  }

  // ── Readers first ────────────────────────────────────────────────────────────────────────────────────────

  /** Readers' requests and edits go first: the background compile waits while any of them is in flight. */
  foregroundIdle(): Promise<void> {
    return this.foreground ? new Promise<void>((resolve) => this.foregroundWaiters.push(resolve)) : Promise.resolve();
  }

  private async inForeground<T>(run: () => Promise<T>): Promise<T> {
    this.foreground++;
    try {
      return await run();
    } finally {
      if (--this.foreground === 0) for (const resolve of this.foregroundWaiters.splice(0)) resolve();
    }
  }

  // ── Changes ──────────────────────────────────────────────────────────────────────────────────────────────

  /** Every folder `docs dev` watches: the site's (static/ too) and the generator's own. */
  watchedFolders(): string[] {
    const dirs = this.site.watchedDirs();
    const { config } = this.site;
    return [config.docsDir, config.apiDir, config.snippetsDir, config.staticDir, dirs.configDir, dirs.srcDir!].concat(
      [dirs.themeDir, dirs.runtimeDir, dirs.sharedDir],
      dirs.blogDir ? [dirs.blogDir] : [],
      dirs.versionPaths ?? [],
    );
  }

  /** Drops a page's render and files (its result stays for the link check until it is rendered again). */
  private dropRender(route: string): void {
    for (const file of this.pages.get(route)?.files ?? []) this.output.delete(file);
    this.pages.delete(route);
    this.fresh.delete(route);
  }

  /** Drops everything of a page that is gone. */
  private forget(route: string): void {
    this.dropRender(route);
    this.site.results.delete(route);
  }

  /** Everything may have changed: every render is stale (kept for search until redone), every tab reloads. */
  private async everythingChanged(restartThread: boolean): Promise<Reload> {
    this.fresh.clear();
    this.special = undefined;
    this.emitted = undefined;
    // Pages removed or moved: their renders are not served any more.
    for (const route of [...this.pages.keys()]) if (!this.site.jobs.has(route)) this.forget(route);
    if (restartThread) await this.render.restart();
    else await this.render.request({ type: 'shared', shared: this.site.shared });
    return 'all';
  }

  /** Reads a changed page file on the render thread (cli/dev/render-worker.ts, `discover`). */
  private async readPage(rel: string): Promise<{ file?: ContentFile; diagnostics: Diagnostic[] }> {
    const answer = await this.render.request({ type: 'discover', rootDir: this.site.config.rootDir, rel });
    if (answer.error === undefined) return { file: answer.discovered, diagnostics: answer.diagnostics ?? [] };
    const file = join(this.site.config.docsDir, rel);
    const message = `This page could not be read: ${answer.error.split('\n')[0]}`;
    return { diagnostics: [{ severity: 'error', ruleId: 'internal-error', source: 'discover', file, message }] };
  }

  /** Reads the whole site again (the config changed, or a watched folder came back). */
  async reload(): Promise<Reload> {
    this.print(await this.site.reread());
    return this.afterReread();
  }

  private async afterReread(): Promise<Reload> {
    this.treeReported = new Set(this.site.siteDiagnostics.filter((d) => d.source === 'discover').map(problemKey));
    this.collectStatic();
    const reload = await this.everythingChanged(false);
    this.links.checkAll();
    this.search.schedule();
    return reload;
  }

  /**
   * Brings the site up to date after a file event (the Site's `apply`); returns the tabs to reload. `recheck`:
   * compare the page with the disk once its events are quiet; not for the apply that comparison asks for, so a
   * file the site does not hold as a page while it is there (one no rule makes a page) is applied once more at
   * most, never in a loop.
   */
  async apply(event: FileEvent, file: string, recheck = true): Promise<Reload> {
    const { site } = this;
    const started = performance.now();
    const applied = await site.apply(event, file, (rel) => this.readPage(rel));
    this.print(applied.diagnostics);
    this.emitted = undefined; // a title or description in llms.txt may have changed, a static file come or gone
    let reload: Reload = applied.redo;
    if (applied.reread) {
      reload = await this.afterReread();
    } else if (applied.kind === 'page' || applied.kind === 'site-page') {
      if (applied.route && applied.redo !== 'all') {
        this.fresh.delete(applied.route);
        // Recompiled now, so errors print before the reload.
        const r = await this.inForeground(() => this.renderRoute(applied.route!));
        if (r?.result && !site.brokenPage(applied.route)) this.print(r.result.diagnostics);
        this.links.checkPage(applied.route);
      } else {
        if (applied.redo === 'all') reload = await this.everythingChanged(false);
        this.links.checkAll();
      }
    } else if (applied.kind === 'static') {
      this.collectStatic();
    } else if (applied.redo === 'all') {
      // API pages' text changed: search renders them again instead of indexing the old HTML.
      for (const route of applied.drop ?? []) this.dropRender(route);
      reload = await this.everythingChanged(applied.restartRenderer === true);
    } else {
      for (const route of applied.redo) this.fresh.delete(route);
    }
    this.options.log(
      `  ${event} ${relative(site.config.rootDir, file)} (${Math.round(performance.now() - started)} ms)`,
    );
    if (applied.kind === 'page' && recheck) this.recheckSoon(file);
    this.search.schedule();
    return reload;
  }
}

const problemKey = (d: Diagnostic) => `${d.ruleId}:${d.file}`;

/** The page route an output file belongs to: its HTML (`a/b/index.html`), route data or Markdown copy. */
function routeOfPageFile(name: string): string | undefined {
  if (name === 'index.html') return '/';
  if (name.endsWith('/index.html')) return '/' + name.slice(0, -'/index.html'.length);
  return routeOfGeneratedFile(name)?.route;
}

/** The emit stage's own files; a read of any other path sees the pages' files (llms-full.txt reads them). */
class EmitFiles extends Map<string, string | Uint8Array> {
  constructor(private pages: Map<string, string | Uint8Array>) {
    super();
  }

  override get(name: string): string | Uint8Array | undefined {
    return super.get(name) ?? this.pages.get(name);
  }

  /** A file the emit stage wrote. */
  own(name: string): string | Uint8Array | undefined {
    return super.get(name);
  }
}

/** How long a page file's events are quiet before what the site holds is compared with the disk (recheckSoon). */
const PAGE_RECHECK_MS = 400;
