// `docs dev` serves the blog as `docs build` writes it (test/fixtures/blog, its draft removed: dev shows drafts):
// the same blog files, byte for byte (HTML apart from the live-reload client) — the posts, the list, tag, archive
// and author pages with their route data, and the feeds — and a post edited in dev shows on the blog's pages.
import { readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { devCommand, type DevServer } from '../../cli/commands/dev.ts';
import { DEV_CLIENT_TAG } from '../../cli/dev/overlay.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const root = copyFixture('blog');
rmSync(join(root, 'blog/2024-04-01-draft.md'));
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
  assert.ok(report.ok);
  out = realpathSync(join(root, 'build'));
  dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: () => {} });
  await dev.ready;
});

test.after(async () => {
  await dev?.close();
});

/** The build's files of the blog: `blog/…` and their route data `_data/blog/…`. */
const blogFiles = () =>
  (readdirSync(out, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => /^(_data\/)?blog[/.]/.test(f) && statSync(join(out, f)).isFile())
    .sort();

const urlOf = (file: string) => '/' + (file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) : file);

test('dev serves every file of the blog the build writes, with the same bytes', async () => {
  const files = blogFiles();
  for (const f of ['blog/index.html', 'blog/page/2/index.html', 'blog/rss.xml', 'blog/atom.xml', '_data/blog.json'])
    assert.ok(files.includes(f), f);
  for (const file of files) {
    const res = await fetch(dev.url + urlOf(file), { redirect: 'manual' });
    assert.is(res.status, 200, file);
    const text = (await res.text()).replace(DEV_CLIENT_TAG, '');
    assert.is(text, readFileSync(join(out, file), 'utf8'), file);
  }
});

test("a post's new title reaches the blog's list page and feed", async () => {
  const file = join(root, 'blog/2024-03-07-note-7.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace('title: Note 7', 'title: Note seven'));
  const deadline = Date.now() + 30_000;
  let list = '';
  while (Date.now() < deadline && !list.includes('Note seven')) {
    list = await (await fetch(dev.url + '/blog')).text();
    if (!list.includes('Note seven')) await new Promise((r) => setTimeout(r, 200)); // polling the server, not a sleep
  }
  assert.ok(list.includes('>Note seven</a>'));
  assert.ok((await (await fetch(dev.url + '/blog/rss.xml')).text()).includes('Note seven'));
});

test.run();
