import type { Server } from 'node:http';
import { realpathSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { build as esbuild } from 'esbuild';
import { DocsError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostics } from '../diagnostics/report.ts';
import { LiveReload } from '../dev/live-reload.ts';
import { LiveSite, type Reload } from '../dev/live-site.ts';
import { RenderThread } from '../dev/render-thread.ts';
import { watchFiles } from '../dev/watcher.ts';
import { admitRequest } from '../http/admit.ts';
import { withCharset } from '../http/content-type.ts';
import { isLoopbackAddress } from '../http/host-check.ts';
import { createSafeServer, listen, sendText, type Handler } from '../http/server.ts';
import { createSiteHandler } from '../http/site-handler.ts';
import { Site } from '../pipeline/site.ts';
import { PROJECT_DIR } from '../util/project-dir.ts';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH } from '../../shared/events.ts';

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
  /** Longest one page may take to render (default PAGE_TIME_BUDGET_MS; tests shorten it). */
  pageTimeBudgetMs?: number;
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
 * and the terminal and never stop the server. The parts: the Site kept alive (cli/pipeline/site.ts), the
 * render thread, the watcher and its change classifier, live reload, the in-memory search index, and the
 * HTTP layer (cli/http/); their lifecycle is here, and every one is closed on exit or failed start-up.
 */
export async function devCommand(options: DevOptions): Promise<DevServer> {
  // The render thread starts (and loads the render code) while the site is read, on the other core: discover
  // waits for it to exist. Reading the config starts next; the rest of start-up (the client bundle, the port)
  // runs while the config module is imported, time the main thread would otherwise spend waiting.
  let site: Site | undefined;
  const since = Date.now(); // a file saved from now on may be missing from what the site reads
  const render = new RenderThread(() => site?.shared, options.pageTimeBudgetMs);
  void render.request({ type: 'warm' });
  const timings = process.env.DOCS_DEV_TIMINGS ? options.log : undefined;
  // The build's Site, in development mode (drafts included) and with the bundle in memory.
  const afterConfig = () => render.started().catch(() => {});
  const memory = { kind: 'memory', files: new Map<string, string>() } as const;
  const plan = { rootDir: options.rootDir, mode: 'development', target: memory, afterConfig } as const;
  const loading = Site.plan(plan, { log: timings });
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
    return await startDevServer(site, render, devClientScript, options, closers, {
      httpServer,
      url,
      setHandler,
      since,
    });
  } catch (error) {
    failStart(error);
    // A busy port, or anything else: stop what started, or it would keep the process alive forever.
    for (const close of closers.reverse()) await close();
    throw error;
  }
}

/**
 * The dev server's lifecycle once the site is read: the live site (cli/dev/live-site.ts) becomes the request
 * handler's source, the watcher feeds it file events, live reload tells the tabs, and the background compile
 * starts. Each part is closed on exit.
 */
async function startDevServer(
  site: Site,
  render: RenderThread,
  devClientScript: Promise<string>,
  options: DevOptions,
  closers: (() => unknown)[],
  http: { httpServer: Server; url: string; setHandler: (handler: Handler) => void; since: number },
): Promise<DevServer> {
  const live = new LiveReload();
  closers.push(() => live.close());
  const liveSite = new LiveSite(site, render, {
    ...options,
    requeue: (kind, file) => enqueue(() => liveSite.apply(kind, file, false)),
  });
  closers.push(() => liveSite.close());
  const devClient = await devClientScript;
  const server: DevServer = {
    server: http.httpServer,
    url: http.url,
    ready: liveSite.ready,
    close: async () => {
      for (const close of closers.splice(0).reverse()) await close();
    },
    files: () => liveSite.files(),
  };
  live.onReload = (paths) => server.onReload?.(paths);
  const siteHandler = createSiteHandler(liveSite, { host: options.host });
  // The dev server's own endpoints (`/__docs/…`) are at the root; the site is under its base URL.
  const handle: Handler = (req, res) => {
    // A dev endpoint is answered here whatever admitRequest decides: a refused request (405, bad Host) has
    // had its answer already and must not fall through to the site handler, which would answer it again.
    if (req.url === DEV_EVENTS_PATH) {
      if (admitRequest(req, res, { host: options.host })) live.accept(req, res);
      return;
    }
    if (req.url === DEV_CLIENT_PATH) {
      if (!admitRequest(req, res, { host: options.host })) return;
      res.writeHead(200, { 'Content-Type': withCharset('text/javascript'), 'Cache-Control': 'no-store' });
      return void res.end(devClient);
    }
    return siteHandler(req, res);
  };

  const warned = new Set<string>();
  let queue = Promise.resolve();
  const enqueue = (run: () => Promise<Reload>) => {
    queue = queue
      .then(async () => live.reload(await run()))
      .catch((error) => options.log(`  dev: ${(error as Error).stack ?? error}`));
  };
  // Requests are served from here on. Those that came while the site was read go first: the watcher's initial
  // scan (every file of the site and the generator's folders) waits until their pages are answered. A file
  // saved since the site was read is reported by the watcher once its scan is done (`since`).
  http.setHandler(handle);
  await new Promise((resolve) => setImmediate(resolve)); // the waiting requests' handlers start (microtasks)
  await liveSite.foregroundIdle();
  const watcher = await watchFiles(
    liveSite.watchedFolders(),
    (kind, file) => enqueue(() => liveSite.apply(kind, file)),
    {
      since: http.since,
      onError: (error) => {
        // A loop is met again on each path that leads into it (`a/up/a/up/…`): one warning per real place.
        const key = `${error.code}:${realPlace(error.path)}`;
        if (!warned.has(key)) liveSite.print([watchDiagnostic({ ...error, path: realPlace(error.path) })]);
        warned.add(key);
      },
      onTreeChange: (dir) => {
        if (dir === site.config.docsDir) enqueue(async () => (liveSite.checkTree(), []));
      },
      onRootGone: (root) => {
        options.log(`  ${relative(site.config.rootDir, root)} is gone: reading the site again`);
        enqueue(() => liveSite.reload());
      },
      onRootBack: (root) => {
        options.log(`  ${relative(site.config.rootDir, root)} is back: reading the site again`);
        enqueue(() => liveSite.reload());
      },
    },
  );
  closers.push(() => watcher.close());
  liveSite.start();
  return server;
}

/** A path with its folder's symlinks resolved (the file itself may be the link that cannot be followed). */
function realPlace(path: string | undefined): string | undefined {
  if (!path) return path;
  try {
    return join(realpathSync(dirname(path)), basename(path));
  } catch {
    return path;
  }
}

/** A file the watcher cannot follow (ELOOP: a symlink loop): a warning, as `docs check` gives; dev goes on. */
function watchDiagnostic(error: NodeJS.ErrnoException): Diagnostic {
  const file = error.path;
  if (error.code === 'ELOOP')
    return {
      severity: 'warning',
      ruleId: 'symlink-loop',
      source: 'discover',
      file,
      message: 'This symlink is a loop (following it never reaches a file); it is skipped',
      hint: 'fix or remove the link',
    };
  return {
    severity: 'warning',
    ruleId: 'internal-error',
    source: 'discover',
    file,
    message: `This file cannot be watched (${error.code ?? error.message}); edits to it are not seen`,
    hint: 'restart `docs dev` once it is readable',
  };
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
