import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { recoverOutput } from '../../cli/output/swap.ts';
import { routeToDataFile, routeToHtmlFile, routeToMarkdownFile } from '../../shared/routes.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// Fault injection (issue 11, item 3): builds killed with SIGKILL at named points (cli/output/fault.ts)
// — while locked, with the output half emitted, fully staged, with the new link made but not renamed,
// right after the switch, and between the two renames that migrate an old real output folder. After
// each kill the output must be complete, the old one or the new one, and the next build must succeed
// and leave nothing behind.

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
  const current = realpathSync(join(root, 'build'));
  // The version replaced last is deleted in the background; anything else of ours must be gone.
  const left = readdirSync(root).filter((n) => n.startsWith('.build.') && join(root, n) !== current);
  assert.ok(left.length <= 1 && !left.some((n) => !n.startsWith('.build.v-')), `left behind: ${left.join(', ')}`);
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
    ['link-made', false],
    ['switched', true],
  ];
  for (const [point, switched] of points) {
    setMarker(root, point);
    const r = runBuild(root, point);
    assert.is(r.signal, 'SIGKILL', `killed at ${point}: ${r.stderr}`);
    if (switched) live = point;
    assert.is(completeOutput(out), live, `after a kill at ${point}`);
  }
  setMarker(root, 'last');
  assert.is(runBuild(root).status, 0);
  assert.is(completeOutput(out), 'last');
  assertNoLeftovers(root);
});

test('a build killed while migrating a real output folder to a link is repaired by the next build', () => {
  for (const point of ['migrate-moved', 'link-made']) {
    const root = copyFixture('complete-site');
    const out = join(root, 'build');
    setMarker(root, 'old');
    assert.is(runBuild(root).status, 0);
    // Make the output a real folder holding the manifest, as older versions of docs wrote it.
    const real = realpathSync(out);
    rmSync(out);
    cpSync(real, join(root, 'copy'), { recursive: true });
    rmSync(real, { recursive: true });
    renameSync(join(root, 'copy'), out);
    setMarker(root, 'new');
    const r = runBuild(root, point);
    assert.is(r.signal, 'SIGKILL', `killed at ${point}: ${r.stderr}`);
    // Between the two renames (once per output folder, on its first build by this version of docs) the
    // output is missing; the journal tells the next build (or `docs serve`) to repair it.
    assert.not.ok(existsSync(out), point);
    assert.ok(existsSync(join(root, '.build.migrating')), 'the journal is there');
    recoverOutput(out);
    assert.ok(['old', 'new'].includes(completeOutput(out)), point);
    assert.is(runBuild(root).status, 0);
    assert.ok(lstatSync(out).isSymbolicLink());
    assert.is(completeOutput(out), 'new');
    assertNoLeftovers(root);
  }
});

test.run();
