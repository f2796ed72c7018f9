// `docs build` updates the output the switch before last moved aside instead of writing a new folder
// (cli/output/swap.ts `recycle`, cli/pipeline/in-place.ts). Whatever that older folder held, the output it
// switches to must be the output a build into an empty folder writes: random sequences of page edits, new pages,
// removed pages and static file changes, each built in place and compared file by file (and folder by folder)
// with a `--no-cache` build of the same tree into a new folder.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import type { BuildReport } from '../../cli/pipeline/run.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { shardedSite } from '../helpers/sharded-site.ts';

const messages = (r: BuildReport) => r.diagnostics.map((d) => `${d.ruleId}: ${d.message}`).join('\n');

async function build(root: string, out: string, cache: boolean, log: string[] = []): Promise<void> {
  const r = await buildCommand({
    rootDir: root,
    outDir: out,
    cache,
    searchIndex: true,
    threads: 1,
    log: (line) => log.push(line),
  });
  assert.ok(r.ok, messages(r));
}

/** Every entry below `dir` (dot files too): files with their bytes, folders as `/`. */
function tree(dir: string): Map<string, Buffer | '/'> {
  const entries = new Map<string, Buffer | '/'>();
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    entries.set(name, statSync(path).isDirectory() ? '/' : readFileSync(path));
  }
  return entries;
}

/** The entries on one side only, or that differ: `diff -r`, empty folders included. */
function differences(a: string, b: string): string[] {
  const [left, right] = [tree(a), tree(b)];
  const same = (x: Buffer | '/' | undefined, y: Buffer | '/' | undefined) =>
    x === '/' || y === '/' ? x === y : !!x && !!y && x.equals(y);
  return [...new Set([...left.keys(), ...right.keys()])].sort().filter((n) => !same(left.get(n), right.get(n)));
}

/** A small seeded generator (mulberry32): the same sequence of edits on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One random change to the site: edit, add or remove a page (in its own folder or not), or a static file. */
function change(root: string, next: () => number, step: number): string {
  const docs = join(root, 'content/docs/many');
  const pages = readdirSync(docs).filter((n) => n.endsWith('.md'));
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const kind = pick(['edit', 'edit', 'add', 'add-nested', 'remove', 'static-add', 'static-remove']);
  if (kind === 'edit' && pages.length) {
    const page = join(docs, pick(pages));
    writeFileSync(page, readFileSync(page, 'utf8').replace(/nothing else of note|edit \d+/, `edit ${step}`));
    return `edit ${page}`;
  }
  if ((kind === 'remove' && pages.length > 5) || kind === 'static-remove') {
    const name = kind === 'remove' ? join(docs, pick(pages)) : join(root, 'static', `extra-${step - 1}.txt`);
    rmSync(name, { force: true });
    return `remove ${name}`;
  }
  if (kind === 'static-add') {
    writeFileSync(join(root, 'static', `extra-${step}.txt`), `static file of step ${step}\n`);
    return `static ${step}`;
  }
  // A new page; in a folder of its own now and then, so that removing it later leaves an empty folder behind.
  const folder = kind === 'add-nested' ? join(docs, `group-${step}`) : docs;
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, `added-${step}.md`),
    `---\ntitle: Added ${step}\ntags: [etl]\n---\n\nA page added at step ${step}, word zq${step}added.\n`,
  );
  if (kind === 'add-nested' && step > 3) rmSync(join(docs, `group-${step - 3}`), { recursive: true, force: true });
  return `add ${folder}/added-${step}.md`;
}

test('random edits, new and removed pages, each built in place: equal to a --no-cache build', async () => {
  const root = shardedSite(24);
  const base = tempDir();
  const out = join(base, 'out');
  // Seed 1010's four steps make every kind of change, each with something to act on: a page edited, added and
  // removed, a static file added and the one of the step before removed, a page in a folder of its own added and
  // a folder of the kind removed (leaving an empty folder behind). Six steps of seed 26 removed nothing.
  const next = random(1010);
  await build(root, out, true);
  let updatedInPlace = 0;
  for (let step = 1; step <= 4; step++) {
    const done = [change(root, next, step), change(root, next, step)];
    const log: string[] = [];
    await build(root, out, true, log);
    if (log.some((l) => l.includes('updated in place'))) updatedInPlace++;
    const full = join(base, `full-${step}`);
    await build(root, full, false);
    assert.equal(differences(out, full), [], `step ${step} (${done.join('; ')})`);
    rmSync(full, { recursive: true });
  }
  // The first build after the first has no older output to update; every one after it has.
  assert.is(updatedInPlace, 3, 'the builds from the third on update the output of the build before last');
  const kept = readdirSync(base).filter((n) => n.startsWith('.out.old-'));
  assert.is(kept.length, 1, `one older output is kept: ${kept.join(', ')}`);
  assert.ok(existsSync(join(base, kept[0]!, '.docs-manifest.json')), 'a complete one');
});

test('an edit undone: the page the build before last had is kept as it is, the search shard too', async () => {
  const root = shardedSite(24);
  const base = tempDir();
  const out = join(base, 'out');
  const page = join(root, 'content/docs/many/page-3.md');
  const text = readFileSync(page, 'utf8');
  await build(root, out, true);
  writeFileSync(page, text.replace('nothing else of note', 'an edit'));
  await build(root, out, true);
  writeFileSync(page, text);
  const log: string[] = [];
  await build(root, out, true, log);
  assert.match(log.join('\n'), /updated in place: 0 files/);
  assert.match(log.join('\n'), /0 of \d+ shards rebuilt/, 'the older output had this search shard');
  const full = join(base, 'full');
  await build(root, full, false);
  assert.equal(differences(out, full), []);
});

test('a change only to what pages read beyond their own files: equal to a --no-cache build', async () => {
  // Each of these leaves every page file as it was, so a page whose output changes must be found changed from
  // what it reads besides its file: an included snippet, a sidebar neighbour's title, the config its layout
  // shows, an undone snippet edit (the older output has the page as it was before the first edit).
  const root = shardedSite(24);
  const base = tempDir();
  const out = join(base, 'out');
  const snippet = join(root, 'content/snippets/guides/daily_schedule.py');
  const snippetText = readFileSync(snippet, 'utf8');
  const edit = (file: string, from: string | RegExp, to: string) => {
    const text = readFileSync(file, 'utf8');
    assert.ok(text.match(from), `${file} holds ${from}`);
    writeFileSync(file, text.replace(from, to));
  };
  const changes: [string, () => void][] = [
    ['first build', () => {}],
    ['nothing', () => {}],
    ['snippet', () => edit(snippet, '0 6 * * *', '0 7 * * *')],
    ['neighbour title', () => edit(join(root, 'content/docs/many/page-5.md'), 'title: Many 5', 'title: Renamed 5')],
    [
      'config',
      () =>
        edit(
          join(root, 'config/site.mjs'),
          "favicon: '/images/pipeline.svg'",
          "favicon: '/images/pipeline.svg', " + "footer: { links: [], copyright: 'Copyright 2026 Changed' }",
        ),
    ],
    ['snippet undone', () => writeFileSync(snippet, snippetText)],
    ['nothing', () => {}],
  ];
  // The --no-cache build of the tree as it is now: after a step that changed nothing, the one of the step before.
  let full = '';
  for (const [step, [what, apply]] of changes.entries()) {
    apply();
    const log: string[] = [];
    await build(root, out, true, log);
    // Nothing changed: the main thread finds every page unchanged and no page reaches a worker.
    if (what === 'nothing') assert.match(log.join('\n'), /pages +(\d+) of \1 unchanged, 0 to build/, `step ${step}`);
    else {
      if (full) rmSync(full, { recursive: true });
      full = join(base, `full-${step}`);
      await build(root, full, false);
    }
    assert.equal(differences(out, full), [], `step ${step} (${what})`);
  }
});

test('a static file replaced by a page of the same name, and back: equal to a --no-cache build', async () => {
  const root = shardedSite(4);
  const base = tempDir();
  const out = join(base, 'out');
  await build(root, out, true);
  // Where the pages of content/docs/many go in the output (the docs' route base included).
  const pageHtml = [...tree(out).keys()].find((n) => /(^|\/)many\/page-0\/index\.html$/.test(n))!;
  const folder = pageHtml.replace(/page-0\/index\.html$/, '');
  const staticFile = join(root, 'static', folder, 'swapped');
  const page = join(root, 'content/docs/many/swapped.md');
  const asFile = () => {
    rmSync(page, { force: true });
    mkdirSync(join(root, 'static', folder), { recursive: true });
    writeFileSync(staticFile, 'a static file where a page will go\n');
  };
  const asPage = () => {
    rmSync(staticFile, { force: true });
    writeFileSync(page, '---\ntitle: Swapped\n---\n\nA page where a static file was.\n');
  };
  // The --no-cache build of each shape, made once: every step of a shape leaves the same tree (the same files with
  // the same text), so the output a build into an empty folder writes for it is the same each time.
  const fullOf = new Map<() => void, string>();
  // Each output is updated two builds later, so each shape is built twice before the other replaces it.
  for (const [step, shape] of [asFile, asFile, asPage, asPage, asFile, asFile].entries()) {
    shape();
    const log: string[] = [];
    await build(root, out, true, log);
    let full = fullOf.get(shape);
    if (!full) {
      full = join(base, `full-${fullOf.size}`);
      await build(root, full, false);
      fullOf.set(shape, full);
    }
    assert.equal(differences(out, full), [], `step ${step} (${shape === asFile ? 'static file' : 'page'})`);
  }
});

test.run();
