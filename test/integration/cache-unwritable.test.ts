// A root-owned install run by another user: the generator's node_modules/.cache is not theirs to write, so its
// bundles go to a private folder of that user under the OS temp folder (cli/util/generator-cache.mjs).
// The same for the site's own page cache (node_modules/.cache/docs of a root-owned site): build and dev use a
// private per-user cache instead of failing on every page. Needs root (to act as `nobody`) and setpriv; skipped
// cleanly otherwise.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_DIR, fixtureDir, tempDir } from '../helpers/fixtures.ts';

const NOBODY = 65534;
const setpriv = spawnSync('setpriv', ['--version']).status === 0 ? 'setpriv' : undefined;
const canRun = process.getuid?.() === 0 && setpriv !== undefined;

/** A copy of the generator whose node_modules (links to ours) and its missing .cache nobody may write. */
function rootOwnedInstall(): string {
  const project = join(tempDir('docs-install-'), 'docs');
  mkdirSync(project, { recursive: true });
  chmodSync(join(project, '..'), 0o755);
  mkdirSync(join(project, 'node_modules'), { recursive: true });
  for (const entry of readdirSync(PROJECT_DIR, { withFileTypes: true })) {
    if (entry.isFile()) cpSync(join(PROJECT_DIR, entry.name), join(project, entry.name));
  }
  for (const dir of ['bin', 'cli', 'theme', 'shared', 'runtime'])
    cpSync(join(PROJECT_DIR, dir), join(project, dir), { recursive: true });
  for (const name of readdirSync(join(PROJECT_DIR, 'node_modules')).filter((n) => n !== '.cache'))
    symlinkSync(join(PROJECT_DIR, 'node_modules', name), join(project, 'node_modules', name));
  chmodSync(join(project, 'node_modules'), 0o555);
  return project;
}

const AS_NOBODY = ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath];

function runAsNobody(project: string, site: string, tmp: string, args = ['check']) {
  return spawnSync(setpriv!, [...AS_NOBODY, join(project, 'bin/docs.js'), ...args], {
    cwd: site,
    env: { ...process.env, TMPDIR: tmp, HOME: tmp },
    encoding: 'utf8',
  });
}

const made: string[] = [];
test.after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A temp folder every user may enter, removed after the suite. */
function openTempDir(prefix: string): string {
  const dir = tempDir(prefix);
  made.push(dir);
  chmodSync(dir, 0o755);
  return dir;
}

/** A root-owned copy of the complete site whose node_modules/.cache/docs exists and only root may write. */
function rootOwnedSite(): string {
  const root = join(openTempDir('docs-site-'), 'fixtures');
  cpSync(fixtureDir('_base'), join(root, '_base'), { recursive: true });
  cpSync(fixtureDir('complete-site'), join(root, 'site'), { recursive: true });
  mkdirSync(join(root, 'site/node_modules/.cache/docs'), { recursive: true, mode: 0o755 });
  return join(root, 'site');
}

/** A folder of nobody's own under an open temp folder (nobody's TMPDIR and output). */
function nobodysDir(): string {
  const dir = join(openTempDir('docs-tmp-'), 'nobody');
  mkdirSync(dir);
  chownSync(dir, NOBODY, NOBODY);
  return dir;
}

test('a user who may not write the install’s node_modules/.cache checks a site, from a private cache', () => {
  if (!canRun) return console.log('  (skipped: needs root and setpriv)');
  const project = rootOwnedInstall();
  made.push(join(project, '..'));
  const root = join(openTempDir('docs-site-'), 'fixtures');
  cpSync(fixtureDir('_base'), join(root, '_base'), { recursive: true });
  cpSync(fixtureDir('complete-site'), join(root, 'site'), { recursive: true });
  const tmp = mkdtempSync(join(openTempDir('docs-tmp-'), 'nobody-'));
  chownSync(tmp, NOBODY, NOBODY);
  const run = runAsNobody(project, join(root, 'site'), tmp);
  assert.is(run.status, 0, run.stderr + run.stdout);
  assert.not.match(run.stderr, /internal error|\n\s+at /);
  const [cache] = readdirSync(tmp).filter((n) => n.startsWith(`docs-cache-${NOBODY}-`));
  assert.ok(cache, `no private cache in ${readdirSync(tmp).join(', ')}`);
  const stat = statSync(join(tmp, cache));
  assert.is(stat.uid, NOBODY);
  assert.is(stat.mode & 0o777, 0o700);

  // A fallback folder that is not this user's is not trusted: one line, exit 73.
  chownSync(join(tmp, cache), 0, 0);
  const refused = runAsNobody(project, join(root, 'site'), tmp);
  assert.is(refused.status, 73, refused.stderr);
  assert.match(refused.stderr, 'belongs to another user');
  assert.is(refused.stderr.trim().split('\n').length, 1, refused.stderr);
});

test('a user who may not write the site’s node_modules/.cache/docs builds it, from a private page cache', () => {
  if (!canRun) return console.log('  (skipped: needs root and setpriv)');
  const site = rootOwnedSite();
  const tmp = nobodysDir();
  const run = runAsNobody(PROJECT_DIR, site, tmp, ['build', '--out', join(tmp, 'out')]);
  assert.is(run.status, 0, run.stderr + run.stdout);
  assert.not.match(run.stdout + run.stderr, /internal-error|EACCES|\n\s+at /);
  assert.ok(existsSync(join(tmp, 'out/guides/automate/schedules/index.html')));
  assert.equal(readdirSync(join(site, 'node_modules/.cache/docs')), []);
  const [cache] = readdirSync(tmp).filter((n) => n.startsWith(`docs-check-cache-${NOBODY}`));
  assert.ok(cache, `no private page cache in ${readdirSync(tmp).join(', ')}`);
  assert.is(statSync(join(tmp, cache)).mode & 0o777, 0o700);
  assert.ok(readdirSync(join(tmp, cache)).length > 0, 'the compiled pages are cached there');

  // A fallback that is not this user's alone is never trusted: one line, exit 73.
  chmodSync(join(tmp, cache), 0o777);
  const refused = runAsNobody(PROJECT_DIR, site, tmp, ['build', '--out', join(tmp, 'out')]);
  assert.is(refused.status, 73, refused.stderr + refused.stdout);
  assert.match(refused.stderr, 'may be written or read by other users');
  assert.is(refused.stderr.trim().split('\n').length, 1, refused.stderr);
});

test('the same user’s `docs dev` answers every page instead of failing each on the cache', async () => {
  if (!canRun) return console.log('  (skipped: needs root and setpriv)');
  const site = rootOwnedSite();
  const tmp = nobodysDir();
  const dev = spawn(setpriv!, [...AS_NOBODY, join(PROJECT_DIR, 'bin/docs.js'), 'dev', '--port', '0'], {
    cwd: site,
    env: { ...process.env, TMPDIR: tmp, HOME: tmp },
  });
  let output = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      dev.stdout.on('data', (d) => {
        output += d;
        const m = /serving .* at (http:\/\/\S+?)\/ /.exec(output);
        if (m) resolve(m[1]);
      });
      dev.stderr.on('data', (d) => (output += d));
      dev.once('exit', (code) => reject(new Error(`docs dev exited with ${code}: ${output}`)));
    });
    for (const route of ['/', '/guides/automate/schedules', '/api/schedules']) {
      const res = await fetch(url + route);
      assert.is(res.status, 200, `${route}: ${output}`);
    }
    assert.not.match(output, /internal-error|EACCES/);
  } finally {
    // An exit already seen fires no second event: wait only for a process that still runs.
    if (dev.exitCode === null && dev.signalCode === null) {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      dev.kill('SIGTERM');
      await exited;
    }
  }
});

test.run();
