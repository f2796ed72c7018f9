import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DocPage } from '../../../theme/DocPage.tsx';
import { Layout } from '../../../theme/Layout.tsx';
import { SitePage } from '../../../theme/SitePage.tsx';
import { BlogPostPage } from '../../../theme/Blog.tsx';
import type { PageData, SidebarItem, SiteData } from '../../../shared/page-data.ts';
import { routeToDataFile, routeToHtmlFile, routeToMarkdownFile } from '../../../shared/routes.ts';
import { writeToTarget, type OutputTarget } from '../../output/target.ts';

/** Hashed asset URLs every page links (from the bundle stage). */
export interface AssetManifest {
  css: string[];
  js: string[];
  /** Chunks the entry imports statically: preloaded with `<link rel=modulepreload>` to avoid a waterfall. */
  preload: string[];
  /** Island id → URL of its chunk, when the site has client modules (cli/islands/). */
  islands?: Record<string, string>;
  /** Island id → its chunk and the chunks that one imports: modulepreloaded by pages that use the island. */
  islandPreload?: Record<string, string[]>;
}

/** What one page render needs; computed once per route (components only read it). */
export interface PageContext {
  site: SiteData;
  page: PageData;
  sidebar?: SidebarItem[];
  assets: AssetManifest;
}

/** The data file the client router fetches for a transition: the parts of the page that change. */
export interface RouteData {
  page: PageData;
  html: string;
}

export type { OutputTarget };
const write = writeToTarget;

/** Renders the full HTML document around a page body. */
export function renderDocument(ctx: PageContext, body: ReactElement): string {
  return '<!DOCTYPE html>' + renderToString(createElement(Layout, { ...ctx, children: body }));
}

/**
 * Renders a doc or API page and writes its three files: `route/index.html`, the route data JSON the
 * client fetches on navigation, and the Markdown copy (`route.md`). Returns nothing big: HTML never
 * travels between stages.
 */
export function renderDocPage(ctx: PageContext, articleHtml: string, markdown: string, target: OutputTarget): void {
  const html = renderDocument(
    ctx,
    ctx.page.kind === 'page'
      ? createElement(SitePage, { page: ctx.page, html: articleHtml })
      : ctx.page.kind === 'blogPost'
        ? createElement(BlogPostPage, { page: ctx.page, html: articleHtml })
        : createElement(DocPage, {
            page: ctx.page,
            html: articleHtml,
            showBreadcrumbs: ctx.site.breadcrumbs,
            siteTitle: ctx.site.title,
          }),
  );
  write(target, routeToHtmlFile(ctx.page.path), html);
  const data: RouteData = { page: ctx.page, html: articleHtml };
  write(target, routeToDataFile(ctx.page.path), JSON.stringify(data));
  const header = `# ${ctx.page.title}\n\n${ctx.page.description ? `> ${ctx.page.description}\n\n` : ''}`;
  write(target, routeToMarkdownFile(ctx.page.path), header + markdown.trim() + '\n');
}

/** The route data of a page the generator makes (tags, search, 404, blog lists): no sidebar, TOC or search. */
export function specialPageData(path: string, kind: PageData['kind'], title: string, description?: string): PageData {
  return {
    path,
    kind,
    title,
    description,
    breadcrumbs: [],
    tags: [],
    toc: [],
    hideTableOfContents: true,
    unlisted: false,
    hasMermaid: false,
    searchable: false,
    keywords: [],
  };
}

/** Renders a generated page (tags, search, 404) to `file` (relative to the output). */
export function renderSpecialPage(ctx: PageContext, body: ReactElement, file: string, target: OutputTarget): void {
  write(target, file, renderDocument(ctx, body));
}
