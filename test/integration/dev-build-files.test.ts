// `docs dev` serves every file `docs build` writes, byte for byte (HTML apart from the live-reload client):
// both run the same stages, dev into a memory target. The search index is left out (build: searchIndex off;
// dev builds its own in memory, tested in test/browser/dev.test.ts), as is the build's own manifest.
import { readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { devCommand, type DevServer } from '../../cli/commands/dev.ts';
import { DEV_CLIENT_TAG } from '../../cli/dev/overlay.ts';
import { MANIFEST_FILE } from '../../cli/output/out-dir.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const root = copyFixture('complete-site');
// Dev includes drafts and the build does not: without the fixture's one draft both have the same pages.
rmSync(join(root, 'content/docs/guides/automate/draft-page.md'));
let dev: DevServer;
let out: string;

test.before(async () => {
  const report = await buildCommand({
    rootDir: root,
    outDir: join(root, 'build'),
    cache: true,
    searchIndex: false,
    log: () => {},
  });
  assert.ok(report.ok, report.diagnostics.map((d) => d.message).join('\n'));
  out = realpathSync(join(root, 'build'));
  dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: () => {} });
  await dev.ready;
});

test.after(async () => {
  await dev?.close();
});

const built = () =>
  (readdirSync(out, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => statSync(join(out, f)).isFile() && f !== MANIFEST_FILE)
    .sort();

/** The URL dev serves a build file at: pages at their route, 404.html for any unknown path. */
function urlOf(file: string): string {
  if (file === '404.html') return '/no-such-page-for-the-test';
  const encoded = '/' + file.split('/').map(encodeURIComponent).join('/');
  if (file === 'index.html') return '/';
  return encoded.endsWith('/index.html') ? encoded.slice(0, -'/index.html'.length) : encoded;
}

test('dev serves the same set of paths as the build writes', async () => {
  const files = built();
  for (const f of ['sitemap.xml', 'robots.txt', 'llms.txt', '_data/sidebars/docs.json'])
    assert.ok(files.includes(f), f);
  assert.equal(await dev.files(), files);
});

test('every build file is served by dev with the same bytes (HTML: apart from the live-reload client)', async () => {
  for (const file of built()) {
    const res = await fetch(dev.url + urlOf(file), { redirect: 'manual' });
    assert.is(res.status, file === '404.html' ? 404 : 200, file);
    const bytes = Buffer.from(await res.arrayBuffer());
    const expected = readFileSync(join(out, file));
    if (file.endsWith('.html'))
      assert.is(bytes.toString('utf8').replace(DEV_CLIENT_TAG, ''), expected.toString('utf8'), file);
    else assert.ok(bytes.equals(expected), `${file}: ${bytes.length} bytes served, ${expected.length} built`);
  }
});

test.run();
