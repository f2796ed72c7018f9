import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { recoverOutput } from '../../cli/output/swap.ts';
import { routeToDataFile, routeToHtmlFile, routeToMarkdownFile } from '../../shared/routes.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// Fault injection (issue 11, item 3; issue 23, item 12): builds killed with SIGKILL at named points
// (cli/output/fault.ts) — while locked, with the output half emitted, fully staged, between the two
// renames of the switch (the output moved aside, the new folder not yet in place), and right after the
// switch. After each kill the output must be complete, the old one or the new one (after the repair the
// next build or `docs serve` makes), a real folder, and the next build must succeed and leave nothing.

// The real `docs` executable (its esbuild bundle, built once and cached): a TypeScript loader would compile
// the generator again in each of the dozen builds this file kills.
const DOCS = join(import.meta.dirname, '../../bin/docs.js');
const PAGE = 'content/docs/guides/slugged.md';

function runBuild(root: string, killAt?: string) {
  const env = { ...process.env, DOCS_TEST_KILL_AT: killAt ?? '' };
  const args = [DOCS, 'build', '--root', root, '--out', 'build', '--no-search-index', '--threads', '1'];
  return spawnSync(process.execPath, args, { encoding: 'utf8', env });
}

function setMarker(root: string, marker: string): void {
  const file = join(root, PAGE);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/zebracorn\S*/, `zebracorn-${marker}`));
}

/** Checks the output is complete (every page of its manifest, the site files) and returns its marker. */
function completeOutput(out: string): string {
  assert.ok(existsSync(out), 'an output is in place');
  const manifest = JSON.parse(readFileSync(join(out, '.docs-manifest.json'), 'utf8')) as {
    renderKeys: Record<string, string>;
  };
  const routes = Object.keys(manifest.renderKeys);
  assert.ok(routes.length > 3, 'the manifest lists the pages');
  for (const route of routes) {
    for (const f of [routeToHtmlFile(route), routeToDataFile(route), routeToMarkdownFile(route)])
      assert.ok(existsSync(join(out, f)), `${f} is there`);
  }
  for (const f of ['404.html', 'sitemap.xml', 'robots.txt', 'llms.txt', 'tags/index.html'])
    assert.ok(existsSync(join(out, f)), `${f} is there`);
  return /zebracorn-(\w[\w-]*)/.exec(readFileSync(join(out, 'custom/place/index.html'), 'utf8'))![1];
}

function assertNoLeftovers(root: string): void {
  assert.ok(lstatSync(join(root, 'build')).isDirectory(), 'the output is a real folder');
  // The folder replaced last (and a version an earlier docs linked to) is deleted in the background, each
  // with its `.rm` mark, which the detached `rm` deletes after the folder (on a busy machine it may not have got
  // there yet: a mark whose folder is gone still counts as being deleted); anything else of ours must be gone.
  const left = readdirSync(root).filter((n) => n.startsWith('.build.'));
  const background = (n: string) => n.startsWith('.build.old-') || n.startsWith('.build.v-old-');
  const folders = left.filter((n) => !n.endsWith('.rm'));
  assert.ok(folders.length <= 2 && left.every(background), `left behind: ${left.join(', ')}`);
  assert.not.ok(existsSync(join(root, '.build.lock')), 'lock released');
}

test('a build killed at any point leaves the complete old or new output', () => {
  const root = copyFixture('complete-site');
  const out = join(root, 'build');
  setMarker(root, 'first');
  assert.is(runBuild(root).status, 0);
  let live = 'first';
  // [point, whether the new output is live after the kill]
  const points: [string, boolean][] = [
    ['locked', false],
    ['emitted', false],
    ['staged', false],
    ['moved-aside', true],
    ['switched', true],
  ];
  for (const [point, switched] of points) {
    setMarker(root, point);
    const r = runBuild(root, point);
    assert.is(r.signal, 'SIGKILL', `killed at ${point}: ${r.stderr}`);
    if (point === 'moved-aside') {
      // Between the two renames the output is missing; the journal tells the repair what to put back.
      assert.not.ok(existsSync(out), point);
      assert.ok(existsSync(join(root, '.build.migrating')), 'the journal is there');
      recoverOutput(out);
    }
    if (switched) live = point;
    assert.is(completeOutput(out), live, `after a kill at ${point}`);
  }
  setMarker(root, 'last');
  assert.is(runBuild(root).status, 0);
  assert.is(completeOutput(out), 'last');
  assertNoLeftovers(root);
});

test('a build killed while it updates the older output in place leaves the live output; the next is complete', () => {
  const root = copyFixture('complete-site');
  const out = join(root, 'build');
  for (const marker of ['one', 'two']) {
    setMarker(root, marker);
    assert.is(runBuild(root).status, 0);
  }
  // The switch kept the output it moved aside ('one'): the next build updates it instead of a new folder.
  const kept = readdirSync(root).filter((n) => n.startsWith('.build.old-'));
  assert.is(kept.length, 1, kept.join(', '));
  setMarker(root, 'killed');
  const r = runBuild(root, 'updating');
  assert.is(r.signal, 'SIGKILL', `killed while updating: ${r.stderr}`);
  assert.is(completeOutput(out), 'two', 'the live output is untouched');
  // The folder being updated lost its manifest before its first change: no build takes it for an output.
  assert.not.ok(existsSync(join(root, kept[0]!)), 'the kept output was taken for the update');
  const updating = readdirSync(root).filter((n) => n.startsWith('.build.v-'));
  assert.is(updating.length, 1, updating.join(', '));
  assert.not.ok(existsSync(join(root, updating[0]!, '.docs-manifest.json')), 'no manifest in the half-updated folder');
  assert.ok(existsSync(join(root, updating[0]!, 'custom/place/index.html')), 'it was the older output');
  for (const marker of ['three', 'four']) {
    setMarker(root, marker);
    assert.is(runBuild(root).status, 0);
    assert.is(completeOutput(out), marker);
  }
  assert.not.ok(existsSync(join(root, updating[0]!)), 'the half-updated folder is deleted');
  assertNoLeftovers(root);
});

test('an output that is a link made by an earlier docs becomes a real folder, also after a kill', () => {
  // The site with its 'old' output, built once: each case starts from a copy of it (a build spawns the CLI, and
  // the second 'old' build wrote the same output again).
  const built = copyFixture('complete-site');
  setMarker(built, 'old');
  assert.is(runBuild(built).status, 0);
  for (const point of ['moved-aside', '']) {
    // The fixture's folder, with the shared config beside it that its config imports (copyFixture).
    const fixtures = join(tempDir('docs-site-'), 'fixtures');
    cpSync(dirname(built), fixtures, { recursive: true });
    const root = join(fixtures, 'complete-site');
    const out = join(root, 'build');
    assert.is(completeOutput(out), 'old');
    // Make the output what an earlier docs wrote: a link `build -> .build.v-<id>`.
    const version = join(root, '.build.v-old-1');
    renameSync(out, version);
    symlinkSync('.build.v-old-1', out);
    setMarker(root, 'new');
    const r = runBuild(root, point);
    if (point) {
      assert.is(r.signal, 'SIGKILL', `killed at ${point}: ${r.stderr}`);
      assert.not.ok(existsSync(out), point);
      assert.is(runBuild(root).status, 0, 'the next build repairs and builds');
    } else assert.is(r.status, 0, r.stderr);
    assert.ok(lstatSync(out).isDirectory() && !lstatSync(out).isSymbolicLink());
    assert.is(completeOutput(out), 'new');
    assertNoLeftovers(root);
  }
});

test.run();
