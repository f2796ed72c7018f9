import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { islandId } from '../../cli/islands/client-modules.ts';
import { buildFixture, read, tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// test/fixtures/mdx-island: /counter imports a 'use client' Counter (an island) and a server-only Note;
// / and /other have no island. Built once as it is and once with the island removed, to show that pages
// without islands load exactly what they would in a site without any.
const built = buildFixture('mdx-island');
const withoutIslands = (async () => {
  const root = copyFixture('mdx-island');
  rmSync(join(root, 'src/components/Counter.tsx'));
  rmSync(join(root, 'content/docs/counter.mdx'));
  const dir = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
  return { report, dir };
})();

/** The head's scripts and module preloads: the JavaScript a page loads first. */
function firstLoad(html: string): string[] {
  return [...html.matchAll(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
}

function island(html: string): string {
  return /<docs-island[^>]*>.*?<\/docs-island>/s.exec(html)?.[0] ?? '';
}

test('the site builds clean', async () => {
  const { report } = await built;
  assert.ok(report.ok, JSON.stringify(report.diagnostics, null, 1));
  assert.equal(report.diagnostics, []);
});

test('the island page: <docs-island> with SSR output, JSON props, static children; chunk modulepreloaded', async () => {
  const { dir } = await built;
  const html = read(dir, 'counter/index.html');
  const el = island(html);
  const src = /data-src="([^"]+)"/.exec(el)?.[1];
  assert.match(src ?? '', /^\/assets\/islands\/Counter-[0-9a-f]{8}-[A-Z0-9]+\.js$/);
  assert.ok(existsSync(join(dir, src!.slice(1))), 'the chunk is in the output');
  assert.ok(el.includes('<button type="button" class="counter-button">Clicks<!-- -->: <!-- -->2</button>'), el);
  assert.ok(el.includes('<docs-children><p>Some <strong>Markdown</strong> inside.</p></docs-children>'), el);
  assert.ok(el.includes('data-props="{&quot;start&quot;:2,&quot;label&quot;:&quot;Clicks&quot;,'), el);
  assert.ok(firstLoad(html).includes(`<link rel="modulepreload" href="${src}"/>`), 'modulepreload of the chunk');
  assert.ok(html.includes('<p class="note">Server-only.</p>'), 'the server-only component renders');
  assert.is(html.match(/<docs-island/g)?.length, 1, 'only the client module is an island');
  const data = JSON.parse(read(dir, '_data/counter.json'));
  assert.is(data.page.islands[0], src, 'route data names the chunk for client navigation');
  for (const url of data.page.islands) {
    assert.ok(existsSync(join(dir, url.slice(1))), url);
    assert.ok(firstLoad(html).includes(`<link rel="modulepreload" href="${url}"/>`), `${url}: it and what it imports`);
  }
});

test("an island's CSS module: class names as written on both sides, its rules in the site stylesheet", async () => {
  const { dir } = await built;
  const html = read(dir, 'counter/index.html');
  assert.ok(island(html).includes('<div class="counter">'), 'the server render keeps the class name');
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
  assert.ok(read(dir, href.slice(1)).includes('.counter{border:2px solid seagreen}'), 'the rule is in the site CSS');
  const chunk = /data-src="([^"]+)"/.exec(island(html))![1]!;
  assert.not.ok(read(dir, chunk.slice(1)).includes('seagreen'), 'no CSS in the chunk');
});

test('an island using @docusaurus/Link, useDocusaurusContext and useIsBrowser renders on the server', async () => {
  const { dir } = await built;
  assert.ok(
    read(dir, 'clock/index.html').includes(
      '<p class="where">Fixture site<!-- --> in the <!-- -->server<!-- -->: <a href="/other">other page</a></p>',
    ),
  );
});

test('a global component marked client: true in config is an island without an import', async () => {
  const { dir } = await built;
  const el = island(read(dir, 'clock/index.html'));
  assert.match(el, /^<docs-island data-island="Clock-[0-9a-f]{8}" data-src="\/assets\/islands\/Clock-/);
  assert.ok(el.includes('<span class="clock" data-ticks="0">UTC</span>'), el);
});

test('a named export is an island of its own (data-export); a constant export passes through', async () => {
  const { dir } = await built;
  const html = read(dir, 'clock/index.html');
  assert.match(html, /<docs-island data-island="Widgets-[0-9a-f]{8}" data-src="[^"]+" data-export="Toggle"/);
  assert.ok(html.includes('data-props="{&quot;label&quot;:&quot;Switch&quot;}"'), 'LABEL is the string itself');
  assert.ok(html.includes('<button type="button" class="toggle">Switch<!-- --> <!-- -->off</button>'));
});

test('pages without islands load the same first-load files as in a site with no islands', async () => {
  const { dir } = await built;
  const plain = await withoutIslands;
  assert.ok(plain.report.ok, JSON.stringify(plain.report.diagnostics));
  for (const page of ['index.html', 'other/index.html']) {
    const html = read(dir, page);
    assert.not.ok(html.includes('docs-island'), page);
    assert.not.ok(html.includes('/assets/islands/'), `${page} names no island chunk`);
    assert.equal(firstLoad(html), firstLoad(read(plain.dir, page)), page);
    for (const tag of firstLoad(html).filter((t) => t.includes('.js'))) {
      const file = /(?:src|href)="\/([^"]+)"/.exec(tag)![1]!;
      assert.ok(readFileSync(join(dir, file)).equals(readFileSync(join(plain.dir, file))), `${file} byte for byte`);
    }
  }
});

test('under baseUrl /docs/: chunk URLs, their preloads and Link hrefs carry the base', async () => {
  const root = copyFixture('mdx-island');
  writeFileSync(
    join(root, 'config/site.mjs'),
    `import base from '../../_base/site.mjs';\n` +
      `export default { ...base, baseUrl: '/docs/', components: { Clock: { path: 'lib/Clock', client: true } } };\n`,
  );
  const dir = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  const html = read(dir, 'clock/index.html');
  const srcs = [...html.matchAll(/data-src="([^"]+)"/g)].map((m) => m[1]!);
  assert.is(srcs.length, 3);
  for (const src of [...srcs, ...firstLoad(html).map((t) => /href="([^"]+)"/.exec(t)?.[1] ?? '')].filter(Boolean)) {
    assert.ok(src.startsWith('/docs/assets/'), src);
    assert.ok(existsSync(join(dir, src.slice('/docs/'.length))), src);
  }
  assert.ok(html.includes('<a href="/docs/other">other page</a>'), 'Link under the base');
});

test("preloads follow the islands the render wrote: one inside a site component, not a page's own markup", async () => {
  const root = copyFixture('mdx-island');
  const id = islandId(join(root, 'src/components/Counter.tsx'), root);
  // A server component that renders the island: the page never names Counter.
  writeFileSync(
    join(root, 'src/components/Panel.tsx'),
    `import Counter from './Counter.tsx';\nexport default () => <section><Counter start={1} /></section>;\n`,
  );
  writeFileSync(
    join(root, 'content/docs/panel.mdx'),
    `---\ntitle: Panel\n---\nimport Panel from '@site/src/components/Panel.tsx';\n\n<Panel />\n`,
  );
  // The island's markup written by hand, and shown in a code block: no island renders, nothing to preload.
  writeFileSync(
    join(root, 'content/docs/markup.mdx'),
    `---\ntitle: Markup\n---\n<docs-island data-island="${id}"><b>static</b></docs-island>\n\n` +
      '```html\n<docs-island data-island="' +
      id +
      '"></docs-island>\n```\n',
  );
  const dir = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  const panel = read(dir, 'panel/index.html');
  const src = new RegExp(`<docs-island data-island="${id}" data-src="([^"]+)"`).exec(panel)?.[1];
  assert.ok(src, 'the island renders inside the site component');
  assert.ok(firstLoad(panel).includes(`<link rel="modulepreload" href="${src}"/>`), 'and its chunk is preloaded');
  const markup = read(dir, 'markup/index.html');
  assert.ok(markup.includes(`<docs-island data-island="${id}"><b>static</b></docs-island>`), 'the markup is kept');
  assert.not.ok(markup.includes('/assets/islands/'), 'no island chunk named');
  assert.is(JSON.parse(read(dir, '_data/markup.json')).page.islands, undefined, 'none for client navigation');
});

test("a blog list page preloads the islands of its posts' excerpts, not those below the truncate marker", async () => {
  const root = copyFixture('mdx-island');
  writeFileSync(
    join(root, 'config/site.mjs'),
    `import base from '../../_base/site.mjs';\n` +
      `export default { ...base, blog: { onUntruncatedBlogPosts: 'ignore' }, ` +
      `components: { Clock: { path: 'lib/Clock', client: true } } };\n`,
  );
  mkdirSync(join(root, 'blog'));
  // Counter is in the excerpt; Clock (a global island) only below the marker, on the post's own page.
  writeFileSync(
    join(root, 'blog/2024-01-01-islands.mdx'),
    `---\ntitle: Islands\nslug: islands\n---\nimport Counter from '@site/src/components/Counter.tsx';\n\n` +
      `<Counter start={1} label="Top" />\n\n{/* truncate */}\n\nThe time in <Clock zone="UTC" />.\n`,
  );
  const dir = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  const post = read(dir, 'blog/islands/index.html');
  const chunk = (html: string, name: string) =>
    new RegExp(`<docs-island data-island="${name}-[0-9a-f]{8}" data-src="([^"]+)"`).exec(html)?.[1];
  const counter = chunk(post, 'Counter');
  const clock = chunk(post, 'Clock');
  assert.ok(counter && clock, 'the post renders both islands');
  const list = read(dir, 'blog/index.html');
  assert.is(chunk(list, 'Counter'), counter, 'the list page shows the excerpt with its island');
  assert.not.ok(list.includes('data-island="Clock-'), 'and not what is below the marker');
  assert.ok(firstLoad(list).includes(`<link rel="modulepreload" href="${counter}"/>`), 'the excerpt island preloads');
  assert.not.ok(firstLoad(list).includes(`<link rel="modulepreload" href="${clock}"/>`), 'the one below does not');
  const data = JSON.parse(read(dir, '_data/blog.json'));
  assert.ok(data.page.islands?.includes(counter), 'route data names the chunk for client navigation');
  assert.not.ok(data.page.islands.includes(clock), 'but not the chunk of the island below the marker');
});

test.run();
