import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { mergeCommand } from '../../cli/commands/merge.ts';
import { createBuiltSearch } from '../../cli/mcp/built-search.ts';
import type { BuildReport } from '../../cli/pipeline/run.ts';
import type { PageResult } from '../../cli/pipeline/types.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { shardedSite } from '../helpers/sharded-site.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// `docs build --shard I/N` on N runners and `docs merge` must give the output one `docs build` gives, byte for
// byte (cli/pipeline/shard/): every file, the search index and the build manifest included (Pagefind's filter
// files too, which cli/pipeline/stages/pagefind-order.ts puts in one order).

const messages = (r: BuildReport) => r.diagnostics.map((d) => `${d.ruleId}: ${d.message}`).join('\n');

function build(root: string, out: string, shard?: { index: number; total: number }) {
  return buildCommand({ rootDir: root, outDir: out, cache: true, searchIndex: true, log: () => {}, shard });
}

function merge(root: string, shardDirs: string[], out: string, log: (line: string) => void = () => {}) {
  return mergeCommand({ rootDir: root, shardDirs, outDir: out, cache: true, searchIndex: true, log });
}

/** Every file below `dir` (dot files too) with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dir, { recursive: true }) as string[])
    if (statSync(join(dir, name)).isFile()) files.set(name, readFileSync(join(dir, name)));
  return files;
}

/** The files of `actual` are those of `expected`, byte for byte, and its index answers as the other's. */
async function assertSameTree(actual: string, expected: string, what: string) {
  const a = tree(actual);
  const e = tree(expected);
  const names = (m: Map<string, Buffer>) => [...m.keys()].sort();
  assert.equal(names(a), names(e), `${what}: the same files`);
  const differ = names(e).filter((name) => !a.get(name)!.equals(e.get(name)!));
  assert.equal(differ, [], `${what}: every file byte-identical`);
  const [searchA, searchE] = [createBuiltSearch(actual), createBuiltSearch(expected)];
  for (const query of ['zq3marker', 'zq17marker', 'schedules', 'many', 'guides']) {
    const urls = async (s: typeof searchA) => (await s.search(query, 10)).map((h) => h.url);
    assert.equal(await urls(searchA), await urls(searchE), `${what}: the index answers "${query}" alike`);
  }
}

/**
 * The 30-page site the first test builds as 1, 2 and 3 shards, made once in this suite: the third test builds its
 * shard 1 of 2 again from the folder the first test built it into (and builds it first when it runs alone).
 */
let thirty: { root: string; base: string } | undefined;
const thirtyPages = () => (thirty ??= { root: shardedSite(30), base: tempDir() });

async function shardsAndMerge(root: string, total: number, base: string) {
  const dirs: string[] = [];
  for (let index = 1; index <= total; index++) {
    const out = join(base, `shard-${index}-of-${total}`);
    const r = await build(root, out, { index, total });
    assert.ok(r.ok, messages(r));
    dirs.push(out);
  }
  const merged = join(base, `merged-${total}`);
  const log: string[] = [];
  const r = await merge(root, dirs, merged, (line) => log.push(line));
  assert.ok(r.ok, messages(r));
  return { dirs, merged, report: r, indexLog: log.filter((l) => l.trim().startsWith('index ')).join('\n') };
}

test('a site built as 1, 2 and 3 shards and merged: byte-identical to one build (several search shards)', async () => {
  const { root, base } = thirtyPages();
  const single = join(base, 'single');
  const one = await build(root, single);
  assert.ok(one.ok, messages(one));
  const searchShards = JSON.parse(readFileSync(join(single, 'pagefind/shards.json'), 'utf8')) as string[];
  assert.ok(searchShards.length >= 2, 'the fixture has several search shards, so the shards index them');
  for (const total of [1, 2, 3]) {
    const { dirs, merged, report, indexLog } = await shardsAndMerge(root, total, base);
    // The shards indexed every search shard; the merge only linked them.
    assert.match(indexLog, `0 of ${searchShards.length + 1} shards rebuilt`);
    // Each shard rendered some of the pages and none twice.
    const rendered = dirs.map((d) => JSON.parse(readFileSync(join(d, '.docs-shard.json'), 'utf8')).pages.length);
    assert.is(
      rendered.reduce((a: number, b: number) => a + b, 0),
      one.pages.length,
    );
    if (total > 1) assert.ok(rendered.filter((n: number) => n > 0).length > 1, `${total} shards share the work`);
    await assertSameTree(merged, single, `${total} shards`);
    assert.equal(report.sitemapUrls, one.sitemapUrls);
    assert.equal(
      report.diagnostics.map((d) => d.message),
      one.diagnostics.map((d) => d.message),
    );
  }
});

test('fewer search shards than build shards: the merge indexes, and the output is still byte-identical', async () => {
  // One search index over 2 shards (the merge indexes the folder, as one build does), and 2 search shards
  // over 3 build shards (the pages spread by route so no runner idles; the merge indexes both search shards).
  for (const [pages, total, indexed] of [
    [0, 2, 'HTML files read'],
    [8, 3, '2 of 2 shards rebuilt'],
  ] as const) {
    const root = shardedSite(pages);
    const base = tempDir();
    const single = join(base, 'single');
    const one = await build(root, single);
    assert.ok(one.ok, messages(one));
    const searchShards = JSON.parse(readFileSync(join(single, 'pagefind/shards.json'), 'utf8')) as string[];
    assert.is(searchShards.length + 1, pages ? 2 : 1, 'the fixture has the search shards the case is about');
    const { dirs, merged, indexLog } = await shardsAndMerge(root, total, base);
    const rendered = dirs.map((d) => JSON.parse(readFileSync(join(d, '.docs-shard.json'), 'utf8')).pages.length);
    assert.ok(
      rendered.every((n: number) => n > 0),
      `every shard renders pages: ${rendered}`,
    );
    assert.match(indexLog, indexed, 'the merge indexed');
    await assertSameTree(merged, single, `${total} shards over ${searchShards.length + 1} search shards`);
  }
});

test('a shard built again links its unchanged pages and search shards from its previous folder', async () => {
  const { root, base } = thirtyPages();
  const out = join(base, 'shard-1-of-2');
  const log: string[] = [];
  const again = () =>
    buildCommand({
      rootDir: root,
      outDir: out,
      cache: true,
      searchIndex: true,
      log: (l) => log.push(l),
      shard: { index: 1, total: 2 },
    });
  if (!existsSync(join(out, '.docs-shard.json'))) {
    const first = await again();
    assert.ok(first.ok, messages(first));
  }
  const route = (JSON.parse(readFileSync(join(out, '.docs-shard.json'), 'utf8')).pages[0] as PageResult).path;
  const html = join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
  const before = statSync(html).ino;
  log.length = 0;
  const second = await again();
  assert.ok(second.ok, messages(second));
  assert.is(statSync(html).ino, before, `${route} is a link to the previous shard folder's file, not rendered again`);
  const owned = JSON.parse(readFileSync(join(out, '.docs-shard.json'), 'utf8')).searchShardKeys.filter(Boolean);
  assert.ok(owned.length > 0, 'this shard indexes search shards');
  assert.ok(
    log.some((l) => l.includes(`0 of ${owned.length} shards rebuilt`)),
    log.filter((l) => l.includes('index')).join('\n'),
  );
});

test('a blog: posts rendered by shards, list, tag and author pages and feeds by the merge: identical', async () => {
  const root = copyFixture('blog');
  const base = tempDir();
  const single = join(base, 'single');
  const one = await build(root, single);
  assert.ok(one.ok, messages(one));
  const { merged, report } = await shardsAndMerge(root, 2, base);
  await assertSameTree(merged, single, 'a blog in 2 shards');
  assert.equal(
    report.diagnostics.map((d) => d.message),
    one.diagnostics.map((d) => d.message),
  );
});

test.run();
