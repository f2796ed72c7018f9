// A warm build (caches and the previous output reused: discover's stat cache, compiled pages, linked page files,
// a linked llms-full.txt) must write exactly what a cold build writes.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../cli/config/load.ts';
import { makeFolders } from '../../cli/output/write.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { discoverContent } from '../../cli/pipeline/stages/discover.ts';
import { RACY_MARGIN_MS } from '../../cli/pipeline/stages/discover-stamp.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const root = copyFixture('complete-site');
// Every read counts as long after the fixture was copied: discover's stat stamps are trusted, not racy.
const later = () => Date.now() + 2 * RACY_MARGIN_MS;
const build = async (options: { previousDir?: string; cache?: boolean; rootDir?: string } = {}) => {
  const dir = join(tempDir(), 'out');
  const report = await runPipeline({
    rootDir: options.rootDir ?? root,
    mode: 'production',
    target: { kind: 'dir', dir },
    cache: options.cache ?? true,
    searchIndex: false,
    previousDir: options.previousDir,
    clock: later,
  });
  assert.ok(report.ok, report.diagnostics.map((d) => d.message).join('\n'));
  return dir;
};

/** Every file below `dir` (posix, sorted), the search index aside (it is Pagefind's, linked or rebuilt). */
const filesOf = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => !f.startsWith('pagefind') && statSync(join(dir, f)).isFile())
    .sort();

/** `diff -r`: the files that differ or exist on one side only. */
function differences(a: string, b: string): string[] {
  const left = filesOf(a);
  const right = filesOf(b);
  const only = [...left.filter((f) => !right.includes(f)), ...right.filter((f) => !left.includes(f))];
  const changed = left.filter((f) => right.includes(f) && !readFileSync(join(a, f)).equals(readFileSync(join(b, f))));
  return [...only.map((f) => `only one side: ${f}`), ...changed.map((f) => `differs: ${f}`)];
}

const sameFile = (a: string, b: string) => statSync(a).ino === statSync(b).ino;

test('a warm build keeps the redirects of pages discover did not read again (redirect_from, _redirects)', async () => {
  const rootDir = copyFixture('redirects-site');
  const first = await build({ rootDir });
  const warm = await build({ rootDir, previousDir: first });
  const cold = await build({ rootDir, cache: false });
  assert.ok(readFileSync(join(cold, '_redirects'), 'utf8').trim().length > 0, 'the fixture declares redirects');
  assert.equal(differences(warm, cold), []);
});

test('a warm build is byte-identical to a cold one, and links what it reuses', async () => {
  const first = await build();
  const warm = await build({ previousDir: first });
  const cold = await build({ cache: false });
  assert.equal(differences(warm, cold), []);
  assert.equal(differences(first, cold), []);
  assert.ok(
    sameFile(join(first, 'guides/automate/schedules/index.html'), join(warm, 'guides/automate/schedules/index.html')),
  );
  assert.ok(sameFile(join(first, 'llms-full.txt'), join(warm, 'llms-full.txt')), 'llms-full.txt linked, not rebuilt');
});

test('pages discover did not read are read when they must be compiled', async () => {
  await build();
  await build(); // the stamps of the first build are trusted now
  const config = (await loadConfig(root, 'production')).value!;
  const files = discoverContent(config, true, later).value.files;
  assert.ok(files.length > 0 && files.every((f) => f.source === undefined), 'no page read by discover');
  const cacheDir = join(root, 'node_modules/.cache/docs');
  for (const f of readdirSync(cacheDir)) if (/\.(meta|body)\.json$/.test(f)) rmSync(join(cacheDir, f));
  assert.equal(differences(await build(), await build({ cache: false })), []);
});

test('a page edited between discover and its compile is an error to build again, not an internal error', async () => {
  await build();
  await build(); // stamps trusted: discover leaves the pages unread
  const cacheDir = join(root, 'node_modules/.cache/docs');
  for (const f of readdirSync(cacheDir)) if (/\.(meta|body)\.json$/.test(f)) rmSync(join(cacheDir, f));
  const page = join(root, 'content/docs/guides/automate/schedules.mdx');
  const text = readFileSync(page, 'utf8');
  const report = await runPipeline({
    rootDir: root,
    mode: 'production',
    target: { kind: 'dir', dir: join(tempDir(), 'out') },
    searchIndex: false,
    clock: later,
    // After discover, before the workers compile: the editor saves the page.
    log: (line) => line.trim().startsWith('discover') && writeFileSync(page, text.replace('A schedule', 'Saved')),
  });
  writeFileSync(page, text);
  const found = report.diagnostics.filter((d) => d.severity === 'error');
  assert.equal(
    found.map((d) => [d.ruleId, d.file]),
    [['unreadable-file', page]],
  );
  assert.match(found[0].message, 'changed while the site was building');
});

test('an edited page changes llms-full.txt as a cold build would', async () => {
  const first = await build();
  const page = join(root, 'content/docs/guides/automate/schedules.mdx');
  writeFileSync(page, readFileSync(page, 'utf8').replace('A schedule runs', 'A schedule (edited) runs'));
  const warm = await build({ previousDir: first });
  assert.not.ok(sameFile(join(first, 'llms-full.txt'), join(warm, 'llms-full.txt')));
  assert.match(readFileSync(join(warm, 'llms-full.txt'), 'utf8'), 'A schedule (edited) runs');
  assert.equal(differences(warm, await build({ cache: false })), []);
});

test('makeFolders: the folders of the files, nested ones too, each once; a refused path is left to its write', () => {
  const dir = tempDir();
  const made = new Set<string>();
  makeFolders(dir, ['a/b/index.html', '_data/a/b.json', 'a/b.md', 'top.html', '../outside/x.html'], made);
  for (const folder of ['a/b', '_data/a']) assert.ok(statSync(join(dir, folder)).isDirectory(), folder);
  assert.equal(readdirSync(dir).sort(), ['_data', 'a']);
  assert.equal([...made].sort(), ['_data/a', 'a', 'a/b']);
  rmSync(join(dir, 'a'), { recursive: true });
  makeFolders(dir, ['a/b/index.html'], made);
  assert.not.ok(readdirSync(dir).includes('a'), 'a folder in `made` is not made again');
});

test.run();
