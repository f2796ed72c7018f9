// Two builds of the same input write the same bytes, the search index included (Pagefind's filter files were in
// hash-map order: cli/pipeline/stages/pagefind-order.ts), and a build after a one-page edit, reusing the previous
// output, writes what a full build writes while reading only that page's Markdown copy for llms-full.txt.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import type { BuildReport } from '../../cli/pipeline/run.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { shardedSite } from '../helpers/sharded-site.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const messages = (r: BuildReport) => r.diagnostics.map((d) => `${d.ruleId}: ${d.message}`).join('\n');

async function build(
  root: string,
  out: string,
  options: { cache?: boolean; log?: string[]; search?: boolean } = {},
) {
  const r = await buildCommand({
    rootDir: root,
    outDir: out,
    cache: options.cache ?? true,
    searchIndex: options.search ?? true,
    log: (line) => options.log?.push(line),
  });
  assert.ok(r.ok, messages(r));
  return r;
}

/** Every file below `dir` (dot files too) with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dir, { recursive: true }) as string[])
    if (statSync(join(dir, name)).isFile()) files.set(name, readFileSync(join(dir, name)));
  return files;
}

/** The files that are on one side only or differ in a byte: `diff -r`, every file included. */
function differences(a: string, b: string): string[] {
  const [left, right] = [tree(a), tree(b)];
  const names = [...new Set([...left.keys(), ...right.keys()])].sort();
  return names.filter((n) => !left.get(n)?.equals(right.get(n) ?? Buffer.alloc(0)) || !right.has(n));
}

test('two builds of one site into two folders are byte-identical, pagefind/ included', async () => {
  // 38 pages, each title an exact-name filter value, in 4 search shards: Pagefind's hash-map order made the
  // filter files (and the meta and entry files naming them) differ between any two builds.
  const root = shardedSite(30);
  const base = tempDir();
  await build(root, join(base, 'one'));
  await build(root, join(base, 'two'));
  const filters = [...tree(join(base, 'one')).keys()].filter((n) => n.endsWith('.pf_filter'));
  assert.ok(filters.length >= 4, 'each search shard has filter files');
  assert.equal(differences(join(base, 'one'), join(base, 'two')), []);
});

test('pages compiled again with their code blocks from the highlight store write what shiki wrote', async () => {
  // Bash, and Python with a title, a highlighted line and line numbers (cli/mdx/highlight-store.ts).
  const root = copyFixture('complete-site');
  const base = tempDir();
  await build(root, join(base, 'shiki'), { search: false });
  const cache = join(root, 'node_modules/.cache/docs');
  const stored = readdirSync(join(cache, 'highlight'));
  assert.ok(stored.length >= 2, `the blocks are stored (${stored.length})`);
  // Every page compiles again (no compiled page, a new output folder), its blocks found in the store.
  for (const name of readdirSync(cache)) if (name !== 'highlight') rmSync(join(cache, name), { recursive: true });
  await build(root, join(base, 'stored'), { search: false });
  assert.equal(differences(join(base, 'shiki'), join(base, 'stored')), []);
});

test('a one-page edit built on the previous output equals a full build; llms-full.txt reads one copy', async () => {
  const root = shardedSite(30);
  const base = tempDir();
  const out = join(base, 'out');
  await build(root, out);
  const page = join(root, 'content/docs/many/page-7.md');
  writeFileSync(page, readFileSync(page, 'utf8').replace('nothing else of note', 'one edited sentence'));
  const log: string[] = [];
  await build(root, out, { log });
  const full = join(base, 'full');
  await build(root, full, { cache: false });
  assert.match(readFileSync(join(out, 'llms-full.txt'), 'utf8'), 'one edited sentence');
  assert.equal(differences(out, full), []);
  const llms = log.find((l) => l.includes('llms-full.txt'));
  assert.match(llms ?? log.join('\n'), / 1 of \d+ Markdown copies read/);
  assert.match(log.join('\n'), /1 of \d+ shards rebuilt/, 'one search shard indexed again');
});

test.run();
