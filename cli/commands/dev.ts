import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { build as esbuild } from 'esbuild';
import { DocsError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostics } from '../diagnostics/report.ts';
import { classifyChange, type WatchedDirs } from '../dev/changes.ts';
import {
  applyApiChange,
  applyPageChange,
  brokenPageResult,
  loadDevSite,
  rebundleAssets,
  rebuildRoutes,
  type DevSite,
} from '../dev/dev-site.ts';
import { asDevDiagnostic } from '../dev/dev-severity.ts';
import { LiveReload } from '../dev/live-reload.ts';
import { injectDevClient, renderErrorOverlay } from '../dev/overlay.ts';
import { RenderThread } from '../dev/render-thread.ts';
import type { RenderResponse } from '../dev/render-worker.ts';
import { DevSearchIndex } from '../dev/search-index.ts';
import { watchFiles, type FileEvent } from '../dev/watcher.ts';
import { admitRequest } from '../http/admit.ts';
import { locationUnderBase, routeUnderBase } from '../http/base-path.ts';
import { contentTypeOf, withCharset } from '../http/content-type.ts';
import { isLoopbackAddress } from '../http/host-check.ts';
import { createSafeServer, errorTextFor, listen, sendText, type Handler } from '../http/server.ts';
import { createStaticFiles } from '../http/static-files.ts';
import { collectStaticFiles } from '../output/static-files.ts';
import type { OutputTarget } from '../output/target.ts';
import { DevLinkWarnings } from '../dev/link-warnings.ts';
import type { PageResult } from '../pipeline/types.ts';
import { searchRecordsOf } from '../pipeline/stages/search-index.ts';
import { clearFindInFileCache } from '../util/find-in-file.ts';
import { PROJECT_DIR } from '../util/project-dir.ts';
import { generatorSourceHash } from '../util/source-hash.ts';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH } from '../../shared/events.ts';
import { routeOfGeneratedFile, routeToHtmlFile } from '../../shared/routes.ts';
import { canonicalPath } from './serve.ts';
import { negotiatedDevMarkdown } from '../http/markdown-negotiation.ts';
import { devRedirect } from '../dev/redirects.ts';
import { sendRedirect } from '../http/redirects.ts';

const SEARCH_REINDEX_DELAY_MS = 1500;

export interface DevOptions {
  rootDir: string;
  port: number;
  host: string;
  log: (line: string) => void;
  /**
   * Called with the server's URL as soon as it accepts requests: before the site is read (a request waits
   * until what its page needs is ready) and before the watcher is ready.
   */
  onListening?: (url: string) => void;
  /** For tests: called with a page's route each time the render thread is asked for it (not when kept in memory). */
  onRender?: (route: string) => void;
}

export interface DevServer {
  server: Server;
  url: string;
  /** Resolves once every page has been compiled once and links checked (warnings printed). */
  ready: Promise<void>;
  close(): Promise<void>;
  /** For the benchmark: called with each reload message's path set, as it is sent. */
  onReload?: (paths: string[] | 'all') => void;
  /** Every output path dev serves now (as `build` writes them, no leading slash), except `/pagefind/`. */
  files(): Promise<string[]>;
}

/**
 * `docs dev`: the build's stages into a memory target, served, and kept up to date as files change. One
 * page edit recompiles that page only and reloads only the tabs showing it; errors show in the browser
 * and the terminal and never stop the server. The parts: the site in memory (cli/dev/dev-site.ts), the
 * render thread, the watcher and its change classifier, live reload, the in-memory search index, and the
 * HTTP layer (cli/http/); their lifecycle is here, and every one is closed on exit or failed start-up.
 */
export async function devCommand(options: DevOptions): Promise<DevServer> {
  // The render thread starts (and loads the render code) while the site is read, on the other core: discover
  // waits for it to exist. Reading the config starts next; the rest of start-up (the client bundle, the port)
  // runs while the config module is imported, time the main thread would otherwise spend waiting.
  let site: DevSite | undefined;
  const render = new RenderThread(() => site?.shared);
  void render.request({ type: 'warm' });
  const timings = process.env.DOCS_DEV_TIMINGS ? options.log : undefined;
  const loading = loadDevSite(options.rootDir, timings, () => render.started().catch(() => {}));
  loading.catch(() => {}); // awaited below, after the port is taken
  const devClientScript = bundleDevClient();
  devClientScript.catch(() => {}); // awaited (and its error thrown) once the site is read
  const closers: (() => unknown)[] = [() => render.close()];
  // The port is taken first (a busy one fails at once, not after the site is read), so a browser's request
  // can arrive while the site is read: it waits for the handler, set once the site is.
  let setHandler!: (handler: Handler) => void;
  let failStart!: (error: unknown) => void;
  const handler = new Promise<Handler>((resolve, reject) => ((setHandler = resolve), (failStart = reject)));
  handler.catch(() => {}); // a failed start is thrown by devCommand; waiting requests get a 503
  // A stack trace goes only to a browser on this machine; open event streams are never timed out.
  const httpServer = createSafeServer(
    async (req, res) => {
      const handle = await handler.catch(() => undefined);
      if (!handle) return sendText(res, 503, '`docs dev` did not start: see the terminal.');
      return handle(req, res);
    },
    {
      idleTimeoutMs: 0,
      exposeErrors: (req) => isLoopbackAddress(req.socket.remoteAddress),
      onError: (error, req) => options.log(`  dev: ${req.method} ${req.url}: ${(error as Error)?.stack ?? error}`),
    },
  );
  try {
    await listen(httpServer, options.port, options.host);
    closers.push(() => new Promise((resolve) => httpServer.close(resolve)));
    const address = httpServer.address();
    const url = `http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}`;
    options.onListening?.(url);
    const loaded = await loading;
    if (!loaded.site) {
      options.log(formatDiagnostics(loaded.diagnostics, { rootDir: options.rootDir }));
      throw new DocsError(
        'The site configuration has errors (listed above); fix them and start `docs dev` again.',
        'config',
      );
    }
    site = loaded.site;
    void render.request({ type: 'shared', shared: site.shared });
    return await startDevServer(site, render, devClientScript, options, closers, { httpServer, url, setHandler });
  } catch (error) {
    failStart(error);
    // A busy port, or anything else: stop what started, or it would keep the process alive forever.
    for (const close of closers.reverse()) await close();
    throw error;
  }
}

async function startDevServer(
  site: DevSite,
  render: RenderThread,
  devClientScript: Promise<string>,
  options: DevOptions,
  closers: (() => unknown)[],
  http: { httpServer: Server; url: string; setHandler: (handler: Handler) => void },
): Promise<DevServer> {
  const live = new LiveReload();
  closers.push(() => live.close());
  const rendered = new Map<string, RenderResponse>(); // route → last render, dropped on any change
  const results = new Map<string, PageResult>(); // route → anchors and refs, for the link check
  let special: Map<string, string> | undefined;
  // What emit writes (sitemap, robots.txt, llms.txt, sidebar data, page images, static files), in memory.
  let siteFiles: Map<string, string | Uint8Array> | undefined;
  let staticRels: string[] = [];
  // Each page's HTML as last rendered. Unlike `rendered`, it survives changes: a structural change
  // drops every render, and indexing only what was re-rendered since left search with a handful of
  // pages. A page's text changes only when its own file does, and that page is re-rendered at once.
  const lastHtml = new Map<string, string>();
  const search = new DevSearchIndex(
    SEARCH_REINDEX_DELAY_MS,
    async () => {
      // Pages never rendered yet (just added) are rendered one at a time, so a reader's request waits
      // behind at most one of them.
      for (const route of site.jobs.keys()) if (!lastHtml.has(route)) await renderRoute(route);
      const pages = [...site.jobs.keys()].flatMap((route) => {
        const html = lastHtml.get(route);
        return html ? [{ url: route, html }] : [];
      });
      return [pages, searchRecordsOf(pages.flatMap(({ url }) => results.get(url) ?? []))];
    },
    options.log,
  );
  closers.push(() => search.close());
  const devClient = await devClientScript;
  const staticFiles = createStaticFiles({ root: site.config.staticDir, cacheControl: () => 'no-cache' });
  const server: DevServer = {
    server: http.httpServer,
    url: http.url,
    ready: Promise.resolve(),
    close: async () => {},
    files: async () => [],
  };
  live.onReload = (paths) => server.onReload?.(paths);

  const print = (diagnostics: Diagnostic[]) => {
    if (!diagnostics.length) return;
    options.log(formatDiagnostics(diagnostics, { rootDir: site.config.rootDir, color: process.stdout.isTTY }));
  };

  const renderRoute = async (route: string): Promise<RenderResponse | undefined> => {
    // A page whose file does not read now (front matter) shows those errors, not its last good version.
    const broken = brokenPageResult(site, route);
    if (broken) return { id: 0, files: [], result: broken };
    const cached = rendered.get(route);
    if (cached) return cached;
    const job = site.jobs.get(route);
    if (!job) return undefined;
    options.onRender?.(route);
    const response = await render.request({ type: 'page', job });
    // A link to a page just deleted or renamed is a warning here: the linking page keeps rendering.
    if (response.result) response.result.diagnostics = response.result.diagnostics.map(asDevDiagnostic);
    if (response.result) results.set(route, response.result);
    rendered.set(route, response);
    const html = response.files.find(([f]) => f === routeToHtmlFile(route))?.[1];
    if (html) lastHtml.set(route, html);
    return response;
  };

  const specialPages = async () =>
    (special ??= new Map((await render.request({ type: 'special', tagPages: site.routes.tagPages })).files));

  /** The emit stage into memory, once every page has been compiled (llms.txt lists them all). */
  const emittedFiles = async () => {
    await server.ready;
    if (siteFiles) return siteFiles;
    const target: OutputTarget = { kind: 'memory', files: new Map() };
    const pages = [...site.jobs.keys()]
      .flatMap((route) => results.get(route) ?? [])
      .sort((a, b) => a.path.localeCompare(b.path));
    const found = collectStaticFiles(site.config.staticDir, site.config.rootDir).files;
    // Loaded on first use: emit.ts also renders the special pages (React), which only the render thread needs.
    const { emitSiteFiles } = await import('../pipeline/stages/emit.ts');
    // llms-full.txt reads the pages' Markdown copies from the target, as in a build; they are served from renders.
    const copies: [string, string][] = [];
    for (const r of site.jobs.keys())
      copies.push(...((await renderRoute(r))?.files ?? []).filter(([f]) => f.endsWith('.md')));
    for (const [file, text] of copies) target.files.set(file, text);
    emitSiteFiles(site.config, site.routes, pages, found, target); // its diagnostics: the build's (dev shows pages')
    for (const [file] of copies) target.files.delete(file);
    // Static files are served from disk by the static layer (ranges, conditional GET), as `docs serve` does.
    staticRels = found.map((f) => f.rel);
    for (const rel of staticRels) target.files.delete(rel);
    return (siteFiles = target.files);
  };

  const links = new DevLinkWarnings(() => site, results, print);

  const everythingChanged = async (restartThread: boolean) => {
    rendered.clear();
    special = undefined;
    siteFiles = undefined;
    // Pages removed or moved: their old results would go on producing link warnings about deleted files.
    for (const route of [...results.keys()]) if (!site.jobs.has(route)) results.delete(route);
    for (const route of [...lastHtml.keys()]) if (!site.jobs.has(route)) lastHtml.delete(route);
    if (restartThread) await render.restart();
    else await render.request({ type: 'shared', shared: site.shared });
    live.reload('all');
  };

  // Readers' requests and edits go first: the background compile waits while any of them is in flight, so
  // a page asked for just after start waits for at most the one background page being compiled.
  let foreground = 0;
  const foregroundWaiters: (() => void)[] = [];
  const foregroundIdle = () =>
    foreground ? new Promise<void>((resolve) => foregroundWaiters.push(resolve)) : Promise.resolve();
  const inForeground = async <T>(run: () => Promise<T>): Promise<T> => {
    foreground++;
    try {
      return await run();
    } finally {
      if (--foreground === 0) for (const resolve of foregroundWaiters.splice(0)) resolve();
    }
  };

  // Compile every page once in the background (through the disk cache), so link warnings cover the site.
  // It starts once the server listens and the watcher is ready (start-up work comes first).
  let startBackground = () => {};
  const background = new Promise<void>((resolve) => (startBackground = resolve));
  server.ready = (async () => {
    await background;
    for (const route of site.jobs.keys()) {
      await foregroundIdle();
      const r = await renderRoute(route);
      if (r?.result) print(r.result.diagnostics);
    }
    print(site.siteDiagnostics);
    links.checkAll();
    search.schedule();
    options.log(`  all ${site.jobs.size} pages compiled`);
  })();

  server.files = async () => {
    await server.ready;
    const emitted = await emittedFiles();
    const files = new Set<string>([
      ...site.assetFiles.keys(),
      ...(await specialPages()).keys(),
      ...emitted.keys(),
      ...staticRels,
    ]);
    for (const route of site.jobs.keys()) for (const [file] of (await renderRoute(route))?.files ?? []) files.add(file);
    return [...files].sort();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const admitted = admitRequest(req, res, { host: options.host });
    if (!admitted) return;
    // The dev server's own endpoints (`/__docs/…`) are at the root; the site is under its base URL.
    if (admitted.raw === DEV_EVENTS_PATH) return live.accept(req, res);
    if (admitted.raw === DEV_CLIENT_PATH) return send(res, 200, 'text/javascript', devClient);
    const base = site.config.site.baseUrl;
    const routed = routeUnderBase(base, admitted);
    if (routed.kind === 'redirect') return sendRedirect(res, routed.location, '');
    if (routed.kind === 'outside')
      return send(res, 404, 'text/html', injectDevClient((await specialPages()).get('404.html') ?? 'Page not found'));
    const path = routed.path;
    const url = new URL(`http://localhost${path.raw}${path.search}`);
    if (url.pathname.startsWith('/pagefind/')) {
      const file = search.get(url.pathname.slice('/pagefind/'.length));
      if (file) return send(res, 200, contentTypeOf(url.pathname), file);
    }
    const clean = canonicalPath(url.pathname);
    if (clean && !url.pathname.startsWith('/assets/')) {
      res.writeHead(301, { Location: locationUnderBase(base, clean) + url.search });
      return res.end();
    }
    const moved = devRedirect(site, admitted.raw); // `_redirects` names old URLs with the base
    if (moved) return sendRedirect(res, moved, url.search);
    const asset = site.assetFiles.get(url.pathname.slice(1));
    if (asset !== undefined) return send(res, 200, contentTypeOf(url.pathname), asset);

    // A page, its route data (`/_data/x.json`) or its Markdown copy (`/x.md`).
    const generated = routeOfGeneratedFile(url.pathname.slice(1));
    const route = generated?.route ?? url.pathname;
    const page = await inForeground(() => renderRoute(route));
    if (page) {
      const errors = page.result?.diagnostics.filter((d) => d.severity === 'error') ?? [];
      if (page.error || errors.length) {
        const message = page.error ? errorTextFor(req, page.error) : 'render failed';
        const diags: Diagnostic[] = errors.length
          ? errors
          : [{ severity: 'error', ruleId: 'internal-error', source: 'render', message }];
        return send(res, 500, 'text/html', renderErrorOverlay(diags, site.config.rootDir, route));
      }
      const markdown = generated ? undefined : negotiatedDevMarkdown(req, res, route, page.files);
      if (markdown !== undefined) return send(res, 200, 'text/markdown', markdown);
      const file = new Map(page.files).get(generated ? url.pathname.slice(1) : routeToHtmlFile(route));
      if (file !== undefined && generated) return send(res, 200, contentTypeOf(url.pathname), file);
      if (file !== undefined) return send(res, 200, 'text/html', injectDevClient(file));
    }
    const specialHtml = (await specialPages()).get(
      url.pathname === '/' ? 'index.html' : `${url.pathname.slice(1)}/index.html`,
    );
    if (specialHtml) return send(res, 200, 'text/html', injectDevClient(specialHtml));
    if (await staticFiles.serve(req, res, path.segments)) return;
    const emitted = (await emittedFiles()).get(url.pathname.slice(1));
    if (emitted !== undefined) return send(res, 200, contentTypeOf(url.pathname), emitted);
    send(res, 404, 'text/html', injectDevClient((await specialPages()).get('404.html') ?? 'Page not found'));
  };

  const dirs: WatchedDirs = {
    runtimeDir: join(PROJECT_DIR, 'runtime'),
    themeDir: join(PROJECT_DIR, 'theme'),
    sharedDir: join(PROJECT_DIR, 'shared'),
    configDir: join(site.config.rootDir, 'config'),
    docsDir: site.config.docsDir,
    apiDir: site.config.apiDir,
    snippetsDir: site.config.snippetsDir,
    srcDir: join(site.config.rootDir, 'src'),
  };
  const onChange = async (kind: FileEvent, file: string) => {
    clearFindInFileCache();
    const started = performance.now();
    const change = classifyChange(file, dirs);
    if (change === 'assets') {
      await rebundleAssets(site);
      await everythingChanged(false);
    } else if (change === 'generator') {
      generatorSourceHash(true); // new cache keys: pages compiled with the old components are not reused
      if (file.startsWith(dirs.sharedDir))
        await rebundleAssets(site); // the browser bundle uses shared/ too
      else rebuildRoutes(site);
      await everythingChanged(true);
    } else if (change === 'config') {
      const reloaded = await loadDevSite(site.config.rootDir);
      print(reloaded.diagnostics);
      if (reloaded.site) Object.assign(site, reloaded.site);
      await everythingChanged(false);
    } else if (change === 'page') {
      const applied = applyPageChange(site, file, kind);
      print(applied.diagnostics);
      siteFiles = undefined; // a title or description in llms.txt may have changed
      if (applied.structural) {
        print(site.siteDiagnostics.filter((d) => d.source === 'route'));
        await everythingChanged(false);
      } else if (applied.route) {
        rendered.delete(applied.route);
        // Recompiled now, so errors print before the reload.
        const r = await inForeground(() => renderRoute(applied.route!));
        if (r?.result && !brokenPageResult(site, applied.route)) print(r.result.diagnostics);
        live.reload([applied.route]);
        links.checkPage(applied.route);
      }
      if (applied.structural || !applied.route) links.checkAll();
    } else if (change === 'api') {
      print(applyApiChange(site));
      // API pages' text changed: the next index renders them again instead of using the old HTML.
      for (const [route, job] of site.jobs) if (job.kind === 'api') lastHtml.delete(route);
      await everythingChanged(false);
    } else if (change === 'snippet') {
      // Only the pages that include the snippet: their cache keys see the new file content.
      const affected = [...results.values()].filter((r) => r.deps.includes(file)).map((r) => r.path);
      for (const route of affected) rendered.delete(route);
      live.reload(affected);
    } else {
      siteFiles = undefined; // static files
      live.reload('all');
    }
    options.log(`  ${kind} ${relative(site.config.rootDir, file)} (${Math.round(performance.now() - started)} ms)`);
    search.schedule();
  };
  let queue = Promise.resolve();
  const watched = [
    site.config.docsDir,
    site.config.apiDir,
    site.config.snippetsDir,
    site.config.staticDir,
    dirs.configDir,
    dirs.srcDir!,
    dirs.themeDir,
    dirs.runtimeDir,
    dirs.sharedDir,
  ];
  // Requests are served from here on. Those that came while the site was read go first: the watcher's initial
  // scan (every file of the site and the generator's folders) waits until their pages are answered. An edit
  // saved before the scan is done goes unseen, as one saved while the site was read always has.
  http.setHandler(handle);
  await new Promise((resolve) => setImmediate(resolve)); // the waiting requests' handlers start (microtasks)
  await foregroundIdle();
  const watcher = await watchFiles(watched, (kind, file) => {
    queue = queue
      .then(() => onChange(kind, file))
      .catch((error) => options.log(`  dev: ${(error as Error).stack ?? error}`));
  });
  closers.push(() => watcher.close());
  startBackground();
  server.close = async () => {
    for (const close of closers.splice(0).reverse()) await close();
  };
  return server;
}

/** The live-reload client (runtime/dev-client.ts), bundled in memory while the site is read. */
async function bundleDevClient(): Promise<string> {
  const bundled = await esbuild({
    entryPoints: [join(PROJECT_DIR, 'runtime/dev-client.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return bundled.outputFiles[0].text;
}

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  res.writeHead(status, {
    'Content-Type': type.includes('charset=') ? type : withCharset(type),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
