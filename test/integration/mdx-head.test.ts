// MDX `<head>` and `@docusaurus/Head` (issue #24): what a page puts there goes to the document head, replacing the
// layout's tag of the same key as react-helmet does in Docusaurus, and never into the article, the Markdown copy
// or the search text. Fast path (plain.md) and full MDX (component.mdx, with expressions).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildFixture, read } from '../helpers/fixtures.ts';

const built = buildFixture('mdx-head');

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
// The article as a reader gets it: without the `data-about` search field, which holds the page's description (here
// the excerpt of its body, which takes the Head's title text as Docusaurus's createExcerpt does) for Pagefind.
const articleOf = (html: string) =>
  html.slice(html.indexOf('<article'), html.indexOf('</article>')).replace(/ data-about="[^"]*"/g, '');

test('fast path: <head> sets the title, replaces description and canonical, adds the rest', async () => {
  const { dir, report } = await built;
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  const html = read(dir, 'plain/index.html');
  const head = headOf(html);
  assert.match(head, '<title>Custom document title</title>');
  assert.is(head.match(/<title>/g)?.length, 1);
  assert.is(head.match(/name="description"/g)?.length, 1, 'one description');
  assert.match(head, '<meta name="description" content="Head description" data-page-head=""/>');
  assert.is(head.match(/rel="canonical"/g)?.length, 1, 'one canonical');
  assert.match(head, '<link rel="canonical" href="https://elsewhere.example.com/plain" data-page-head=""/>');
  assert.match(head, /hreflang="fr" href="https:\/\/fixture.example.com\/fr\/plain"/i);
  assert.match(head, 'property="og:image" content="https://cdn.example.com/card.png"');
  // The layout's own tags that nothing replaced stay.
  assert.match(head, '<meta property="og:title" content="Plain head"/>');
  const article = articleOf(html);
  assert.not.match(article, 'Custom document title');
  assert.not.match(article, '<meta');
  assert.not.match(read(dir, 'plain.md'), 'Custom document title');
});

test('full MDX: @docusaurus/Head with expressions goes to the head, not the article', async () => {
  const { dir } = await built;
  const html = read(dir, 'component/index.html');
  const head = headOf(html);
  assert.match(head, '<title>Component head from Head</title>');
  assert.match(head, '<meta name="robots" content="noindex, computed" data-page-head=""/>');
  assert.match(head, '<link rel="canonical" href="https://fixture.example.com/component"/>');
  assert.not.match(articleOf(html), 'from Head');
  assert.not.match(read(dir, 'component.md'), 'noindex');
});

test('route data carries the head, for the runtime to apply after a client-side navigation', async () => {
  const { dir } = await built;
  const data = JSON.parse(read(dir, '_data/plain.json')) as { page: { head?: unknown[] } };
  assert.equal(data.page.head?.[0], { tag: 'title', attrs: {}, text: 'Custom document title' });
  const none = JSON.parse(read(dir, '_data/index.json')) as { page: { head?: unknown[] } };
  assert.is(none.page.head, undefined);
});

test.run();
