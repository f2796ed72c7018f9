#!/usr/bin/env node
// `node --import tsx test/helpers/uvu-run.mjs DIR [PATTERN]`: runs uvu's suites as its own bin does, then exits
// with uvu's code. uvu leaves exiting to Node, so one test that leaves a handle open (a worker thread, a watcher,
// a timer) kept a whole tier's process alive after its last line, and `npm test` waited for it forever. What is
// still open is named on stderr, so the test that leaked it can be found and mended.
import { parse } from 'uvu/parse';
import { run } from 'uvu/run';

const [dir, pattern] = process.argv.slice(2);
process.env.FORCE_COLOR ??= '1';
const ctx = await parse(dir, pattern, { cwd: process.cwd() });
await run(ctx.suites, {});
const open = process.getActiveResourcesInfo().filter((r) => r !== 'TTYWrap');
if (open.length) console.error(`\n(still open after the last test: ${open.join(', ')}; exiting anyway)`);
process.exit(process.exitCode ?? 0);
