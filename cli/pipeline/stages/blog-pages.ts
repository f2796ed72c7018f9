import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { writeToTarget } from '../../output/target.ts';
import { BaseUrlContext } from '../../../theme/base-url.ts';
import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import { routeToDataFile, routeToHtmlFile } from '../../../shared/routes.ts';
import type { BlogPostMeta, PageData, SiteData } from '../../../shared/page-data.ts';
import {
  BlogArchivePage,
  BlogAuthorsPage,
  BlogGeneratedPage,
  BlogListPage,
  BlogTagsPage,
  type ListedPost,
} from '../../../theme/Blog.tsx';
import { renderSpecialPage, specialPageData, type AssetManifest, type OutputTarget } from '../page/render.ts';
import type { BlogGeneratedPage as GeneratedPage, BlogRoutes, PageResult } from '../types.ts';

// The blog's generated pages (cli/pipeline/stages/blog-routes.ts), rendered in the main thread after the posts,
// as the tag pages are: a list page shows each post's excerpt, which the post's compile kept
// (PageResult.excerptHtml; its links and images were checked in the post and are absolute already). Each also
// gets route data (`_data/<route>.json`), so the client router navigates to it as to a post.

function pageData(page: GeneratedPage): PageData {
  return specialPageData(page.route, page.kind, page.title, page.description);
}

/** Renders every generated page of the blog into the output. */
export function emitBlogPages(
  blog: BlogRoutes | undefined,
  pages: PageResult[],
  site: SiteData,
  assets: AssetManifest,
  target: OutputTarget,
): StageResult<undefined> {
  const diagnostics: Diagnostic[] = [];
  if (!blog) return { value: undefined, diagnostics };
  const posts = pages.filter((p) => p.blogPost);
  const excerpts = new Map(posts.map((p) => [p.path, p.excerptHtml ?? '']));
  const preloads = new Map(posts.map((p) => [p.path, p.excerptPreloads ?? []]));
  const meta = new Map<string, BlogPostMeta>(blog.posts.map((p) => [p.route, p.blogPost!.post]));
  const listed = (routes: string[]): ListedPost[] =>
    routes.flatMap((r) => {
      const post = meta.get(r);
      return post ? [{ ...post, excerptHtml: excerpts.get(r) ?? '' }] : [];
    });
  const tagsRoute = blog.pages.find((p) => p.kind === 'blogTags')?.route;
  for (const page of blog.pages) {
    let body: ReactElement;
    if (page.kind === 'blogList')
      body = createElement(BlogListPage, {
        path: page.route,
        posts: listed(page.posts),
        sidebar: blog.sidebar,
        heading: page.heading,
        author: page.author,
        tagsRoute: page.heading && !page.author ? tagsRoute : undefined,
        newer: page.newer,
        older: page.older,
      });
    else if (page.kind === 'blogTags')
      body = createElement(BlogTagsPage, { tags: page.tags ?? [], sidebar: blog.sidebar, path: page.route });
    else if (page.kind === 'blogAuthors') body = createElement(BlogAuthorsPage, { authors: page.authors ?? [] });
    else body = createElement(BlogArchivePage, { posts: page.posts.flatMap((r) => meta.get(r) ?? []) });
    // Rendered once: the document shows this markup, and the route data holds it for the client router.
    const html = renderToStaticMarkup(createElement(BaseUrlContext.Provider, { value: site.baseUrl }, body));
    const data = pageData(page);
    // A list page shows its posts' excerpts: the islands among them load as on the posts' own pages.
    if (page.kind === 'blogList') {
      const islands = [...new Set(page.posts.flatMap((r) => preloads.get(r) ?? []))];
      if (islands.length) data.islands = islands;
    }
    const view = createElement(BlogGeneratedPage, { html });
    renderSpecialPage({ site, page: data, assets }, view, routeToHtmlFile(page.route), target);
    writeToTarget(target, routeToDataFile(page.route), JSON.stringify({ page: data, html }));
  }
  return { value: undefined, diagnostics };
}
