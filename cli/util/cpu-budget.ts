import { readFileSync, readlinkSync } from 'node:fs';

/**
 * A page's time budget counted in the CPU time of the thread that builds it, not in wall time: on a
 * loaded machine (a CI runner with other jobs, load 20 on two cores) an ordinary page gets a small share
 * of a core, and a wall-clock budget stopped valid heavy pages as `page-too-slow`. Linux tells each
 * thread's CPU time in `/proc/<pid>/task/<tid>/stat`; the thread names that file itself
 * (`threadStatPath`) and its parent reads it. Where there is no such file the budget is wall time, as before.
 */

/** Linux reports CPU times in clock ticks of USER_HZ, which is 100 on every architecture Node runs on. */
const TICK_MS = 10;
/** How often a running page's CPU time is read: the budget is overrun by at most this much. */
const POLL_MS = 1_000;
/**
 * A thread that used less than this share of a poll interval is counted as waiting (a page awaiting
 * something that never comes uses no CPU): its wall time then counts, so it still ends.
 */
const IDLE_SHARE = 0.02;

/** This thread's stat file, for its parent to read; undefined off Linux. */
export function threadStatPath(): string | undefined {
  try {
    return `/proc/${readlinkSync('/proc/thread-self')}/stat`;
  } catch {
    return undefined;
  }
}

/**
 * User + system CPU milliseconds from a `/proc/.../stat` line. The command name (2nd field) is in
 * parentheses and may hold spaces or `)`, so fields are counted from the last `)`: utime and stime are
 * the 14th and 15th fields of the line, the 12th and 13th after it.
 */
export function statCpuMs(stat: string): number | undefined {
  const fields = stat
    .slice(stat.lastIndexOf(')') + 1)
    .trim()
    .split(/\s+/);
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks * TICK_MS : undefined;
}

function readCpuMs(statPath: string | undefined): number | undefined {
  if (!statPath) return undefined;
  try {
    return statCpuMs(readFileSync(statPath, 'utf8'));
  } catch {
    return undefined; // the thread has ended, or the file is not there
  }
}

/** What the budget has used so far, from the CPU and wall time of one poll interval. */
export function budgetUsed(cpuMs: number, wallMs: number): number {
  return cpuMs < wallMs * IDLE_SHARE ? wallMs : cpuMs;
}

/**
 * Calls `onOver` once the thread behind `statPath` has spent `budgetMs` building (CPU time, plus the wall
 * time of intervals it spent waiting), or after `budgetMs` of wall time when its CPU time cannot be read.
 * Returns a cancel function. The timers are unref'd: a budget never keeps a process alive.
 */
export function startCpuBudget(statPath: string | undefined, budgetMs: number, onOver: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  let used = 0;
  let lastCpu = readCpuMs(statPath);
  let lastWall = Date.now();
  if (lastCpu === undefined) {
    // A timer runs on the event loop's millisecond clock, truncated, so it may fire a millisecond before
    // `budgetMs` of Date.now() have passed (the cpu-budget test once measured less than its 200 ms): whatever
    // the budget has left then is waited for again.
    const due = () => {
      const left = budgetMs - (Date.now() - lastWall);
      if (left > 0) timer = setTimeout(due, left).unref();
      else onOver();
    };
    timer = setTimeout(due, budgetMs).unref();
    return () => clearTimeout(timer);
  }
  const poll = () => {
    const cpu = readCpuMs(statPath);
    const wall = Date.now();
    // A thread whose CPU time cannot be read any more is gone; its parent hears of that by its own means.
    if (cpu === undefined) return;
    used += budgetUsed(cpu - lastCpu!, wall - lastWall);
    lastCpu = cpu;
    lastWall = wall;
    if (used >= budgetMs) return onOver();
    timer = setTimeout(poll, Math.min(POLL_MS, budgetMs - used)).unref();
  };
  timer = setTimeout(poll, Math.min(POLL_MS, budgetMs)).unref();
  return () => clearTimeout(timer);
}
