import { availableParallelism } from 'node:os';
import type { StageResult } from '../../diagnostics/diagnostic.ts';
import { Worker } from 'node:worker_threads';
import { jobEntry, type PageJob, type SharedPageInputs } from '../page/page-job.ts';
import type { PageResult } from '../types.ts';
import { workerBundle } from '../page/worker-bundle.ts';
import { CompileCache } from '../page/cache.ts';
import { buildBatch } from '../page/page-batch.ts';
import { PAGE_TIME_BUDGET_MS, slowPageResult } from '../page/page-failure.ts';
import { startCpuBudget } from '../../util/cpu-budget.ts';

export { PAGE_TIME_BUDGET_MS };

const BATCH = 16;

/**
 * Compiles and renders pages on worker threads (one per core, so both cores of a CI machine work).
 * Jobs go out in small batches on demand, so a worker that drew heavy pages does not hold up the rest.
 * Workers answer with results; a crash of a whole worker rejects, which the build reports as a bug; a
 * page over PAGE_TIME_BUDGET_MS is reported as `page-too-slow` and the build goes on without it.
 * A build that is one batch (a small site, a test fixture) runs in this thread: a worker would only add its
 * start-up, loading the theme, the MDX pipeline and shiki afresh (~1 s of CPU), to a few pages of work. Such a
 * build has no time budget (a thread cannot interrupt itself); the pre-parse limits still hold every page.
 */
export async function runPageJobs(
  jobs: PageJob[],
  shared: SharedPageInputs,
  threads = Math.max(1, Math.min(availableParallelism(), 4)),
  budgetMs = PAGE_TIME_BUDGET_MS,
  sitePages = jobs.length,
): Promise<StageResult<PageResult[]>> {
  // Bigger pages first: the long ones start early and the batches at the end are short.
  const queue = [...jobs].sort((a, b) => size(b) - size(a));
  const results: PageResult[] = [];
  if (!queue.length) return sorted(results); // every page unchanged (page/unchanged-pages.ts): no worker starts
  // A planted slow page (DOCS_TEST_SLOW_PAGE) needs the workers' time budget, so it never runs here; nor do the few
  // changed pages of a large site (`sitePages`), which would lose it: only a small site is one batch.
  if (sitePages <= BATCH && !process.env.DOCS_TEST_SLOW_PAGE) {
    results.push(...(await buildBatch(queue, shared, new CompileCache(shared.cacheDir))));
    return sorted(results);
  }
  const count = Math.max(1, Math.min(threads, Math.ceil(queue.length / BATCH)));
  const entry = await workerBundle();
  const workerData = forJobs(shared, jobs);
  // A larger young generation: compiling builds many short-lived trees, and the default nursery made
  // workers spend a third of their time in scavenges (1000-page corpus: 19 s → 13 s, +180 MB RSS).
  // 64 MB costs no more CPU than 128 or 256 and holds 120 MB less (test/bench/NOTES.md, "What we tried").
  const workers = new Set<Worker>();
  const spawn = () => {
    const worker = new Worker(entry, { workerData, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
    workers.add(worker);
    return worker;
  };
  // One slot per thread: it hands its worker batches until the queue is empty. A page that outlasts the
  // budget costs its worker (a thread stuck in a parser cannot be interrupted): the slot reports the page,
  // puts the rest of the batch back and goes on with a new worker.
  const slot = (first: Worker) =>
    new Promise<void>((resolve, reject) => {
      let worker = first;
      let batch: PageJob[] = [];
      let cancelBudget = () => {};
      const next = () => {
        batch = queue.splice(0, BATCH);
        if (!batch.length) return resolve();
        worker.postMessage(batch);
      };
      const onTimeout = (index: number) => {
        const stuck = worker;
        stuck.removeAllListeners();
        workers.delete(stuck);
        void stuck.terminate();
        results.push(slowPageResult(batch[index], budgetMs));
        queue.unshift(...batch.filter((_, i) => i !== index));
        worker = spawn();
        listen();
        next();
      };
      const listen = () => {
        worker.on('message', (message: WorkerMessage) => {
          cancelBudget();
          if ('writeFailure' in message) return reject(Object.assign(new Error(), message.writeFailure));
          if ('started' in message) {
            const index = message.started;
            cancelBudget = startCpuBudget(message.stat, budgetMs, () => onTimeout(index));
            return;
          }
          results.push(...message);
          next();
        });
        worker.on('error', (error) => {
          cancelBudget();
          reject(error);
        });
        worker.on('exit', (code) => {
          cancelBudget();
          // A worker that ends with a batch unanswered would lose its pages from the build: never silently.
          if (code === 0 && !batch.length) resolve();
          else reject(new Error(`page worker exited with code ${code} before answering ${batch.length} pages`));
        });
      };
      listen();
      next();
    });
  try {
    await Promise.all(Array.from({ length: count }, () => slot(spawn())));
  } finally {
    await Promise.all([...workers].map((w) => w.terminate()));
  }
  return sorted(results);
}

/** Sorted by route, so the output and the order of diagnostics never depend on thread timing. */
function sorted(results: PageResult[]): StageResult<PageResult[]> {
  results.sort((a, b) => a.path.localeCompare(b.path));
  return { value: results, diagnostics: results.flatMap((p) => p.diagnostics) };
}

/** A worker's answers: the page it starts, a batch's results, or a write failure that ends the run. */
type WorkerMessage =
  | PageResult[]
  | { started: number; stat?: string }
  | { writeFailure: { message: string; code?: string; path?: string; dest?: string } };

/**
 * The shared inputs a worker needs for these jobs: their pages' placements and sidebars only. Every worker gets
 * a copy, made in this thread; at 10,000 pages the whole placement table took 0.5 s a worker to copy, for one
 * changed page.
 */
function forJobs(shared: SharedPageInputs, jobs: PageJob[]): SharedPageInputs {
  const placement: SharedPageInputs['placement'] = {};
  const sidebars: SharedPageInputs['sidebars'] = {};
  for (const job of jobs) {
    const id = jobEntry(job).id;
    const place = shared.placement[id];
    if (!place) continue;
    placement[id] = place;
    if (place.sidebar && shared.sidebars[place.sidebar]) sidebars[place.sidebar] = shared.sidebars[place.sidebar]!;
  }
  return { ...shared, placement, sidebars };
}

function size(job: PageJob): number {
  return job.kind === 'mdx' ? (job.file.sourceLength ?? job.file.source?.length ?? 0) : job.page.symbols.length * 800;
}
