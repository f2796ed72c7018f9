import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { writeFileSync } from 'node:fs';
import { createServer as createNetServer, connect } from 'node:net';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contentTypeOf } from '../../cli/http/content-type.ts';
import { isAllowedHost, isLoopbackAddress } from '../../cli/http/host-check.ts';
import { parseRange } from '../../cli/http/range.ts';
import { parseRequestPath } from '../../cli/http/request-path.ts';
import { createSafeServer, errorTextFor, listen } from '../../cli/http/server.ts';
import { createStaticFiles } from '../../cli/http/static-files.ts';
import { tempDir } from '../helpers/fixtures.ts';

test('parseRange: single ranges, suffixes, clamping and unsatisfiable ranges (RFC 9110 §14)', () => {
  const size = 100;
  const cases: [string | undefined, ReturnType<typeof parseRange>][] = [
    [undefined, { kind: 'whole' }],
    ['bytes=0-0', { kind: 'part', start: 0, end: 0 }],
    ['bytes=10-19', { kind: 'part', start: 10, end: 19 }],
    ['bytes=90-', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-10', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-1000', { kind: 'part', start: 0, end: 99 }],
    ['bytes=0-18446744073709551615', { kind: 'part', start: 0, end: 99 }],
    ['bytes=50-500', { kind: 'part', start: 50, end: 99 }],
    ['BYTES = 1-2', { kind: 'part', start: 1, end: 2 }],
    ['bytes=100-50', { kind: 'unsatisfiable' }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=18446744073709551615-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
    ['bytes=1e3-', { kind: 'whole' }],
    ['bytes=0x10-', { kind: 'whole' }],
    ['bytes=--1', { kind: 'whole' }],
    ['', { kind: 'whole' }],
  ];
  for (const [header, expected] of cases) assert.equal(parseRange(header, size), expected, String(header));
  assert.equal(parseRange('bytes=0-', 0), { kind: 'unsatisfiable' }, 'an empty file has no bytes to give');
  assert.equal(parseRange('bytes=-5', 0), { kind: 'unsatisfiable' });
});

test('parseRequestPath: decodes, resolves dot segments inside the root, rejects bad escapes and NUL', () => {
  const ok = (url: string) => {
    const r = parseRequestPath(url);
    if (!r.ok) throw new Error(`${url}: ${r.reason}`);
    return r.path;
  };
  assert.equal(ok('/a/b?q=1'), { raw: '/a/b', segments: ['a', 'b'], search: '?q=1' });
  assert.equal(ok('/a/b/'), { raw: '/a/b/', segments: ['a', 'b'], search: '' });
  assert.equal(ok('/'), { raw: '/', segments: [], search: '' });
  assert.equal(ok('/../../etc/passwd').segments, ['etc', 'passwd']);
  assert.equal(ok('/%2e%2e/%2E%2E/etc/passwd').segments, ['etc', 'passwd']);
  assert.equal(ok('/a/./b/../c').segments, ['a', 'c']);
  assert.equal(ok('/caf%C3%A9').segments, ['café']);
  assert.equal(ok('/caf%C3%A9').raw, '/caf%C3%A9');
  assert.equal(ok('http://example.com/x/y?z').segments, ['x', 'y']);
  // Never a redirect target that a browser reads as another host.
  assert.is(ok('//evil.com/x/').raw, '/evil.com/x/');
  assert.is(ok('/\\evil.com/x/').raw, '/evil.com/x/');
  const bads = ['', '*', 'x', '/%', '/%zz', '/%c0%ae', '/a%00b', '/a%2Fb', '/a%5Cb', '/a\u0000b'];
  bads.push('/%0d%0aSet-Cookie:x');
  for (const bad of bads) {
    const r = parseRequestPath(bad);
    assert.is(r.ok, false, JSON.stringify(bad));
  }
  const long = parseRequestPath('/' + 'a'.repeat(10_000));
  assert.equal(long.ok ? 0 : long.status, 414);
});

test('isAllowedHost: loopback names, IP addresses and the --host only (DNS rebinding)', () => {
  const allowed = ['localhost', 'localhost:3000', 'LOCALHOST.', 'app.localhost:3000', '127.0.0.1:3000', '[::1]:3000'];
  allowed.push('192.168.1.5');
  for (const host of [...allowed, undefined]) {
    assert.ok(isAllowedHost(host, '127.0.0.1'), String(host));
  }
  for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io', '', ':3000']) {
    assert.not.ok(isAllowedHost(host, '127.0.0.1'), host);
  }
  assert.ok(isAllowedHost('devbox.lan:3000', 'devbox.lan'), 'the configured --host');
});

test('isLoopbackAddress', () => {
  for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) assert.ok(isLoopbackAddress(a), a);
  for (const a of ['10.0.0.1', '::ffff:192.168.0.1', '1.127.0.0', undefined]) {
    assert.not.ok(isLoopbackAddress(a), String(a));
  }
});

test('contentTypeOf: UTF-8 text types carry charset=utf-8; unknown files are bytes', () => {
  assert.is(contentTypeOf('a/b.md'), 'text/markdown; charset=utf-8');
  assert.is(contentTypeOf('llms.txt'), 'text/plain; charset=utf-8');
  assert.is(contentTypeOf('index.html'), 'text/html; charset=utf-8');
  assert.is(contentTypeOf('x.json'), 'application/json; charset=utf-8');
  assert.is(contentTypeOf('sitemap.xml'), 'application/xml; charset=utf-8');
  assert.is(contentTypeOf('logo.svg'), 'image/svg+xml; charset=utf-8');
  assert.is(contentTypeOf('a.png'), 'image/png');
  assert.is(contentTypeOf('pagefind/index/en_1.pf_index'), 'application/octet-stream');
});

test('createSafeServer: a throwing handler gets a 500, the stack only when allowed; the server lives on', async () => {
  let expose = false;
  const errors: unknown[] = [];
  const server = createSafeServer(
    (req) => {
      if (req.url === '/sync') throw new Error('sync boom');
      if (req.url === '/async') return Promise.reject(new Error('async boom'));
    },
    { exposeErrors: () => expose, onError: (e) => errors.push(e) },
  );
  await listen(server, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const path of ['/sync', '/async']) {
      const res = await fetch(base + path);
      assert.is(res.status, 500);
      assert.not.match(await res.text(), 'boom', 'no error detail to a client that may not see it');
    }
    expose = true;
    assert.match(await (await fetch(base + '/sync')).text(), /Error: sync boom\n\s+at /);
    assert.is(errors.length, 3, 'every error is reported to the terminal');
  } finally {
    server.close();
  }
});

test('errorTextFor: the stack only for a loopback peer', () => {
  const req = (remoteAddress: string) => ({ socket: { remoteAddress } }) as unknown as IncomingMessage;
  const error = 'Error: render failed\n    at render (/work/cli/x.ts:1:1)';
  assert.is(errorTextFor(req('127.0.0.1'), error), error);
  assert.is(errorTextFor(req('192.168.1.20'), error), 'Error: render failed');
});

test('listen: a busy port is a UsageError with one clear line', async () => {
  const blocker = createNetServer();
  await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
  const port = (blocker.address() as AddressInfo).port;
  const server = createSafeServer(() => {});
  try {
    const error = await listen(server, port, '127.0.0.1').then(
      () => undefined,
      (e: Error) => e,
    );
    assert.is(error?.name, 'UsageError');
    assert.match(error!.message, `Port ${port} on 127.0.0.1 is already in use`);
    assert.not.match(error!.message, '\n');
  } finally {
    blocker.close();
  }
});

test('static files: a client gone while its file was looked up never leaves the file open', async () => {
  const root = tempDir();
  writeFileSync(join(root, 'big.txt'), 'x'.repeat(1_000_000));
  const files = createStaticFiles({ root, cacheControl: () => 'no-cache' });
  let settle!: (closed: boolean) => void;
  const handleClosed = new Promise<boolean>((resolve) => (settle = resolve));
  const server = createSafeServer(async (req, res) => {
    const file = (await files.find(['big.txt']))!;
    const close = file.handle.close.bind(file.handle);
    file.handle.close = () => (settle(true), close());
    setTimeout(() => settle(false), 3000).unref(); // bound: a leaked handle is never closed at all
    if (!req.socket.destroyed) await once(req.socket, 'close');
    files.send(req, res, file);
  });
  await listen(server, 0, '127.0.0.1');
  try {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => {
      socket.write('GET /big.txt HTTP/1.1\r\nHost: localhost\r\n\r\n', () => setImmediate(() => socket.destroy()));
    });
    socket.on('error', () => {});
    assert.ok(await handleClosed, 'the file handle was left open');
  } finally {
    server.close();
  }
});

test.run();
