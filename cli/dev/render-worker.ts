import { parentPort, workerData } from 'node:worker_threads';
import type { TagPageData } from '../../shared/page-data.ts';
import { injectedInternalError, injectedSlowPage } from '../diagnostics/internal-error.ts';
import { CompileCache } from '../pipeline/page/cache.ts';
import { failedPageResult } from '../pipeline/page/page-failure.ts';
import { buildPage, jobEntry, type PageJob, type SharedPageInputs } from '../pipeline/page/page-job.ts';
import type { ContentFile, DocPlacement, PageResult } from '../pipeline/types.ts';
import { loadConfig, type ResolvedConfig } from '../config/load.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { discoverFile } from '../pipeline/stages/discover.ts';
import { currentDocsConfig } from '../pipeline/stages/versioned-docs.ts';
import { threadStatPath } from '../util/cpu-budget.ts';

/** Requests the dev server sends to its render thread; each answer carries the request's id. */
export type RenderCall =
  /** `placement`: the page's place in the site (the thread is not sent every page's, see ThreadShared). */
  | { type: 'page'; job: PageJob; placement?: DocPlacement }
  | { type: 'special'; tagPages: TagPageData[] }
  | { type: 'shared'; shared: ThreadShared }
  /** Loads the render code before the first page is asked for (the thread starts while the site is read). */
  | { type: 'warm' }
  /**
   * Reads a page file that changed (front matter, title) as discover does: here, so that a page that takes the
   * parser long never holds the server's thread, which goes on answering every other request meanwhile.
   */
  | { type: 'discover'; rootDir: string; rel: string };
export type RenderRequest = RenderCall & { id: number };
/** The inputs every page shares, less every page's placement, which comes with each page request. */
export type ThreadShared = Omit<SharedPageInputs, 'target' | 'placement'>;

export interface RenderResponse {
  id: number;
  result?: PageResult;
  /** A `discover` call's answer: the page as read, and the problems found reading it. */
  discovered?: ContentFile;
  diagnostics?: Diagnostic[];
  files: [string, string][];
  error?: string;
  /** Not an answer: the thread starts building this page request now (its time budget starts). */
  started?: true;
  /** With `started`: where the server reads this thread's CPU time (a page's budget counts CPU). */
  stat?: string;
}

/**
 * The dev server's render thread. It renders with exactly the code `docs build` uses (buildPage,
 * emitSpecialPages) into an in-memory target; it lives in a thread so that an edit to the theme can be
 * picked up by starting a fresh one (ES modules cannot be reloaded in place).
 */
// Undefined when the thread was started before the site was read: a `shared` message comes first then.
let shared = workerData as ThreadShared | undefined;
let cache = shared && new CompileCache(shared.cacheDir);
// The site config, for `discover` calls: loaded here on first use (it may hold functions, which cannot be
// sent), again after the site's inputs change (a `shared` message follows every config change).
let config: Promise<ResolvedConfig | undefined> | undefined;
// Pages are built one at a time, each announced as it starts: the time budget then always knows which page
// holds the thread (interleaved at their awaits, a stuck page would blame the one that came before it).
let pages: Promise<void> = Promise.resolve();
const stat = threadStatPath();

parentPort!.on('message', async (req: RenderRequest) => {
  const files = new Map<string, string>();
  const reply = (extra: Partial<RenderResponse> = {}) =>
    parentPort!.postMessage({ id: req.id, files: [...files], ...extra } satisfies RenderResponse);
  try {
    if (req.type === 'shared') {
      shared = req.shared;
      cache ??= new CompileCache(shared.cacheDir);
      config = undefined;
      reply();
    } else if (req.type === 'discover') {
      const loaded = await (config ??= loadConfig(req.rootDir, 'development').then((c) => c.value));
      const diagnostics: Diagnostic[] = [];
      if (!loaded) return reply({ error: 'The site config does not load.' });
      // On a site with versioned docs the docs folder is the current version, with its own route prefix.
      const docsConfig = currentDocsConfig(loaded) ?? loaded;
      reply({ discovered: discoverFile(docsConfig, req.rel, diagnostics), diagnostics });
    } else if (req.type === 'warm') {
      await import('../pipeline/page/render.ts');
      reply();
    } else if (!shared || !cache) {
      reply({ error: 'The render thread has no site yet.' });
    } else if (req.type === 'page') {
      const inputs = shared;
      const compiled = cache;
      await (pages = pages.then(async () => {
        parentPort!.postMessage({ id: req.id, files: [], started: true, stat } satisfies RenderResponse);
        try {
          const entry = jobEntry(req.job);
          injectedInternalError(entry.route);
          injectedSlowPage(entry.route);
          const placement = req.placement ? { [entry.id]: req.placement } : {};
          const target = { kind: 'memory', files } as const;
          reply({ result: await buildPage(req.job, { ...inputs, placement, target }, compiled) });
        } catch (error) {
          reply({ result: failedPageResult(req.job, error) }); // shown as the overlay, like any page error
        }
      }));
    } else {
      const { emitSpecialPages } = await import('../pipeline/stages/emit.ts');
      emitSpecialPages({ tagPages: req.tagPages }, shared.site, shared.assets, { kind: 'memory', files });
      reply();
    }
  } catch (error) {
    reply({ error: (error as Error).stack ?? String(error) });
  }
});
