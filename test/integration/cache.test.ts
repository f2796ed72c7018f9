import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { generatorSourceHash } from '../../cli/util/source-hash.ts';
import { diagnosticLines, expectedLines, tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// The caches (front matter, compiled pages, reused output) must never change what a build produces.

test('a second build with the caches produces the same pages and reuses them', async () => {
  const root = copyFixture('complete-site');
  const out = join(tempDir(), 'build');
  const page = () => join(out, 'guides/automate/schedules/index.html');
  const build = () => buildCommand({ rootDir: root, outDir: out, cache: true, searchIndex: false, log: () => {} });
  const first = await build();
  const before = readFileSync(page(), 'utf8');
  const inode = statSync(page()).ino;
  const second = await build();
  assert.ok(first.ok && second.ok);
  assert.is(readFileSync(page(), 'utf8'), before);
  assert.equal(
    second.pages.map((p) => p.renderKey),
    first.pages.map((p) => p.renderKey),
  );
  // Reused, not rendered again: the unchanged page is a hard link to the previous output's file.
  assert.is(statSync(page()).ino, inode, 'the page file of the first build is linked, not written again');
});

test('compiled pages come from the cache: a planted cache entry shows in the next build', async () => {
  const root = copyFixture('complete-site');
  const build = (out: string) =>
    buildCommand({ rootDir: root, outDir: out, cache: true, searchIndex: false, log: () => {} });
  assert.ok((await build(join(tempDir(), 'build'))).ok);
  const cacheDir = join(root, 'node_modules/.cache/docs');
  const bodies = readdirSync(cacheDir).filter((f) => f.endsWith('.body.json'));
  let planted = 0;
  for (const f of bodies) {
    const text = readFileSync(join(cacheDir, f), 'utf8');
    if (!text.includes('A schedule runs a job at fixed times.')) continue;
    writeFileSync(join(cacheDir, f), text.replaceAll('A schedule runs a job at fixed times.', 'Planted in the cache.'));
    planted++;
  }
  assert.ok(planted > 0, 'a cached body holds the page');
  const out = join(tempDir(), 'build'); // a new output folder: nothing to link, every page is rendered
  assert.ok((await build(out)).ok);
  assert.match(readFileSync(join(out, 'guides/automate/schedules/index.html'), 'utf8'), 'Planted in the cache.');
});

test('cached front matter still reports its diagnostics on every run', async () => {
  const root = copyFixture('invalid-frontmatter');
  const check = () => runPipeline({ rootDir: root, mode: 'production', target: { kind: 'none' }, cache: true });
  const expected = expectedLines('invalid-frontmatter');
  assert.equal(diagnosticLines((await check()).diagnostics, root), expected);
  assert.equal(diagnosticLines((await check()).diagnostics, root), expected, 'from the cache');
});

test("cached front matter is the generator's own: the cache file is keyed by the generator's code", async () => {
  // A new version of docs reports differently for the same page (a better message, a new rule): its discover
  // cache must not hand back what the previous version found. Entries are keyed by the stored settings, so the
  // generator's source hash among them drops every entry an other version wrote.
  const root = copyFixture('invalid-frontmatter');
  await runPipeline({ rootDir: root, mode: 'production', target: { kind: 'none' }, cache: true });
  const stored = JSON.parse(readFileSync(join(root, 'node_modules/.cache/docs/discover.json'), 'utf8'));
  assert.ok((JSON.parse(stored.settings) as unknown[]).includes(generatorSourceHash()));
});

test.run();
