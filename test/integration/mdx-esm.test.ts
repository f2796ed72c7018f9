// Full MDX (cli/mdx/esm/): pages with imports, exports and code, built through the real pipeline from the
// mdx-esm-site fixture and from small temporary sites; the error rules have their own fixtures.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { compileMdx } from '../../cli/pipeline/page/compile.ts';
import { buildFixture, read, siteFromFiles, tempDir } from '../helpers/fixtures.ts';
import { compileOptions } from '../helpers/compile-options.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const article = (html: string) => /<div class="markdown"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';

/** A site folder with the given files (path → text), for compileMdx on pages that import things. */
const site = (files: Record<string, string>) => siteFromFiles('docs-mdx-esm-', files);

const compilePage = (root: string, rel = 'content/docs/page.mdx') =>
  compileMdx({
    file: join(root, rel),
    route: '/page',
    source: readFileSync(join(root, rel), 'utf8'),
    options: compileOptions(root, { siteRoot: root }),
  });

test('exports and expressions are evaluated: an exported const, arithmetic, a map over an array', async () => {
  const { report, dir } = await buildFixture('mdx-esm-site');
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  const html = article(read(dir, 'page/index.html'));
  assert.match(html, 'Release 1.11, sum 2, props-style 2-4-6.');
});

test('a .mdx partial renders in place, its link resolved against its own file; its heading is an anchor', async () => {
  const { report, dir } = await buildFixture('mdx-esm-site');
  const html = article(read(dir, 'page/index.html'));
  assert.match(html, '<h3 id="partial-heading">Partial heading');
  assert.match(html, 'The partial links to <a href="/">the home page</a> and shows 42.');
  const page = report.pages.find((p) => p.path === '/page');
  assert.ok(page?.anchors.includes('partial-heading'));
  // The partial sees the page's components (an admonition, a global one) without a components prop.
  assert.match(html, /<aside class="admonition admonition-tip">.*<mark class="highlight-global">inside the partial/s);
});

test('a site component, JSON data in a table, @theme/Tabs, @docusaurus/Link, TOCInline', async () => {
  const { dir } = await buildFixture('mdx-esm-site');
  const html = article(read(dir, 'page/index.html'));
  assert.match(html, '<strong class="hello">Hello reader from Fixture site</strong>');
  assert.match(html, '<tr><td>alpha</td><td>1</td></tr><tr><td>beta</td><td>2</td></tr>');
  assert.match(html, /<div class="tabs" data-group-id="x">.*Python.*Tab one.*Tab two/s);
  assert.match(html, '<a href="/">Back home</a>');
  assert.match(html, /<div class="toc-inline"><ul><li><a href="#exports-and-expressions">/);
});

test('global components (src/theme/MDXComponents, config.components), with and without imports', async () => {
  const { dir } = await buildFixture('mdx-esm-site');
  for (const route of ['page', 'globals']) {
    const html = article(read(dir, `${route}/index.html`));
    assert.match(html, /<mark class="highlight-global">/);
    assert.match(html, /<span class="badge-global">/);
  }
});

test('a swizzled MDXComponents applies to every page: its blockquote replaces Markdown’s on a plain page', async () => {
  const { dir } = await buildFixture('mdx-esm-site');
  assert.match(article(read(dir, 'plain/index.html')), '<blockquote class="quote-global">');
});

test('the Markdown copy inlines the partial and drops imports, exports and code', async () => {
  const { dir } = await buildFixture('mdx-esm-site');
  const md = read(dir, 'page.md');
  assert.match(md, '### Partial heading');
  assert.not.match(md, /^import /m);
  assert.not.match(md, /^export /m);
  assert.not.match(md, '[object Object]');
  assert.not.match(md, 'rows.map');
  assert.match(read(dir, 'globals.md'), 'A marked word and a badge, no imports.');
});

test('a broken link in a partial is reported at the partial’s file and line', async () => {
  const root = site({
    'content/docs/_part.mdx': 'Intro.\n\nSee [gone](./gone.md) and [route](/nowhere).\n',
    'content/docs/page.mdx': "import Part from './_part.mdx';\n\n# Page\n\n<Part />\n",
  });
  const doc = await compilePage(root);
  const md = doc.diagnostics.find((d) => d.ruleId === 'broken-md-link');
  assert.ok(md, JSON.stringify(doc.diagnostics));
  assert.is(md.file, join(root, 'content/docs/_part.mdx'));
  assert.equal(md.place, { line: 3, column: 5 });
  const ref = doc.refs.find((r) => r.raw === '/nowhere');
  assert.is(ref?.file, join(root, 'content/docs/_part.mdx'));
  assert.is(ref?.place?.line, 3);
  assert.ok(doc.deps.includes(join(root, 'content/docs/_part.mdx')));
});

test('a throwing expression in one partial and a syntax error in another are reported in the partials', async () => {
  const root = site({
    'content/docs/_throws.mdx': 'One.\n\nTwo {missing.value}.\n',
    'content/docs/_broken.mdx': 'Text <b>open\n',
    'content/docs/page.mdx': "import T from './_throws.mdx';\n\n<T />\n",
    'content/docs/other.mdx': "import B from './_broken.mdx';\n\n<B />\n",
  });
  const threw = await compilePage(root);
  assert.equal(
    threw.diagnostics.map((d) => [d.ruleId, d.file, d.place?.line]),
    [['mdx-expression', join(root, 'content/docs/_throws.mdx'), 3]],
  );
  assert.match(threw.diagnostics[0].message, 'missing is not defined');
  const broken = await compilePage(root, 'content/docs/other.mdx');
  assert.equal(
    broken.diagnostics.map((d) => [d.ruleId, d.file]),
    [['mdx-syntax', join(root, 'content/docs/_broken.mdx')]],
  );
});

test('<Link to> of @docusaurus/Link is a checked link, with its place; it still renders as a link', async () => {
  const root = site({
    'content/docs/page.mdx': 'import Link from \'@docusaurus/Link\';\n\nGo <Link to="/nowhere#x">there</Link>.\n',
  });
  const doc = await compilePage(root);
  const ref = doc.refs.find((r) => r.raw === '/nowhere#x');
  assert.ok(ref, JSON.stringify(doc.refs));
  assert.equal(ref.place, { line: 3, column: 4 });
  assert.match(doc.html, '<a href="/nowhere#x">there</a>');
});

test('with global components, a tag neither imported nor global is unknown-component at its place', async () => {
  const root = site({
    'src/theme/MDXComponents.tsx': "import O from '@theme-original/MDXComponents';\nexport default { ...O };\n",
    'content/docs/page.mdx': '# Page\n\nText <Nope /> here.\n',
  });
  const doc = await compilePage(root);
  assert.equal(
    doc.diagnostics.map((d) => [d.ruleId, d.place]),
    [['unknown-component', { line: 3, column: 6 }]],
  );
});

test('a page with only literals stays on the fast path; code makes the same page use the full compiler', async () => {
  const root = site({ 'content/docs/page.mdx': '# Page\n\nText {"literal"}.\n' });
  const fast = await compilePage(root);
  assert.match(fast.html, 'Text literal.');
  assert.not.match(fast.html, 'toc');
  writeFileSync(join(root, 'content/docs/page.mdx'), '# Page\n\nText {"lit" + "eral"}.\n');
  const full = await compilePage(root);
  assert.match(full.html, 'Text literal.');
  assert.equal(full.diagnostics, []);
});

/** Meta entries of the compile cache: file → [mtime, text]. */
function cacheEntries(root: string): Map<string, [number, string]> {
  const dir = join(root, 'node_modules/.cache/docs');
  const out = new Map<string, [number, string]>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.meta.json'))) {
    out.set(f, [statSync(join(dir, f)).mtimeMs, readFileSync(join(dir, f), 'utf8')]);
  }
  return out;
}

test('cache: editing a partial recompiles the page importing it, and no other page', async () => {
  const root = copyFixture('mdx-esm-site');
  const build = () =>
    buildCommand({ rootDir: root, outDir: join(tempDir(), 'out'), cache: true, searchIndex: false, log: () => {} });
  assert.ok((await build()).ok);
  const before = cacheEntries(root);
  const partial = join(root, 'content/docs/_partial.mdx');
  writeFileSync(partial, readFileSync(partial, 'utf8').replace('Partial heading', 'Edited heading'));
  const report = await build();
  assert.ok(report.ok);
  const after = cacheEntries(root);
  const changed = [...after].filter(([f, [mtime]]) => before.get(f)?.[0] !== mtime).map(([, [, text]]) => text);
  assert.is(changed.length, 1, 'exactly one page recompiled');
  assert.match(changed[0], '_partial.mdx');
  assert.ok(report.pages.find((p) => p.path === '/page')?.anchors.includes('edited-heading'));
});

test('a highlighted code block renders the same on both paths', async () => {
  const fence = '```python title="x.py" {1}\nprint("hi")\n```\n';
  const root = site({ 'content/docs/page.mdx': fence });
  const fast = await compilePage(root);
  writeFileSync(join(root, 'content/docs/page.mdx'), `export const x = 1;\n\n${fence}`);
  const full = await compilePage(root);
  assert.equal(full.diagnostics, []);
  assert.match(fast.html, '<span class="line highlighted">');
  assert.is(full.html, fast.html);
});
test('a lazy component whose module awaits at its top (a WASM loader) renders its page, as Docusaurus', async () => {
  // yoga's playground: `lazy(() => import('./Viewer'))`, whose package has a top-level `await`. The server render
  // shows the Suspense fallback (as Docusaurus's does); the rest of the component renders.
  const root = site({
    'content/docs/page.mdx': 'import Play from \'@site/src/Play\';\n\n# Page\n\n<Play code="a + b" />\n',
    'src/Play.jsx': [
      "import { lazy, Suspense } from 'react';",
      "import Success from '@theme/Icon/Success';",
      "const Viewer = lazy(() => import('./Viewer'));",
      'export default function Play({ code }) {',
      '  return <div className="play"><Success className="ok" /><pre>{code}</pre>',
      '    <Suspense fallback={<i>loading</i>}><Viewer /></Suspense></div>;',
      '}',
    ].join('\n'),
    'src/Viewer.jsx': "import value from './wasm.mjs';\nexport default function Viewer() { return <b>{value}</b>; }\n",
    'src/wasm.mjs': 'const value = await Promise.resolve(42);\nexport default value;\n',
  });
  const doc = await compilePage(root);
  // Rendered static (nothing in Play needs the browser, and the lazy module is not followed): said so, once.
  assert.equal(
    doc.diagnostics.map((d) => `${d.ruleId} ${d.file?.slice(root.length)}:${d.place?.line}`),
    ['island-undecided /src/Play.jsx:3'],
  );
  assert.match(doc.html, /<div class="play"><svg[^>]* class="ok"[^>]*>.*<pre>a \+ b<\/pre><i>loading<\/i><\/div>/s);
});

test('a module a page’s component imports that does not bundle is an error on the page, at its import', async () => {
  const root = site({
    'content/docs/page.mdx': "import Box from '@site/src/Box';\n\n<Box />\n",
    'src/Box.jsx': "import inner from './inner.js';\nexport default function Box() { return <p>{inner}</p>; }\n",
    'src/inner.js': 'export default = 1;\n',
  });
  const doc = await compilePage(root);
  const onPage = doc.diagnostics.filter((d) => d.file === join(root, 'content/docs/page.mdx'));
  assert.equal(
    onPage.map((d) => [d.ruleId, d.place?.line, d.place?.column]),
    [['import-syntax', 1, 17]],
  );
  assert.match(onPage[0].message, 'its import `@site/src/Box` does not bundle (`src/inner.js`: ');
  assert.ok(doc.diagnostics.some((d) => d.file === join(root, 'src/inner.js')));
});

test.run();
