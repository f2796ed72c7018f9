import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_DIR } from '../helpers/fixtures.ts';
import { rawRequest, statuses } from '../helpers/raw-http.ts';
import { makeServedDir } from '../helpers/served-dir.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// A few thousand malformed requests to `docs serve` and `docs dev`, each running as its own process on
// 127.0.0.1 so that a crash shows as an exit. Deterministic (seeded), bounded in count and per request.
const REQUESTS_PER_SERVER = 1500;
const CONCURRENCY = 12;
const PER_REQUEST_LIMIT_MS = 2000;

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** Starts `docs …` with --port 0 and resolves once it printed the URL it listens on. */
function start(args: string[]): Promise<Running> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', DOCS_FROM_SOURCE: '1' };
  delete env.FORCE_COLOR;
  const child = spawn(process.execPath, [join(PROJECT_DIR, 'bin/docs.js'), ...args, '--port', '0'], { env });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (c: Buffer) => {
      output += c;
      const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ child, port: Number(port), output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += c));
    child.on('exit', (code) => reject(new Error(`docs ${args[0]} exited (${code}) before listening:\n${output}`)));
  });
}

/** mulberry32: the same requests on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function requests(port: number, count: number, seed: number): Buffer[] {
  const rnd = random(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)];
  const methods = [
    'GET',
    'GET',
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'DELETE',
    'OPTIONS',
    'TRACE',
    'PATCH',
    'CONNECT',
    'PROPFIND',
    'get',
    'G\u0000T',
    '',
    'X'.repeat(300),
  ];
  const paths = [
    '/',
    '/guides/automate/schedules',
    '/guides/automate/schedules.md',
    '/_data/guides/automate/schedules.json',
    '/guides/automate/schedules/',
    '/guides/automate/schedules/index.html',
    '/404',
    '/404.html',
    '/no/such/page',
    '/assets/',
    '/..',
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/%252e%252e/etc/passwd',
    '/..%2f..%2fetc/passwd',
    '/..%5c..%5cetc/passwd',
    '/%c0%ae%c0%ae/etc/passwd',
    '/..\\..\\etc\\passwd',
    '/%',
    '/%zz',
    '/%%',
    '/%e0%a4%a',
    '/a%00b',
    '/%00',
    '/\u0000',
    '//evil.example/',
    '/\\evil.example/',
    '/.docs-manifest.json',
    '/.git/config',
    '/__docs/events?path=%',
    '/__docs/dev-client.js',
    '/pagefind/%2e%2e/x',
    '/pagefind/pagefind.js',
    '/x/'.repeat(1000),
    '/' + 'a'.repeat(5000),
    '/' + 'é'.repeat(40),
    '*',
    'http://evil.example/',
    'http://[/',
    'http://127.0.0.1/guides',
    '/?%',
    '/#frag',
    '/ space',
    '/index.html/..',
    '/guides%2Fautomate',
    '/images/pipeline.svg',
    '/numbers.txt',
    '/\r\nX-Injected: 1',
  ];
  const ranges = [
    undefined,
    undefined,
    'bytes=100-50',
    'bytes=0-18446744073709551615',
    'bytes=-10',
    'bytes=-0',
    'bytes=-',
    'bytes=0-0,1-1',
    'bytes=999999999999999999999-',
    'items=0-1',
    'bytes=abc',
    'bytes=1-2-3',
    'bytes=\u0000',
    'bytes=' + '9'.repeat(400),
    'bytes=5-4',
    'bytes=0-',
  ];
  const hosts = [
    `127.0.0.1:${port}`,
    `127.0.0.1:${port}`,
    'localhost',
    'evil.example',
    '',
    '[::1',
    ':::',
    'a'.repeat(300),
    undefined,
    'localhost\u0000evil',
    `localhost\r\nHost: evil.example`,
  ];
  const versions = [
    'HTTP/1.1',
    'HTTP/1.1',
    'HTTP/1.1',
    'HTTP/1.0',
    'HTTP/0.9',
    'HTTP/2.0',
    'HTTP/1.1x',
    '',
    'HTTP/9.9',
  ];
  const extras = [
    undefined,
    undefined,
    undefined,
    'If-None-Match: junk',
    'If-Range: "x"',
    'If-Modified-Since: not a date',
    'Content-Length: -1',
    'Content-Length: 5\r\nContent-Length: 6',
    'Transfer-Encoding: chunked',
    'Transfer-Encoding: chunked\r\nContent-Length: 3',
    'Accept-Encoding: ' + '\u00ff'.repeat(100),
    'X-Long: ' + 'a'.repeat(20_000),
    'Bad Header Name: x',
    ': empty-name',
    'Expect: 100-continue',
  ];
  const tails = [
    '',
    '',
    '',
    'junk after the request',
    `GET / HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    'GARBAGE\r\n\r\nMORE GARBAGE\r\n\r\n',
  ];
  const out: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    if (rnd() < 0.05) {
      const junk = Array.from({ length: 1 + Math.floor(rnd() * 200) }, () => Math.floor(rnd() * 256));
      out.push(Buffer.concat([Buffer.from(junk), Buffer.from('\r\n\r\n')]));
      continue;
    }
    const host = pick(hosts);
    const range = pick(ranges);
    const extra = pick(extras);
    const lines = [`${pick(methods)} ${pick(paths)} ${pick(versions)}`];
    if (host !== undefined) lines.push(`Host: ${host}`);
    if (range !== undefined) lines.push(`Range: ${range}`);
    if (extra !== undefined) lines.push(extra);
    lines.push('Connection: close');
    const truncated = rnd() < 0.01;
    const text = lines.join('\r\n') + (truncated ? '\r\n' : '\r\n\r\n' + pick(tails));
    out.push(Buffer.from(text, rnd() < 0.5 ? 'utf8' : 'latin1'));
  }
  return out;
}

async function fuzz(server: Running, seed: number) {
  const replies: string[] = [];
  const queue = requests(server.port, REQUESTS_PER_SERVER, seed);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        replies.push((await rawRequest(server.port, r, PER_REQUEST_LIMIT_MS)).text);
      }
    }),
  );
  return replies;
}

function checkSurvived(name: string, server: Running, replies: string[]) {
  assert.is(server.child.exitCode, null, `docs ${name} exited during the fuzz:\n${server.output().slice(-2000)}`);
  assert.is(server.child.signalCode, null);
  const all = replies.flatMap(statuses);
  assert.ok(all.length > REQUESTS_PER_SERVER / 2, `only ${all.length} responses`);
  const errors = replies.filter((t) => statuses(t).some((s) => s >= 500));
  assert.is(errors.length, 0, `server errors:\n${errors.slice(0, 3).join('\n---\n').slice(0, 2000)}`);
  const leaks = replies.filter((t) => /root:x:0|"secret":true|\n\s+at .*\.ts:\d+/.test(t));
  assert.is(leaks.length, 0, `leaked:\n${leaks.slice(0, 2).join('\n---\n').slice(0, 2000)}`);
  const thrown = `nothing thrown in the server:\n${server.output().slice(-3000)}`;
  assert.not.match(server.output(), /Uncaught|ERR_|\n\s+at /, thrown);
}

let serve: Running | undefined;
let dev: Running | undefined;

/** Ctrl+C, as a user would; a server that does not stop within the bound is killed, never left behind. */
async function stop(server: Running | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

test.after(async () => {
  await Promise.all([stop(serve), stop(dev)]);
});

test('docs serve survives a few thousand malformed requests and still serves pages', async () => {
  serve = await start(['serve', '--dir', makeServedDir()]);
  const replies = await fuzz(serve, 1);
  checkSurvived('serve', serve, replies);
  const res = await fetch(`http://127.0.0.1:${serve.port}/guides/automate/schedules`);
  assert.is(res.status, 200);
  assert.match(await res.text(), 'Schedules page.');
});

test('docs dev survives a few thousand malformed requests and still serves pages', async () => {
  dev = await start(['dev', '--root', copyFixture('complete-site')]);
  const replies = await fuzz(dev, 2);
  checkSurvived('dev', dev, replies);
  const res = await fetch(`http://127.0.0.1:${dev.port}/guides/automate/schedules`);
  assert.is(res.status, 200);
  assert.match(await res.text(), '<title>Schedules | Fixture site</title>');
});

test.run();
