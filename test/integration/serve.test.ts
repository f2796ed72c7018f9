import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalPath, serveCommand } from '../../cli/commands/serve.ts';
import { buildFixture } from '../helpers/fixtures.ts';

const server = buildFixture('complete-site').then(({ dir }) => serveCommand({ dir, port: 0 }));
const url = async (path: string) => `http://127.0.0.1:${((await server).address() as AddressInfo).port}${path}`;
const get = async (path: string) => fetch(await url(path), { redirect: 'manual' });

test('canonicalPath strips .html, /index.html and trailing slashes', () => {
  assert.is(canonicalPath('/a/b.html'), '/a/b');
  assert.is(canonicalPath('/a/b/index.html'), '/a/b');
  assert.is(canonicalPath('/index.html'), '/');
  assert.is(canonicalPath('/a/b/'), '/a/b');
  assert.is(canonicalPath('/a/b'), undefined);
  assert.is(canonicalPath('/'), undefined);
});

test('clean URLs serve the page', async () => {
  const res = await get('/guides/automate/schedules');
  assert.is(res.status, 200);
  assert.match(await res.text(), '<title>Schedules | Fixture site</title>');
  assert.match(res.headers.get('cache-control') ?? '', 'must-revalidate');
});

test('/x.html and /x/index.html redirect (301) to /x, keeping the query', async () => {
  for (const path of [
    '/guides/automate/schedules.html',
    '/guides/automate/schedules/index.html',
    '/guides/automate/schedules/',
  ]) {
    const res = await get(path + '?q=1');
    assert.is(res.status, 301, path);
    assert.is(res.headers.get('location'), '/guides/automate/schedules?q=1');
  }
});

test('unknown paths get 404.html with status 404', async () => {
  const res = await get('/no/such/page');
  assert.is(res.status, 404);
  assert.match(await res.text(), 'Page not found');
});

test('hashed assets are cached for a year, immutable', async () => {
  const home = await (await get('/')).text();
  const css = /href="(\/assets\/styles-[^"]+\.css)"/.exec(home)![1];
  const res = await get(css);
  assert.is(res.status, 200);
  assert.is(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test('Markdown copies and data files are served', async () => {
  assert.is((await get('/guides/automate/schedules.md')).status, 200);
  assert.is((await get('/_data/guides/automate/schedules.json')).status, 200);
  assert.is((await get('/sitemap.xml')).status, 200);
});

test.after(async () => {
  (await server).close();
});

test.run();
