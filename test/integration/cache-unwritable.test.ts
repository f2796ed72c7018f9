// A root-owned install run by another user: the generator's node_modules/.cache is not theirs to write, so its
// bundles go to a private folder of that user under the OS temp folder (cli/util/generator-cache.mjs).
// Needs root (to act as `nobody`) and setpriv; skipped cleanly otherwise.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, readdirSync, statSync, symlinkSync } from 'node:fs';
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

function runAsNobody(project: string, site: string, tmp: string) {
  return spawnSync(
    setpriv!,
    ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, join(project, 'bin/docs.js'), 'check'],
    { cwd: site, env: { ...process.env, TMPDIR: tmp, HOME: tmp }, encoding: 'utf8' },
  );
}

test('a user who may not write the install’s node_modules/.cache checks a site, from a private cache', () => {
  if (!canRun) return console.log('  (skipped: needs root and setpriv)');
  const project = rootOwnedInstall();
  const root = join(tempDir('docs-site-'), 'fixtures');
  cpSync(fixtureDir('_base'), join(root, '_base'), { recursive: true });
  cpSync(fixtureDir('complete-site'), join(root, 'site'), { recursive: true });
  chmodSync(join(root, '..'), 0o755);
  const tmp = mkdtempSync(join(tempDir('docs-tmp-'), 'nobody-'));
  chmodSync(join(tmp, '..'), 0o755);
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

test.run();
