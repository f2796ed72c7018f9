import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { buildFixture, diagnosticLines, expectedLines, fixtureDir, read, tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// test/fixtures/site-pages: docs under /docs and Docusaurus's src/pages/ — a React home page (index.tsx: Layout,
// Link, useBaseUrl, useDocusaurusContext, Head, a 'use client' Counter), about.md, guides/index.mdx, an excluded
// _partial.tsx, and docs/intro.md on the route of the doc content/docs/intro.md.
const built = buildFixture('site-pages');

/** Builds the copy at `root` into a fresh folder, asserts no error, and gives the folder. */
async function buildWithoutErrors(root: string): Promise<string> {
  const outDir = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir, cache: false, searchIndex: false, log: () => {} });
  assert.equal(
    diagnosticLines(report.diagnostics, root).filter((l) => l.includes(' error ')),
    [],
  );
  return outDir;
}

const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
const head = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test('every page gets its route; the only problem is the page on a doc route, skipped', async () => {
  const { report, dir } = await built;
  assert.ok(report.ok);
  assert.equal(diagnosticLines(report.diagnostics, fixtureDir('site-pages')), expectedLines('site-pages'));
  for (const file of ['index.html', 'about/index.html', 'guides/index.html', 'docs/intro/index.html'])
    assert.ok(existsSync(join(dir, file)), file);
  assert.not.ok(existsSync(join(dir, '_partial/index.html')), '_partial.tsx is excluded');
  assert.not.ok(existsSync(join(dir, 'styles.module/index.html')), 'a stylesheet is not a page');
  assert.ok(read(dir, 'docs/intro/index.html').includes('An introduction'), 'the doc keeps its route');
});

test('the React page: rendered with the site React inside the theme chrome, its Layout title and Head', async () => {
  const { dir } = await built;
  const html = read(dir, 'index.html');
  assert.ok(html.includes('<nav class="navbar'), 'the navbar');
  assert.ok(html.includes('Copyright 2025 Fixture'), 'the footer');
  const body = main(html);
  const tagline = '<p class="hero-tagline">A tiny site for one rule</p>';
  assert.ok(body.includes(tagline), 'useDocusaurusContext, a CSS module');
  assert.ok(body.includes('<a class="button" href="/docs/intro">Read the intro</a>'), '@docusaurus/Link');
  assert.ok(body.includes('<a href="/about">About us</a>'), 'useBaseUrl');
  assert.ok(body.includes('<a href="https://example.com/repo">Source</a>'), 'siteConfig.customFields');
  assert.ok(body.includes('<h2 id="start">Start here</h2>'));
  assert.not.ok(body.includes('doc-page'), 'no doc layout, breadcrumbs or sidebar');
  assert.is(title(html), 'Welcome | Fixture site', '<Layout title> as Docusaurus formats it');
  assert.ok(head(html).includes('<meta name="description" content="The home page of the fixture site"'));
  assert.ok(head(html).includes('<meta name="keywords" content="home, fixture"'), '@docusaurus/Head');
  assert.ok(html.includes('<body class="page-page"'));
  // An SVG import is a component drawing the copied file with <img> (cli/util/asset-files.ts), props applied.
  const svg = /<img src="\/assets\/images\/logo-[0-9a-f]{8}\.svg" alt="" class="feature-svg" role="img"\/>/;
  assert.match(body, svg, "require('….svg').default is a component drawing the file, props applied");
  const png = /<img src="([^"]+)" alt="A pixel"\/>/.exec(body)?.[1];
  assert.match(png ?? '', /^\/assets\/images\/pixel-[0-9a-f]{8}\.png$/, 'an imported image is a URL');
  assert.ok(existsSync(join(dir, png!.slice(1))), 'the imported image is in the output');
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
  assert.ok(read(dir, css.slice(1)).includes('.hero{padding:2rem}'), "the page's CSS module is in the site stylesheet");
});

test('Markdown pages: front matter title, description, wrapperClassName; TOC unless hidden; no sidebar', async () => {
  const { dir } = await built;
  const about = read(dir, 'about/index.html');
  assert.is(title(about), 'About the project | Fixture site');
  assert.ok(head(about).includes('<meta name="description" content="Who makes the fixture site."/>'));
  assert.ok(main(about).startsWith('<div class="doc-page site-page about-wrapper">'), main(about).slice(0, 80));
  assert.ok(main(about).includes('<a href="#contact">Contact</a>'), 'the TOC');
  assert.not.ok(about.includes('class="sidebar'), 'no docs sidebar');
  const guides = read(dir, 'guides/index.html');
  assert.is(title(guides), 'Guides | Fixture site');
  assert.ok(main(guides).includes('All 2 guides'), 'MDX: an exported constant');
  assert.ok(main(guides).includes('<a href="/about">About</a>'), 'a link to a page file becomes its route');
  assert.not.ok(main(guides).includes('toc'), 'hide_table_of_contents');
});

test('the pages are in the sitemap and the search index like docs', async () => {
  const { dir } = await built;
  const sitemap = read(dir, 'sitemap.xml');
  for (const route of ['/', '/about', '/guides'])
    assert.ok(sitemap.includes(`<loc>https://fixture.example.com${route}</loc>`), route);
  for (const file of ['index.html', 'about/index.html', 'guides/index.html']) {
    assert.ok(read(dir, file).includes('data-pagefind-body'), file);
    assert.not.ok(head(read(dir, file)).includes('noindex'), file);
  }
  const data = JSON.parse(read(dir, '_data/index.json'));
  assert.is(data.page.kind, 'page');
  assert.is(data.page.sitePage, 'react');
  assert.is(data.page.title, 'Welcome', "a React page's title (search results, llms.txt) is its Layout's");
  assert.ok(data.page.islands?.length, "the island's chunk, for a client navigation to the page");
});

test('a broken link or anchor in a page is reported where it is written; so is a missing default export', async () => {
  const root = copyFixture('site-pages');
  const edit = (rel: string, from: string, to: string) => {
    const file = join(root, rel);
    writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
  };
  edit('src/pages/index.tsx', 'to="/docs/intro"', 'to="/docs/missing"');
  edit('src/pages/about.md', '(/docs)', '(/nowhere)');
  edit('src/pages/about.md', '(/#start)', '(/#nope)');
  writeFileSync(join(root, 'src/pages/named.tsx'), 'export function Named() {\n  return <p>named</p>;\n}\n');
  const report = await runPipeline({ rootDir: root, mode: 'production', target: { kind: 'none' }, cache: false });
  const lines = diagnosticLines(report.diagnostics, root).filter((l) => !l.includes('[duplicate-route]'));
  assert.equal(lines, [
    'src/pages/about.md:9:9  error Broken link `/nowhere`: no page at `/nowhere`  [broken-link]',
    'src/pages/about.md:9:37  warning Broken anchor `/#nope`: `/` has no heading or element with id `nope`  ' +
      '[broken-anchor]',
    'src/pages/index.tsx:28:36  error Broken link `/docs/missing`: no page at `/docs/missing`  [broken-link]',
    'src/pages/named.tsx  error The page has no default export: a React page of src/pages is the component it ' +
      'exports as default  [import-syntax]',
  ]);
});

test('a Docusaurus 1-style class page reading this.props.config gets the site config, as in Docusaurus 3', async () => {
  const root = copyFixture('site-pages');
  const page = [
    "import React from 'react';",
    "import Layout from '@theme/Layout';",
    '',
    'export default class Legacy extends React.Component {',
    '  render() {',
    '    const { config: siteConfig } = this.props;',
    '    return <Layout title="Legacy"><p className="legacy">{siteConfig.title}: {siteConfig.tagline}</p></Layout>;',
    '  }',
    '}',
    '',
  ].join('\n');
  writeFileSync(join(root, 'src/pages/legacy.js'), page);
  const outDir = await buildWithoutErrors(root);
  assert.ok(read(outDir, 'legacy/index.html').includes('<p class="legacy">Fixture site: A tiny site for one rule</p>'));
});

test("a package's own #imports take the browser file (vfile's #minpath), not the one importing node:path", async () => {
  const root = copyFixture('site-pages');
  const pkg = join(root, 'node_modules/where-am-i');
  mkdirSync(join(pkg, 'lib'), { recursive: true });
  const imports = { '#where': { node: './lib/where.js', default: './lib/where.browser.js' } };
  const json = { name: 'where-am-i', type: 'module', main: 'index.js', imports };
  writeFileSync(join(pkg, 'package.json'), JSON.stringify(json));
  writeFileSync(join(pkg, 'index.js'), "export { where } from '#where';\n");
  writeFileSync(join(pkg, 'lib/where.js'), "import { sep } from 'node:path';\nexport const where = 'node' + sep;\n");
  writeFileSync(join(pkg, 'lib/where.browser.js'), "export const where = 'a browser';\n");
  const page =
    "import { where } from 'where-am-i';\n\nexport default function Where() {\n  return <p>{where}</p>;\n}\n";
  writeFileSync(join(root, 'src/pages/where.js'), page);
  const outDir = await buildWithoutErrors(root);
  assert.ok(read(outDir, 'where/index.html').includes('<p>a browser</p>'));
});

test("a package's exports naming a Node build: page code takes the browser one (uuid 8)", async () => {
  const root = copyFixture('site-pages');
  const pkg = join(root, 'node_modules/make-id');
  mkdirSync(join(pkg, 'node'), { recursive: true });
  mkdirSync(join(pkg, 'browser'), { recursive: true });
  const exports = {
    '.': { node: { module: './node/index.js', require: './index.cjs' }, default: './browser/index.js' },
  };
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'make-id', module: './node/index.js', exports }));
  writeFileSync(join(pkg, 'node/index.js'), "import { randomUUID } from 'crypto';\nexport const kind = 'node';\n");
  writeFileSync(join(pkg, 'browser/index.js'), "export const kind = 'a browser';\n");
  const page = "import { kind } from 'make-id';\n\nexport default function Id() {\n  return <p>{kind}</p>;\n}\n";
  writeFileSync(join(root, 'src/pages/id.js'), page);
  const outDir = await buildWithoutErrors(root);
  assert.ok(read(outDir, 'id/index.html').includes('<p>a browser</p>'));
});

test.run();
