import { Worker } from 'node:worker_threads';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startCpuBudget, threadStatPath } from '../../cli/util/cpu-budget.ts';

// A page's budget is the CPU time of the thread building it (so a loaded machine does not stop valid pages),
// and the wall time of a thread that only waits (so a page awaiting what never comes still ends).
const thread = (body: string) =>
  new Promise<{ worker: Worker; stat: string }>((resolve) => {
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       parentPort.postMessage(require('node:fs').readlinkSync('/proc/thread-self'));
       ${body}`,
      { eval: true },
    );
    worker.once('message', (tid: string) => resolve({ worker, stat: `/proc/${tid}/stat` }));
  });
const over = (stat: string | undefined, budgetMs: number) =>
  new Promise<number>((resolve) => {
    const start = Date.now();
    const alive = setInterval(() => {}, 1_000); // the budget's timers are unref'd: keep this process up
    startCpuBudget(stat, budgetMs, () => {
      clearInterval(alive);
      resolve(Date.now() - start);
    });
  });

test('this thread names its stat file', () => {
  assert.match(threadStatPath() ?? '', /^\/proc\/\d+\/task\/\d+\/stat$/);
});

// A parser stuck on a shape no limit caught spins; a page awaiting what never comes waits.
const stuck = {
  spins: 'for (;;);',
  waits: 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);',
};
for (const [how, body] of Object.entries(stuck)) {
  test(`a thread that ${how} is over budget once it has spent the budget`, async () => {
    const { worker, stat } = await thread(body);
    try {
      assert.ok((await over(stat, 300)) >= 300);
    } finally {
      await worker.terminate();
    }
  });
}

test('the budget is never spent before the thread used it', async () => {
  const { worker, stat } = await thread(stuck.spins);
  let fired = false;
  const cancel = startCpuBudget(stat, 60_000, () => (fired = true));
  await new Promise((r) => setTimeout(r, 1_500));
  cancel();
  await worker.terminate();
  assert.not.ok(fired, 'a second and a half of wall time is far from a minute of CPU');
});

test('no stat file: wall time', async () => {
  assert.ok((await over(undefined, 200)) >= 200);
});

test.run();
