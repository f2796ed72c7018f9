#!/usr/bin/env node
// `node --import tsx test/helpers/uvu-run.mjs DIR [PATTERN]`: runs uvu's suites as its own runner does, then exits
// with uvu's code. uvu leaves exiting to Node, so one test that leaves a handle open (a worker thread, a watcher,
// a server, a timer) kept a whole tier's process alive after its last line, and `npm test` waited for it forever.
// So a tier that leaves something open fails: once the last suite has reported, what is still open gets
// DOCS_TEST_OPEN_GRACE_MS (5 s) to close by itself; whatever is left is named, with the suites after which it
// appeared and stayed (each suite is looked at once loaded and once its tests have run), and the exit code is 1.
import { readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parse } from 'uvu/parse';

const GRACE_MS = Number(process.env.DOCS_TEST_OPEN_GRACE_MS ?? 5000);
/**
 * The process's own standard streams (a terminal, or the pipe `npm test` reads) are not something a test opened.
 * stdin counts too: `import process from 'node:process'` (vfile does it) reads every getter of the module, which
 * opens stdin, a PipeWrap when the runner was started with a pipe there — it is the process's, not a test's.
 */
const OWN = new Map();
for (const stream of [process.stdin, process.stdout, process.stderr]) {
  const type = stream.isTTY ? 'TTYWrap' : stream instanceof Socket ? 'PipeWrap' : undefined;
  if (type) OWN.set(type, (OWN.get(type) ?? 0) + 1);
}

/** How many of each kind of resource keep the process alive now, beyond the process's own output. */
function openNow() {
  const counts = new Map();
  for (const type of process.getActiveResourcesInfo()) counts.set(type, (counts.get(type) ?? 0) + 1);
  for (const [type, own] of OWN) counts.set(type, (counts.get(type) ?? 0) - own);
  for (const [type, count] of counts) if (count <= 0) counts.delete(type);
  return counts;
}

/**
 * CPU seconds used so far by this process (all its threads) and by the children it has waited for (spawned
 * CLIs, Python, Chromium once closed): /proc/self/stat's utime, stime, cutime and cstime, in clock ticks of
 * 1/100 s. Without /proc, this process's own. Wall time on a shared machine says little; CPU is the work.
 */
function cpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
}

/** The counts after each suite was loaded and after its tests ran: a leak is a rise that never went back down. */
const looks = [{ where: 'start', counts: openNow(), cpu: cpuSeconds(), at: Date.now() }];
const look = (where) => looks.push({ where, counts: openNow(), cpu: cpuSeconds(), at: Date.now() });

/** The places after which `type` rose and never fell back to where it was before (`final`: its count now). */
function suspects(type, final) {
  const found = [];
  for (let i = 1; i < looks.length; i++) {
    const before = looks[i - 1].counts.get(type) ?? 0;
    if ((looks[i].counts.get(type) ?? 0) <= before) continue;
    const stays = looks.slice(i + 1).every((l) => (l.counts.get(type) ?? 0) > before) && final > before;
    if (stays) found.push(looks[i].where);
  }
  return found;
}

const [dir, pattern] = process.argv.slice(2);
process.env.FORCE_COLOR ??= '1';
const ctx = await parse(dir, pattern, { cwd: process.cwd() });

// What uvu/run does (load every suite, then run the queue), with a look after each suite's loading and tests.
globalThis.UVU_DEFER = 1;
const uvu = await import('uvu');
let index = 0;
for (const suite of ctx.suites) {
  globalThis.UVU_INDEX = index++;
  globalThis.UVU_QUEUE.push([suite.name]);
  await import(pathToFileURL(suite.file).href);
  look(`${suite.name} (while loading)`);
}
for (const group of globalThis.UVU_QUEUE) {
  const name = group[0];
  // A runner of uvu's shape that runs no test: [errors or true, passed, skipped, total].
  group.push(async () => (look(name), [true, 0, 0, 0]));
}
await uvu.exec();

// DOCS_TEST_CPU=1 (npm test sets it): each suite's CPU and wall seconds, from the end of the one before (work a
// suite starts while it loads, such as a fixture build, counts for the suite that is running when it is done).
if (process.env.DOCS_TEST_CPU) {
  const rows = [];
  for (let i = 1; i < looks.length; i++) {
    const [before, now] = [looks[i - 1], looks[i]];
    const label = now.where.endsWith('(while loading)') ? 'loading all suites' : now.where;
    const last = rows.at(-1);
    if (label === 'loading all suites' && last?.label === label) {
      last.cpu += now.cpu - before.cpu;
      last.wall += now.at - before.at;
    } else rows.push({ label, cpu: now.cpu - before.cpu, wall: now.at - before.at });
  }
  const total = looks.at(-1).cpu - looks[0].cpu;
  console.log(`\nCPU s   wall s  suite (${dir}: ${total.toFixed(1)} CPU s in all)`);
  for (const r of rows.sort((a, b) => b.cpu - a.cpu))
    console.log(`${r.cpu.toFixed(1).padStart(6)}  ${(r.wall / 1000).toFixed(1).padStart(6)}  ${r.label}`);
}

// fetch's connection pool is the tests' own HTTP client: a response whose body a test did not read keeps its
// connection until garbage collection, which is no handle of the code under test. It is emptied first.
await globalThis[Symbol.for('undici.globalDispatcher.1')]?.destroy().catch(() => {});
let open = openNow();
const end = Date.now() + GRACE_MS;
while (open.size && Date.now() < end) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  open = openNow();
}
if (open.size) {
  const lines = [...open].map(([type, count]) => {
    const after = suspects(type, count);
    return `  ${count} × ${type}${after.length ? `, open since: ${after.join(', ')}` : ''}`;
  });
  console.error(`\nStill open ${GRACE_MS / 1000} s after the last test (a test or the code it runs leaks them):`);
  console.error(lines.join('\n'));
  process.exit(1);
}
process.exit(process.exitCode ?? 0);
