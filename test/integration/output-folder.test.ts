import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { acquireLock, processMark } from '../../cli/output/lock.ts';
import { OutputError } from '../../cli/output/errors.ts';
import { createStaticHandler } from '../../cli/commands/serve.ts';
import { PROJECT_DIR, tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// The output folder (issue 11, items 1, 3 and 8): `docs build --out X` may only replace a folder it
// wrote, never the site or its sources; the output is switched in one step; killed builds leave
// nothing behind for good; a second build of the same output, or an unwritable one, gets one line.

const build = (rootDir: string, outDir: string) =>
  buildCommand({ rootDir, outDir, cache: true, searchIndex: false, threads: 1, log: () => {} });

/** The OutputError a build throws (fails the test if it succeeds or throws something else). */
async function refusal(rootDir: string, outDir: string): Promise<OutputError> {
  try {
    await build(rootDir, outDir);
  } catch (error) {
    assert.instance(error, OutputError, String(error));
    return error as OutputError;
  }
  assert.unreachable(`building into ${outDir} was not refused`);
  throw new Error('unreachable');
}

/** A listing of a folder (names and sizes), to show that nothing in it changed. */
function snapshot(dir: string): string {
  return (readdirSync(dir, { recursive: true }) as string[])
    .sort()
    .map((f) => `${f}:${lstatSync(join(dir, f)).size}`)
    .join('\n');
}

test('--out may not be the site, an ancestor of it, or a source folder or a path inside one', async () => {
  const root = copyFixture('complete-site');
  mkdirSync(join(root, 'src'));
  const before = snapshot(join(root, '..'));
  for (const out of ['.', '..', 'content', 'static', 'config', 'src', 'content/docs/build', 'node_modules/x']) {
    const e = await refusal(root, out);
    assert.is(e.exitCode, 2, out);
    assert.match(e.message, /^--out \S+ (is|contains|is inside) the (site|source) folder/, out);
  }
  assert.is(snapshot(join(root, '..')), before, 'nothing was deleted or written');
});

test('--out may not be a source folder the config names outside the site either', async () => {
  const root = copyFixture('complete-site');
  const shared = join(root, '../shared-static');
  mkdirSync(shared); // Empty, so only the config tells that it is a source folder.
  writeFileSync(
    join(root, 'config/site.mjs'),
    "import base from '../../_base/site.mjs';\nexport default { ...base, staticDir: '../shared-static' };\n",
  );
  const e = await refusal(root, '../shared-static');
  assert.is(e.exitCode, 2);
  assert.match(e.message, 'is the source folder');
  assert.ok(lstatSync(shared).isDirectory(), 'left as it was');
  assert.equal(
    readdirSync(join(root, '..')).filter((n) => n.startsWith('.shared')),
    [],
    'no staging folder or lock left',
  );
});

test('docs build --out . exits 2 with one line and deletes nothing', () => {
  const root = copyFixture('complete-site');
  const before = snapshot(root);
  const r = spawnSync(process.execPath, [join(PROJECT_DIR, 'bin/docs.js'), 'build', '--root', root, '--out', '.'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  assert.is(r.status, 2, r.stderr);
  // (Node may warn first that NO_COLOR is ignored when the test runner sets FORCE_COLOR.)
  const lines = r.stderr
    .trim()
    .split('\n')
    .filter((l) => !/Warning|--trace-warnings/.test(l));
  assert.equal(lines, [
    `--out ${root} is the site folder itself; building there would delete the sources. Use a folder such as \`build\`.`,
  ]);
  assert.is(snapshot(root), before);
});

test('--out naming a file, or a non-empty folder docs did not write, is refused and left alone', async () => {
  const root = copyFixture('complete-site');
  writeFileSync(join(root, 'NOTES.txt'), 'my notes');
  mkdirSync(join(root, 'mine'));
  writeFileSync(join(root, 'mine/keep.txt'), 'keep');
  const file = await refusal(root, 'NOTES.txt');
  assert.is(file.exitCode, 2);
  assert.match(file.message, 'is a file');
  const folder = await refusal(root, 'mine');
  assert.is(folder.exitCode, 2);
  assert.match(folder.message, 'did not write');
  assert.is(readFileSync(join(root, 'NOTES.txt'), 'utf8'), 'my notes');
  assert.is(readFileSync(join(root, 'mine/keep.txt'), 'utf8'), 'keep');
  assert.equal(
    readdirSync(root).filter((n) => n.startsWith('.')),
    [],
    'no staging folder left',
  );
});

test('an empty folder, or one docs wrote, is replaced by a real folder, switched by two renames', async () => {
  const root = copyFixture('complete-site');
  mkdirSync(join(root, 'empty'));
  assert.ok((await build(root, 'empty')).ok);
  assert.ok(lstatSync(join(root, 'empty')).isDirectory(), 'a real folder, not a link');
  // An output written by an earlier build (a folder holding the manifest) is replaced as a whole.
  const out = join(root, 'build');
  assert.ok((await build(root, 'empty')).ok);
  mkdirSync(out);
  writeFileSync(join(out, '.docs-manifest.json'), JSON.stringify({ version: 'old', renderKeys: {}, searchKey: '' }));
  writeFileSync(join(out, 'stale.html'), 'old page');
  assert.ok((await build(root, 'build')).ok);
  assert.ok(lstatSync(out).isDirectory() && !lstatSync(out).isSymbolicLink());
  assert.ok(existsSync(join(out, 'guides/automate/schedules/index.html')));
  assert.not.ok(existsSync(join(out, 'stale.html')));
  // `docs serve --dir build` serves it.
  const server = createServer(createStaticHandler(out));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/guides/automate/schedules`);
    await res.arrayBuffer(); // read, or its connection stays open
    assert.is(res.status, 200);
  } finally {
    server.close();
  }
});

test('leftovers of killed builds (staging and old folders, temporary links) go in the next build', async () => {
  const root = copyFixture('complete-site');
  assert.ok((await build(root, 'build')).ok);
  for (const n of ['.build.staging-12345', '.build.old-12345', '.build.v-zzz-12345']) {
    mkdirSync(join(root, n, 'deep'), { recursive: true });
    writeFileSync(join(root, n, 'deep/page.html'), 'x'.repeat(1000));
  }
  symlinkSync('.build.v-zzz-12345', join(root, '.build.link-12345'));
  writeFileSync(join(root, '.buildings.txt'), 'not ours');
  assert.ok((await build(root, 'build')).ok);
  // The folder just replaced is deleted in the background (it may still be there); the rest is gone.
  const left = readdirSync(root)
    .filter((n) => n.startsWith('.build') && !n.startsWith('.build.old-'))
    .sort();
  assert.equal(left, ['.buildings.txt'], 'a file that is not ours stays');
});

test('an old folder a running background removal deletes is left to it; one whose rm died is deleted', async () => {
  const root = copyFixture('complete-site');
  assert.ok((await build(root, 'build')).ok);
  const old = (id: string) => {
    mkdirSync(join(root, `.build.old-${id}`, 'deep'), { recursive: true });
    writeFileSync(join(root, `.build.old-${id}`, 'deep/page.html'), 'x');
    return join(root, `.build.old-${id}`);
  };
  const deadPid = Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
  );
  // This test's process stands in for the `rm` still deleting the first folder.
  writeFileSync(`${old('running')}.rm`, processMark(process.pid));
  writeFileSync(`${old('died')}.rm`, processMark(deadPid));
  writeFileSync(join(root, '.build.old-gone.rm'), processMark(deadPid)); // its folder is deleted, its rm died
  assert.ok((await build(root, 'build')).ok);
  assert.ok(existsSync(join(root, '.build.old-running/deep/page.html')), 'left to the removal that runs');
  assert.ok(existsSync(join(root, '.build.old-running.rm')));
  for (const n of ['.build.old-died', '.build.old-died.rm', '.build.old-gone.rm'])
    assert.not.ok(existsSync(join(root, n)), `${n} is deleted`);
});

test('a second build of the same output stops with one line; a lock left by a dead build is taken over', async () => {
  const root = copyFixture('complete-site');
  const out = join(root, 'build');
  // Two builds racing in one process.
  const [a, b] = await Promise.allSettled([build(root, 'build'), build(root, 'build')]);
  const failed = [a, b].filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
  assert.is(failed.length, 1, 'exactly one of them ran');
  assert.instance(failed[0].reason, OutputError);
  assert.is(failed[0].reason.exitCode, 75);
  assert.match(
    failed[0].reason.message,
    /^Another docs build \(process \d+\) is writing .*build; wait for it to finish/,
  );
  assert.ok(existsSync(join(out, 'index.html')));
  // A lock held by a running process (our parent stands in for another build).
  writeFileSync(join(root, '.build.lock'), String(process.ppid));
  const busy = await refusal(root, 'build');
  assert.is(busy.exitCode, 75);
  assert.match(busy.message, `process ${process.ppid}`);
  // A lock whose process is gone.
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  }).stdout;
  writeFileSync(join(root, '.build.lock'), dead);
  assert.ok((await build(root, 'build')).ok);
  assert.not.ok(existsSync(join(root, '.build.lock')), 'released after the build');
});

test('a lock whose process id was reused by another process (not the build that wrote it) is taken over', async () => {
  const root = copyFixture('complete-site');
  // Process 1 runs, but it is not the build that wrote this lock: that one started at another time.
  writeFileSync(join(root, '.build.lock'), JSON.stringify({ pid: 1, start: '1', boot: 'another-boot' }));
  assert.ok((await build(root, 'build')).ok, 'not blocked by a stale lock');
  assert.not.ok(existsSync(join(root, '.build.lock')), 'released after the build');
  // The lock a build writes names its process, and (on Linux) its start time and the boot.
  const lock = join(tempDir(), 'x.lock');
  const release = acquireLock(lock, 'x');
  const holder = JSON.parse(readFileSync(lock, 'utf8')) as { pid: number; start?: string; boot?: string };
  release();
  assert.is(holder.pid, process.pid);
  if (existsSync('/proc/self/stat')) assert.ok(holder.start && holder.boot, 'start time and boot id recorded');
});

test('a second build in another process gets one line and exit code 75, no stack trace', () => {
  const root = copyFixture('complete-site');
  writeFileSync(join(root, '.build.lock'), String(process.pid)); // This test process is alive.
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '../helpers/build-child.ts'), root, join(root, 'build')],
    { encoding: 'utf8' },
  );
  assert.is(r.status, 75, r.stderr);
  assert.is(r.stderr.trim().split('\n').length, 1, r.stderr);
  assert.match(r.stderr, `Another docs build (process ${process.pid})`);
});

test('an output folder that cannot be written gives one line and exit code 73', async () => {
  const root = copyFixture('complete-site');
  let out: string;
  if (process.getuid?.() === 0) {
    out = '/sys/docs-test-output/build'; // Root may write anywhere else; sysfs refuses new folders.
  } else {
    const parent = join(tempDir(), 'locked');
    mkdirSync(parent);
    chmodSync(parent, 0o555);
    out = join(parent, 'build');
  }
  const e = await refusal(root, out);
  assert.is(e.exitCode, 73);
  const refused = /^Cannot write .* while building .*: (permission denied|operation not permitted) \(E(ACCES|PERM)\)/;
  assert.match(e.message, refused);
  assert.not.match(e.message, '\n');
});

test.run();
