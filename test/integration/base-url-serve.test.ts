import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devCommand } from '../../cli/commands/dev.ts';
import { serveCommand } from '../../cli/commands/serve.ts';
import { routeUnderBase } from '../../cli/http/base-path.ts';
import { parseRequestPath } from '../../cli/http/request-path.ts';
import { buildFixture } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// `docs serve` on a build made with baseUrl /docs/: the site under /docs/, as its host will serve it.
const server = buildFixture('base-url-site').then(({ dir }) => serveCommand({ dir, port: 0 }));
const get = async (path: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${((await server).address() as AddressInfo).port}${path}`, { redirect: 'manual', headers });

const parsed = (url: string) => {
  const p = parseRequestPath(url);
  if (!p.ok) throw new Error(url);
  return p.path;
};

test('routeUnderBase: inside (base taken off), the root and the bare base redirect, the rest is outside', () => {
  assert.equal(routeUnderBase('/docs/', parsed('/docs/a/b?q=1')), {
    kind: 'inside',
    path: { raw: '/a/b', segments: ['a', 'b'], search: '?q=1' },
  });
  assert.equal(routeUnderBase('/docs/', parsed('/docs/')), {
    kind: 'inside',
    path: { raw: '/', segments: [], search: '' },
  });
  assert.equal(routeUnderBase('/docs/', parsed('/?x')), { kind: 'redirect', location: '/docs/?x' });
  assert.equal(routeUnderBase('/docs/', parsed('/docs')), { kind: 'redirect', location: '/docs/' });
  assert.equal(routeUnderBase('/docs/', parsed('/docsx/a')), { kind: 'outside' });
  assert.equal(routeUnderBase('/docs/', parsed('/guides/first')), { kind: 'outside' });
  assert.equal(routeUnderBase('/a/b/', parsed('/a/b/c')).kind, 'inside');
  const same = parsed('/x');
  assert.equal(routeUnderBase('/', same), { kind: 'inside', path: same });
});

test('pages, route data, Markdown copies and assets are served under /docs/', async () => {
  const home = await get('/docs/');
  assert.is(home.status, 200);
  const html = await home.text();
  assert.match(html, '<title>Welcome | Fixture site</title>');
  const page = await get('/docs/guides/first');
  assert.is(page.status, 200);
  assert.match(await page.text(), 'First guide');
  assert.is((await get('/docs/_data/guides/first.json')).status, 200);
  assert.is((await get('/docs/guides/first.md')).status, 200);
  const css = /href="(\/docs\/assets\/[^"]+\.css)"/.exec(html)![1];
  assert.is((await get(css)).status, 200);
  assert.is((await get('/docs/pagefind/pagefind.js')).status, 200);
  assert.is((await get('/docs/img/logo.svg')).status, 200);
  const md = await get('/docs/guides/second', { Accept: 'text/markdown' });
  assert.match(await md.text(), 'Sensors watch');
});

test('/ and /docs redirect to /docs/; paths outside the base are 404', async () => {
  for (const [path, location] of [
    ['/', '/docs/'],
    ['/docs', '/docs/'],
    ['/?q=1', '/docs/?q=1'],
  ]) {
    const res = await get(path);
    assert.is(res.status, 301, path);
    assert.is(res.headers.get('location'), location, path);
  }
  for (const path of ['/guides/first', '/assets/x.css', '/index.html', '/docsx/guides/first', '/404.html']) {
    const res = await get(path);
    assert.is(res.status, 404, path);
    assert.match(await res.text(), 'Page not found');
  }
});

test('clean-URL redirects and _redirects keep the base', async () => {
  for (const path of ['/docs/guides/first/', '/docs/guides/first.html', '/docs/guides/first/index.html']) {
    const res = await get(path + '?q=1');
    assert.is(res.status, 301, path);
    assert.is(res.headers.get('location'), '/docs/guides/first?q=1', path);
  }
  const moved = await get('/docs/old-first');
  assert.is(moved.status, 301);
  assert.is(moved.headers.get('location'), '/docs/guides/first#details');
});

test('docs dev serves the site under its base too; its own /__docs/ endpoints stay at the root', async () => {
  const dev = await devCommand({ rootDir: copyFixture('base-url-site'), port: 0, host: '127.0.0.1', log: () => {} });
  try {
    const at = (path: string) => fetch(dev.url + path, { redirect: 'manual' });
    const root = await at('/');
    assert.is(root.status, 301);
    assert.is(root.headers.get('location'), '/docs/');
    const page = await at('/docs/guides/first');
    assert.is(page.status, 200);
    const html = await page.text();
    assert.match(html, /<script type="module" src="\/docs\/assets\//);
    assert.match(html, /href="\/docs\/guides\/second#more"/);
    const css = /href="(\/docs\/assets\/[^"]+\.css)"/.exec(html)![1];
    assert.is((await at(css)).status, 200);
    assert.is((await at('/docs/_data/guides/first.json')).status, 200);
    assert.is((await at('/docs/guides/first.md')).status, 200);
    assert.is((await at('/docs/img/logo.svg')).status, 200);
    assert.is((await at('/docs/sitemap.xml')).status, 200);
    assert.is((await at('/guides/first')).status, 404);
    const slash = await at('/docs/guides/first/');
    assert.is(slash.headers.get('location'), '/docs/guides/first');
    assert.is((await at('/docs/old-first')).headers.get('location'), '/docs/guides/first#details');
    assert.is((await at('/__docs/dev-client.js')).status, 200);
  } finally {
    await dev.close();
  }
});

test.after(async () => {
  (await server).close();
});

test.run();
