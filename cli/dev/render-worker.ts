import { parentPort, workerData } from 'node:worker_threads';
import type { TagPageData } from '../../shared/page-data.ts';
import { injectedInternalError } from '../diagnostics/internal-error.ts';
import { CompileCache } from '../pipeline/page/cache.ts';
import { failedPageResult } from '../pipeline/page/page-failure.ts';
import { buildPage, jobEntry, type PageJob, type SharedPageInputs } from '../pipeline/page/page-job.ts';
import type { DocPlacement, PageResult } from '../pipeline/types.ts';

/** Requests the dev server sends to its render thread; each answer carries the request's id. */
export type RenderCall =
  /** `placement`: the page's place in the site (the thread is not sent every page's, see ThreadShared). */
  | { type: 'page'; job: PageJob; placement?: DocPlacement }
  | { type: 'special'; tagPages: TagPageData[] }
  | { type: 'shared'; shared: ThreadShared }
  /** Loads the render code before the first page is asked for (the thread starts while the site is read). */
  | { type: 'warm' };
export type RenderRequest = RenderCall & { id: number };
/** The inputs every page shares, less every page's placement, which comes with each page request. */
export type ThreadShared = Omit<SharedPageInputs, 'target' | 'placement'>;

export interface RenderResponse {
  id: number;
  result?: PageResult;
  files: [string, string][];
  error?: string;
}

/**
 * The dev server's render thread. It renders with exactly the code `docs build` uses (buildPage,
 * emitSpecialPages) into an in-memory target; it lives in a thread so that an edit to the theme can be
 * picked up by starting a fresh one (ES modules cannot be reloaded in place).
 */
// Undefined when the thread was started before the site was read: a `shared` message comes first then.
let shared = workerData as ThreadShared | undefined;
let cache = shared && new CompileCache(shared.cacheDir);

parentPort!.on('message', async (req: RenderRequest) => {
  const files = new Map<string, string>();
  const reply = (extra: Partial<RenderResponse> = {}) =>
    parentPort!.postMessage({ id: req.id, files: [...files], ...extra } satisfies RenderResponse);
  try {
    if (req.type === 'shared') {
      shared = req.shared;
      cache ??= new CompileCache(shared.cacheDir);
      reply();
    } else if (req.type === 'warm') {
      await import('../pipeline/page/render.ts');
      reply();
    } else if (!shared || !cache) {
      reply({ error: 'The render thread has no site yet.' });
    } else if (req.type === 'page') {
      try {
        const entry = jobEntry(req.job);
        injectedInternalError(entry.route);
        const placement = req.placement ? { [entry.id]: req.placement } : {};
        reply({ result: await buildPage(req.job, { ...shared, placement, target: { kind: 'memory', files } }, cache) });
      } catch (error) {
        reply({ result: failedPageResult(req.job, error) }); // shown as the overlay, like any page error
      }
    } else {
      const { emitSpecialPages } = await import('../pipeline/stages/emit.ts');
      emitSpecialPages({ tagPages: req.tagPages }, shared.site, shared.assets, { kind: 'memory', files });
      reply();
    }
  } catch (error) {
    reply({ error: (error as Error).stack ?? String(error) });
  }
});
