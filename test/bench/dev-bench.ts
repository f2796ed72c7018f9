// The `docs dev` scenario of `npm run bench`: 100 successive one-page edits on a built corpus, timing
// each from the file write to the live-reload message, and the memory after the first and the last.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devCommand } from '../../cli/commands/dev.ts';

const root = process.argv[process.argv.indexOf('--root') + 1];
const edits = Number(process.argv.includes('--edits') ? process.argv[process.argv.indexOf('--edits') + 1] : 100);
const started = performance.now();
const dev = await devCommand({
  rootDir: root,
  port: 0,
  host: '127.0.0.1',
  log: process.env.DEV_BENCH_LOG ? (l) => console.error(l) : () => {},
});
const serving = performance.now() - started;
await dev.ready;
const allCompiled = performance.now() - started;

// A typical page that exists in every corpus: the first page of the getting-started folder.
const dir = join(root, 'docs/getting-started');
const file = join(
  dir,
  readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('index'))
    .sort()[0],
);
const original = readFileSync(file, 'utf8');
const times: number[] = [];
const rss: number[] = [];
for (let i = 0; i < edits; i++) {
  // Edits 100 ms apart, like saves from an editor: the watcher folds changes less than 50 ms apart.
  await new Promise((r) => setTimeout(r, 100));
  const reloaded = new Promise<void>((resolve) => (dev.onReload = () => resolve()));
  const t0 = performance.now();
  writeFileSync(file, `${original}\n\nEdit number ${i} of the benchmark.\n`);
  await reloaded;
  times.push(performance.now() - t0);
  global.gc?.();
  rss.push(process.memoryUsage().rss);
  if (process.env.DEV_BENCH_SERIES && i % 50 === 0)
    console.error(`edit ${i}: rss ${Math.round(rss[rss.length - 1] / 1048576)} MB`);
}
writeFileSync(file, original);
await dev.close();
const sorted = [...times].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    serveReadyMs: Math.round(serving),
    allCompiledMs: Math.round(allCompiled),
    editMedianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
    editP90Ms: Math.round(sorted[Math.floor(sorted.length * 0.9)]),
    rssFirstMb: Math.round(rss[0] / 1048576),
    rssLastMb: Math.round(rss[rss.length - 1] / 1048576),
  }),
);
process.exit(0);
