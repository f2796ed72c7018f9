// The benchmark's pure helpers (test/bench/*.mjs): flag parsing, the Docusaurus comparison site, heaviest-page
// selection, the trace arithmetic of the browser figures and the parse floor. No timings are asserted.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempDir } from '../helpers/temp.ts';

// The bench is plain JavaScript run by Node (no tsx): imported by a computed specifier, typed here.
const load = (file: string) => import(pathToFileURL(join(import.meta.dirname, '../bench', file)).href);

interface BenchOptions {
  pages: number;
  versions: number;
  dir: string;
  compare: string[];
  shards: number;
  skipDev: boolean;
  skipBrowser: boolean;
  shardsOnly: boolean;
}
const bench: { parseBenchArgs(argv: string[]): BenchOptions } = await load('bench.mjs');
const lighthouse: {
  parseLighthouseArgs(argv: string[]): { root?: string; top: number; pages: string[] };
} = await load('lighthouse.mjs');
type Page = { route: string; htmlBytes: number };
type TraceEvent = Record<string, unknown>;
const browser: {
  pagesBySize(dir: string): Page[];
  heaviestPages(dir: string, n?: number): Page[];
  busyMicros(intervals: [number, number][]): number;
  mainThreadBusyMs(events: TraceEvent[], url: string): number;
} = await load('browser-figures.mjs');
const floor: {
  stripFrontMatter(source: string): string;
  parseFloor(
    bodies: string[],
    workers?: number,
  ): { files: number; bytes: number; singleThreadS: number; parallelS: number; workers: number };
} = await load('parse-floor.mjs');
const siteConfig: {
  docusaurusConfigSource(): string;
  EXTRA_PRISM_LANGUAGES: string[];
} = await load('docusaurus/site-config.mjs');
const corpus: {
  corpusParts(pages: number, maxPart?: number): number[];
  prefixAbsoluteLinks(markdown: string, prefix: string): string;
  corpusVersionNames(versions: number): string[];
} = await load('corpus-config.mjs');
const docusaurusBuild: { writeSite(corpusDir: string, siteDir: string): void } = await load('docusaurus/build.mjs');

const temp = () => tempDir('bench-tools-');
const write = (file: string, text: string) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
};

test('bench flags: defaults, every flag, and errors that say what to write', () => {
  const d = bench.parseBenchArgs([]);
  assert.is(d.pages, 1000);
  assert.ok(d.dir.endsWith('docs-bench-1000'));
  assert.equal([d.compare, d.skipDev, d.skipBrowser], [[], false, false]);
  const all = bench.parseBenchArgs(['--pages', '10000', '--compare', 'docusaurus', '--skip-dev', '--skip-browser']);
  assert.equal([all.pages, all.compare, all.skipDev, all.skipBrowser], [10000, ['docusaurus'], true, true]);
  assert.ok(all.dir.endsWith('docs-bench-10000'));
  assert.is(d.shards, 0, 'no sharded build unless asked');
  assert.is(bench.parseBenchArgs(['--pages', '20000', '--shards', '4']).shards, 4);
  assert.equal(
    [d.shardsOnly, bench.parseBenchArgs(['--shards', '4', '--shards-only']).shardsOnly],
    [false, true],
    'the other figures are skipped only when asked',
  );
  assert.throws(() => bench.parseBenchArgs(['--shards-only']), /--shards-only needs --shards N/);
  assert.throws(() => bench.parseBenchArgs(['--shards', '0']), /--shards must be a whole number from 1 to 256/);
  assert.is(bench.parseBenchArgs(['--dir', '/tmp/x']).dir, '/tmp/x');
  assert.throws(() => bench.parseBenchArgs(['--pages', '10']), />= 20/);
  assert.throws(() => bench.parseBenchArgs(['--pages', 'many']), /whole number/);
  assert.throws(() => bench.parseBenchArgs(['--pages']), /needs a value/);
  assert.throws(() => bench.parseBenchArgs(['--pages', '--skip-dev']), /needs a value/);
  assert.throws(() => bench.parseBenchArgs(['--compare', 'hugo']), /only 'docusaurus'/);
  assert.is(bench.parseBenchArgs(['--versions', '10']).versions, 10);
  assert.match(bench.parseBenchArgs(['--pages', '50', '--versions', '10']).dir, /docs-bench-50x10$/);
  assert.throws(() => bench.parseBenchArgs(['--versions', '0']), />= 1/);
  assert.throws(() => bench.parseBenchArgs(['--versions', '2', '--compare', 'docusaurus']), /do not go together/);
  assert.throws(() => bench.parseBenchArgs(['--skip-search']), /unknown flag --skip-search/);
});

test('a corpus of 10 versions: current and nine older ones, newest first', () => {
  assert.equal(corpus.corpusVersionNames(10), ['9.0', '8.0', '7.0', '6.0', '5.0', '4.0', '3.0', '2.0', '1.0']);
  assert.equal(corpus.corpusVersionNames(1), []);
});

test('corpus parts: one make-corpus.mjs run up to its limit, then parts that add up with the root page', () => {
  assert.equal(corpus.corpusParts(1000), [1000]);
  assert.equal(corpus.corpusParts(5000), [5000]);
  assert.equal(corpus.corpusParts(10000), [5000, 4999]);
  assert.equal(corpus.corpusParts(400, 150), [133, 133, 133]);
  for (const n of [5001, 10000, 12345]) assert.is(corpus.corpusParts(n).reduce((a, b) => a + b) + 1, n);
});

test('corpus parts: absolute page links move under the part, images and relative links stay', () => {
  const md = 'See [a](/guides/a), [b](/guides/b#run-it), [home](/), [top](/#intro), [rel](../x.md), ![d](/img/d.png)';
  assert.is(
    corpus.prefixAbsoluteLinks(md, '/part-2'),
    'See [a](/part-2/guides/a), [b](/part-2/guides/b#run-it), [home](/part-2), [top](/part-2#intro), [rel](../x.md), ' +
      '![d](/img/d.png)',
  );
});

test('lighthouse flags: --root is required, --top is a positive whole number, --page repeats', () => {
  assert.equal(lighthouse.parseLighthouseArgs(['--root', 'build']), { root: 'build', top: 5, pages: [] });
  assert.equal(lighthouse.parseLighthouseArgs(['--root', 'b', '--top', '2', '--page', '/a', '--page', '/b']), {
    root: 'b',
    top: 2,
    pages: ['/a', '/b'],
  });
  assert.throws(() => lighthouse.parseLighthouseArgs([]), /--root BUILD_DIR is required/);
  assert.throws(() => lighthouse.parseLighthouseArgs(['--root', 'b', '--top', '0']), />= 1/);
  assert.throws(() => lighthouse.parseLighthouseArgs(['--root', 'b', '--mobile']), /unknown flag/);
});

test('Docusaurus config: faster build, same docs layout, every broken link an error, mermaid, no blog', async () => {
  const dir = temp();
  try {
    write(join(dir, 'docusaurus.config.mjs'), siteConfig.docusaurusConfigSource());
    const { default: config } = await import(pathToFileURL(join(dir, 'docusaurus.config.mjs')).href);
    assert.equal(config.future, { v4: true, faster: true });
    assert.is(config.onBrokenLinks, 'throw');
    assert.is(config.onBrokenAnchors, 'throw');
    assert.is(config.markdown.hooks.onBrokenMarkdownLinks, 'throw');
    assert.is(config.markdown.mermaid, true);
    assert.ok(config.themes.includes('@docusaurus/theme-mermaid'));
    const [preset, options] = config.presets[0];
    assert.is(preset, 'classic');
    assert.equal(options.docs, {
      path: 'docs',
      routeBasePath: '/',
      sidebarPath: './sidebars.mjs',
      tags: 'tags.yml',
      onInlineTags: 'throw',
    });
    assert.is(options.blog, false);
    // The corpus's fence languages not bundled with prism-react-renderer (python, yaml, json are).
    for (const lang of ['bash', 'diff', 'docker'])
      assert.ok(config.themeConfig.prism.additionalLanguages.includes(lang));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Docusaurus site for a tiny corpus: its docs, tags and images copied, one autogenerated sidebar', async () => {
  const dir = temp();
  try {
    const corpus = join(dir, 'corpus');
    const site = join(dir, 'site');
    write(join(corpus, 'docs/index.md'), '---\ntitle: Home\n---\n\nHello.\n');
    write(join(corpus, 'docs/guides/first.md'), '---\ntitle: First\ntags: [etl]\n---\n\nSee [home](../index.md).\n');
    write(join(corpus, 'docs/tags.yml'), 'etl:\n  label: ETL\n  permalink: /integrations/etl\n');
    write(join(corpus, 'static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write(join(site, 'docs/stale.md'), 'left from a bigger corpus\n');
    docusaurusBuild.writeSite(corpus, site);
    assert.is(
      readFileSync(join(site, 'docs/guides/first.md'), 'utf8'),
      readFileSync(join(corpus, 'docs/guides/first.md'), 'utf8'),
    );
    assert.ok(existsSync(join(site, 'docs/tags.yml')));
    assert.ok(existsSync(join(site, 'static/img/logo.svg')));
    assert.not.ok(existsSync(join(site, 'docs/stale.md')), 'a previous corpus must not leak into this one');
    const { default: sidebars } = await import(pathToFileURL(join(site, 'sidebars.mjs')).href);
    assert.equal(sidebars, { docs: [{ type: 'autogenerated', dirName: '.' }] });
    assert.ok(existsSync(join(site, 'docusaurus.config.mjs')));
    assert.is(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')).private, true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('heaviest pages: largest HTML first; route data, Pagefind, assets, search, 404 and tag pages skipped', () => {
  const dir = temp();
  try {
    const page = (route: string, bytes: number) => write(join(dir, route, 'index.html'), 'x'.repeat(bytes));
    page('', 300);
    page('guides/big', 5000);
    page('guides/medium', 2000);
    page('api/small', 100);
    page('search', 90_000);
    page('404', 90_000);
    page('tags/etl', 90_000);
    page('_data/guides/big', 90_000);
    page('pagefind/x', 90_000);
    page('assets/y', 90_000);
    assert.equal(browser.heaviestPages(dir, 2), [
      { route: '/guides/big', htmlBytes: 5000 },
      { route: '/guides/medium', htmlBytes: 2000 },
    ]);
    assert.equal(
      browser.pagesBySize(dir).map((p) => p.route),
      ['/guides/big', '/guides/medium', '/', '/api/small'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('main-thread busy time: top-level tasks of the page main thread after navigation start, overlaps once', () => {
  assert.is(
    browser.busyMicros([
      [0, 10],
      [5, 20],
      [30, 40],
      [32, 35],
    ]),
    30,
  );
  const url = 'http://127.0.0.1:9/guides/big';
  const events: TraceEvent[] = [
    { ph: 'M', name: 'thread_name', pid: 1, tid: 11, args: { name: 'CrRendererMain' } },
    { ph: 'M', name: 'thread_name', pid: 1, tid: 12, args: { name: 'Compositor' } },
    { ph: 'M', name: 'thread_name', pid: 2, tid: 21, args: { name: 'CrRendererMain' } },
    {
      ph: 'R',
      name: 'navigationStart',
      pid: 1,
      tid: 11,
      ts: 1000,
      args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
    },
    { ph: 'X', name: 'RunTask', pid: 1, tid: 11, ts: 500, dur: 1000 }, // half after navigation start: 500 us
    { ph: 'X', name: 'RunTask', pid: 1, tid: 11, ts: 2000, dur: 3000 }, // 3000 us
    { ph: 'X', name: 'RunTask', pid: 1, tid: 11, ts: 2500, dur: 1000 }, // nested in the previous one
    { ph: 'X', name: 'RunTask', pid: 1, tid: 12, ts: 2000, dur: 9000 }, // another thread
    { ph: 'X', name: 'RunTask', pid: 2, tid: 21, ts: 2000, dur: 9000 }, // another renderer (about:blank)
    { ph: 'X', name: 'FunctionCall', pid: 1, tid: 11, ts: 6000, dur: 9000 }, // not a top-level task
  ];
  assert.is(browser.mainThreadBusyMs(events, url), 3.5);
  assert.throws(() => browser.mainThreadBusyMs(events, 'http://127.0.0.1:9/other'), /no navigationStart/);
});

test('parse floor: front matter stripped, every body parsed, per-worker figure is the 1-thread one divided', () => {
  assert.is(floor.stripFrontMatter('---\ntitle: A\ntags: [x]\n---\n\n# Body\n'), '\n# Body\n');
  assert.is(floor.stripFrontMatter('# No front matter\n---\n'), '# No front matter\n---\n');
  const bodies = ['# A\n\n:::tip\nHi\n:::\n', '| a | b |\n| - | - |\n| 1 | 2 |\n', '<details>x</details>\n'];
  const r = floor.parseFloor(bodies, 4);
  assert.is(r.files, 3);
  assert.is(r.bytes, bodies.join('').length);
  assert.is(r.workers, 4);
  assert.is(r.parallelS, r.singleThreadS / 4);
  // The parser is the page compiler's: invalid MDX fails here as it fails the build.
  assert.throws(() => floor.parseFloor(['a { b'], 1));
});

test.run();
