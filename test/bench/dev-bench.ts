// The `docs dev` scenario of `npm run bench`: the time from start to the first page's HTML served, then
// 100 successive one-page edits on a built corpus, timing each from the file write to the live-reload
// message, and the memory after the first and the last.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devCommand } from '../../cli/commands/dev.ts';

// React's production build in the render thread, as `docs dev` runs it (bin/docs.js sets this).
process.env.NODE_ENV ??= 'production';
const root = process.argv[process.argv.indexOf('--root') + 1];
const edits = Number(process.argv.includes('--edits') ? process.argv[process.argv.indexOf('--edits') + 1] : 100);

// A typical page that exists in every corpus: the first page of the getting-started folder. It is also the
// page requested first, as a reader opening the URL printed at start would.
const dir = join(root, 'docs/getting-started');
const name = readdirSync(dir)
  .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('index'))
  .sort()[0];
const file = join(dir, name);
const firstRoute = `/getting-started/${name.replace(/\.mdx?$/, '')}`;

const started = performance.now();
let firstPage: Promise<number> | undefined;
let listeningMs = 0; // start → the port taken (dev listens before it reads the site)
const dev = await devCommand({
  rootDir: root,
  port: 0,
  host: '127.0.0.1',
  log: process.env.DEV_BENCH_LOG ? (l) => console.error(l) : () => {},
  // Requested the moment the server listens: start → the whole HTML of the first page received.
  onListening: (url) => {
    listeningMs = performance.now() - started;
    firstPage = fetch(url + firstRoute).then(async (res) => {
      const html = await res.text();
      if (res.status !== 200 || !html.includes('</html>')) throw new Error(`${firstRoute}: HTTP ${res.status}`);
      return performance.now() - started;
    });
  },
});
const serving = performance.now() - started;
const firstPageMs = await firstPage!;
if (process.env.DEV_BENCH_LOG) console.error(`first page ${Math.round(firstPageMs)} ms`);
if (!edits) {
  // `--edits 0`: start-up only (at 4,000 pages compiling every page takes minutes).
  console.log(
    JSON.stringify({
      dev_first_page_ms: Math.round(firstPageMs),
      listeningMs: Math.round(listeningMs),
      serveReadyMs: Math.round(serving),
    }),
  );
  await dev.close();
  process.exit(0);
}
await dev.ready;
const allCompiled = performance.now() - started;
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
    dev_first_page_ms: Math.round(firstPageMs),
    listeningMs: Math.round(listeningMs),
    serveReadyMs: Math.round(serving),
    allCompiledMs: Math.round(allCompiled),
    editMedianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
    editP90Ms: Math.round(sorted[Math.floor(sorted.length * 0.9)]),
    rssFirstMb: Math.round(rss[0] / 1048576),
    rssLastMb: Math.round(rss[rss.length - 1] / 1048576),
  }),
);
process.exit(0);
