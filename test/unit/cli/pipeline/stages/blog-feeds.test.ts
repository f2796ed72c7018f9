import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { xml2js, type Element as XmlElement } from 'xml-js';
import type { ResolvedConfig } from '../../../../../cli/config/load.ts';
import { BlogSchema } from '../../../../../cli/config/schema.ts';
import { absoluteUrls, buildBlogFeeds } from '../../../../../cli/pipeline/stages/blog-feeds.ts';
import type { BlogRoutes, ContentFile } from '../../../../../cli/pipeline/types.ts';

const config = (feedOptions: object) =>
  ({
    site: {
      title: 'Site',
      url: 'https://example.com',
      baseUrl: '/docs/',
      i18n: { defaultLocale: 'en' },
      blog: BlogSchema.parse({ feedOptions }),
    },
  }) as unknown as ResolvedConfig;

const post = (n: number, unlisted = false) =>
  ({
    unlisted,
    blogPost: {
      post: {
        href: `/blog/p${n}`,
        title: `Post ${n}`,
        description: `About ${n}`,
        date: new Date(Date.UTC(2024, 0, 10 - n)).toISOString(),
        formattedDate: '',
        authors: [{ name: 'Ann', url: 'https://ann.example' }],
        tags: [{ label: 'News', href: '/blog/tags/news' }],
        truncated: false,
        unlisted,
      },
    },
  }) as unknown as ContentFile;

const blog = (feeds: string[]): BlogRoutes => ({ posts: [post(1), post(2, true), post(3)], pages: [], feeds });

test('root-relative URLs of the article become absolute; others stay', () => {
  const html = '<p><a href="/docs/x">x</a> <a href="#y">y</a> <img src="/docs/a.png"> <a href="//cdn/z">z</a></p>';
  assert.is(
    absoluteUrls(html, 'https://example.com'),
    '<p><a href="https://example.com/docs/x">x</a> <a href="#y">y</a> <img src="https://example.com/docs/a.png"> ' +
      '<a href="//cdn/z">z</a></p>',
  );
});

test('the RSS feed: listed posts in order, up to `limit`, with URLs under the base URL and the article', () => {
  const files = buildBlogFeeds(
    config({ limit: 1 }),
    blog(['blog/rss.xml']),
    (r) => `<p><a href="/docs${r}">me</a></p>`,
  );
  const rss = xml2js(files.get('blog/rss.xml')!) as XmlElement;
  const channel = rss.elements![0]!.elements![0]!;
  const items = channel.elements!.filter((e) => e.name === 'item');
  assert.is(items.length, 1, 'limit');
  const field = (name: string) => items[0]!.elements!.find((e) => e.name === name)!.elements![0]!;
  assert.is(field('link').text, 'https://example.com/docs/blog/p1');
  assert.is(field('content:encoded').cdata, '<p><a href="https://example.com/docs/blog/p1">me</a></p>');
  assert.is(field('category').text, 'News');
});

test('feed types: all three with `all`, none with `null`; the unlisted post in none', () => {
  const all = buildBlogFeeds(
    config({ type: 'all' }),
    blog(['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']),
    () => '',
  );
  const json = JSON.parse(all.get('blog/feed.json')!) as { items: { url: string }[] };
  assert.equal(
    json.items.map((i) => i.url),
    ['https://example.com/docs/blog/p1', 'https://example.com/docs/blog/p3'],
  );
  assert.ok(all.get('blog/atom.xml')!.includes('<feed xmlns="http://www.w3.org/2005/Atom">'));
  assert.is(buildBlogFeeds(config({ type: null }), blog([]), () => '').size, 0);
  assert.equal(BlogSchema.parse({ feedOptions: { type: 'all' } }).feedOptions.type, ['rss', 'atom', 'json']);
});

test('a post without authors: every feed is written, with no author of its own (feed would read `author[0]`)', () => {
  const bare = post(4) as unknown as { blogPost: { post: { authors: unknown[] } } };
  bare.blogPost.post.authors = [];
  const all = buildBlogFeeds(
    config({ type: 'all' }),
    { posts: [bare as unknown as ContentFile], pages: [], feeds: ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json'] },
    () => '',
  );
  const json = JSON.parse(all.get('blog/feed.json')!) as { items: { url: string; author?: unknown }[] };
  assert.equal(json.items, [{ ...json.items[0]!, url: 'https://example.com/docs/blog/p4' }]);
  assert.is(json.items[0]!.author, undefined);
  assert.not.ok(all.get('blog/rss.xml')!.includes('<author>'));
  assert.not.ok(all.get('blog/atom.xml')!.includes('<author>'));
});

test.run();
