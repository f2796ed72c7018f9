// `docs dev` shards its in-memory search index as `docs build` shards the built one (search-shards.ts): the same
// shard list beside the primary index, each shard's index under its folder, and an edit rebuilds only the shard
// holding the edited page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DevSearchIndex, type SearchInput } from '../../cli/dev/search-index.ts';
import { planSearchShards, shardsManifest } from '../../cli/pipeline/stages/search-shards.ts';
import { pageResult } from '../helpers/link-data.ts';

const PER_SHARD = 10;
const html = (route: string, text: string) =>
  `<!doctype html><html lang="en"><body><article data-pagefind-body><header><h1>${route}</h1></header>` +
  `<p>${text}</p></article></body></html>`;

test('the dev index is sharded as the build shards it, and only the edited page’s shard is rebuilt', async () => {
  const pages = Array.from({ length: 25 }, (_, i) => ({ ...pageResult(`/page-${i}`, []), renderKey: 'k1' }));
  const texts = new Map(pages.map((p) => [p.path, `Text of ${p.path}.`]));
  let input: SearchInput = { pages, html: (r) => html(r, texts.get(r)!), sizing: PER_SHARD };
  const logged: string[] = [];
  const index = new DevSearchIndex(
    0,
    async () => input,
    (line) => logged.push(line),
  );
  index.schedule();
  const plan = planSearchShards(
    pages.map((p) => ({ path: p.path, renderKey: p.renderKey })),
    PER_SHARD,
  );
  assert.ok(plan.length > 1);
  assert.equal(logged, []);
  const manifest = shardsManifest(plan);
  assert.is(new TextDecoder().decode(await index.get(manifest.file)), manifest.content);
  for (const shard of plan) assert.ok(await index.get(`${shard.dir}/pagefind-entry.json`), shard.dir);
  // Each shard's files by name (fragments and chunks are named by their content's hash).
  const shardFiles = async () => {
    const names = await index.names();
    return plan.map((s) =>
      names.filter(
        (n) => n.startsWith(s.dir + '/') && !plan.some((o) => o.index > 0 && o !== s && n.startsWith(o.dir)),
      ),
    );
  };
  const before = await shardFiles();

  // One page edited: its render key changes; the other shards stay as they were, its own shard is rebuilt.
  const edited = pages[3]!;
  texts.set(edited.path, 'Quite different words now.');
  input = { ...input, pages: pages.map((p) => (p === edited ? { ...p, renderKey: 'k2' } : p)) };
  index.schedule();
  let after = before;
  for (let tries = 0; JSON.stringify(after) === JSON.stringify(before); tries++) {
    if (tries > 500) assert.unreachable('the index was never rebuilt');
    await new Promise((resolve) => setTimeout(resolve, 20));
    after = await shardFiles();
  }
  const own = plan.find((s) => s.routes.includes(edited.path))!;
  for (const shard of plan) {
    if (shard.index === own.index) assert.not.equal(after[shard.index], before[shard.index], 'the edited shard');
    else assert.equal(after[shard.index], before[shard.index], `shard ${shard.index} kept`);
  }
  assert.equal(logged, []);
  index.close();
});

test.run();
