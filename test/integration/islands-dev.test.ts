import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devCommand, type DevServer } from '../../cli/commands/dev.ts';
import { classifyChange } from '../../cli/pipeline/changes.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// `docs dev` serves island chunks and the site's CSS, and rebuilds them when a client module or
// src/css/custom.css changes (test/fixtures/mdx-island).
const root = copyFixture('mdx-island');
let dev: DevServer;

test.before(async () => {
  dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: () => {} });
});

test.after(async () => {
  await dev.close();
});

/** Resolves at the next reload message dev sends (after it handled a change). */
function nextReload(): Promise<void> {
  return new Promise((resolve, reject) => {
    // Not a wait for timing: a change dev never notices would otherwise hang the suite.
    const timer = setTimeout(() => reject(new Error('dev did not react to the change')), 30_000);
    dev.onReload = () => {
      dev.onReload = undefined;
      clearTimeout(timer);
      resolve();
    };
  });
}

async function islandChunk(): Promise<{ src: string; js: string }> {
  const html = await (await fetch(`${dev.url}/counter`)).text();
  const src = /<docs-island [^>]*data-src="([^"]+)"/.exec(html)?.[1];
  assert.ok(src, 'the page has an island');
  const res = await fetch(dev.url + src);
  assert.is(res.status, 200, src);
  assert.match(res.headers.get('content-type') ?? '', /javascript/);
  return { src: src!, js: await res.text() };
}

test('site components and CSS under src/ and beside pages rebundle the assets', () => {
  const dirs = {
    runtimeDir: '/gen/runtime',
    themeDir: '/gen/theme',
    sharedDir: '/gen/shared',
    configDir: '/site/config',
    docsDir: '/site/docs',
    apiDir: '/site/api',
    snippetsDir: '/site/snippets',
    srcDir: '/site/src',
  };
  assert.is(classifyChange('/site/src/components/Counter.tsx', dirs), 'assets');
  assert.is(classifyChange('/site/src/css/custom.css', dirs), 'assets');
  assert.is(classifyChange('/site/docs/guide/Widget.jsx', dirs), 'assets');
  assert.is(classifyChange('/site/docs/guide/page.mdx', dirs), 'page');
  assert.is(classifyChange('/site/src/data.json', dirs), 'static');
});

test('dev serves the island chunk; editing the client module serves a new one', async () => {
  const before = await islandChunk();
  assert.ok(before.js.includes('hydrate'));
  const file = join(root, 'src/components/Counter.tsx');
  const reloaded = nextReload();
  const source = readFileSync(file, 'utf8');
  assert.ok(source.includes('type="button"'));
  writeFileSync(file, source.replace('type="button"', 'type="button" data-edited="yes"'));
  await reloaded;
  const after = await islandChunk();
  assert.is.not(after.src, before.src, 'a new hashed chunk');
  assert.ok(after.js.includes('data-edited'), 'with the edit');
});

test('dev: creating src/css/custom.css adds its rules after the theme', async () => {
  mkdirSync(join(root, 'src/css'), { recursive: true });
  const reloaded = nextReload();
  writeFileSync(join(root, 'src/css/custom.css'), '.dev-site-rule { color: red; }\n');
  await reloaded;
  const html = await (await fetch(`${dev.url}/`)).text();
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  const css = await (await fetch(dev.url + href)).text();
  assert.ok(css.indexOf('.dev-site-rule') > css.indexOf('.main-wrapper'), 'after the theme rules');
});

test.run();
