import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { mergeCommand } from '../../cli/commands/merge.ts';
import type { BuildReport } from '../../cli/pipeline/run.ts';
import { PROJECT_DIR, tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// `docs merge` joins only one complete set of shards of one site, and only on that site's checkout; anything
// else is refused with the reason and leaves the previous output as it was (cli/pipeline/shard/manifest.ts).

const messages = (r: BuildReport) => r.diagnostics.map((d) => `${d.ruleId}: ${d.message}`).join('\n');

async function shard(root: string, out: string, index: number, total: number) {
  const r = await buildCommand({
    rootDir: root,
    outDir: out,
    cache: true,
    searchIndex: false,
    log: () => {},
    shard: { index, total },
  });
  assert.ok(r.ok, messages(r));
  return out;
}

const merge = (root: string, shardDirs: string[], out: string) =>
  mergeCommand({ rootDir: root, shardDirs, outDir: out, cache: true, searchIndex: false, log: () => {} });

/** The merge's refusal message (it must refuse). */
async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    assert.is((error as Error).name, 'MergeRefused', String(error));
    return (error as Error).message;
  }
  assert.unreachable('the merge was not refused');
  return '';
}

const page = (root: string) => join(root, 'content/docs/guides/slugged.md');

test('a missing, repeated or foreign shard folder is refused, and the previous output stays', async () => {
  const root = copyFixture('complete-site');
  const base = tempDir();
  const out = join(base, 'build');
  const dirs = [1, 2, 3].map((i) => join(base, `shard-${i}`));
  for (const [i, d] of dirs.entries()) await shard(root, d, i + 1, 3);
  const first = await merge(root, dirs, out);
  assert.ok(first.ok, messages(first));
  const manifest = readFileSync(join(out, '.docs-manifest.json'), 'utf8');

  assert.match(await refusal(merge(root, dirs.slice(0, 2), out)), 'cannot merge: shard 3/3 is missing');
  assert.match(await refusal(merge(root, [...dirs, dirs[1]!], out)), 'are the same shard');
  const stray = join(base, 'stray');
  mkdirSync(stray);
  assert.match(await refusal(merge(root, [...dirs, stray], out)), `${stray} is not a build shard`);
  const half = await shard(root, join(base, 'half'), 1, 2);
  assert.match(await refusal(merge(root, [half, ...dirs.slice(1)], out)), 'different splits');
  assert.match(await refusal(merge(root, [...dirs, out], out)), 'overlaps the shard folder');
  assert.is(readFileSync(join(out, '.docs-manifest.json'), 'utf8'), manifest, 'the output is the first merge');
});

test('shards built from different commits are refused, naming both commits', async () => {
  const root = copyFixture('complete-site');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root, stdio: 'pipe' })
      .toString()
      .trim();
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'one');
  const base = tempDir();
  const one = await shard(root, join(base, 's1'), 1, 2);
  const before = git('rev-parse', 'HEAD');
  writeFileSync(page(root), readFileSync(page(root), 'utf8') + '\nOne more sentence.\n');
  git('commit', '-qam', 'two');
  const two = await shard(root, join(base, 's2'), 2, 2);
  const after = git('rev-parse', 'HEAD');
  const why = await refusal(merge(root, [one, two], join(base, 'build')));
  assert.match(why, `was built from commit ${before.slice(0, 12)}`);
  assert.match(why, `from commit ${after.slice(0, 12)}`);
});

test('shards built with different configs are refused', async () => {
  const root = copyFixture('complete-site');
  const base = tempDir();
  const one = await shard(root, join(base, 's1'), 1, 2);
  const site = join(root, 'config/site.mjs');
  writeFileSync(site, readFileSync(site, 'utf8').replace('favicon:', "tagline: 'Another tagline', favicon:"));
  const two = await shard(root, join(base, 's2'), 2, 2);
  assert.match(await refusal(merge(root, [one, two], join(base, 'build'))), 'different config files');
});

test("a merge on another checkout than the shards' is refused: its special pages and links would differ", async () => {
  const root = copyFixture('complete-site');
  const base = tempDir();
  const dirs = [await shard(root, join(base, 's1'), 1, 2), await shard(root, join(base, 's2'), 2, 2)];
  writeFileSync(page(root), readFileSync(page(root), 'utf8') + '\nAn edit after the shards were built.\n');
  const why = await refusal(merge(root, dirs, join(base, 'build')));
  assert.match(why, 'the shards and this checkout');
  assert.match(why, 'different content');
});

test('the command: a refused merge exits 1 with one line saying why; a bad --shard exits 2', async () => {
  const root = copyFixture('complete-site');
  const base = tempDir();
  const one = await shard(root, join(base, 's1'), 1, 2);
  const docs = (...args: string[]) =>
    spawnSync(process.execPath, [join(PROJECT_DIR, 'bin/docs.js'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
  const refused = docs('merge', one, '--root', root, '--out', join(base, 'build'));
  assert.is(refused.status, 1, refused.stderr);
  assert.match(refused.stderr, 'docs merge: cannot merge: shard 2/2 is missing: pass all 2 shard folders');
  assert.not.match(refused.stderr, '    at ', 'no stack trace');
  const bad = docs('build', '--root', root, '--shard', '3/2');
  assert.is(bad.status, 2);
  assert.match(bad.stderr, "option '--shard <I/N>' argument '3/2' is invalid");
});

test.run();
