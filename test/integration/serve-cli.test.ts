import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_DIR, tempDir } from '../helpers/fixtures.ts';
import { makeServedDir } from '../helpers/served-dir.ts';
import { copyFixture } from '../helpers/temp-site.ts';

/** Runs `docs …` to its end; a process still running after `limitMs` is killed and reported as hung. */
interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  hung: boolean;
}

function docs(args: string[], limitMs = 90_000): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', DOCS_FROM_SOURCE: '1' };
  delete env.FORCE_COLOR; // with both set Node prints a warning, which would be a second line on stderr
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(PROJECT_DIR, 'bin/docs.js'), ...args], { env });
    let stdout = '',
      stderr = '',
      hung = false;
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr, hung });
    });
  });
}

let blocker: Server;
let busyPort: number;

test.before(async () => {
  blocker = createServer();
  await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
  busyPort = (blocker.address() as AddressInfo).port;
});

test.after(() => {
  blocker.close();
});

const oneLine = (stderr: string) => stderr.trim().split('\n').filter(Boolean);

test('serve on a busy port: one clear line, exit 2, no stack trace', async () => {
  const r = await docs(['serve', '--dir', makeServedDir(), '--port', String(busyPort)]);
  assert.is(r.status, 2, r.stderr);
  assert.equal(oneLine(r.stderr).length, 1, r.stderr);
  assert.match(r.stderr, `Port ${busyPort} on 127.0.0.1 is already in use`);
  assert.not.match(r.stderr, /\n\s+at /);
});

test('serve --dir on a file or a missing folder: one line, exit 2', async () => {
  const file = join(tempDir(), 'index.html');
  writeFileSync(file, '<h1>not a folder</h1>');
  for (const [dir, message] of [
    [file, 'is a file, not a folder'],
    [join(tempDir(), 'missing'), 'No built site at'],
  ]) {
    const r = await docs(['serve', '--dir', dir, '--port', '0']);
    assert.is(r.status, 2, `${dir}: ${r.stderr}`);
    assert.equal(oneLine(r.stderr).length, 1, r.stderr);
    assert.match(r.stderr, message);
    assert.not.match(r.stderr, /\n\s+at /);
  }
});

test('dev --port <busy>: prints the error and exits 2 instead of hanging', async () => {
  // A copy: dev starts reading the site (and writes its discover cache there) while it takes the port.
  const r = await docs(['dev', '--root', copyFixture('complete-site'), '--port', String(busyPort)]);
  assert.not.ok(r.hung, 'docs dev was still running long after the port turned out to be busy');
  assert.is(r.status, 2, r.stderr);
  assert.match(r.stderr, `Port ${busyPort} on 127.0.0.1 is already in use`);
  assert.not.match(r.stderr, /\n\s+at /);
});

test.run();
