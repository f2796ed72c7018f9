// cli/util/front-matter.ts: the front matter split off a page and parsed with positions (yaml + LineCounter).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseFrontMatter } from '../../cli/util/front-matter.ts';
import { parseNumberPrefix } from '../../cli/pipeline/route/number-prefix.ts';
import { buildFixture, read } from '../helpers/fixtures.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

test('keys are placed on their page line; the body line follows the closing fence', () => {
  const fm = parseFrontMatter('---\ntitle: T\ndescription: D\n  \nslug: /x\n---\n\nBody # not a key\nslug: no\n')!;
  assert.equal(fm.placeOfKey('title'), { line: 2, column: 1 });
  assert.equal(fm.placeOfKey('slug'), { line: 5, column: 1 });
  assert.is(fm.placeOfKey('tags'), undefined);
  assert.is(fm.bodyLine, 7);
  assert.equal(fm.doc.toJS(), { title: 'T', description: 'D', slug: '/x' });
});

test('a key inside a block scalar or a nested map is not a top-level key', () => {
  const fm = parseFrontMatter('---\ndescription: |\n  slug: not a key\nsidebar:\n  slug: nested\n---\n')!;
  assert.is(fm.placeOfKey('slug'), undefined);
  assert.equal(fm.placeOfKey('sidebar'), { line: 4, column: 1 });
});

test('a YAML error is placed in the page', () => {
  const fm = parseFrontMatter('---\ntitle: T\nkeywords: [a, b\n---\n')!;
  assert.ok(fm.doc.errors.length > 0);
  assert.is(fm.placeOfOffset(fm.doc.errors[0].pos[0]).line >= 3, true);
});

test('no front matter: undefined', () => {
  assert.is(parseFrontMatter('# Title\n\n---\nx: 1\n---\n'), undefined);
});

test("Docusaurus's number prefixes: 01-intro is intro at 1; date-like names keep theirs", () => {
  assert.equal(parseNumberPrefix('01-intro'), { name: 'intro', position: 1 });
  assert.equal(parseNumberPrefix('2. Guides'), { name: 'Guides', position: 2 });
  assert.equal(parseNumberPrefix('3_x'), { name: 'x', position: 3 });
  assert.equal(parseNumberPrefix('2024-01-notes'), { name: '2024-01-notes' });
  assert.equal(parseNumberPrefix('intro'), { name: 'intro' });
  assert.equal(parseNumberPrefix('42'), { name: '42' });
});

// The fixture site front-matter-site: each key's meaning in the built page.
const site = buildFixture('front-matter-site');
const page = async (route: string) => read((await site).dir, join(route, 'index.html'));
const article = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));

test('number prefixes give ids, routes and positions; parse_number_prefixes: false keeps the name', async () => {
  const { dir, report } = await site;
  assert.ok(report.ok);
  for (const route of ['intro', 'hidden', 'guides/first', 'custom-pagination', '05-keep', '2024-01-notes'])
    assert.ok(existsSync(join(dir, route, 'index.html')), route);
  const sidebar = JSON.parse(read(dir, '_data/sidebars/docs.json')) as { label: string }[];
  assert.equal(
    sidebar.map((i) => i.label),
    [
      'Introduction',
      'Hidden title',
      'Guides',
      'Custom pagination',
      'Front matter title',
      'Keep prefix',
      'Notes',
      'Home',
    ],
  );
});

test('draft pages are left out of a production build', async () => {
  assert.not.ok(existsSync(join((await site).dir, 'draft')));
});

test('hide_title and hide_table_of_contents leave the heading and the TOC out', async () => {
  const hidden = await page('hidden');
  assert.not.match(article(hidden), '<h1');
  assert.not.match(hidden, 'class="toc');
  assert.match(article(hidden), 'id="section-one"');
  assert.match(article(await page('intro')), '<h1');
  assert.match(await page('intro'), 'class="toc');
});

test('a body that starts with # Title shows that title only (Docusaurus contentTitle)', async () => {
  const html = article(await page('content-title'));
  assert.equal([...html.matchAll(/<h1[\s>]/g)].length, 1);
  assert.match(html, '<h1>The content title</h1>');
});

test('custom_edit_url: null hides "Edit this page", a URL replaces it', async () => {
  assert.not.match(await page('hidden'), 'edit-this-page');
  assert.match(await page('custom-pagination'), 'class="edit-this-page" href="https://example.com/elsewhere"');
  assert.match(await page('intro'), 'href="https://example.com/edit/main/docs/01-intro.md"');
});

test("pagination_label names the page in others' prev/next; pagination_prev/next set or remove them", async () => {
  const hidden = await page('hidden');
  assert.match(hidden, '<a class="pagination-prev" href="/intro" rel="prev">');
  assert.match(hidden, '<span class="pagination-title">Start here</span>');
  const custom = await page('custom-pagination');
  assert.match(custom, '<a class="pagination-prev" href="/intro" rel="prev">');
  assert.not.match(custom, 'pagination-next');
});

test('sidebar_class_name, keywords, image, last_update and tags (strings or {label, permalink})', async () => {
  const { dir } = await site;
  assert.match(await page('intro'), '<li class="sidebar-item intro-item">');
  const hidden = await page('hidden');
  assert.match(hidden, '<meta name="keywords" content="alpha, beta"/>');
  assert.match(hidden, '<meta property="og:image" content="https://fixture.example.com/img/card.png"/>');
  assert.match(hidden, '<time dateTime="2024-03-01">2024-03-01</time> by <!-- -->Ada');
  const intro = await page('intro');
  assert.match(intro, 'class="tag" href="/tags/getting-started" rel="tag">Getting Started</a>');
  assert.match(intro, 'class="tag" href="/tags/inline" rel="tag">Inline tag</a>');
  assert.ok(existsSync(join(dir, 'tags/inline/index.html')));
});

test.run();
