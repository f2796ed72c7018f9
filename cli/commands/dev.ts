import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { watch, type FSWatcher } from 'chokidar';
import { build as esbuild } from 'esbuild';
import { DocsError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostics } from '../diagnostics/report.ts';
import { applyApiChange, applyPageChange, brokenPageResult, loadDevSite, rebundleAssets, rebuildRoutes, type DevSite } from '../dev/dev-site.ts';
import { asDevDiagnostic } from '../dev/dev-severity.ts';
import { generatorSourceHash } from '../util/source-hash.ts';
import { injectDevClient, renderErrorOverlay } from '../dev/overlay.ts';
import type { RenderCall, RenderResponse } from '../dev/render-worker.ts';
import { checkLinks } from '../pipeline/check.ts';
import { indexPagesInMemory, searchRecordsOf } from '../pipeline/search-index.ts';
import type { PageResult } from '../pipeline/page-job.ts';
import { forgetWorkerBundles, workerBundle } from '../pipeline/worker-bundle.ts';
import { routeToDataFile, routeToHtmlFile, routeToMarkdownFile } from '../../shared/routes.ts';
import { clearFindInFileCache } from '../util/find-in-file.ts';
import { hash } from '../util/hash.ts';
import { PROJECT_DIR } from '../util/project-dir.ts';
import { canonicalPath } from './serve.ts';
import { admitRequest } from '../http/admit.ts';
import { isLoopbackAddress } from '../http/host-check.ts';
import { createSafeServer, errorTextFor, listen } from '../http/server.ts';
import { createStaticFiles } from '../http/static-files.ts';

const SEARCH_REINDEX_DELAY_MS = 1500;
const CHANGE_RECHECK_MS = 75;
const PAGEFIND_TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css', json: 'application/json', wasm: 'application/wasm' };
const RENDER_WORKER = join(PROJECT_DIR, 'cli/dev/render-worker.ts');

export interface DevOptions {
  rootDir: string;
  port: number;
  host: string;
  log: (line: string) => void;
}

export interface DevServer {
  server: Server;
  url: string;
  /** Resolves once every page has been compiled once and links checked (warnings printed). */
  ready: Promise<void>;
  close(): Promise<void>;
  /** For the benchmark: called with each reload message's path set, as it is sent. */
  onReload?: (paths: string[] | 'all') => void;
}

/** The render thread: restartable so edits to the theme or pipeline code take effect. */
class RenderThread {
  private worker!: Worker;
  private nextId = 1;
  private pending = new Map<number, (r: RenderResponse) => void>();
  private starting: Promise<void>;

  constructor(private shared: () => DevSite['shared']) {
    this.starting = this.start();
  }

  private async start(): Promise<void> {
    this.worker = new Worker(await workerBundle(RENDER_WORKER), { workerData: this.shared() });
    this.worker.on('message', (r: RenderResponse) => {
      this.pending.get(r.id)?.(r);
      this.pending.delete(r.id);
    });
    this.worker.on('error', (e) => {
      for (const resolve of this.pending.values()) resolve({ id: 0, files: [], error: String(e) });
      this.pending.clear();
      this.starting = this.start(); // A crash never takes the server down: start a fresh thread.
    });
  }

  async request(req: RenderCall): Promise<RenderResponse> {
    await this.starting;
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ ...req, id });
    });
  }

  async restart(): Promise<void> {
    const old = this.worker;
    forgetWorkerBundles();
    this.starting = this.start();
    await this.starting;
    await old.terminate();
  }

  async close(): Promise<number> {
    await this.starting;
    return this.worker.terminate();
  }
}

/**
 * `docs dev`: builds the site in memory, serves it, and keeps it up to date as files change. One page
 * edit recompiles that page only and reloads only the tabs showing it; errors show in the browser and
 * the terminal and never stop the server.
 */
export async function devCommand(options: DevOptions): Promise<DevServer> {
  const loaded = await loadDevSite(options.rootDir);
  if (!loaded.site) {
    options.log(formatDiagnostics(loaded.diagnostics, { rootDir: options.rootDir }));
    throw new DocsError('The site configuration has errors (listed above); fix them and start `docs dev` again.', 'config');
  }
  const site: DevSite = loaded.site;
  const render = new RenderThread(() => site.shared);
  const rendered = new Map<string, RenderResponse>(); // route → last render, dropped on any change
  const results = new Map<string, PageResult>(); // route → anchors and refs, for the link check
  const clients = new Set<{ res: ServerResponse; path: string }>();
  let special: Map<string, string> | undefined;
  // The search index, rebuilt in memory a moment after the last change (search works in dev too).
  let searchFiles = new Map<string, Uint8Array>();
  // The index before the last rebuild: a browser that loaded the old entry file goes on to fetch the
  // old (content-hashed) chunks, which must still be there while it finishes its search.
  let previousSearchFiles = new Map<string, Uint8Array>();
  // Each page's HTML as last rendered. Unlike `rendered`, it survives changes: a structural change
  // drops every render, and indexing only what was re-rendered since left search with a handful of
  // pages. A page's text changes only when its own file does, and that page is re-rendered at once.
  const lastHtml = new Map<string, string>();
  let indexTimer: ReturnType<typeof setTimeout> | undefined;
  const reindex = () => {
    clearTimeout(indexTimer);
    indexTimer = setTimeout(async () => {
      // Pages never rendered yet (just added) are rendered one at a time, so a reader's request waits
      // behind at most one of them.
      for (const route of site.jobs.keys()) if (!lastHtml.has(route)) await renderRoute(route);
      const pages = [...site.jobs.keys()].flatMap((route) => {
        const html = lastHtml.get(route);
        return html ? [{ url: route, html }] : [];
      });
      try {
        const rebuilt = await indexPagesInMemory(pages, searchRecordsOf(pages.flatMap(({ url }) => results.get(url) ?? [])));
        previousSearchFiles = searchFiles;
        searchFiles = rebuilt;
      } catch (error) {
        options.log(`  search index: ${(error as Error).message}`);
      }
    }, SEARCH_REINDEX_DELAY_MS);
  };
  let printedLinkProblems = new Set<string>();
  const devClient = (await esbuild({ entryPoints: [join(PROJECT_DIR, 'runtime/dev-client.ts')], bundle: true, minify: true, format: 'esm', write: false, logLevel: 'silent' })).outputFiles[0].text;
  const staticFiles = createStaticFiles({ root: site.config.staticDir, cacheControl: () => 'no-cache' });
  // A stack trace goes only to a browser on this machine; open event streams are never timed out.
  const httpServer = createSafeServer((req, res) => handle(req, res), {
    idleTimeoutMs: 0,
    exposeErrors: (req) => isLoopbackAddress(req.socket.remoteAddress),
    onError: (error, req) => options.log(`  dev: ${req.method} ${req.url}: ${(error as Error)?.stack ?? error}`),
  });
  const server: DevServer = { server: httpServer, url: '', ready: Promise.resolve(), close: async () => {} };

  const print = (diagnostics: Diagnostic[]) => {
    if (diagnostics.length) options.log(formatDiagnostics(diagnostics, { rootDir: site.config.rootDir, color: process.stdout.isTTY }));
  };

  const renderRoute = async (route: string): Promise<RenderResponse | undefined> => {
    // A page whose file does not read now (front matter) shows those errors, not its last good version.
    const broken = brokenPageResult(site, route);
    if (broken) return { id: 0, files: [], result: broken };
    const cached = rendered.get(route);
    if (cached) return cached;
    const job = site.jobs.get(route);
    if (!job) return undefined;
    const response = await render.request({ type: 'page', job });
    // A link to a page just deleted or renamed is a warning here: the linking page keeps rendering.
    if (response.result) response.result.diagnostics = response.result.diagnostics.map(asDevDiagnostic);
    if (response.result) results.set(route, response.result);
    rendered.set(route, response);
    const html = response.files.find(([f]) => f === routeToHtmlFile(route))?.[1];
    if (html) lastHtml.set(route, html);
    return response;
  };

  /** Link problems are warnings in dev; each is printed once, when it first appears. */
  const checkAllLinks = () => {
    const problems = checkLinks({ config: site.config, routes: site.routes, pages: [...results.values()], extraFiles: new Set() }).map((d) => ({ ...d, severity: 'warning' as const }));
    const now = new Set(problems.map((d) => `${d.file}:${d.place?.line}:${d.place?.column}:${d.message}`));
    print(problems.filter((d) => !printedLinkProblems.has(`${d.file}:${d.place?.line}:${d.place?.column}:${d.message}`)));
    printedLinkProblems = now;
  };

  const reload = (paths: string[] | 'all') => {
    server.onReload?.(paths);
    for (const c of clients) if (paths === 'all' || paths.includes(c.path)) c.res.write('event: reload\ndata: {}\n\n');
  };

  const everythingChanged = async (restartThread: boolean) => {
    rendered.clear();
    special = undefined;
    // Pages removed or moved: their old results would go on producing link warnings about deleted files.
    for (const route of [...results.keys()]) if (!site.jobs.has(route)) results.delete(route);
    for (const route of [...lastHtml.keys()]) if (!site.jobs.has(route)) lastHtml.delete(route);
    if (restartThread) await render.restart();
    else await render.request({ type: 'shared', shared: site.shared });
    reload('all');
  };

  // Compile every page once in the background (through the disk cache), so link warnings cover the site.
  server.ready = (async () => {
    for (const route of site.jobs.keys()) {
      const r = await renderRoute(route);
      if (r?.result) print(r.result.diagnostics);
    }
    print(site.siteDiagnostics);
    checkAllLinks();
    reindex();
    options.log(`  all ${site.jobs.size} pages compiled`);
  })();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = admitRequest(req, res, { host: options.host });
    if (!path) return;
    const url = new URL(`http://localhost${path.raw}${path.search}`);
    if (url.pathname === '/__docs/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      const client = { res, path: url.searchParams.get('path') ?? '/' };
      clients.add(client);
      req.on('close', () => clients.delete(client));
      return;
    }
    if (url.pathname === '/__docs/dev-client.js') return send(res, 200, 'text/javascript', devClient);
    if (url.pathname.startsWith('/pagefind/')) {
      const name = url.pathname.slice('/pagefind/'.length);
      const file = searchFiles.get(name) ?? previousSearchFiles.get(name);
      if (file) {
        res.writeHead(200, { 'Content-Type': PAGEFIND_TYPES[url.pathname.split('.').pop()!] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
        return res.end(file);
      }
    }
    const clean = canonicalPath(url.pathname);
    if (clean && !url.pathname.startsWith('/assets/')) {
      res.writeHead(301, { Location: clean + url.search });
      return res.end();
    }
    const asset = site.assetFiles.get(url.pathname.slice(1));
    if (asset !== undefined) return send(res, 200, url.pathname.endsWith('.css') ? 'text/css' : 'text/javascript', asset);

    // A page, its route data (`/_data/x.json`) or its Markdown copy (`/x.md`).
    const data = /^\/_data(\/.*)\.json$/.exec(url.pathname);
    const md = /^(\/.*)\.md$/.exec(url.pathname);
    const route = data ? (data[1] === '/index' ? '/' : data[1]) : md ? (md[1] === '/index' ? '/' : md[1]) : url.pathname;
    const page = await renderRoute(route);
    if (page) {
      const errors = page.result?.diagnostics.filter((d) => d.severity === 'error') ?? [];
      if (page.error || errors.length) {
        const diags: Diagnostic[] = errors.length ? errors : [{ severity: 'error', ruleId: 'internal-error', source: 'render', message: page.error ? errorTextFor(req, page.error) : 'render failed' }];
        return send(res, 500, 'text/html', renderErrorOverlay(diags, site.config.rootDir, route));
      }
      const files = new Map(page.files);
      if (data) return send(res, 200, 'application/json', files.get(routeToDataFile(route)) ?? '{}');
      if (md) return send(res, 200, 'text/markdown', files.get(routeToMarkdownFile(route)) ?? '');
      return send(res, 200, 'text/html', injectDevClient(files.get(routeToHtmlFile(route)) ?? ''));
    }
    special ??= new Map((await render.request({ type: 'special', tagPages: site.routes.tagPages })).files);
    const specialHtml = special.get(url.pathname === '/' ? 'index.html' : `${url.pathname.slice(1)}/index.html`);
    if (specialHtml) return send(res, 200, 'text/html', injectDevClient(specialHtml));
    if (await staticFiles.serve(req, res, path.segments)) return;
    send(res, 404, 'text/html', injectDevClient(special.get('404.html') ?? 'Page not found'));
  };

  // Watch the site and the generator's own theme and runtime.
  const watched = [site.config.docsDir, site.config.apiDir, site.config.snippetsDir, site.config.staticDir, join(site.config.rootDir, 'config'), join(PROJECT_DIR, 'theme'), join(PROJECT_DIR, 'runtime')].filter(existsSync);
  const watcher: FSWatcher = watch(watched, { ignoreInitial: true, ignored: (p) => p.includes(`${sep}node_modules${sep}`) || p.includes(`${sep}.`) });
  const under = (dir: string, file: string) => !relative(dir, file).startsWith('..');
  const onChange = async (kind: 'add' | 'change' | 'unlink', file: string) => {
    clearFindInFileCache();
    const started = performance.now();
    if (under(join(PROJECT_DIR, 'runtime'), file) || file.endsWith('.css')) {
      await rebundleAssets(site);
      await everythingChanged(false);
    } else if (under(join(PROJECT_DIR, 'theme'), file)) {
      generatorSourceHash(true); // new cache keys: pages compiled with the old components are not reused
      rebuildRoutes(site);
      await everythingChanged(true);
    } else if (under(join(site.config.rootDir, 'config'), file)) {
      const reloaded = await loadDevSite(site.config.rootDir);
      print(reloaded.diagnostics);
      if (reloaded.site) Object.assign(site, reloaded.site);
      await everythingChanged(false);
    } else if (under(site.config.docsDir, file) && /\.mdx?$/.test(file)) {
      const change = applyPageChange(site, file, kind);
      print(change.diagnostics);
      if (change.structural) {
        print(site.siteDiagnostics.filter((d) => d.source === 'route'));
        await everythingChanged(false);
      } else if (change.route) {
        rendered.delete(change.route);
        const r = await renderRoute(change.route); // recompile now, so errors print before the reload
        if (r?.result && !brokenPageResult(site, change.route)) print(r.result.diagnostics);
        reload([change.route]);
      }
      checkAllLinks();
    } else if (under(site.config.apiDir, file)) {
      print(applyApiChange(site));
      // API pages' text changed: the next index renders them again instead of using the old HTML.
      for (const [route, job] of site.jobs) if (job.kind === 'api') lastHtml.delete(route);
      await everythingChanged(false);
    } else if (under(site.config.snippetsDir, file)) {
      // Only the pages that include the snippet: their cache keys see the new file content.
      const affected = [...results.values()].filter((r) => r.deps.includes(file)).map((r) => r.path);
      for (const route of affected) rendered.delete(route);
      reload(affected);
    } else {
      reload('all'); // static files
    }
    options.log(`  ${kind} ${relative(site.config.rootDir, file)} (${Math.round(performance.now() - started)} ms)`);
    reindex();
  };
  let queue = Promise.resolve();
  const enqueue = (kind: 'add' | 'change' | 'unlink', file: string) => {
    queue = queue.then(() => onChange(kind, file)).catch((error) => options.log(`  dev: ${(error as Error).stack ?? error}`));
  };
  // chokidar drops a second `change` of a file within 50 ms of the first (no trailing event), so a quick
  // second save could go unseen: look at the file again just after that window and catch up if needed.
  const seen = new Map<string, string>();
  const contentHash = (file: string) => {
    try {
      return hash(readFileSync(file));
    } catch {
      return 'gone';
    }
  };
  for (const kind of ['add', 'change', 'unlink'] as const) {
    watcher.on(kind, (file) => {
      seen.set(file, contentHash(file));
      enqueue(kind, file);
      if (kind === 'change') {
        setTimeout(() => {
          const now = contentHash(file);
          if (seen.get(file) !== now) {
            seen.set(file, now);
            enqueue('change', file);
          }
        }, CHANGE_RECHECK_MS);
      }
    });
  }
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  try {
    await listen(server.server, options.port, options.host);
  } catch (error) {
    // A busy port: stop the watcher and the render thread, or they would keep the process alive forever.
    clearTimeout(indexTimer);
    await watcher.close();
    await render.close();
    throw error;
  }
  const address = server.server.address();
  server.url = `http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}`;
  server.close = async () => {
    clearTimeout(indexTimer);
    for (const c of clients) c.res.end();
    await watcher.close();
    await render.close();
    await new Promise((resolve) => server.server.close(resolve));
  };
  return server;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
  res.end(body);
}

