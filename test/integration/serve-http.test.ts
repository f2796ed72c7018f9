import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { rawRequest, statuses } from '../helpers/raw-http.ts';
import { makeServedDir, SERVED_FILES } from '../helpers/served-dir.ts';

// `docs serve` on a small built site written by hand, which the tests edit while it is served.
const dir = makeServedDir();
let server: Server;
let port: number;
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual', headers, method });

test.before(async () => {
  server = await serveCommand({ dir, port: 0 });
  port = (server.address() as AddressInfo).port;
});

test.after(() => {
  server.closeAllConnections();
  server.close();
});

test('Range: bytes=100-50 and a start past the end get 416; the server keeps answering', async () => {
  for (const range of ['bytes=100-50', 'bytes=5-4', 'bytes=36-', 'bytes=-0', 'bytes=99999999999999999999-']) {
    const res = await get('/numbers.txt', { Range: range });
    assert.is(res.status, 416, range);
    assert.is(res.headers.get('content-range'), 'bytes */36', range);
  }
  assert.is((await get('/')).status, 200);
});

test('Range: a huge last position is clamped; bytes=-10 is the last 10 bytes; bytes=0-0 one byte', async () => {
  const cases: [string, string, string][] = [
    ['bytes=0-18446744073709551615', SERVED_FILES['numbers.txt'], 'bytes 0-35/36'],
    ['bytes=-10', 'qrstuvwxyz', 'bytes 26-35/36'],
    ['bytes=0-0', '0', 'bytes 0-0/36'],
    ['bytes=10-', 'abcdefghijklmnopqrstuvwxyz', 'bytes 10-35/36'],
    ['bytes=2-4', '234', 'bytes 2-4/36'],
  ];
  for (const [range, body, contentRange] of cases) {
    const res = await get('/numbers.txt', { Range: range });
    assert.is(res.status, 206, range);
    assert.is(res.headers.get('content-range'), contentRange, range);
    assert.is(await res.text(), body, range);
  }
  const several = await get('/numbers.txt', { Range: 'bytes=0-1,4-5' });
  assert.is(several.status, 200, 'several ranges: the whole file');
  assert.is(await several.text(), SERVED_FILES['numbers.txt']);
  const stale = await get('/numbers.txt', { Range: 'bytes=0-1', 'If-Range': '"old"' });
  assert.is(stale.status, 200, 'If-Range that does not match: the whole file');
});

test('a symlink out of the served folder is never followed', async () => {
  const outside = tempDir('docs-outside-');
  writeFileSync(join(outside, 'secret.txt'), 'SECRET');
  const site = makeServedDir();
  symlinkSync(join(outside, 'secret.txt'), join(site, 'leak.txt'));
  symlinkSync(outside, join(site, 'leakdir'));
  symlinkSync('/etc/passwd', join(site, 'passwd'));
  symlinkSync(join(site, 'numbers.txt'), join(site, 'inside.txt'));
  // Links made before start-up, so a server that lists its files at start-up sees them too.
  const linked = await serveCommand({ dir: site, port: 0 });
  const base = `http://127.0.0.1:${(linked.address() as AddressInfo).port}`;
  try {
    for (const path of ['/leak.txt', '/leakdir/secret.txt', '/passwd']) {
      const res = await fetch(base + path);
      assert.is(res.status, 404, path);
      assert.not.match(await res.text(), /SECRET|root:/, path);
    }
    const inside = await (await fetch(base + '/inside.txt')).text();
    assert.is(inside, SERVED_FILES['numbers.txt'], 'a link inside the folder is fine');
  } finally {
    linked.closeAllConnections();
    linked.close();
  }
});

test('traversal, encoded traversal and dotfiles stay inside and private', async () => {
  const paths = [
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%2e%2e/.docs-manifest.json',
    '/.docs-manifest.json',
    '/%2e%2e%2f%2e%2e%2fetc/passwd',
  ];
  for (const path of paths) {
    const { text } = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    assert.ok([400, 404].includes(statuses(text)[0]), `${path}: ${text.slice(0, 40)}`);
    assert.not.match(text, /root:|secret/, path);
  }
});

test('a redirect never points at another host (//host or /\\host)', async () => {
  for (const path of ['//evil.example/x/', '/\\evil.example/x/', '/%5Cevil.example/']) {
    const { text } = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    const location = /^Location: (.*)$/im.exec(text)?.[1] ?? '';
    assert.ok(!/^\/[/\\]/.test(location), `${path} → ${location}`);
  }
});

test('security headers on every response; UTF-8 charset on text types', async () => {
  const expected: Record<string, string> = {
    '/guides/automate/schedules.md': 'text/markdown; charset=utf-8',
    '/llms.txt': 'text/plain; charset=utf-8',
    '/guides/automate/schedules': 'text/html; charset=utf-8',
    '/_data/guides/automate/schedules.json': 'application/json; charset=utf-8',
    '/sitemap.xml': 'application/xml; charset=utf-8',
    '/assets/styles-0123abcd.css': 'text/css; charset=utf-8',
  };
  for (const [path, type] of Object.entries(expected)) {
    const res = await get(path);
    assert.is(res.status, 200, path);
    assert.is(res.headers.get('content-type'), type, path);
    assert.is(res.headers.get('x-content-type-options'), 'nosniff', path);
    assert.is(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
  }
  for (const res of [await get('/no/such/page'), await get('/a.html'), await get('/', {}, 'POST')]) {
    assert.is(res.headers.get('x-content-type-options'), 'nosniff', `${res.status}`);
  }
});

test('OPTIONS, POST, PUT and DELETE get 405 with Allow: GET, HEAD; HEAD works', async () => {
  for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE']) {
    const res = await get('/guides/automate/schedules', {}, method);
    assert.is(res.status, 405, method);
    assert.is(res.headers.get('allow'), 'GET, HEAD', method);
  }
  const head = await get('/numbers.txt', {}, 'HEAD');
  assert.is(head.status, 200);
  assert.is(head.headers.get('content-length'), '36');
});

test('/404 and /404.html are 404s showing the not-found page', async () => {
  for (const path of ['/404', '/404.html', '/no/such/page']) {
    const res = await get(path);
    assert.is(res.status, 404, path);
    assert.match(await res.text(), 'Page not found', path);
  }
});

test('clean URLs, redirects, conditional GET and immutable assets still work', async () => {
  assert.match(await (await get('/guides/automate/schedules')).text(), 'Schedules page.');
  const page = '/guides/automate/schedules';
  const variants = [`${page}.html`, `${page}/index.html`, `${page}/`];
  for (const path of variants) {
    const res = await get(path + '?q=1');
    assert.is(res.status, 301, path);
    assert.is(res.headers.get('location'), '/guides/automate/schedules?q=1');
  }
  const css = await get('/assets/styles-0123abcd.css');
  assert.is(css.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.is((await get('/guides')).headers.get('cache-control'), 'public, max-age=0, must-revalidate');
  const again = await get('/assets/styles-0123abcd.css', { 'If-None-Match': css.headers.get('etag')! });
  assert.is(again.status, 304);
});

test('a rebuild is served at once: new length, new page, swapped folder', async () => {
  const page = join(dir, 'guides/automate/schedules/index.html');
  const first = await (await get('/guides/automate/schedules')).text();
  assert.is(first, SERVED_FILES['guides/automate/schedules/index.html']);
  const longer = '<!doctype html><title>Schedules</title>' + '<p>Rebuilt with much more text.</p>'.repeat(200);
  writeFileSync(page, longer);
  const res = await get('/guides/automate/schedules');
  assert.is(res.headers.get('content-length'), String(Buffer.byteLength(longer)));
  assert.is(await res.text(), longer, 'the whole new page, not cut at the old length');
  writeFileSync(page, 'short');
  assert.is(await (await get('/guides/automate/schedules')).text(), 'short', 'a shorter page is not padded or hung');
  assert.is((await get('/guides/brand-new')).status, 404);
  mkdirSync(join(dir, 'guides/brand-new'));
  writeFileSync(join(dir, 'guides/brand-new/index.html'), 'brand new');
  assert.is(await (await get('/guides/brand-new')).text(), 'brand new', 'a page added after start-up');
  // `docs build` swaps a whole new folder in under the same name.
  const next = dir + '-next';
  mkdirSync(next);
  writeFileSync(join(next, 'index.html'), 'next build');
  renameSync(dir, dir + '-old');
  renameSync(next, dir);
  try {
    assert.is(await (await get('/')).text(), 'next build');
  } finally {
    renameSync(dir, next);
    renameSync(dir + '-old', dir);
  }
});

test.run();
