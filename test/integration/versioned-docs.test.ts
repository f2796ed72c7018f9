import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createBuiltSearch } from '../../cli/mcp/built-search.ts';
import { loadConfig } from '../../cli/config/load.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { Site } from '../../cli/pipeline/site.ts';
import { RACY_MARGIN_MS } from '../../cli/pipeline/stages/discover-stamp.ts';
import { buildFixture, diagnosticLines, expectedLines, fixtureDir, read, tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// test/fixtures/versioned-docs: docs/ (current, labelled `Next 🚧` in docusaurus.config.js), versions.json
// ["2.0", "1.0"] with versioned_docs/ and versioned_sidebars/; 2.0 is the last version (at /docs), 1.0 is
// labelled `1.0.x` with noIndex. 2.0's guide imports `@site/versioned_docs/version-2.0/_shared.mdx`; 1.0's
// old-only page has a broken link.
const built = buildFixture('versioned-docs');

const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
const dropdown = (html: string) =>
  /<details class="navbar-dropdown versions docs-version-dropdown hide-mobile">.*?<\/details>/s.exec(html)?.[0] ?? '';
const entries = (html: string) =>
  [
    ...dropdown(html).matchAll(
      /<a class="dropdown-link[^"]*" href="([^"]+)"[^>]*data-version="([^"]+)"[^>]*>([^<]+)</g,
    ),
  ].map((m) => `${m[2]} ${m[3]} ${m[1]}`);

test('each version at its routes: current at /docs/next, the last at /docs, 1.0 at /docs/1.0', async () => {
  const { report, dir } = await built;
  assert.equal(diagnosticLines(report.diagnostics, fixtureDir('versioned-docs')), expectedLines('versioned-docs'));
  const pages = [
    'docs/next/intro',
    'docs/next/guide',
    'docs/next/new-feature',
    'docs/intro',
    'docs/guide',
    'docs/1.0/intro',
    'docs/1.0/old-only',
  ];
  for (const p of pages) assert.ok(existsSync(join(dir, p, 'index.html')), p);
  assert.ok(read(dir, 'docs/intro/index.html').includes('Version two, the one most readers want.'));
  assert.ok(read(dir, 'docs/1.0/intro/index.html').includes('Version one, long out of support.'));
  assert.ok(read(dir, 'docs/next/intro/index.html').includes('The next release, not out yet.'));
  // Each version has its own sidebar, with its own pages.
  const sidebar = JSON.parse(read(dir, '_data/sidebars/version-1.0/docs.json'));
  assert.equal(
    sidebar.map((i: { href: string }) => i.href),
    ['/docs/1.0/intro', '/docs/1.0/old-only'],
  );
});

test('links between pages stay in their version; @site/versioned_docs imports resolve', async () => {
  const { dir } = await built;
  const edit = (p: string) => /class="edit-this-page" href="([^"]+)"/.exec(read(dir, p))?.[1];
  assert.is(edit('docs/1.0/intro/index.html'), 'https://github.com/o/r/edit/main/versioned_docs/version-1.0/intro.md');
  assert.is(edit('docs/next/intro/index.html'), 'https://github.com/o/r/edit/main/docs/intro.md');
  assert.ok(main(read(dir, 'docs/next/guide/index.html')).includes('<a href="/docs/next/intro">introduction</a>'));
  assert.ok(main(read(dir, 'docs/guide/index.html')).includes('<a href="/docs/intro">introduction</a>'));
  assert.ok(read(dir, 'docs/guide/index.html').includes('A paragraph shared by the pages of version two.'));
});

test("banners in Docusaurus's wording, linking to the same page in the last version, else its main page", async () => {
  const { dir } = await built;
  const next = main(read(dir, 'docs/next/guide/index.html'));
  assert.ok(next.includes('This is unreleased documentation for <!-- -->Fixture site<!-- --> <b>Next 🚧</b> version.'));
  assert.ok(next.includes('For up-to-date documentation, see the'));
  assert.match(next, /<a href="\/docs\/guide"[^>]*>latest version<\/a><\/b> <!-- -->\(<!-- -->2\.0<!-- -->\)/);
  const old = main(read(dir, 'docs/1.0/old-only/index.html'));
  assert.ok(old.includes('This is documentation for <!-- -->Fixture site<!-- --> <b>1.0.x</b>, which is no longer'));
  assert.match(old, /<a href="\/docs\/intro"[^>]*>latest version<\/a>/, 'no old-only page in 2.0: its main page');
  const last = main(read(dir, 'docs/intro/index.html'));
  assert.not.ok(last.includes('version-banner'), 'the last version has no banner');
  assert.ok(last.includes('Version: <!-- -->2.0</span>'), 'the badge');
});

test('the version dropdown: the page in each version, else that version’s main page', async () => {
  const { dir } = await built;
  const html = read(dir, 'docs/next/new-feature/index.html');
  assert.ok(dropdown(html).includes('<span class="docs-version-label">Next 🚧</span>'));
  assert.equal(entries(html), [
    'current Next 🚧 /docs/next/new-feature',
    '2.0 2.0 /docs/intro',
    '1.0 1.0.x /docs/1.0/intro',
  ]);
  assert.equal(entries(read(dir, 'docs/guide/index.html')), [
    'current Next 🚧 /docs/next/guide',
    '2.0 2.0 /docs/guide',
    '1.0 1.0.x /docs/1.0/intro',
  ]);
  // A navbar doc item leads to the last version's doc, and knows the doc in each version for the runtime.
  assert.match(
    read(dir, 'docs/1.0/intro/index.html'),
    /href="\/docs\/intro" data-doc-versions="\{&quot;current&quot;:&quot;\/docs\/next\/intro&quot;,&quot;2\.0&quot;/,
  );
});

test('docsVersion navbar item: the last version’s label and main doc, and each version’s for the runtime', async () => {
  const { dir } = await built;
  const navbar = /<nav class="navbar[\s\S]*?<\/nav>/.exec(read(dir, 'docs/1.0/intro/index.html'))![0];
  const item = /<a[^>]*>2\.0<\/a>/.exec(navbar);
  assert.ok(item, 'an item labelled 2.0 in the navbar');
  assert.match(item![0], 'href="/docs/intro"');
  assert.match(
    item![0],
    'data-doc-versions="{&quot;current&quot;:&quot;/docs/next/intro&quot;,&quot;2.0&quot;:&quot;/docs/intro&quot;,' +
      '&quot;1.0&quot;:&quot;/docs/1.0/intro&quot;}"',
  );
});

test("a page outside the docs: the last version's dropdown; the docs plugin's version hooks", async () => {
  const { dir } = await built;
  const html = read(dir, 'versions/index.html');
  assert.ok(dropdown(html).includes('<span class="docs-version-label">2.0</span>'));
  assert.equal(entries(html), ['current Next 🚧 /docs/next/intro', '2.0 2.0 /docs/intro', '1.0 1.0.x /docs/1.0/intro']);
  const list = /<ul class="all-versions">.*?<\/ul>/s.exec(main(html))?.[0] ?? '';
  assert.equal(
    [...list.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a>([^<]*)<\/li>/g)].map((m) => `${m[2]} ${m[1]}${m[3]}`),
    ['Next 🚧 /docs/next/intro', '2.0 /docs/intro (latest)', '1.0.x /docs/1.0/intro'],
  );
});

test('tags: an older version has its tag pages and tag index under its prefix; /tags lists current tags', async () => {
  const { dir } = await built;
  const tagLinks = (html: string) => [...main(html).matchAll(/<a class="tag" href="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(tagLinks(read(dir, 'tags/index.html')), ['/tags/fresh']);
  assert.equal(tagLinks(read(dir, 'docs/1.0/tags/index.html')), ['/docs/1.0/tags/legacy']);
  assert.ok(main(read(dir, 'docs/1.0/tags/legacy/index.html')).includes('href="/docs/1.0/old-only"'));
  assert.match(
    read(dir, 'docs/1.0/old-only/index.html'),
    /<a class="tag" href="\/docs\/1\.0\/tags\/legacy" rel="tag">/,
  );
});

test('sitemap and robots: every version listed but the noIndex one', async () => {
  const { dir } = await built;
  const sitemap = read(dir, 'sitemap.xml');
  for (const route of ['/docs/next/intro', '/docs/next/new-feature', '/docs/intro', '/docs/guide'])
    assert.ok(sitemap.includes(`<loc>https://fixture.example.com${route}</loc>`), route);
  for (const route of ['/docs/1.0/intro', '/docs/1.0/old-only'])
    assert.not.ok(sitemap.includes(`${route}<`), `noIndex: ${route}`);
  assert.ok(read(dir, 'docs/1.0/intro/index.html').includes('<meta name="robots" content="noindex, nofollow"/>'));
  assert.not.ok(read(dir, 'docs/intro/index.html').includes('noindex'));
});

test('search: every version indexed, each page in its version filter', async () => {
  const { dir } = await built;
  const search = createBuiltSearch(dir);
  const urls = async (q: string, scope?: Record<string, string>) =>
    (await search.search(q, 10, scope)).map((h) => h.url).sort();
  const everywhere = ['/docs/1.0/intro', '/docs/guide', '/docs/intro', '/docs/next/guide', '/docs/next/intro'];
  assert.equal(await urls('introduction'), everywhere);
  assert.equal(await urls('introduction', { version: '2.0' }), ['/docs/guide', '/docs/intro']);
  assert.equal(await urls('introduction', { version: 'current' }), ['/docs/next/guide', '/docs/next/intro']);
  assert.equal(await urls('quuxifier', { version: '1.0' }), ['/docs/1.0/old-only']);
  assert.equal(await urls('quuxifier', { version: '2.0' }), []);
  // A page outside the docs (src/pages/versions.tsx) is in every version's scope, as in Docusaurus's search.
  assert.equal(await urls('versions', { version: '1.0' }), ['/docs/1.0/intro', '/docs/1.0/old-only', '/versions']);
  assert.equal(await urls('versions', { version: 'current' }), ['/versions']);
});

test('a warm build after an edit of current reuses every page of the older versions', async () => {
  const root = copyFixture('versioned-docs');
  const later = () => Date.now() + 2 * RACY_MARGIN_MS;
  const build = async (previousDir?: string) => {
    const dir = join(tempDir(), 'out');
    const target = { kind: 'dir' as const, dir };
    const report = await runPipeline({
      rootDir: root,
      mode: 'production',
      target,
      searchIndex: false,
      previousDir,
      clock: later,
    });
    assert.ok(report.ok);
    return dir;
  };
  const first = await build();
  const page = join(root, 'docs/new-feature.md');
  writeFileSync(page, readFileSync(page, 'utf8').replace('frobnicator', 'defrobnicator'));
  const warm = await build(first);
  const same = (p: string) => statSync(join(first, p)).ino === statSync(join(warm, p)).ino;
  for (const p of ['docs/intro', 'docs/guide', 'docs/1.0/intro', 'docs/1.0/old-only', 'docs/next/intro'])
    assert.ok(same(`${p}/index.html`), `${p} linked from the previous build`);
  assert.not.ok(same('docs/next/new-feature/index.html'), 'the edited page is rendered again');
  assert.ok(read(warm, 'docs/next/new-feature/index.html').includes('defrobnicator'));
});

test('docs dev: a current page re-read keeps its /docs/next route; an older version re-reads the site', async () => {
  const root = copyFixture('versioned-docs');
  const { site } = await Site.plan({
    rootDir: root,
    mode: 'development',
    target: { kind: 'memory', files: new Map() },
  });
  const current = join(root, 'docs/intro.md');
  writeFileSync(current, readFileSync(current, 'utf8').replace('title: Introduction', 'title: Intro'));
  const page = await site!.apply('change', current);
  assert.is(page.kind, 'page');
  assert.ok(site!.jobs.has('/docs/next/intro'), 'the page keeps its route');
  assert.not.ok(site!.jobs.has('/intro') || site!.jobs.has('/docs/intro/intro'));
  const old = join(root, 'versioned_docs/version-1.0/old-only.md');
  writeFileSync(old, readFileSync(old, 'utf8').replace('title: Old only', 'title: Only old'));
  const applied = await site!.apply('change', old);
  assert.is(applied.kind, 'config');
  assert.ok(applied.reread);
  assert.is(site!.routes.docs['version-1.0/old-only']!.title, 'Only old');
});

test('includeCurrentVersion false: the docs folder and its sidebars file are not read; 2.0 at /docs', async () => {
  // Docusaurus loads no current version then, nor the sidebars file of the docs folder: the fixture's names
  // `new-feature`, a page of the docs folder only, which no version built has.
  const root = copyFixture('versioned-docs');
  const site = join(root, 'config/site.mjs');
  writeFileSync(
    site,
    readFileSync(site, 'utf8').replace("editUrl: 'https", "includeCurrentVersion: false, editUrl: 'https"),
  );
  // Options for `current` would be refused, as Docusaurus refuses them, when it is not built.
  const docusaurus = join(root, 'docusaurus.config.js');
  writeFileSync(docusaurus, readFileSync(docusaurus, 'utf8').replace(/current: \{[^}]*\},/, ''));
  const dir = join(tempDir(), 'out');
  const report = await runPipeline({
    rootDir: root,
    mode: 'production',
    target: { kind: 'dir', dir },
    searchIndex: false,
  });
  assert.equal(
    report.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
    [],
  );
  assert.ok(report.ok);
  for (const p of ['docs/intro', 'docs/guide', 'docs/1.0/intro', 'docs/1.0/old-only'])
    assert.ok(existsSync(join(dir, p, 'index.html')), p);
  assert.not.ok(existsSync(join(dir, 'docs/next')), 'no current version');
  assert.not.ok(existsSync(join(dir, 'docs/new-feature')), 'no page of the docs folder');
});

test('a bad versions.json, a version without its folder, an unknown lastVersion: one error each, placed', async () => {
  const root = copyFixture('versioned-docs');
  const problems = async () =>
    diagnosticLines((await loadConfig(root, 'production')).diagnostics, root).map((l) => l.replace(/ {2}\[.*$/, ''));
  writeFileSync(join(root, 'versions.json'), '["2.0", "1.0",]');
  assert.equal(await problems(), [
    'versions.json:1:1  error Cannot read `versions.json`: it must be a JSON array of version names, newest first',
  ]);
  writeFileSync(join(root, 'versions.json'), '[\n  "2.0",\n  "1.0",\n  "0.9"\n]\n');
  assert.equal(await problems(), [
    'versions.json:4:3  error Version `0.9` of `versions.json` has no docs folder `versioned_docs/version-0.9`',
  ]);
  // An option of docusaurus.config.js is reported there: its `versions` names 1.0, no longer a version. At the
  // key in the docs options, not at the comment that names it first.
  writeFileSync(join(root, 'versions.json'), '["2.0"]');
  const docusaurus = join(root, 'docusaurus.config.js');
  writeFileSync(docusaurus, `// '1.0' keeps its own label below.\n${readFileSync(docusaurus, 'utf8')}`);
  assert.equal(await problems(), [
    'docusaurus.config.js:13:13  error Invalid docs versions: ' +
      '`versions` has options for `1.0`, which is not a version of the docs',
  ]);
  writeFileSync(join(root, 'versions.json'), '["2.0", "1.0"]');
  const site = join(root, 'config/site.mjs');
  writeFileSync(site, readFileSync(site, 'utf8').replace("editUrl: 'https", "lastVersion: '3.0', editUrl: 'https"));
  const [line] = await problems();
  assert.match(
    line!,
    /^config\/site\.mjs:\d+:\d+ {2}error Invalid docs versions: `lastVersion` `3\.0` is not a version/,
  );
});

test.run();
