import { Feed } from 'feed';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import type { ResolvedConfig } from '../../config/load.ts';
import { encodeUrlPath } from '../../output/escape.ts';
import { readTextFromTarget, writeToTarget, type OutputTarget } from '../../output/target.ts';
import { routeToDataFile, siteOrigin, withBaseUrl } from '../../../shared/routes.ts';
import { walk } from '../../mdx/walk.ts';
import type { BlogRoutes } from '../types.ts';

// The blog's feeds (`/blog/rss.xml`, `/blog/atom.xml`, `/blog/feed.json`), made with `feed`, the library
// Docusaurus makes them with, from the same fields: the `limit` most recent listed posts, each with its title,
// absolute URL, date, description, full article (its site URLs made absolute) and authors and tags.

/** `/blog/x` → `https://host/base/blog/x`. */
const absolute = (config: ResolvedConfig, route: string) =>
  siteOrigin(config.site.url) + encodeUrlPath(withBaseUrl(config.site.baseUrl, route));

/** The article with every root-relative `href`/`src` made absolute: a feed is read away from the site. */
export function absoluteUrls(html: string, origin: string): string {
  const tree = fromHtml(html, { fragment: true }) as Root;
  walk(tree, 'element', (node: Element) => {
    for (const attr of ['href', 'src'] as const) {
      const v = node.properties[attr];
      if (typeof v === 'string' && v.startsWith('/') && !v.startsWith('//')) node.properties[attr] = origin + v;
    }
  });
  return toHtml(tree);
}

/** The feeds as files (output path → text); `articleOf(route)` gives a post's rendered article. */
export function buildBlogFeeds(
  config: ResolvedConfig,
  blog: BlogRoutes,
  articleOf: (route: string) => string | undefined,
): Map<string, string> {
  const out = new Map<string, string>();
  const options = config.site.blog && config.site.blog.feedOptions;
  if (!options || blog.feeds.length === 0) return out;
  const origin = siteOrigin(config.site.url);
  const listed = blog.posts.filter((p) => !p.unlisted).map((p) => p.blogPost!.post);
  const posts = options.limit ? listed.slice(0, options.limit) : listed;
  const blogUrl = absolute(config, config.site.blog ? config.site.blog.routeBasePath : '/blog');
  const feed = new Feed({
    id: blogUrl,
    title: options.title ?? `${config.site.title} Blog`,
    updated: posts[0] ? new Date(posts[0].date) : undefined,
    language: options.language ?? config.site.i18n.defaultLocale,
    link: blogUrl,
    description: options.description ?? `${config.site.title} Blog`,
    favicon: config.site.favicon ? absolute(config, '/' + config.site.favicon.replace(/^\//, '')) : undefined,
    copyright: options.copyright ?? '',
  });
  for (const post of posts) {
    const url = absolute(config, post.href);
    const article = articleOf(post.href);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: new Date(post.date),
      description: post.description,
      content: article === undefined ? undefined : absoluteUrls(article, origin),
      // None rather than `[]`, as Docusaurus: `feed` reads an author list's first entry without checking it.
      author: post.authors.length ? post.authors.map((a) => ({ name: a.name ?? a.key, link: a.url })) : undefined,
      category: post.tags.map((t) => ({ name: t.label, domain: absolute(config, t.href) })),
    });
  }
  for (const file of blog.feeds) {
    const text = file.endsWith('rss.xml') ? feed.rss2() : file.endsWith('atom.xml') ? feed.atom1() : feed.json1();
    out.set(file, text);
  }
  return out;
}

/** Writes the feeds, each post's article read from the route data its page job wrote to the target. */
export function emitBlogFeeds(config: ResolvedConfig, blog: BlogRoutes | undefined, target: OutputTarget): void {
  if (!blog) return;
  const articleOf = (route: string) => {
    const data = readTextFromTarget(target, routeToDataFile(route));
    try {
      return data === undefined ? undefined : (JSON.parse(data) as { html: string }).html;
    } catch {
      return undefined;
    }
  };
  for (const [file, text] of buildBlogFeeds(config, blog, articleOf)) writeToTarget(target, file, text);
}
