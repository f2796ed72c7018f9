import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { diagnosticLines, expectedLines, tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// The caches (front matter, compiled pages, reused output) must never change what a build produces.

test('a second build with the caches produces the same pages and reuses them', async () => {
  const root = copyFixture('complete-site');
  const out = join(tempDir(), 'build');
  const build = () => buildCommand({ rootDir: root, outDir: out, cache: true, searchIndex: false, log: () => {} });
  const first = await build();
  const before = readFileSync(join(out, 'guides/automate/schedules/index.html'), 'utf8');
  const second = await build();
  assert.ok(first.ok && second.ok);
  assert.is(readFileSync(join(out, 'guides/automate/schedules/index.html'), 'utf8'), before);
  assert.equal(second.pages.map((p) => p.renderKey), first.pages.map((p) => p.renderKey));
});

test('cached front matter still reports its diagnostics on every run', async () => {
  const root = copyFixture('invalid-frontmatter');
  const check = () => runPipeline({ rootDir: root, mode: 'production', target: { kind: 'none' }, cache: true });
  const expected = expectedLines('invalid-frontmatter');
  assert.equal(diagnosticLines((await check()).diagnostics, root), expected);
  assert.equal(diagnosticLines((await check()).diagnostics, root), expected, 'from the cache');
});

test.run();
