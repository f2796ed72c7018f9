// The page-fidelity comparison of scripts/try-docusaurus (issue #24): what a reader sees, taken from small
// pages written as each theme writes them, and the differences it must report.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  comparePages,
  imageName,
  normalizeHref,
  normalizeLang,
  pageTitle,
  pageView,
} from '../../../../scripts/try-docusaurus/compare-pages.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeOfFile, routesOf } from '../../../../scripts/try-docusaurus/compare.ts';

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

/** A doc page as Docusaurus 3 writes it (classes as its classic theme emits them). */
const docusaurus = (content: string, title = 'Install | Real site', description = 'How to install.') =>
  page(
    `<title>${title}</title><meta name="description" content="${description}">`,
    '<nav class="navbar">Menu</nav><article><div class="theme-doc-markdown markdown">' +
      `<header><h1>Install</h1></header>${content}</div></article>`,
  );
/** The same page as our theme writes it. */
const ours = (content: string, title = 'Install | Trial', description = 'How to install.') =>
  page(
    `<title>${title}</title><meta name="description" content="${description}">`,
    `<article class="doc"><nav class="breadcrumbs">Home</nav><header><h1>Install</h1></header>` +
      `<div class="page-actions"><button>Copy page</button></div><div class="markdown">${content}</div></article>`,
  );

const dHeading =
  '<h2 class="anchor anchorWithStickyNavbar_abc" id="setup">Set up<a href="#setup" class="hash-link">\u200b</a></h2>';
const oHeading = '<h2 id="setup">Set up<a class="hash-link" href="#setup">#</a></h2>';
const dCode =
  '<div class="language-js codeBlockContainer_x theme-code-block"><div class="codeBlockContent_y">' +
  '<div class="codeBlockTitle_z">a.js</div><pre class="prism-code language-js"><code class="codeBlockLines_q">' +
  '<span class="token-line">let a = 1;<br></span>' +
  '<span class="token-line theme-code-block-highlighted-line">let b = 2;<br></span></code></pre>' +
  '<div class="buttonGroup_r"><button>Copy</button></div></div></div>';
const oCode = (hl: string) =>
  '<div class="code-block has-title" data-lang="js"><div class="code-title">a.js</div><div class="code-body">' +
  '<pre class="shiki"><code><span class="line">let a = 1;</span>\n' +
  `<span class="${hl}">let b = 2;</span></code></pre><div class="code-buttons"><button>Copy</button></div></div></div>`;
const dNote =
  '<div class="theme-admonition theme-admonition-tip admonition_a alert alert--success">' +
  '<div class="admonitionHeading_b"><span class="admonitionIcon_c"><svg></svg></span>tip</div>' +
  '<div class="admonitionContent_d"><p>Use it.</p></div></div>';
const oNote = (label: string) =>
  '<aside class="admonition admonition-tip"><p class="admonition-title"><svg class="admonition-icon"></svg>' +
  `${label}</p><div class="admonition-body"><p>Use it.</p></div></aside>`;
const dTabs =
  '<div class="tabs-container"><ul role="tablist" class="tabs"><li role="tab" class="tabs__item">npm</li>' +
  '<li role="tab" class="tabs__item">Yarn</li></ul><div role="tabpanel"><p>x</p></div></div>';
const oTabs = (second: string) =>
  '<div class="tabs"><div role="tablist" class="tab-list"><button role="tab" class="tab">npm</button>' +
  `<button role="tab" class="tab">${second}</button></div><div role="tabpanel" class="tab-panel"><p>x</p></div></div>`;
const dImg =
  '<p><img src="/real/assets/images/shot-0a1b2c3d.png" alt="Shot"> <a href="/real/docs/usage/">Usage</a></p>';
const oImg = '<p><img src="/assets/shot.png" alt="Shot"> <a href="/docs/usage">Usage</a></p>';

const same = dHeading + dCode + dNote + dTabs + dImg;
const sameOurs = oHeading + oCode('line highlighted') + oNote('Tip') + oTabs('Yarn') + oImg;

test('the same page in both themes has no difference (chrome, hashes, base URL and label case ignored)', () => {
  const diffs = comparePages(pageView(ours(sameOurs), 'ours'), pageView(docusaurus(same), 'docusaurus', '/real/'));
  assert.equal(diffs, []);
});

test('what each side shows is read from its own markup', () => {
  const d = pageView(docusaurus(same), 'docusaurus', '/real/');
  assert.equal(d.headings, ['h1# Install', 'h2#setup Set up']);
  assert.equal(d.code, [{ lang: 'javascript', title: 'a.js', highlighted: [2], code: 'let a = 1;\nlet b = 2;' }]);
  assert.equal(d.admonitions, ['tip: tip']);
  assert.equal(d.tabs, ['npm | Yarn']);
  assert.equal(d.images, ['shot.png "Shot"']);
  assert.equal(d.links, ['/docs/usage']);
  assert.is(d.words.includes('Copy'), false);
});

test('a legacy admonition alias is the box it draws: Docusaurus :::important is an info box labelled important', () => {
  const d =
    '<div class="theme-admonition theme-admonition-important admonition_a alert alert--info">' +
    '<div class="admonitionHeading_b"><span class="admonitionIcon_c"><svg></svg></span>important</div>' +
    '<div class="admonitionContent_d"><p>Use it.</p></div></div>';
  const o =
    '<aside class="admonition admonition-info"><p class="admonition-title"><svg class="admonition-icon"></svg>' +
    'important</p><div class="admonition-body"><p>Use it.</p></div></aside>';
  assert.equal(pageView(docusaurus(d), 'docusaurus').admonitions, ['info: important']);
  assert.equal(comparePages(pageView(ours(o), 'ours'), pageView(docusaurus(d), 'docusaurus')), []);
});

test("React's <!-- --> between two text parts splits no word", () => {
  const d = pageView(docusaurus('<p>the data<!-- -->:syscall<!-- --> ratio</p>'), 'docusaurus');
  const o = pageView(ours('<p>the data:syscall ratio</p>'), 'ours');
  assert.equal(d.words, o.words);
});

test('an image Docusaurus inlined as a data: URL is the image of ours with its alt text', () => {
  const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
  const d = pageView(
    docusaurus(`<p><img src="${png}" alt="Small"><img src="/assets/images/big-0123abcd.png"></p>`),
    'docusaurus',
  );
  const o = pageView(
    ours('<p><img src="/assets/images/big-89abcdef.png"><img src="/assets/media/small.png" alt="Small"></p>'),
    'ours',
  );
  assert.equal(comparePages(o, d), []);
  const other = pageView(ours('<p><img src="/img/small.png" alt="Other"><img src="/img/big.png"></p>'), 'ours');
  assert.equal(
    comparePages(other, d).map((x) => x.category),
    ['images'],
  );
});

test('a missed highlighted line is a code difference', () => {
  const diffs = comparePages(pageView(ours(oCode('line')), 'ours'), pageView(docusaurus(dCode), 'docusaurus'));
  assert.equal(
    diffs.map((d) => d.category),
    ['code'],
  );
  assert.match(diffs[0].docusaurus, '{2}');
});

test('a wrong admonition label, tab label, heading id and title are each reported in their category', () => {
  const o = ours(
    oHeading.replaceAll('setup', 'set-up') + oNote('Note') + oTabs('yarn'),
    'Installing | Trial',
    'Other words.',
  );
  const diffs = comparePages(pageView(o, 'ours'), pageView(docusaurus(dHeading + dNote + dTabs), 'docusaurus'));
  assert.equal(
    diffs.map((d) => d.category),
    ['head', 'headings', 'admonitions', 'tabs', 'text'],
  );
});

test('MDX printed as text is raw-mdx (and text); a missing image and link are reported', () => {
  const o = ours('<p>:::note Use it.</p><p>&lt;Tabs&gt;</p>');
  const diffs = comparePages(pageView(o, 'ours'), pageView(docusaurus(dNote + dImg), 'docusaurus', '/real/'));
  const cats = diffs.map((d) => d.category);
  assert.ok(
    ['admonitions', 'images', 'links', 'raw-mdx', 'text'].every((c) => cats.includes(c as never)),
    cats.join(),
  );
  assert.match(diffs.find((d) => d.category === 'raw-mdx')!.ours, ':::note');
});

test('an image Docusaurus inlines as a data: URL is the picture our page links when the bytes are the same', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const other = Buffer.from('89504e470d0a1a0a0000000d49484453', 'hex');
  const inlined = `<p><img src="data:image/png;base64,${png.toString('base64')}" alt="Shot"></p>`;
  const linked = '<p><img src="/real/assets/shot-0a1b2c3d.png" alt="Shot"></p>';
  const read = (bytes: Buffer) => (src: string) => (src === '/real/assets/shot-0a1b2c3d.png' ? bytes : undefined);
  const diff = (bytes: Buffer) =>
    comparePages(
      pageView(ours(linked), 'ours', '/real/', read(bytes)),
      pageView(docusaurus(inlined), 'docusaurus', '/real/', () => undefined),
    ).map((d) => d.category);
  assert.equal(diff(png), []);
  assert.equal(diff(other), ['images']);
});

test('a link to a file Docusaurus copied to /assets/files/ is our link to the same bytes', () => {
  const pdf = Buffer.from('%PDF-1.4 tutorial');
  const files: Record<string, Buffer> = {
    '/downloads/tutorial.pdf': pdf,
    '/assets/files/tutorial-0bf9edf2.pdf': pdf,
    '/downloads/other.pdf': Buffer.from('%PDF-1.4 other'),
  };
  const read = (src: string) => files[src];
  const diff = (ourHref: string) =>
    comparePages(
      pageView(ours(`<p><a href="${ourHref}">PDF</a></p>`), 'ours', '/', read),
      pageView(docusaurus('<p><a href="/assets/files/tutorial-0bf9edf2.pdf">PDF</a></p>'), 'docusaurus', '/', read),
    ).map((d) => d.category);
  assert.equal(diff('/downloads/tutorial.pdf'), []);
  assert.equal(diff('/downloads/other.pdf'), ['links']);
});

test("Prism's objectivec (Docusaurus's class) and our objective-c (shiki's name) are one language", () => {
  assert.is(normalizeLang('objectivec'), normalizeLang('objective-c'));
  assert.is(normalizeLang('objc'), normalizeLang('objective-c'));
  // Every Prism name the highlighter reads as another grammar, as rn-notifications' `gradle` (ours: `groovy`).
  assert.is(normalizeLang('gradle'), normalizeLang('groovy'));
  assert.is(normalizeLang('dotnet'), normalizeLang('csharp'));
  assert.is.not(normalizeLang('gradle'), normalizeLang('kotlin'));
});

test('links, image names, titles and routes are normalised the way a reader meets them', () => {
  assert.is(normalizeHref('/real/docs/a/index.html#x', '/real/'), '/docs/a/#x'.replace('/#', '#'));
  assert.is(normalizeHref('/docs/a/', '/'), '/docs/a');
  assert.is(normalizeHref('https://example.com/a/', '/'), 'https://example.com/a/');
  // Docusaurus leaves a JSX <a href="./cli/x"> as written; ours is absolute: the same page for a reader.
  assert.is(normalizeHref('./cli/config-file', '/', '/docs/next/v2-to-v3'), '/docs/next/cli/config-file');
  assert.is(normalizeHref('../a#h', '/base/', '/docs/x/y'), '/docs/a#h');
  assert.is(normalizeHref('/base/docs/a', '/base/', '/docs/x'), '/docs/a');
  assert.is(imageName('/assets/images/diagram-3f2a9c1b.svg'), 'diagram.svg');
  assert.is(imageName('/img/logo.png?v=1'), 'logo.png');
  assert.is(pageTitle('Install | Real site'), 'Install');
  assert.is(routeOfFile('docs/a/index.html'), '/docs/a');
  assert.is(routeOfFile('index.html'), '/');
  assert.is(routeOfFile('docs/b.html'), '/docs/b');
});

test('routeOfFile: a file X.html and a folder X.html/index.html are the same URL', () => {
  assert.is(routeOfFile('api/effects.html/index.html'), routeOfFile('api/effects.html'));
  assert.is(routeOfFile('api/effects.html/index.html'), '/api/effects');
});

test('routesOf: a.html that redirects (client redirects from .html) never hides the page a/index.html', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compare-routes-'));
  try {
    mkdirSync(join(dir, 'docs/a'), { recursive: true });
    writeFileSync(join(dir, 'docs/a/index.html'), page('<title>A</title>', '<h1>A</h1>'));
    writeFileSync(join(dir, 'docs/a.html'), page('<meta http-equiv="refresh" content="0; url=/docs/a">', ''));
    assert.is(routesOf(dir).get('/docs/a'), join(dir, 'docs/a/index.html'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
