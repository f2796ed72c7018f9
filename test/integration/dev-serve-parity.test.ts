// One request handler (cli/http/site-handler.ts) answers for a built folder (`docs serve`) and for the live site
// (`docs dev`): the same site, built and served, or run by dev, answers every request with the same status, type
// and body (HTML apart from dev's live-reload client). Under a base URL, with a redirect, the search index,
// Markdown negotiation, non-canonical URLs and paths that are not there.
import { readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { devCommand, type DevServer } from '../../cli/commands/dev.ts';
import { serveCommand } from '../../cli/commands/serve.ts';
import { DEV_CLIENT_TAG } from '../../cli/dev/overlay.ts';
import { MANIFEST_FILE } from '../../cli/output/out-dir.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const BASE = '/docs/';
const root = copyFixture('complete-site');
// Dev includes drafts and the build does not: without the fixture's one draft both have the same pages.
rmSync(join(root, 'content/docs/guides/automate/draft-page.md'));
writeFileSync(
  join(root, 'config/site.mjs'),
  `import base from '../../_base/site.mjs';\nexport default { ...base, baseUrl: '${BASE}', ` +
    `favicon: '/images/pipeline.svg' };\n`,
);
const page = join(root, 'content/docs/guides/slugged.md');
writeFileSync(page, readFileSync(page, 'utf8').replace(/^---\n/, '---\nredirect_from: [/guides/old-name]\n'));
let dev: DevServer;
let serve: Server;
let serveUrl: string;
let out: string;

test.before(async () => {
  // No cache: on main, a discover cache written by one run drops `redirect_from` for the next (a warm build too).
  const options = { rootDir: root, outDir: join(root, 'build'), cache: false, searchIndex: true, log: () => {} };
  const report = await buildCommand(options);
  assert.ok(report.ok, report.diagnostics.map((d) => d.message).join('\n'));
  out = realpathSync(join(root, 'build'));
  serve = await serveCommand({ dir: out, port: 0 });
  const address = serve.address();
  serveUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: () => {} });
  await dev.ready;
});

test.after(async () => {
  await dev?.close();
  await new Promise((resolve) => serve?.close(resolve));
});

const built = () =>
  (readdirSync(out, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => statSync(join(out, f)).isFile() && !f.startsWith('.') && f !== MANIFEST_FILE)
    .sort();

/** What a server answers, in the terms that must agree: status, type, Location and body. */
async function answer(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { redirect: 'manual', headers });
  const type = res.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await res.arrayBuffer());
  const body = type.startsWith('text/html')
    ? bytes.toString('utf8').replace(DEV_CLIENT_TAG, '')
    : bytes.toString('base64');
  return { status: res.status, type, location: res.headers.get('location'), body };
}

async function same(path: string, headers: Record<string, string> = {}) {
  const [served, live] = [await answer(serveUrl, path, headers), await answer(dev.url, path, headers)];
  assert.equal(live, served, `${path} ${JSON.stringify(headers)}`);
  return served;
}

/** The index's own data: made by Pagefind from the pages, content-hashed; dev indexes them in memory itself. */
const INDEX_DATA = /^pagefind\/(.*\/)?(pagefind-entry\.json|(fragment|index|filter)\/|.*\.pf_meta$)/;

test('every file of the build, at its URL and by its file name: the same answer from serve and dev', async () => {
  const files = built().filter((f) => !INDEX_DATA.test(f));
  assert.ok(files.includes('pagefind/pagefind.js'), 'the build has a search index');
  for (const file of files) {
    const encoded = file.split('/').map(encodeURIComponent).join('/');
    const path = BASE + encoded;
    const clean = encoded === 'index.html' ? BASE : BASE + encoded.replace(/\/index\.html$/, '');
    const answered = await same(clean);
    // The redirect page at the old URL: both answer it from `_redirects` first.
    const expected = file === '404.html' ? 404 : file === 'guides/old-name/index.html' ? 301 : 200;
    assert.is(answered.status, expected, file);
    if (clean !== path) assert.is((await same(path)).status, file === '404.html' ? 404 : 301, file);
  }
});

test('the search index is there in dev as in the build: its code the same, its entry file its own', async () => {
  assert.is((await same('/docs/pagefind/pagefind.js')).status, 200);
  const entry = await fetch(dev.url + '/docs/pagefind/pagefind-entry.json');
  assert.is(entry.status, 200);
  assert.ok(Object.keys((await entry.json()).languages).length > 0);
});

test('redirects, Markdown negotiation and paths that are not there: the same answer from serve and dev', async () => {
  assert.is((await same('/')).status, 301);
  assert.is((await same('/docs')).status, 301);
  assert.is((await same('/docs/guides/old-name')).status, 301);
  assert.is((await same('/docs/guides/automate/schedules/?a=1')).status, 301);
  assert.is((await same('/docs/guides/automate/schedules.html')).status, 301);
  const markdown = await same('/docs/guides/automate/schedules', { Accept: 'text/markdown' });
  assert.is(markdown.type, 'text/markdown; charset=utf-8');
  for (const path of ['/docs/no-such-page', '/elsewhere', '/docs/404', '/docs/.docs-manifest.json'])
    assert.is((await same(path)).status, 404, path);
});

test.run();
