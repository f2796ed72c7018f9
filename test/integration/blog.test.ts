import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { xml2js, type Element as XmlElement } from 'xml-js';
import { docusaurusBlogOptions } from '../../cli/config/docusaurus-blog.ts';
import { buildCommand } from '../../cli/commands/build.ts';
import { buildFixture, diagnosticLines, expectedLines, fixtureDir, read, tempDir } from '../helpers/fixtures.ts';

// test/fixtures/blog: 13 posts — 11 listed, a draft, an unlisted one — with authors.yml (alice has a page),
// blog/tags.yml (release, guide) and an inline tag, `<!-- truncate -->` and `{/* truncate */}`, a folder post with
// its image, dates from file names and from front matter, and one broken link.
const built = buildFixture('blog');

const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
const postLinks = (html: string) =>
  [...main(html).matchAll(/<h2 class="blog-post-title"><a href="([^"]+)">/g)].map((m) => m[1]);
const NEWEST_TEN = [
  '/blog/plain-name',
  ...[7, 6, 5, 4, 3, 2, 1].map((i) => `/blog/2024/03/0${i}/note-${i}`),
  '/blog/2024/02/01/folder-post',
  '/blog/2024/01/15/second',
];

test('every route Docusaurus builds for this blog, and no other; the problems reported at file:line', async () => {
  const { report, dir } = await built;
  assert.ok(report.ok);
  assert.equal(diagnosticLines(report.diagnostics, fixtureDir('blog')), expectedLines('blog'));
  const routes = [
    '/blog',
    '/blog/page/2',
    '/blog/2024/01/01/welcome',
    '/blog/2024/01/15/second',
    '/blog/2024/02/01/folder-post',
    '/blog/2024/03/01/note-1',
    '/blog/2024/03/07/note-7',
    '/blog/plain-name',
    '/blog/2024/04/02/hidden',
    '/blog/tags',
    '/blog/tags/release',
    '/blog/tags/guides',
    '/blog/tags/community-news',
    '/blog/archive',
    '/blog/authors',
    '/blog/authors/alice',
  ];
  for (const r of routes) assert.ok(existsSync(join(dir, r.slice(1), 'index.html')), r);
  assert.not.ok(existsSync(join(dir, 'blog/2024/04/01/draft/index.html')), 'a draft is not built');
  assert.not.ok(existsSync(join(dir, 'blog/page/3/index.html')));
  assert.not.ok(existsSync(join(dir, 'blog/authors/bob/index.html')), 'bob has no page in authors.yml');
});

test('list pages: ten posts a page, newest first, excerpts cut at the truncate marker, the pager', async () => {
  const { dir } = await built;
  const first = read(dir, 'blog/index.html');
  assert.equal(postLinks(first), NEWEST_TEN);
  assert.ok(first.includes('<title>Fixture blog | Fixture site</title>'), 'blogTitle');
  assert.ok(main(first).includes('href="/blog/page/2" rel="next"'), 'Older entries');
  assert.not.ok(main(first).includes('rel="prev"'));
  assert.not.ok(first.includes('A hidden post'), 'an unlisted post is in no list');
  // The folder post: its excerpt (above `{/* truncate */}`) with the image, copied and hashed, and "Read more".
  const folder = main(first)
    .split('href="/blog/2024/02/01/folder-post">A post in a folder')[1]!
    .split('</article>')[0]!;
  assert.match(folder, /<img src="\/assets\/images\/pixel-[0-9a-f]{8}\.png" alt="A pixel"\/>/);
  assert.not.ok(folder.includes('More about the pixel'), 'what is below the marker is not in the list');
  assert.ok(folder.includes('class="blog-read-more"'));
  // A post without a marker is listed whole, with no "Read more".
  const note = main(first).split('href="/blog/2024/03/01/note-1">')[1]!.split('</article>')[0]!;
  assert.ok(note.includes('Short note number 1.') && !note.includes('blog-read-more'));
  const second = read(dir, 'blog/page/2/index.html');
  assert.equal(postLinks(second), ['/blog/2024/01/01/welcome']);
  assert.ok(main(second).includes('href="/blog" rel="prev"'), 'Newer entries');
  assert.ok(main(second).includes('The first paragraph is the excerpt.'));
  assert.not.ok(main(second).includes('Below the fold'));
});

test('a post page: title once, date, reading time, authors, tags, the whole article, newer, older', async () => {
  const { dir } = await built;
  const html = read(dir, 'blog/2024/01/01/welcome/index.html');
  const body = main(html);
  assert.equal(body.match(/<h1/g)?.length, 1, 'the content title is the header, not a second h1');
  assert.ok(body.includes('<h1 class="blog-post-title">Welcome to the blog</h1>'), 'title from the # heading');
  assert.ok(body.includes('<time dateTime="2024-01-01T00:00:00.000Z">January 1, 2024</time> · 1 min read'));
  assert.ok(body.includes('<a href="/blog/authors/alice">Alice Example</a>'), 'an author with a page');
  assert.ok(body.includes('href="/blog/tags/release" rel="tag">Release</a>'));
  assert.ok(body.includes('Below the fold') && body.includes('The first paragraph is the excerpt.'));
  assert.not.ok(body.includes('docs-truncate'), 'the marker leaves no trace');
  assert.ok(body.includes('<a href="/blog/2024/01/15/second">the second post</a>'), 'a link to a post file');
  const edit = 'href="https://github.com/example/site/edit/main/blog/2024-01-01-welcome.md"';
  assert.ok(body.includes(edit), "the blog's editUrl, the blog folder and the post's path");
  assert.ok(body.includes('href="/blog/2024/01/15/second" rel="prev"'), 'Newer post');
  assert.not.ok(body.includes('Older post'), 'the oldest post');
  assert.ok(html.includes('<aside class="blog-sidebar">') && html.includes('Recent posts'), 'the blog sidebar');
  const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
  assert.ok(head.includes('<meta property="og:type" content="article"/>'));
  assert.ok(head.includes('<meta property="article:published_time" content="2024-01-01T00:00:00.000Z"/>'));
  assert.ok(head.includes('<meta property="article:author" content="https://example.com/alice"/>'));
  assert.ok(head.includes('<meta property="article:tag" content="Release"/>'));
  const second = main(read(dir, 'blog/2024/01/15/second/index.html'));
  assert.ok(second.includes('Alice Example') && second.includes('Bob Example'), 'two authors by key');
  assert.ok(second.includes('href="/blog/2024/01/01/welcome" rel="next"'), 'Older post');
  const legacy = main(read(dir, 'blog/plain-name/index.html'));
  assert.ok(
    legacy.includes('<a href="https://example.com/carol">Carol Legacy</a>'),
    "author, Docusaurus 1's authorURL",
  );
  assert.ok(legacy.includes('March 20, 2024'), 'date from the front matter');
  assert.ok(read(dir, 'blog/2024/03/01/note-1/index.html').includes('Guest Writer'), 'an author written out');
});

test('tags, archive and authors pages', async () => {
  const { dir } = await built;
  const tags = main(read(dir, 'blog/tags/index.html'));
  assert.ok(tags.includes('href="/blog/tags/release">Release <span class="tag-count">2</span>'));
  assert.ok(tags.includes('href="/blog/tags/guides">Guide <span class="tag-count">2</span>'), "tags.yml's permalink");
  const release = read(dir, 'blog/tags/release/index.html');
  assert.ok(main(release).includes('<h1>2 posts tagged with &quot;Release&quot;</h1>'));
  assert.equal(postLinks(release), ['/blog/2024/02/01/folder-post', '/blog/2024/01/01/welcome']);
  const archive = main(read(dir, 'blog/archive/index.html'));
  assert.equal(archive.match(/<li>/g)?.length, 11, 'every listed post');
  assert.ok(archive.includes('<h2>2024</h2>'));
  const alice = read(dir, 'blog/authors/alice/index.html');
  assert.equal(postLinks(alice), ['/blog/2024/01/15/second', '/blog/2024/01/01/welcome']);
  // Every author of authors.yml, with a page or not, and their number of listed posts.
  const authors = main(read(dir, 'blog/authors/index.html'));
  assert.ok(authors.includes('<a href="/blog/authors/alice">Alice Example</a>'));
  assert.ok(authors.includes('Bob Example') && !authors.includes('Guest Writer'));
  assert.match(authors, /Bob Example[\s\S]*?<span class="tag-count">1<\/span>/);
});

/** The children of an XML element with the given name. */
const children = (e: XmlElement | undefined, name: string) => (e?.elements ?? []).filter((c) => c.name === name);
const text = (e: XmlElement | undefined) => (e?.elements ?? []).map((c) => c.text ?? c.cdata ?? '').join('') as string;

test('RSS and Atom feeds: the 11 listed posts, newest first, absolute URLs, full content', async () => {
  const { dir } = await built;
  const rss = xml2js(read(dir, 'blog/rss.xml')) as XmlElement;
  const channel = children(children(rss, 'rss')[0], 'channel')[0];
  assert.is(text(children(channel, 'link')[0]), 'https://fixture.example.com/blog');
  const items = children(channel, 'item');
  assert.is(items.length, 11);
  const links = items.map((i) => text(children(i, 'link')[0]));
  assert.equal(
    links.slice(0, 10),
    NEWEST_TEN.map((r) => 'https://fixture.example.com' + r),
  );
  const folder = items.find((i) => text(children(i, 'title')[0]) === 'A post in a folder')!;
  const content = text(children(folder, 'content:encoded')[0]);
  assert.match(content, /<img src="https:\/\/fixture\.example\.com\/assets\/images\/pixel-[0-9a-f]{8}\.png"/);
  assert.ok(content.includes('More about the pixel'), 'the whole article');
  const atom = xml2js(read(dir, 'blog/atom.xml')) as XmlElement;
  const entries = children(children(atom, 'feed')[0], 'entry');
  assert.is(entries.length, 11);
  assert.is(text(children(entries[0], 'title')[0]), 'Dated in front matter');
  assert.not.ok(existsSync(join(dir, 'blog/feed.json')), 'the JSON feed only when asked for');
});

test('sitemap and llms.txt: listed posts and the blog pages; neither the draft nor the unlisted post', async () => {
  const { dir } = await built;
  const sitemap = read(dir, 'sitemap.xml');
  for (const r of ['/blog', '/blog/page/2', '/blog/2024/01/01/welcome', '/blog/tags/release', '/blog/archive'])
    assert.ok(sitemap.includes(`<loc>https://fixture.example.com${r}</loc>`), r);
  assert.not.ok(sitemap.includes('/hidden') || sitemap.includes('/draft'));
  const llms = read(dir, 'llms.txt');
  assert.ok(llms.includes('## Blog\n'));
  assert.ok(llms.includes('- [Welcome to the blog](https://fixture.example.com/blog/2024/01/01/welcome.md)'));
  assert.ok(read(dir, 'blog/2024/01/01/welcome.md').includes('Below the fold'), "the post's Markdown copy");
  assert.not.ok(llms.includes('hidden'));
});

test('search indexes the guide and the 11 listed posts: no list page, no unlisted post', async () => {
  const { dir } = await built;
  const entry = JSON.parse(read(dir, 'pagefind/pagefind-entry.json')) as { languages: { en: { page_count: number } } };
  assert.is(entry.languages.en.page_count, 12);
  assert.ok(read(dir, 'blog/2024/01/01/welcome/index.html').includes('<div class="markdown" data-pagefind-body="">'));
  assert.not.ok(read(dir, 'blog/index.html').includes('data-pagefind-body'));
});

test("a docusaurus.config's blog options are read from its syntax tree: literals only", () => {
  const site = mkdtempSync(join(tmpdir(), 'docs-blog-config-'));
  writeFileSync(
    join(site, 'docusaurus.config.js'),
    `module.exports = { presets: [['classic', { docs: {}, blog: {
      path: './news', routeBasePath: '/news', postsPerPage: 'ALL', blogSidebarCount: 'ALL', showReadingTime: false,
      feedOptions: { type: 'all', copyright: \`Copyright\`, createFeedItems: async () => [] },
      editUrl: ({ blogPath }) => blogPath,
    } }]] };\n`,
  );
  assert.equal(docusaurusBlogOptions(site), {
    path: './news',
    routeBasePath: '/news',
    postsPerPage: 'ALL',
    blogSidebarCount: 'ALL',
    showReadingTime: false,
    feedOptions: { type: 'all', copyright: 'Copyright' },
  });
  writeFileSync(join(site, 'docusaurus.config.js'), `module.exports = { presets: [['classic', { blog: false }]] };\n`);
  assert.is(docusaurusBlogOptions(site), false);
  // A preset that does not name its blog has it on, with the defaults (Meta's internaldocs preset wraps classic).
  for (const preset of ['@docusaurus/preset-classic', 'docusaurus-plugin-internaldocs-fb/docusaurus-preset']) {
    writeFileSync(join(site, 'docusaurus.config.js'), `module.exports = { presets: [['${preset}', { docs: {} }]] };\n`);
    assert.equal(docusaurusBlogOptions(site), {}, preset);
  }
  writeFileSync(join(site, 'docusaurus.config.js'), `module.exports = { themes: ['@docusaurus/theme-classic'] };\n`);
  assert.is(docusaurusBlogOptions(site), undefined, 'no preset, no blog plugin: no blog');
});

/** A site with one doc, `config/site.mjs` of `site` and a `docusaurus.config.js` of `docusaurus`, built. */
async function buildSmallSite(site: string, docusaurus?: string, files: Record<string, string> = {}) {
  const root = tempDir('docs-empty-blog-');
  mkdirSync(join(root, 'config'));
  mkdirSync(join(root, 'content/docs'), { recursive: true });
  writeFileSync(join(root, 'config/site.mjs'), site);
  writeFileSync(join(root, 'content/docs/index.md'), '---\ntitle: Home\n---\n\nHello.\n');
  if (docusaurus) writeFileSync(join(root, 'docusaurus.config.js'), docusaurus);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  const dir = join(root, 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
  return { report, dir };
}

const SMALL_SITE =
  "export default { title: 'Small', url: 'https://small.example.com', navbar: { title: 'Small', items: [] }, " +
  "footer: { links: [] }, sidebarsFile: 'none.mjs' };\n";

test('a Docusaurus preset with its blog on and no blog folder: an empty /blog, as Docusaurus 3.10 builds', async () => {
  const preset = "module.exports = { presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n";
  const { report, dir } = await buildSmallSite(SMALL_SITE, preset);
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  const html = read(dir, 'blog/index.html');
  // The reference build of a blog-less site (jitsi-handbook): title and description "Blog", no post, no pager.
  assert.ok(html.includes('<title>Blog | Small</title>'), 'the title');
  assert.match(html, /<meta name="description" content="Blog"/);
  assert.not.ok(main(html).includes('<article'), 'no post');
  assert.not.ok(main(html).includes('rel="next"'), 'no pager');
  assert.not.ok(html.includes('class="blog-sidebar"'), 'no recent-posts sidebar');
  // Nothing else of the blog: no archive, tags, authors or feed (Docusaurus writes none of them).
  for (const f of ['blog/archive/index.html', 'blog/tags/index.html', 'blog/authors/index.html', 'blog/rss.xml'])
    assert.not.ok(existsSync(join(dir, f)), f);
  assert.match(read(dir, 'sitemap.xml'), '<loc>https://small.example.com/blog</loc>');
});

test('no blog without a folder when nothing asks for one, nor with the preset’s blog: false', async () => {
  const plain = await buildSmallSite(SMALL_SITE);
  assert.ok(plain.report.ok);
  assert.not.ok(existsSync(join(plain.dir, 'blog')), 'our default blog needs its folder');
  const off = await buildSmallSite(SMALL_SITE, "module.exports = { presets: [['classic', { blog: false }]] };\n");
  assert.ok(off.report.ok);
  assert.not.ok(existsSync(join(off.dir, 'blog')), 'blog: false');
});

test("onUntruncatedBlogPosts: 'throw' in the preset's blog options: a post without a marker is an error", async () => {
  const posts = {
    'blog/2024-01-01-whole.md': '---\ntitle: Whole\n---\n\nAll of it.\n',
    'blog/2024-01-02-cut.md': '---\ntitle: Cut\n---\n\nShown.\n\n<!-- truncate -->\n\nHidden.\n',
  };
  const preset = (policy: string) =>
    `module.exports = { presets: [['classic', { blog: { onUntruncatedBlogPosts: '${policy}' } }]] };\n`;
  const thrown = await buildSmallSite(SMALL_SITE, preset('throw'), posts);
  assert.not.ok(thrown.report.ok);
  const found = thrown.report.diagnostics.filter((d) => d.ruleId === 'untruncated-blog-post');
  assert.equal(
    found.map((d) => [d.severity, d.file?.endsWith('blog/2024-01-01-whole.md'), d.place?.line]),
    [['error', true, 5]],
  );
  const ignored = await buildSmallSite(SMALL_SITE, preset('ignore'), posts);
  assert.ok(ignored.report.ok);
  assert.not.ok(ignored.report.diagnostics.some((d) => d.ruleId === 'untruncated-blog-post'));
});

test('authors and dates are checked as content: a javascript: URL is unsafe-url, a bad date an error', async () => {
  // The authors file and a post's front matter are content: their links were written as they were
  // (`<a href="javascript:…">` on every post by the author), and a date that does not read fell back silently.
  const files = {
    'blog/authors.yml':
      'ada:\n  name: Ada\n  url: javascript:alert(1)\n  image_url: https://example.com/ada.png\n' +
      'bo:\n  name: Bo\n  image_url: " JavaScript:alert(2)"\n',
    'blog/2024-01-01-keys.md': '---\ntitle: Keys\nauthors: [ada, bo]\n---\n\nText.\n\n<!-- truncate -->\n',
    'blog/2024-01-02-inline.md':
      "---\ntitle: Inline\nauthors:\n  - name: Cy\n    url: 'vbscript:x'\ndate: not a date\n---\n\n" +
      'Text.\n\n<!-- truncate -->\n',
    'blog/2024-01-03-legacy.md':
      "---\ntitle: Legacy\nauthor: Di\nauthorURL: 'data:text/html,x'\n---\n\nText.\n\n<!-- truncate -->\n",
  };
  const { report, dir } = await buildSmallSite(SMALL_SITE, undefined, files);
  assert.not.ok(report.ok);
  const lines = report.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.file!.replace(/^.*\/blog\//, '')}:${d.place?.line}:${d.place?.column} ${d.ruleId}`)
    .sort();
  assert.equal(lines, [
    '2024-01-02-inline.md:5:5 unsafe-url',
    '2024-01-02-inline.md:6:1 invalid-frontmatter',
    '2024-01-03-legacy.md:4:1 unsafe-url',
    'authors.yml:3:3 unsafe-url',
    'authors.yml:7:3 unsafe-url',
  ]);
  // The build failed: nothing is swapped in, so no page with such a link is published.
  assert.not.ok(existsSync(join(dir, 'blog/keys/index.html')));
});

test.run();
