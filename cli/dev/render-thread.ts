import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { forgetWorkerBundles, workerBundle } from '../pipeline/page/worker-bundle.ts';
import { PROJECT_DIR } from '../util/project-dir.ts';
import type { Site } from '../pipeline/site.ts';
import { jobEntry } from '../pipeline/page/page-job.ts';
import type { RenderCall, RenderResponse, ThreadShared } from './render-worker.ts';

const RENDER_WORKER = join(PROJECT_DIR, 'cli/dev/render-worker.ts');

/**
 * The dev server's render thread (cli/dev/render-worker.ts): restartable, so edits to the theme or the
 * pipeline code take effect, and replaced when it crashes, so a crash never takes the server down.
 */
export class RenderThread {
  private worker!: Worker;
  private nextId = 1;
  private pending = new Map<number, (r: RenderResponse) => void>();
  private starting: Promise<void>;

  /** `shared` may be undefined at first: the thread then starts at once and gets the site's inputs by message. */
  constructor(private shared: () => Site['shared'] | undefined) {
    this.starting = this.start();
  }

  private async start(): Promise<void> {
    const shared = this.shared();
    this.worker = new Worker(await workerBundle(RENDER_WORKER), { workerData: shared && threadShared(shared) });
    this.worker.on('message', (r: RenderResponse) => {
      this.pending.get(r.id)?.(r);
      this.pending.delete(r.id);
    });
    this.worker.on('error', (e) => {
      for (const resolve of this.pending.values()) resolve({ id: 0, files: [], error: String(e) });
      this.pending.clear();
      this.starting = this.start();
    });
  }

  /**
   * Resolves once the thread exists (its bundle is built by esbuild in another process, but the answer is read
   * on the main thread: dev waits for it before discover, which would hold the main thread, see afterConfig).
   */
  started(): Promise<void> {
    return this.starting;
  }

  async request(req: RenderCall): Promise<RenderResponse> {
    await this.starting;
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ ...withPlacement(threadCall(req), this.shared()), id });
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
 * The site's shared inputs as the thread gets them: without every page's placement (three quarters of the
 * bytes at 4,000 pages, copied on each send), which goes with each page instead (withPlacement).
 */
export function threadShared(shared: ThreadShared & { placement?: unknown }): ThreadShared {
  const { placement, ...rest } = shared;
  void placement;
  return rest;
}

function threadCall(req: RenderCall): RenderCall {
  return req.type === 'shared' ? { type: 'shared', shared: threadShared(req.shared) } : req;
}

/** A page request with the page's own placement (sidebar, breadcrumbs, prev/next, tags, cards) from the site now. */
export function withPlacement(req: RenderCall, shared: Site['shared'] | undefined): RenderCall {
  if (req.type !== 'page' || !shared) return req;
  return { ...req, placement: shared.placement[jobEntry(req.job).id] };
}
