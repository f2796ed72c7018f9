import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devCommand, type DevServer } from '../../cli/commands/dev.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { rawRequest, statuses } from '../helpers/raw-http.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// The HTTP side of `docs dev` (no browser): Host check, methods, static files, Range.
const root = copyFixture('complete-site');
const outside = tempDir('docs-outside-');
writeFileSync(join(outside, 'secret.txt'), 'SECRET');
symlinkSync(join(outside, 'secret.txt'), join(root, 'static/leak.txt'));
symlinkSync('/etc/passwd', join(root, 'static/passwd'));
const svg = readFileSync(join(root, 'static/images/pipeline.svg'), 'utf8');
let dev: DevServer;
let port: number;
const request = (path: string, headers: Record<string, string> = {}, method = 'GET') => {
  const all = { Host: `localhost:${port}`, Connection: 'close', ...headers };
  const lines = Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return rawRequest(port, `${method} ${path} HTTP/1.1\r\n${lines}\r\n`);
};

test.before(async () => {
  dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: () => {} });
  port = Number(new URL(dev.url).port);
  // The first page dev renders loads its render thread (seconds on a loaded machine): done here, so the raw
  // requests below, which give up after 5 s, test the Host check and not that start-up.
  await (await fetch(dev.url + '/')).arrayBuffer();
});

test.after(async () => {
  await dev.close();
});

test('dev answers only to loopback names, IP addresses and --host (DNS rebinding)', async () => {
  for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example']) {
    const { text } = await request('/', { Host: host });
    assert.is(statuses(text)[0], 403, host);
    assert.not.match(text, '<html', host);
  }
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'docs.localhost']) {
    assert.is(statuses((await request('/', { Host: host })).text)[0], 200, host);
  }
});

test('dev: Range on a static file — 416 when unsatisfiable, suffix ranges, the server keeps answering', async () => {
  for (const range of ['bytes=60-50', 'bytes=0-18446744073709551615', 'bytes=999999-']) {
    const { text } = await request('/images/pipeline.svg', { Range: range });
    const status = statuses(text)[0];
    assert.ok(status === 416 || status === 206, `${range}: ${status}`);
  }
  assert.is(statuses((await request('/images/pipeline.svg', { Range: 'bytes=60-50' })).text)[0], 416);
  const tail = await fetch(`${dev.url}/images/pipeline.svg`, { headers: { Range: 'bytes=-10' } });
  assert.is(tail.status, 206);
  assert.is(await tail.text(), svg.slice(-10));
  const page = await fetch(`${dev.url}/guides/automate/schedules`);
  await page.arrayBuffer(); // read, or its connection stays open
  assert.is(page.status, 200);
});

test('dev never follows a symlink out of static/', async () => {
  for (const path of ['/leak.txt', '/passwd']) {
    const res = await fetch(dev.url + path);
    assert.is(res.status, 404, path);
    assert.not.match(await res.text(), /SECRET|root:/, path);
  }
});

test('dev: security headers, 405 for other methods, 400 for a bad escape', async () => {
  const page = await fetch(`${dev.url}/guides/automate/schedules`);
  assert.is(page.headers.get('x-content-type-options'), 'nosniff');
  const markdown = await fetch(`${dev.url}/guides/automate/schedules.md`);
  assert.is(markdown.headers.get('content-type'), 'text/markdown; charset=utf-8');
  for (const method of ['POST', 'OPTIONS', 'DELETE']) {
    const res = await fetch(`${dev.url}/guides/automate/schedules`, { method });
    await res.arrayBuffer();
    assert.is(res.status, 405, method);
  }
  assert.is(statuses((await request('/guides/%zz')).text)[0], 400);
});

test.run();
