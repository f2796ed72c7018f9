import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { forgetWorkerBundles, workerBundle } from '../pipeline/page/worker-bundle.ts';
import { PROJECT_DIR } from '../util/project-dir.ts';
import type { Site } from '../pipeline/site.ts';
import { PAGE_TIME_BUDGET_MS, slowPageResult } from '../pipeline/page/page-failure.ts';
import { jobEntry } from '../pipeline/page/page-job.ts';
import { startCpuBudget } from '../util/cpu-budget.ts';
import type { RenderCall, RenderRequest, RenderResponse, ThreadShared } from './render-worker.ts';

const RENDER_WORKER = join(PROJECT_DIR, 'cli/dev/render-worker.ts');

/** A request sent and not answered yet: what to send again to a new thread, and its time budget. */
interface Pending {
  message: RenderRequest;
  resolve: (r: RenderResponse) => void;
  cancelBudget?: () => void;
}

/**
 * The dev server's render thread (cli/dev/render-worker.ts): restartable, so edits to the theme or the
 * pipeline code take effect, and replaced when it crashes, so a crash never takes the server down. A page
 * has the build's time budget (PAGE_TIME_BUDGET_MS): one that outlasts it (a parser stuck on a shape no
 * limit caught) is answered `page-too-slow`, the thread that holds it is replaced and the other requests
 * are sent to the new one, so that page does not stall every page after it.
 */
export class RenderThread {
  private worker!: Worker;
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private starting: Promise<void>;
  /** Closed: no thread is started any more (a page's budget timer or a restart may come after close). */
  private closed = false;

  /** `shared` may be undefined at first: the thread then starts at once and gets the site's inputs by message. */
  constructor(
    private shared: () => Site['shared'] | undefined,
    private budgetMs = PAGE_TIME_BUDGET_MS,
  ) {
    this.starting = this.start();
  }

  private async start(): Promise<void> {
    const shared = this.shared();
    const bundle = await workerBundle(RENDER_WORKER);
    if (this.closed) return;
    const worker = new Worker(bundle, { workerData: shared && threadShared(shared) });
    this.worker = worker;
    worker.on('message', (r: RenderResponse) => {
      const pending = this.pending.get(r.id);
      if (r.started) {
        if (this.closed) return;
        // Unref'd timers: a page still rendering never keeps the process alive once the server has closed.
        if (pending) pending.cancelBudget = startCpuBudget(r.stat, this.budgetMs, () => void this.overBudget(r.id));
        return;
      }
      pending?.cancelBudget?.();
      this.pending.delete(r.id);
      pending?.resolve(r);
    });
    worker.on('error', (e) => {
      if (worker !== this.worker || this.closed) return; // a thread replaced already, or closed
      for (const { resolve, cancelBudget } of this.pending.values()) {
        cancelBudget?.();
        resolve({ id: 0, files: [], error: String(e) });
      }
      this.pending.clear();
      this.starting = this.start();
    });
  }

  /** Sends a request to the current thread (a page's time budget starts when the thread says it starts it). */
  private send(pending: Pending): void {
    pending.cancelBudget?.();
    if (this.closed) return;
    this.worker.postMessage(pending.message);
  }

  /** A page outlasted the budget: it is answered `page-too-slow`, its thread replaced, the rest sent again. */
  private async overBudget(id: number): Promise<void> {
    const stuck = this.pending.get(id);
    if (!stuck || stuck.message.type !== 'page' || this.closed) return;
    this.pending.delete(id);
    stuck.resolve({ id, files: [], result: slowPageResult(stuck.message.job, this.budgetMs) });
    const old = this.worker;
    old.removeAllListeners();
    for (const pending of this.pending.values()) pending.cancelBudget?.();
    this.starting = this.start();
    void old.terminate();
    await this.starting;
    for (const pending of this.pending.values()) this.send(pending);
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
    // Closed (a failed start, or dev closing): nothing renders any more.
    if (this.closed) return { id: 0, files: [], error: 'the render thread is closed' };
    const id = this.nextId++;
    return new Promise((resolve) => {
      const pending: Pending = { message: { ...withPlacement(threadCall(req), this.shared()), id }, resolve };
      this.pending.set(id, pending);
      this.send(pending);
    });
  }

  async restart(): Promise<void> {
    if (this.closed) return;
    const old = this.worker;
    forgetWorkerBundles();
    this.starting = this.start();
    await this.starting;
    await old.terminate();
  }

  /** Ends the thread; a restart or a new thread asked for later (an edit or a page's budget) starts none. */
  async close(): Promise<void> {
    this.closed = true;
    for (const { cancelBudget } of this.pending.values()) cancelBudget?.();
    await this.starting.catch(() => {});
    await this.worker?.terminate();
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
