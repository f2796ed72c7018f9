import type { HeadTag } from './head.ts';

/**
 * Types shared by the server render and the browser: what a page knows about itself and the site.
 * Everything here is plain JSON so it can be embedded in HTML and fetched as route data.
 */

export interface TocItem {
  id: string;
  /** Plain text of the heading (no markup). */
  text: string;
  /** Heading level, 2 to 6. */
  depth: number;
}

export interface SidebarLinkItem {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  external?: boolean;
  unlisted?: boolean;
  className?: string;
  /** Docusaurus's `customProps` (front matter `sidebar_custom_props`): data for a custom theme, not rendered. */
  customProps?: Record<string, unknown>;
  /** An HTML item (`{type: 'html', value}`): `label` is the markup, rendered as written, with no link. */
  html?: boolean;
  /** `defaultStyle` of an HTML item: styled like a link item. */
  defaultStyle?: boolean;
}

export interface SidebarCategoryItem {
  type: 'category';
  label: string;
  /** The category's index page, when it has one (`link: {type: 'doc'}`). */
  href?: string;
  docId?: string;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLinkItem | SidebarCategoryItem;

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageLink {
  title: string;
  href: string;
}

export interface TagRef {
  label: string;
  href: string;
}

/** A card of `<DocCardList />`: one child of the current category. */
export interface DocCard {
  title: string;
  description?: string;
  href: string;
  kind: 'doc' | 'category';
  /** Number of pages in a child category. */
  count?: number;
}

/**
 * `page`: a page of the site's `src/pages/` (a Markdown or React page, without a docs sidebar). `blogPost`: a post
 * of the blog; `blogList` (the blog's pages, a tag's, an author's), `blogTags`, `blogArchive`, `blogAuthors`: the
 * blog's generated pages.
 */
export type PageKind =
  | 'doc'
  | 'api'
  | 'page'
  | 'tagIndex'
  | 'tag'
  | 'search'
  | 'notFound'
  | 'blogPost'
  | 'blogList'
  | 'blogTags'
  | 'blogArchive'
  | 'blogAuthors';

/** An author of blog posts (from `authors.yml` or a post's front matter). */
export interface BlogAuthor {
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** The author's page (`/blog/authors/<key>`), when `authors.yml` gives them one (`page: true`). */
  page?: string;
}

/** What a blog post shows above its content and in lists: Docusaurus's BlogPostItem header and footer. */
export interface BlogPostMeta {
  /** The post's route. */
  href: string;
  title: string;
  description?: string;
  /** ISO 8601 date-time (UTC). */
  date: string;
  /** `January 2, 2024` (the site's locale, UTC). */
  formattedDate: string;
  /** Minutes, when `showReadingTime` is on. */
  readingTime?: number;
  authors: BlogAuthor[];
  tags: TagRef[];
  /** The post has a `<!-- truncate -->`: lists show what is above it and a "Read more" link. */
  truncated: boolean;
  unlisted: boolean;
}

/** The blog sidebar: the most recent posts (`blogSidebarCount`), under `blogSidebarTitle`. */
export interface BlogSidebar {
  title: string;
  items: PageLink[];
}

/** What a blog post page adds to its page data. */
export interface BlogPostData {
  post: BlogPostMeta;
  /** Docusaurus's "Newer post" (prev) and "Older post" (next). */
  newer?: PageLink;
  older?: PageLink;
  sidebar?: BlogSidebar;
}

/** A docs version in the version dropdown: its label and where choosing it leads. */
export interface DocVersionLink {
  name: string;
  label: string;
  href: string;
  /** The last version (Docusaurus's `lastVersion`), served at the docs' base path. */
  latest?: boolean;
}

/** The docs version a page belongs to, on a site with versioned docs (Docusaurus's `versions.json`). */
export interface PageVersion {
  name: string;
  label: string;
  /** Docusaurus's banner over a version that is not the last: newer (`unreleased`) or older (`unmaintained`). */
  banner?: 'unreleased' | 'unmaintained';
  /** "Version: X" over the page. */
  badge: boolean;
  /** Search engines are told not to index the page (`<meta name="robots">`); it is not in the sitemap. */
  noIndex: boolean;
  className?: string;
  /** The docs plugin instance of the version (Docusaurus's `docsPluginId`); absent for the default docs. */
  plugin?: string;
  /** The last version's label and the same page in it (else its main page): the banner's link. */
  latest: { label: string; href: string };
  /** Every built version, newest first, with this page in it (else its main page): the version dropdown. */
  alternates: DocVersionLink[];
}

/** Everything the layout needs to render one route, computed once by the route stage. */
export interface PageData {
  path: string;
  kind: PageKind;
  title: string;
  description?: string;
  docId?: string;
  sidebar?: string;
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
  tags: TagRef[];
  toc: TocItem[];
  hideTableOfContents: boolean;
  /** Front matter `hide_title`: the page shows no title heading. */
  hideTitle?: boolean;
  /**
   * The body has a content title (its first heading is a `# heading`, Docusaurus's contentTitle): it is the
   * page's heading, and the layout adds none, so the page never shows two titles.
   */
  hasContentTitle?: boolean;
  unlisted: boolean;
  lastUpdate?: { date?: string; author?: string };
  /** "Edit this page" link. */
  editUrl?: string;
  /** Image of shared links (`og:image`): front matter `image`, else the site's. */
  image?: string;
  /** Source file relative to the site root (shown in error overlays, used for edit links). */
  sourceFile?: string;
  /** The page has a ```mermaid diagram: the runtime loads mermaid only then. */
  hasMermaid: boolean;
  /** Put the page in the search index (false for unlisted, tag, search and 404 pages). */
  searchable: boolean;
  /** The page is a sidebar category's own page: search ranks it first among pages titled alike. */
  landing?: boolean;
  /** The page is in a sidebar search ranks below the guides (`search.rankBelowGuides`): a worked example. */
  example?: boolean;
  keywords: string[];
  /** URLs of the island chunks the page's article hydrates (`<link rel=modulepreload>` in the head). */
  islands?: string[];
  /** What the page's content puts in the document head (MDX `<head>`, `@docusaurus/Head`); wins over the layout's. */
  head?: HeadTag[];
  /** A `page` from `src/pages/`: a Markdown page (article and TOC) or a React page (its own markup). */
  sitePage?: 'markdown' | 'react';
  /** Front matter `wrapperClassName` of a Markdown page of `src/pages/`. */
  wrapperClassName?: string;
  /** A blog post's header, pager and sidebar (`kind: 'blogPost'`). */
  blog?: BlogPostData;
  /** The docs version of the page, on a site with versioned docs. */
  version?: PageVersion;
  /**
   * On a site with versioned docs, the versions of the docs the page is not in, by search filter (`version`,
   * `version-<id>` of another docs plugin instance): every version's name, so a search scoped to any version of
   * those docs finds it (Docusaurus's search keeps a page of `src/pages/` or of other docs in scope).
   */
  searchVersions?: Record<string, string[]>;
}

/** Site-wide data the layout renders on every page (navbar, footer, versions), resolved from config. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  /** Default image of shared links (`og:image`). */
  image?: string;
  navbar: {
    title: string;
    logo?: { src: string; alt: string };
    hideOnScroll: boolean;
    items: NavItem[];
  };
  footer: {
    links: { label: string; href: string }[];
    social: { label: string; href: string; icon: 'x' | 'slack' | 'github' | 'youtube' }[];
    copyright: string;
  };
  /** `name` keys the reader's preferred version in local storage (runtime/theme/preferred-version.ts). */
  versions?: {
    current: { name: string; label: string; path: string };
    others: { name: string; label: string; href: string }[];
  };
  /** The built docs versions, newest first, on a site with versioned docs (`docsVersionDropdown`). */
  docVersions?: DocVersionLink[];
  /** The same for each other docs plugin instance with versions, by its id (`docsVersionDropdown` `docsPluginId`). */
  instanceVersions?: Record<string, DocVersionLink[]>;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar?: { id: string; content: string; isCloseable: boolean };
  searchPagePath: string;
  /** Sidebars whose pages search ranks below the guides (`search.rankBelowGuides`). */
  searchBelowGuides?: string[];
  breadcrumbs: boolean;
  /** What the browser runtime needs from config: constants, search backend, analytics. */
  runtime: RuntimeConfig;
}

/** Runtime settings embedded in every page (`<script id="__docs_data">`); small, the same on every page. */
export interface RuntimeConfig {
  /** Site title and tagline, for `document.title` after a client-side navigation (shared/head.ts). */
  title: string;
  tagline: string;
  breadcrumbs: boolean;
  /** Navbar links and the route prefix that makes each one active. */
  navbar: { href: string; activeBasePath: string }[];
  baseUrl: string;
  searchPagePath: string;
  desktopBreakpoint: number;
  pageLoaderDelayMs: number;
  routeCacheSize: number;
  smoothScrollFactor: number;
  progress: {
    minimum: number;
    speed: number;
    trickleRate: number;
    trickleSpeed: number;
    showSpinner: boolean;
    delay: number;
  };
  zoom: {
    selector: string;
    backgroundLight: string;
    backgroundDark: string;
    attachDelayMs: number;
    scrollOffset: number;
    scrollCloseDelayMs: number;
  };
  /** Hosted (Algolia-compatible) search; absent → the Pagefind index shipped with the site. */
  hostedSearch?: { appId: string; apiKey: string; indexName: string; host?: string };
  replaceSearchResultPathname?: { from: string; to: string };
  analytics?: { trackingID: string[]; anonymizeIP: boolean };
}

export type NavItem =
  | {
      type: 'link';
      label: string;
      href: string;
      position: 'left' | 'right';
      style: 'plain' | 'cta';
      hideOnMobile: boolean;
      external: boolean;
      activeBasePath?: string;
      /** A `doc` item on a site with versioned docs: the doc's route in each version that has it, by name. */
      docVersions?: Record<string, string>;
      /** The docs plugin instance those versions are of (Docusaurus's `docsPluginId`); absent: the default docs. */
      docsPluginId?: string;
    }
  | { type: 'versions'; position: 'left' | 'right' }
  | {
      type: 'docsVersionDropdown';
      position: 'left' | 'right';
      /** Another docs plugin instance's versions (Docusaurus's `docsPluginId`); absent: the default docs. */
      docsPluginId?: string;
      /** Links listed before and after the versions (Docusaurus's `dropdownItemsBefore`/`dropdownItemsAfter`). */
      before?: { label: string; href: string; external: boolean }[];
      after?: { label: string; href: string; external: boolean }[];
    }
  | { type: 'search'; position: 'left' | 'right' };

/** A tag and the docs that carry it. */
export interface TagPageData {
  key: string;
  label: string;
  permalink: string;
  /** The tag index that lists it, when not `/tags`: an older docs version's own (`/docs/1.0/tags`). */
  index?: string;
  description?: string;
  /** First segment of the permalink (`integrations` for `/integrations/etl`): groups the tag index. */
  group: string;
  docs: { title: string; description?: string; href: string }[];
}
