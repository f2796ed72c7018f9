import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { budgetUsed, statCpuMs } from '../../../../cli/util/cpu-budget.ts';

test('statCpuMs: utime + stime in ms, counted after the last ")" (a command name may hold spaces or ")")', () => {
  const fields = 'R 4195 4195 1328 0 -1 4194368 2437 0 0 0 8 2 0 0 20 0 8 0 4741470';
  assert.is(statCpuMs(`4332 (node) ${fields}`), 100);
  assert.is(statCpuMs(`4332 (a) b (c d) ${fields}`), 100);
  assert.is(statCpuMs('garbage'), undefined);
});

test('budgetUsed: a starved thread spends its CPU time, a waiting one its wall time', () => {
  assert.is(budgetUsed(100, 1_000), 100, 'a tenth of a core on a loaded machine: 100 ms of budget, not 1 s');
  assert.is(budgetUsed(1_000, 1_000), 1_000);
  assert.is(budgetUsed(5, 1_000), 1_000, 'under 2 % of a core: waiting, so the wall time counts');
});

test.run();
