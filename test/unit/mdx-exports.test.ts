// What Docusaurus's MDX loader exports from every file, on the full-MDX path (cli/mdx/esm/doc-exports.ts):
// `frontMatter`, `contentTitle`, and for a page `metadata` and `assets`. Built through the real pipeline
// from the mdx-exports fixture (metadata comes from the route data), and compiled alone for the details.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { needsEsm } from '../../cli/mdx/esm/detect.ts';
import { compileMdx } from '../../cli/pipeline/page/compile.ts';
import { buildFixture, read, tempDir } from '../helpers/fixtures.ts';
import { compileOptions } from '../helpers/compile-options.ts';

const article = (html: string) => /<div class="markdown"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
const line = (html: string, label: string) => new RegExp(`<p>${label}: ([^<]*)</p>`).exec(html)?.[1];

test('a page shows its own frontMatter and contentTitle', async () => {
  const { report, dir } = await buildFixture('mdx-exports');
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  const html = article(read(dir, 'guides/exports/index.html'));
  assert.is(line(html, 'FM'), 'Exports page | What the page says of itself. | alpha+beta.');
  assert.match(html, '<p class="content-title">The content title</p>');
});

test('a page shows its metadata (from the route data) and assets', async () => {
  const { dir } = await buildFixture('mdx-exports');
  const html = article(read(dir, 'guides/exports/index.html'));
  assert.is(
    line(html, 'META'),
    [
      'guides/exports',
      'Exports page',
      'What the page says of itself.',
      '/guides/exports',
      '/guides/exports',
      '@site/content/docs/guides/exports.mdx',
      'guides',
      '3',
      'alpha@/tags/alpha,beta@/tags/beta',
      'false',
      'false',
      'What the page says of itself..',
    ].join(' | '),
  );
  assert.is(line(html, 'ASSETS'), 'https://example.com/card.png.');
});

test('a partial’s toc, contentTitle and frontMatter can be imported by name', async () => {
  const { dir } = await buildFixture('mdx-exports');
  const html = article(read(dir, 'guides/exports/index.html'));
  // The partial's first heading is an h2: it has no content title, and no front matter.
  assert.is(line(html, 'PARTIAL'), 'partial-section/2,partial-subsection/3 | undefined | {}.');
});

test('another page imported for its frontMatter, contentTitle and metadata', async () => {
  const { dir } = await buildFixture('mdx-exports');
  const html = article(read(dir, 'guides/exports/index.html'));
  assert.is(
    line(html, 'OTHER'),
    'Other page | Another doc, imported for its exports. | Other content title | Other page | /guides/other | ' +
      '@site/content/docs/guides/other.mdx.',
  );
});

test('a page that declares its own frontMatter and contentTitle keeps them', async () => {
  const { dir } = await buildFixture('mdx-exports');
  const html = article(read(dir, 'guides/own/index.html'));
  assert.is(line(html, 'OWN'), 'Declared by the page | Own content title.');
});

const mdast = (text: string) => unified().use(remarkParse).use(remarkMdx).parse(text);
const esm = (text: string) => needsEsm(mdast(text), [], () => false);

test('a page that reads an export in an expression or a prop takes the full-MDX path; others do not', () => {
  assert.ok(esm('# T\n\n{frontMatter.title}\n'));
  assert.ok(esm('<h2>{contentTitle}</h2>\n'));
  assert.ok(esm('<a href={metadata.permalink}>here</a>\n'));
  assert.ok(esm('Image: {assets.image}\n'));
  assert.not.ok(esm('# T\n\nThe word frontMatter and {"a literal"}.\n'));
});

/** One page compiled alone in a temporary site, with the front matter and metadata a build would give it. */
async function compileAlone(body: string, frontMatter?: string) {
  const root = tempDir('docs-mdx-exports-');
  const file = join(root, 'content/docs/page.mdx');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  return compileMdx({
    file,
    route: '/page',
    source: body,
    options: compileOptions(root, { siteRoot: root }),
    doc: { frontMatterSource: frontMatter },
  });
}

test('contentTitle: the first heading’s text when it is an h1, without its {#id}; else undefined', async () => {
  const h1 = await compileAlone('# The `code` title {#custom}\n\n<span>{contentTitle}</span>\n');
  assert.equal(h1.diagnostics, []);
  assert.match(h1.html, '<span>The code title</span>');
  const h2 = await compileAlone('## Not a title\n\n# Too late\n\n<span>{String(contentTitle)}</span>\n');
  assert.match(h2.html, '<span>undefined</span>');
});

test('frontMatter is verbatim (keys the schema does not know too), and {} without front matter', async () => {
  const fm = '---\ntitle: T\ncustom_key: [1, 2]\n---';
  const withFm = await compileAlone('\n\n\n\n<span>{JSON.stringify(frontMatter)}</span>\n', fm);
  assert.match(withFm.html, '<span>{&quot;title&quot;:&quot;T&quot;,&quot;custom_key&quot;:[1,2]}</span>');
  const without = await compileAlone('<span>{JSON.stringify(frontMatter)}</span>\n');
  assert.match(without.html, '<span>{}</span>');
});

test('a page that imports a name it would be given keeps its import (no duplicate declaration)', async () => {
  const root = tempDir('docs-mdx-exports-');
  const dir = join(root, 'content/docs');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '_data.mdx'), 'export const frontMatter = { title: "From the import" };\n');
  const body = "import { frontMatter } from './_data.mdx';\n\n<span>{frontMatter.title}</span>\n";
  writeFileSync(join(dir, 'page.mdx'), body);
  const out = await compileMdx({
    file: join(dir, 'page.mdx'),
    route: '/page',
    source: body,
    options: compileOptions(root, { siteRoot: root }),
    doc: { frontMatterSource: '---\ntitle: Own\n---' },
  });
  assert.equal(out.diagnostics, []);
  assert.match(out.html, '<span>From the import</span>');
});

test.run();
