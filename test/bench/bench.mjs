#!/usr/bin/env node
// `npm run bench [-- --pages 1000] [--shards N [--shards-only]] [--versions N] [--compare docusaurus] [--skip-dev]
// [--skip-browser] [--dir DIR]`: builds the shared benchmark corpus (with `--versions N`, as N docs versions of
// `--pages` pages each) cold and warm and prints one `key: value` line per figure (test/bench/NOTES.md,
// "Bench figures", says what each one means). Figures, not pass/fail: the budgets live in the issues.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { addCorpusVersions, makeCorpus, writeCorpusConfig } from './corpus-config.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The shared bench scripts sit beside the checkout; DOCS_BENCH_SHARED names them for a checkout elsewhere.
const SHARED = process.env.DOCS_BENCH_SHARED ?? join(ROOT, '../shared');

/** The flags the bench takes; an unknown flag or a bad value throws with what to write instead. */
export function parseBenchArgs(argv) {
  const options = {
    pages: 1000,
    versions: 1,
    dir: undefined,
    compare: [],
    skipDev: false,
    skipBrowser: false,
    shards: 0,
    shardsOnly: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value, e.g. ${arg} ${example(arg)}`);
      return v;
    };
    if (arg === '--pages') {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 20) throw new Error(`--pages must be a whole number >= 20 (make-corpus.mjs)`);
      options.pages = n;
    } else if (arg === '--shards') {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1 || n > 256) throw new Error('--shards must be a whole number from 1 to 256');
      options.shards = n;
    } else if (arg === '--versions') {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error('--versions must be a whole number >= 1 (1: no versions)');
      options.versions = n;
    } else if (arg === '--shards-only') options.shardsOnly = true;
    else if (arg === '--dir') options.dir = value();
    else if (arg === '--compare') {
      const engine = value();
      if (engine !== 'docusaurus') throw new Error(`--compare knows only 'docusaurus', not '${engine}'`);
      options.compare.push(engine);
    } else if (arg === '--skip-dev') options.skipDev = true;
    else if (arg === '--skip-browser') options.skipBrowser = true;
    else
      throw new Error(
        `unknown flag ${arg}: use --pages N, --shards N, --shards-only, --versions N, --dir DIR, ` +
          '--compare docusaurus, --skip-dev, --skip-browser',
      );
  }
  // The shard figures need one cold single build; the rest (a second cold build without search, the Pagefind CLI,
  // dev, the browser) doubles a 20,000-page run on a shared machine.
  if (options.shardsOnly && !options.shards) throw new Error('--shards-only needs --shards N, e.g. --shards 4');
  if (options.versions > 1 && options.compare.length)
    throw new Error('--versions and --compare do not go together: the Docusaurus comparison builds one version');
  options.dir ??= join(tmpdir(), `docs-bench-${options.pages}${options.versions > 1 ? `x${options.versions}` : ''}`);
  return options;
}

function example(flag) {
  const examples = { '--pages': '1000', '--shards': '4', '--versions': '10', '--dir': '/tmp/corpus' };
  return { ...examples, '--compare': 'docusaurus' }[flag] ?? 'VALUE';
}

function run(cmd, argv, env) {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, ...env } });
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    process.exit(r.status ?? 1);
  }
  return r.stdout;
}

/** The last line of a helper script's output, which is its JSON result. */
const lastJson = (out) => JSON.parse(out.trim().split('\n').pop());

/**
 * One `docs build` (or another command writing `--stats-json`: `merge`) with its stats, plus `cpuSeconds`: user +
 * system time of the process (worker threads included), from /usr/bin/time. CPU time does not grow when other
 * work shares the cores, wall time does.
 */
function build(dir, extra = [], command = 'build') {
  const statsFile = join(dir, 'build-stats.json');
  const timeFile = join(dir, 'build-time.txt');
  run('/usr/bin/time', [
    '-o',
    timeFile,
    '-f',
    '%U %S',
    process.execPath,
    join(ROOT, 'bin/docs.js'),
    command,
    '--root',
    dir,
    '--stats-json',
    statsFile,
    ...extra,
  ]);
  const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  return { ...JSON.parse(readFileSync(statsFile, 'utf8')), cpuSeconds: user + system };
}

const NO_SEARCH_OUT = 'build-no-search';
const progress = (line) => process.stderr.write(`bench: ${line}\n`);

/**
 * CPU seconds of the Pagefind CLI indexing the build's HTML (the same binary and pages the build's index uses; a
 * corpus has no API symbol records). The build's own Pagefind process is killed at close and may exit after the
 * build, so the build's CPU time cannot be relied on to include it.
 */
function pagefindCpuSeconds(dir) {
  const binary = createRequire(join(ROOT, 'package.json')).resolve(
    `@pagefind/${process.platform}-${process.arch}/bin/pagefind_extended`,
  );
  const out = join(dir, 'pagefind-cpu');
  const timeFile = join(dir, 'pagefind-time.txt');
  run('/usr/bin/time', ['-o', timeFile, '-f', '%U %S', binary, '--site', join(dir, 'build'), '--output-path', out]);
  rmSync(out, { recursive: true, force: true });
  const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  return user + system;
}

function clean(dir) {
  rmSync(join(dir, 'node_modules/.cache'), { recursive: true, force: true });
  rmSync(join(dir, 'build'), { recursive: true, force: true });
}

/** A typical page: the median-sized doc page of the corpus (not a folder index). */
function typicalPage(dir, routePrefix = '') {
  const docs = join(dir, 'docs');
  const candidates = readdirSync(docs, { recursive: true })
    .filter((f) => /\.mdx?$/.test(f) && !/index\.mdx?$/.test(f))
    .sort((a, b) => statSync(join(docs, a)).size - statSync(join(docs, b)).size);
  const file = candidates[Math.floor(candidates.length / 2)];
  return {
    file: join(docs, file),
    route:
      routePrefix +
      '/' +
      file
        .replace(/\.mdx?$/, '')
        .split('\\')
        .join('/'),
  };
}

/** Edits one page's body (a sentence appended, so the title, sidebar and links stay) and times the rebuild. */
function onePageChange(dir, file) {
  const before = readFileSync(file, 'utf8');
  writeFileSync(file, `${before}\nOne more sentence for the one-page-change figure.\n`);
  try {
    return build(dir);
  } finally {
    writeFileSync(file, before);
  }
}

/**
 * `--shards N`: the corpus built as N shards one after another, each from a cold cache as on a fresh CI runner,
 * then merged (also cold). The shards are independent, so a CI matrix of N runners waits for the slowest shard
 * plus the merge; the sum is what the runners spend together.
 */
function shardedBuild(dir, shards, single) {
  const base = join(dir, 'shards');
  rmSync(base, { recursive: true, force: true });
  const cold = () => rmSync(join(dir, 'node_modules/.cache'), { recursive: true, force: true });
  const dirs = [];
  const runs = [];
  for (let i = 1; i <= shards; i++) {
    cold();
    dirs.push(join(base, String(i)));
    runs.push(build(dir, ['--shard', `${i}/${shards}`, '--out', dirs.at(-1)]));
    progress(`shard ${i}/${shards}: ${runs.at(-1).pages} pages in ${runs.at(-1).seconds.toFixed(1)} s`);
  }
  cold();
  const merged = build(dir, ['--out', 'build-merged', ...dirs], 'merge');
  progress(`merge ${merged.seconds.toFixed(1)} s`);
  rmSync(base, { recursive: true, force: true });
  rmSync(join(dir, 'build-merged'), { recursive: true, force: true });
  const slowest = Math.max(...runs.map((r) => r.seconds));
  const figures = { shards };
  runs.forEach((r, i) => {
    figures[`shard_${i + 1}_pages`] = r.pages;
    figures[`shard_${i + 1}_s`] = r.seconds.toFixed(2);
    figures[`shard_${i + 1}_cpu_s`] = r.cpuSeconds.toFixed(1);
    figures[`shard_${i + 1}_peak_rss_mb`] = Math.round(r.peakRssMb);
    figures[`shard_${i + 1}_stages_ms`] = Object.entries(r.timings)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
  });
  return {
    ...figures,
    merge_s: merged.seconds.toFixed(2),
    merge_cpu_s: merged.cpuSeconds.toFixed(1),
    merge_peak_rss_mb: Math.round(merged.peakRssMb),
    merge_stages_ms: Object.entries(merged.timings)
      .map(([k, v]) => `${k}=${v}`)
      .join(' '),
    single_cold_build_s: single.seconds.toFixed(2),
    slowest_shard_s: slowest.toFixed(2),
    slowest_shard_plus_merge_s: (slowest + merged.seconds).toFixed(2),
    slowest_shard_plus_merge_share: ((slowest + merged.seconds) / single.seconds).toFixed(2),
    merge_share: (merged.seconds / single.seconds).toFixed(2),
    sharded_total_s: (runs.reduce((t, r) => t + r.seconds, 0) + merged.seconds).toFixed(2),
    // CPU time does not grow when other work shares the machine: the figures to compare on a busy one.
    single_cold_cpu_s: single.cpuSeconds.toFixed(1),
    slowest_shard_plus_merge_cpu_share: (
      (Math.max(...runs.map((r) => r.cpuSeconds)) + merged.cpuSeconds) /
      single.cpuSeconds
    ).toFixed(2),
  };
}

async function main() {
  let options;
  try {
    options = parseBenchArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`bench: ${e.message}`);
    process.exit(2);
  }
  const { pages, dir } = options;

  makeCorpus(dir, pages, { script: join(SHARED, 'bench/make-corpus.mjs'), run });
  writeCorpusConfig(dir);
  if (options.versions > 1) addCorpusVersions(dir, options.versions);
  clean(dir);
  const cold = build(dir);
  progress(`cold build ${cold.seconds.toFixed(1)} s, ${cold.pages} pages`);
  if (options.shardsOnly) {
    const stages = Object.entries(cold.timings).map(([k, v]) => `${k}=${v}`);
    for (const [k, v] of Object.entries({
      pages: cold.pages,
      cold_build_s: cold.seconds.toFixed(2),
      cold_cpu_s: cold.cpuSeconds.toFixed(1),
      cold_peak_rss_mb: Math.round(cold.peakRssMb),
      cold_stages_ms: stages.join(' '),
      ...shardedBuild(dir, options.shards, cold),
    }))
      console.log(`${k}: ${v}`);
    return;
  }
  const warm = build(dir);
  progress(`warm build ${warm.seconds.toFixed(1)} s`);
  const pagefindCpu = pagefindCpuSeconds(dir);
  // With versions, docs/ is current, served at /next (the last version is at /).
  const typical = typicalPage(dir, options.versions > 1 ? '/next' : '');
  // The output keeps the edited page (one sentence more); the source is restored for the dev scenario.
  const changed = onePageChange(dir, typical.file);
  progress(`one-page change ${changed.seconds.toFixed(1)} s`);
  // Pagefind indexes pages while the others render, so the index stage's own time undercounts it: its cost is
  // measured as the difference between the cold build and a cold one without the index: --no-cache, a fresh
  // output folder (no page reuse) and no worker bundle, as after clean(), but the compile cache stays for dev.
  rmSync(join(dir, 'node_modules/.cache/docs-worker'), { recursive: true, force: true });
  const coldNoSearch = build(dir, ['--no-cache', '--no-search-index', '--out', NO_SEARCH_OUT]);
  rmSync(join(dir, NO_SEARCH_OUT), { recursive: true, force: true });
  progress(`cold build without search index ${coldNoSearch.seconds.toFixed(1)} s`);

  const weight = JSON.parse(
    run(process.execPath, [
      join(SHARED, 'bench/page-weight.mjs'),
      '--root',
      join(dir, 'build'),
      '--page',
      typical.route,
      '--json',
    ]),
  );
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  // A client transition fetches the route data file; compare it with the page's own content (the article).
  const gz = (text) => gzipSync(text, { level: 9 }).length;
  const routeData = readFileSync(join(dir, 'build/_data', typical.route + '.json'), 'utf8');
  const articleHtml = JSON.parse(routeData).html;
  const stages = (stats) =>
    Object.entries(stats.timings)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');

  const lines = {
    pages: cold.pages,
    versions: options.versions,
    cold_build_s: cold.seconds.toFixed(2),
    warm_build_s: warm.seconds.toFixed(2),
    one_page_change_s: changed.seconds.toFixed(2),
    pages_per_s: (cold.pages / cold.seconds).toFixed(0),
    peak_rss_mb: Math.round(Math.max(cold.peakRssMb, warm.peakRssMb, changed.peakRssMb)),
    cold_peak_rss_mb: Math.round(cold.peakRssMb),
    cold_no_search_index_s: coldNoSearch.seconds.toFixed(2),
    pagefind_s: (cold.seconds - coldNoSearch.seconds).toFixed(2),
    pagefind_share: ((cold.seconds - coldNoSearch.seconds) / cold.seconds).toFixed(2),
    cold_cpu_s: cold.cpuSeconds.toFixed(1),
    pagefind_cpu_s: pagefindCpu.toFixed(1),
    pagefind_cpu_share: (pagefindCpu / (coldNoSearch.cpuSeconds + pagefindCpu)).toFixed(2),
    pagefind_index_stage_s: ((cold.timings.index ?? 0) / 1000).toFixed(2),
    typical_page: typical.route,
    html_gz_kb: kb(weight.html.gz),
    js_gz_kb: kb(weight.scripts.gz + weight.preloadScripts.gz),
    css_gz_kb: kb(weight.css.gz),
    transition_data_gz_kb: kb(gz(routeData)),
    content_gz_kb: kb(gz(articleHtml)),
    transition_to_content_ratio: (gz(routeData) / gz(articleHtml)).toFixed(2),
    cold_stages_ms: stages(cold),
    warm_stages_ms: stages(warm),
    one_page_change_stages_ms: stages(changed),
  };
  const print = (entries) => {
    for (const [k, v] of Object.entries(entries)) console.log(`${k}: ${v}`);
  };
  print(lines);

  // The floor: only parsing the corpus's Markdown/MDX, as the page workers do before anything else.
  const floor = lastJson(run(process.execPath, [join(ROOT, 'test/bench/parse-floor.mjs'), '--root', dir]));
  print({
    parse_floor_1t_s: floor.singleThreadS.toFixed(2),
    parse_floor_s: floor.parallelS.toFixed(2),
    parse_floor_workers: floor.workers,
    cold_to_parse_floor: (cold.seconds / floor.parallelS).toFixed(1),
  });

  if (!options.skipBrowser) {
    const browser = lastJson(
      run(process.execPath, [
        join(ROOT, 'test/bench/browser-figures.mjs'),
        '--root',
        join(dir, 'build'),
        '--typical',
        typical.route,
      ]),
    );
    print({
      main_thread_typical_ms: browser.typical.ms,
      main_thread_heaviest_ms: browser.heaviest.ms,
      main_thread_heaviest_minus_typical_ms: browser.heaviest.ms - browser.typical.ms,
      heaviest_page: browser.heaviest.route,
      heaviest_html_kb: kb(browser.heaviest.htmlBytes),
    });
  }

  if (!options.skipDev) {
    // docs dev: one-page edits on the same corpus (the compile cache is warm from the builds above).
    const devStats = lastJson(
      run(process.execPath, ['--expose-gc', '--import', 'tsx', join(ROOT, 'test/bench/dev-bench.ts'), '--root', dir]),
    );
    print({
      dev_first_page_ms: devStats.dev_first_page_ms,
      dev_serving_ms: devStats.serveReadyMs,
      dev_all_compiled_ms: devStats.allCompiledMs,
      dev_edit_reload_median_ms: devStats.editMedianMs,
      dev_edit_reload_p90_ms: devStats.editP90Ms,
      dev_rss_after_1_edit_mb: devStats.rssFirstMb,
      dev_rss_after_100_edits_mb: devStats.rssLastMb,
    });
  }

  if (options.compare.includes('docusaurus')) {
    const { buildWithDocusaurus } = await import('./docusaurus/build.mjs');
    const docusaurus = await buildWithDocusaurus(dir);
    print({
      docusaurus_version: docusaurus.version,
      docusaurus_faster_cold_s: docusaurus.coldSeconds.toFixed(2),
      docusaurus_peak_rss_mb: Math.round(docusaurus.peakRssMb),
      speedup: (docusaurus.coldSeconds / cold.seconds).toFixed(1),
    });
  }
  // Last: each shard starts from an empty cache, which the dev and browser figures above must not see.
  if (options.shards) print(shardedBuild(dir, options.shards, cold));
  if (!existsSync(join(dir, 'build/pagefind'))) console.log('warning: no Pagefind index was written');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
