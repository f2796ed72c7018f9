import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// `build/` is what users ship: a real folder that cp, tar and .gitignore treat as the site, while warm
// builds still hard-link unchanged pages from the previous output.

const PAGE = 'guides/automate/schedules/index.html';

async function build(root: string): Promise<void> {
  const report = await buildCommand({ rootDir: root, outDir: 'build', cache: true, searchIndex: false, log: () => {} });
  assert.ok(report.ok);
}

test('cp -r, cp -a and tar copy the site, not a dangling link', async () => {
  const root = copyFixture('complete-site');
  await build(root);
  assert.ok(lstatSync(join(root, 'build')).isDirectory());
  const dest = tempDir();
  execFileSync('cp', ['-r', join(root, 'build'), join(dest, 'r')]);
  execFileSync('cp', ['-a', join(root, 'build'), join(dest, 'a')]);
  for (const copy of ['r', 'a']) assert.ok(existsSync(join(dest, copy, PAGE)), `cp ${copy}`);
  execFileSync('tar', ['czf', join(dest, 'site.tgz'), 'build'], { cwd: root });
  const listed = execFileSync('tar', ['tzf', join(dest, 'site.tgz')], { encoding: 'utf8' });
  assert.ok(listed.split('\n').includes(`build/${PAGE}`), 'tar holds the pages');
});

test("the runtime's assets are the output's own files, not links into the generator's shared cache", async () => {
  // A link to the cache's inode has its ctime moved by every other build that links it (tar then stops with "file
  // changed as we read it"), and a tool rewriting build/assets in place would change every other site's copy.
  const root = copyFixture('complete-site');
  await build(root);
  const assets = join(root, 'build/assets');
  const files = (readdirSync(assets, { recursive: true }) as string[]).filter((f) =>
    statSync(join(assets, f)).isFile(),
  );
  assert.ok(files.length > 3, files.join(', '));
  for (const f of files) assert.is(statSync(join(assets, f)).nlink, 1, `assets/${f} has other names`);
});

test('a Docusaurus .gitignore (/build, build/) hides the output', async () => {
  const root = copyFixture('complete-site');
  await build(root);
  execFileSync('git', ['init', '-q'], { cwd: root });
  for (const pattern of ['/build\n', 'build/\n']) {
    writeFileSync(join(root, '.gitignore'), pattern);
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.not.match(status, /^\?\? \.?build/m, `${pattern.trim()} hides the output and everything of it`);
  }
});

test('a warm build hard-links unchanged pages from the previous output', async () => {
  const root = copyFixture('complete-site');
  await build(root);
  const before = statSync(join(root, 'build', PAGE)).ino;
  await build(root);
  assert.is(statSync(join(root, 'build', PAGE)).ino, before, 'the same file, linked');
  assert.ok(lstatSync(join(root, 'build')).isDirectory());
});

test.run();
