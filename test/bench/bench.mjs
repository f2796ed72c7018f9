#!/usr/bin/env node
// `npm run bench [-- --pages 1000]`: builds the shared benchmark corpus cold and warm and prints one
// `key: value` line per figure. Figures, not pass/fail: the budgets live in the issues.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpusConfig } from './corpus-config.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED = join(ROOT, '../shared');
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const pages = Number(opt('--pages', 1000));
const dir = opt('--dir', join(tmpdir(), `docs-bench-${pages}`));

function run(cmd, argv) {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    process.exit(r.status ?? 1);
  }
  return r.stdout;
}

run(process.execPath, [join(SHARED, 'bench/make-corpus.mjs'), '--pages', String(pages), '--out', dir]);
writeCorpusConfig(dir);
rmSync(join(dir, 'node_modules/.cache'), { recursive: true, force: true });
rmSync(join(dir, 'build'), { recursive: true, force: true });

function build() {
  const statsFile = join(dir, 'build-stats.json');
  run(process.execPath, [join(ROOT, 'bin/docs.js'), 'build', '--root', dir, '--stats-json', statsFile]);
  return JSON.parse(readFileSync(statsFile, 'utf8'));
}
const cold = build();
const warm = build();

// A typical page: the median-sized doc page of the corpus.
const docs = join(dir, 'docs');
const candidates = readdirSync(docs, { recursive: true })
  .filter((f) => /\.mdx?$/.test(f) && !/index\.mdx?$/.test(f))
  .sort((a, b) => statSync(join(docs, a)).size - statSync(join(docs, b)).size);
const typical = '/' + candidates[Math.floor(candidates.length / 2)].replace(/\.mdx?$/, '');
const weight = JSON.parse(
  run(process.execPath, [
    join(SHARED, 'bench/page-weight.mjs'),
    '--root',
    join(dir, 'build'),
    '--page',
    typical,
    '--json',
  ]),
);
const kb = (bytes) => (bytes / 1024).toFixed(1);
// A client transition fetches the route data file; compare it with the page's own content (the article).
const gz = (text) => gzipSync(text, { level: 9 }).length;
const routeData = readFileSync(join(dir, 'build/_data', typical + '.json'), 'utf8');
const articleHtml = JSON.parse(routeData).html;

const lines = {
  pages: cold.pages,
  cold_build_s: cold.seconds.toFixed(2),
  warm_build_s: warm.seconds.toFixed(2),
  pages_per_s: (cold.pages / cold.seconds).toFixed(0),
  peak_rss_mb: Math.round(Math.max(cold.peakRssMb, warm.peakRssMb)),
  typical_page: typical,
  html_gz_kb: kb(weight.html.gz),
  js_gz_kb: kb(weight.scripts.gz + weight.preloadScripts.gz),
  css_gz_kb: kb(weight.css.gz),
  transition_data_gz_kb: kb(gz(routeData)),
  content_gz_kb: kb(gz(articleHtml)),
  transition_to_content_ratio: (gz(routeData) / gz(articleHtml)).toFixed(2),
  cold_stages_ms: Object.entries(cold.timings)
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
  warm_stages_ms: Object.entries(warm.timings)
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
};
// docs dev: one-page edits on the same corpus (the compile cache is warm from the builds above).
const devStats = JSON.parse(
  run(process.execPath, ['--expose-gc', '--import', 'tsx', join(ROOT, 'test/bench/dev-bench.ts'), '--root', dir])
    .trim()
    .split('\n')
    .pop(),
);
Object.assign(lines, {
  dev_serving_ms: devStats.serveReadyMs,
  dev_all_compiled_ms: devStats.allCompiledMs,
  dev_edit_reload_median_ms: devStats.editMedianMs,
  dev_edit_reload_p90_ms: devStats.editP90Ms,
  dev_rss_after_1_edit_mb: devStats.rssFirstMb,
  dev_rss_after_100_edits_mb: devStats.rssLastMb,
});
for (const [k, v] of Object.entries(lines)) console.log(`${k}: ${v}`);
if (!existsSync(join(dir, 'build/pagefind'))) console.log('warning: no Pagefind index was written');
