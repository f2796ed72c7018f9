import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { ResolvedConfig } from '../../config/load.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { normalizeRoute } from '../../../shared/routes.ts';
import type { BlogSidebar, PageLink } from '../../../shared/page-data.ts';
import { generatedRouteOwner } from '../route/dedupe.ts';
import type { BlogGeneratedPage, BlogRoutes, ContentFile, RouteRecord, RouteTable } from '../types.ts';
import { listPageRoute, paginate } from './blog-files.ts';
import { loadAuthorsMap, toAuthor } from './blog-authors.ts';
import { blogBases, blogDirOf, blogIsOn } from './blog-posts.ts';

// The routes of the blog, as Docusaurus's plugin-content-blog makes them: a post page each; list pages of
// `postsPerPage` posts (`/blog`, `/blog/page/2`…); the tags page and a list per tag (`/blog/tags/x`, paginated);
// the archive; with an authors file, the authors page and a list per author with a page; and the feeds.
// Unlisted posts get their page and appear in no list, feed or sidebar.

const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** `One post tagged with "x"` / `3 posts tagged with "x"` (Docusaurus's tag page heading). */
export function taggedHeading(count: number, label: string): string {
  return `${count === 1 ? 'One post' : `${count} posts`} tagged with "${label}"`;
}

/** List pages of `posts` at `base` (`/blog`, then `base/page/2`…), each linking its newer and older page. */
function listPages(
  base: string,
  pageBasePath: string,
  posts: ContentFile[],
  perPage: number | 'ALL',
  fields: Omit<BlogGeneratedPage, 'kind' | 'route' | 'posts'>,
): BlogGeneratedPage[] {
  const chunks = paginate(posts, perPage);
  return chunks.map((chunk, i) => ({
    ...fields,
    kind: 'blogList',
    route: listPageRoute(base, pageBasePath, i + 1),
    posts: chunk.map((p) => p.route),
    newer: i > 0 ? listPageRoute(base, pageBasePath, i) : undefined,
    older: i + 1 < chunks.length ? listPageRoute(base, pageBasePath, i + 2) : undefined,
  }));
}

/** The blog's generated pages and the posts' places (newer, older, sidebar), from the posts newest first. */
export function planBlog(config: ResolvedConfig, posts: ContentFile[]): BlogRoutes | undefined {
  const blog = config.site.blog;
  // A blog with no post (no folder, or only drafts) is still its first list page, empty, as in Docusaurus.
  if (!blog || !blogIsOn(config)) return undefined;
  const bases = blogBases(blog);
  const dir = blogDirOf(config);
  const authorsFile = dir ? join(dir, blog.authorsMapPath) : undefined;
  const listed = posts.filter((p) => !p.unlisted);
  const count = blog.blogSidebarCount === 'ALL' ? listed.length : blog.blogSidebarCount;
  const sidebar: BlogSidebar | undefined =
    count > 0 && listed.length > 0
      ? { title: blog.blogSidebarTitle, items: listed.slice(0, count).map((p) => ({ title: p.title, href: p.route })) }
      : undefined;
  const link = (p: ContentFile | undefined): PageLink | undefined => p && { title: p.title, href: p.route };
  const placed = posts.map((p) => {
    const i = listed.indexOf(p);
    const place = i < 0 ? {} : { newer: link(listed[i - 1]), older: link(listed[i + 1]) };
    return { ...p, blogPost: { post: p.blogPost!.post, ...place, ...(sidebar ? { sidebar } : {}) } };
  });

  const pages: BlogGeneratedPage[] = [];
  const perPage = blog.postsPerPage;
  const title = blog.blogTitle;
  pages.push(
    ...listPages(bases.base, blog.pageBasePath, listed, perPage, { title, description: blog.blogDescription }),
  );

  // Tags: each tag's posts, in the blog's order.
  const tags = new Map<string, { label: string; description?: string; posts: ContentFile[] }>();
  for (const p of listed)
    for (const t of p.blogPost!.post.tags) {
      const entry = tags.get(t.href) ?? { label: t.label, posts: [] };
      entry.posts.push(p);
      tags.set(t.href, entry);
    }
  if (tags.size) {
    const list = [...tags].map(([href, t]) => ({ label: t.label, href, count: t.posts.length }));
    list.sort((a, b) => a.label.localeCompare(b.label));
    pages.push({ kind: 'blogTags', route: bases.tags, title: 'Tags', posts: [], tags: list });
    for (const [href, t] of tags) {
      const heading = taggedHeading(t.posts.length, t.label);
      pages.push(...listPages(href, blog.pageBasePath, t.posts, perPage, { title: heading, heading }));
    }
  }

  if (blog.archiveBasePath !== null && listed.length) {
    const route = normalizeRoute(posix.join(bases.base, blog.archiveBasePath));
    pages.push({
      kind: 'blogArchive',
      route,
      title: 'Archive',
      description: 'Archive',
      posts: listed.map((p) => p.route),
    });
  }

  // With an authors file, Docusaurus's authors page lists every author in it; each author with a page
  // (`page: true`) gets the list of their posts, paginated at `…/<authorsPageBasePath>/2` (as Docusaurus does).
  const map = authorsFile ? loadAuthorsMap(authorsFile, []) : {}; // its problems: reported by discover
  if (authorsFile && existsSync(authorsFile)) {
    const byKey = new Map<string, ContentFile[]>();
    for (const p of listed)
      for (const a of p.blogPost!.post.authors) if (a.key) byKey.set(a.key, [...(byKey.get(a.key) ?? []), p]);
    const authors = Object.entries(map).map(([key, input]) => ({
      ...toAuthor(input, key, bases.authors),
      count: byKey.get(key)?.length ?? 0,
    }));
    pages.push({ kind: 'blogAuthors', route: bases.authors, title: 'Authors', posts: [], authors });
    for (const author of authors) {
      if (!author.page) continue;
      const { count: _, ...shown } = author;
      const heading = author.name ?? author.key ?? '';
      const fields = { title: heading, heading, author: shown };
      pages.push(...listPages(author.page, blog.authorsPageBasePath, byKey.get(author.key!) ?? [], perPage, fields));
    }
  }

  const feedDir = bases.base.slice(1);
  const feeds = listed.length ? blog.feedOptions.type.map((t) => posix.join(feedDir, FEED_FILES[t])) : [];
  return { posts: placed, pages, sidebar, feeds };
}

/**
 * Gives the blog its routes in the table: a route a doc, a page of `src/pages/` or a generated page already has
 * is a `duplicate-route` (`onDuplicateRoutes` sets its severity) and the post or page is skipped.
 */
export function addBlog(config: ResolvedConfig, routes: RouteTable, posts: ContentFile[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const planned = planBlog(config, posts);
  if (!planned) return diagnostics;
  const generated = generatedRouteOwner(config);
  const taken = new Map<string, string>();
  const ownerOf = (route: string) => {
    const doc = routes.docByRoute[route];
    return doc ? `\`${routes.docs[doc]!.sourcePath}\`` : (taken.get(route) ?? generated(route));
  };
  const report = (file: string | undefined, route: string, owner: string, what: string) => {
    if (config.site.onDuplicateRoutes === 'ignore') return;
    diagnostics.push({
      severity: config.site.onDuplicateRoutes === 'throw' ? 'error' : 'warning',
      ruleId: 'duplicate-route',
      source: 'route',
      file: file ?? config.files.site,
      place: file ? { line: 1, column: 1 } : undefined,
      message: `Route \`${route}\` of ${what} is also produced by ${owner}; it is skipped`,
      hint: file ? 'give the post a `slug` of its own' : "change the blog's `routeBasePath` or move the page",
    });
  };
  const added: RouteRecord[] = [];
  const keptPosts: ContentFile[] = [];
  for (const post of planned.posts) {
    const owner = ownerOf(post.route);
    if (owner) {
      report(post.sourcePath, post.route, owner, 'this blog post');
      continue;
    }
    taken.set(post.route, `the blog post \`${post.sourcePath}\``);
    routes.docs[post.id] = post;
    routes.docByRoute[post.route] = post.id;
    added.push({ path: post.route, exact: true, component: 'blogPost', contentId: post.id });
    keptPosts.push(post);
  }
  const keptPages: BlogGeneratedPage[] = [];
  for (const page of planned.pages) {
    const owner = ownerOf(page.route);
    if (owner) {
      report(undefined, page.route, owner, 'a page of the blog');
      continue;
    }
    taken.set(page.route, 'a page of the blog');
    added.push({ path: page.route, exact: true, component: page.kind });
    keptPages.push(page);
  }
  routes.routes.push(...added);
  routes.routes.sort((a, b) => a.path.localeCompare(b.path));
  routes.blog = { ...planned, posts: keptPosts, pages: keptPages };
  return diagnostics;
}
