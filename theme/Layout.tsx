import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { baseUrlBannerScript } from './base-url-banner.ts';
import { BaseUrlContext } from './base-url.ts';
import { headScript } from './head-script.ts';
import { DocsVersionDropdown } from './DocsVersion.tsx';
import { Icon, ICON_PATHS, Navbar, NavLinks, sectionLinks, sidebarHrefs, VersionsDropdown } from './Navbar.tsx';
import { headKey, headTitle, layoutTitle, reactProps, type HeadTag } from '../shared/head.ts';
import type { PageData, SidebarItem, SiteData } from '../shared/page-data.ts';
import { fileUrl, routeToMarkdownFile, siteOrigin, withBaseUrl } from '../shared/routes.ts';
import { Sidebar } from './Sidebar.tsx';

const NO_SCRIPT_CSS =
  '@media (max-width:996px){.navbar-toggle,.drawer-backdrop{display:none!important}' +
  '.main-wrapper{display:flex;flex-direction:column}' +
  '.drawer{display:block;position:static;order:2;width:auto;transform:none;visibility:visible;box-shadow:none;' +
  'border-top:1px solid var(--border)}' +
  '.sidebar-container{height:auto}}';

export interface LayoutProps {
  site: SiteData;
  page: PageData;
  sidebar?: SidebarItem[];
  /** Hashed asset URLs from the bundle stage. */
  assets: { css: string[]; js: string[]; preload?: string[] };
  children: ReactNode;
}

/**
 * What a link preview shows (Open Graph, Twitter): the page's canonical URL and an image — the page's
 * front matter `image`, else the site's — as absolute URLs, which crawlers need.
 */
const ARTICLE_KINDS: PageData['kind'][] = ['doc', 'api', 'blogPost'];

function SharingMeta({ site, page, url, own }: { site: SiteData; page: PageData; url: string; own: Own }) {
  const image = page.image ?? site.image;
  const origin = siteOrigin(site.url);
  const absolute =
    image && (/^https?:\/\//.test(image) ? image : origin + withBaseUrl(site.baseUrl, image.replace(/^\/?/, '/')));
  return (
    <>
      {page.kind !== 'notFound' && own('meta property=og:url') && <meta property="og:url" content={url} />}
      {own('meta property=og:type') && (
        <meta property="og:type" content={ARTICLE_KINDS.includes(page.kind) ? 'article' : 'website'} />
      )}
      {/* A blog post's Open Graph article fields, as Docusaurus's BlogPostPage writes them. */}
      {page.blog && <meta property="article:published_time" content={page.blog.post.date} />}
      {page.blog?.post.authors.flatMap((a) =>
        a.url ? [<meta key={a.url} property="article:author" content={a.url} />] : [],
      )}
      {page.blog?.post.tags.map((t) => (
        <meta key={t.href} property="article:tag" content={t.label} />
      ))}
      {absolute && own('meta property=og:image') && <meta property="og:image" content={absolute} />}
      {own('meta name=twitter:card') && (
        <meta name="twitter:card" content={absolute ? 'summary_large_image' : 'summary'} />
      )}
    </>
  );
}

/**
 * The whole HTML document of a route. Renders only from its props: no file or config access here. Every
 * URL it writes is under the site's `baseUrl` (`withBaseUrl` here, `useBaseUrl` in the components below).
 */
export function Layout(props: LayoutProps) {
  return (
    <BaseUrlContext.Provider value={props.site.baseUrl}>
      <Document {...props} />
    </BaseUrlContext.Provider>
  );
}

/** Does the layout write its own tag of this key (content's `<head>` did not replace it)? */
type Own = (key: string) => boolean;

/**
 * The tags a page's content put in its head (MDX `<head>`, `@docusaurus/Head`), after the layout's own, each
 * marked so the runtime can take them away when it navigates to another page.
 */
function ContentHead({ tags }: { tags: HeadTag[] }) {
  return tags.map((t, i) =>
    t.tag === 'meta' ? (
      <meta key={i} {...reactProps(t.attrs)} data-page-head="" />
    ) : t.tag === 'link' ? (
      <link key={i} {...reactProps(t.attrs)} data-page-head="" />
    ) : null,
  );
}

function Document({ site, page, sidebar, assets, children }: LayoutProps) {
  const base = (url: string) => withBaseUrl(site.baseUrl, url);
  // What the content's own head replaces, as react-helmet does in Docusaurus: the same title, meta or canonical.
  const replaced = new Set(page.head?.map(headKey));
  const own: Own = (key) => !replaced.has(key);
  const title = headTitle(page.head) ?? layoutTitle(page.title, site);
  const canonical = siteOrigin(site.url) + base(page.path === '/404' ? '/' : page.path);
  return (
    <html lang="en" dir="ltr" data-theme={site.colorMode.defaultMode} data-layout-mode="ssr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {page.description && own('meta name=description') && <meta name="description" content={page.description} />}
        {(page.unlisted || page.version?.noIndex || page.kind === 'notFound' || page.kind === 'search') &&
          own('meta name=robots') && <meta name="robots" content="noindex, nofollow" />}
        {page.keywords.length > 0 && own('meta name=keywords') && (
          <meta name="keywords" content={page.keywords.join(', ')} />
        )}
        {own('meta property=og:title') && <meta property="og:title" content={page.title} />}
        {page.description && own('meta property=og:description') && (
          <meta property="og:description" content={page.description} />
        )}
        <SharingMeta site={site} page={page} url={canonical} own={own} />
        {page.kind !== 'notFound' && own('link rel=canonical') && <link rel="canonical" href={canonical} />}
        {page.head && <ContentHead tags={page.head} />}
        {site.favicon && <link rel="icon" href={base(site.favicon)} />}
        {/* Only pages with a Markdown copy: doc and API pages (not tags, search or 404). */}
        {(page.kind === 'doc' || page.kind === 'api') && (
          <link rel="alternate" type="text/markdown" href={base(fileUrl(routeToMarkdownFile(page.path)))} />
        )}
        <script
          dangerouslySetInnerHTML={{
            __html: headScript({ ...site.colorMode, announcementId: site.announcementBar?.id }),
          }}
        />
        {/* Only on the home page, like Docusaurus: the page people open first after a deployment. */}
        {page.path === '/' && <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(site.baseUrl) }} />}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={base(href)} />
        ))}
        {/* Without JavaScript there is no drawer: on narrow screens the menu and sidebar follow the page
            (after the stylesheet, so these rules win). */}
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_CSS}</style>` }} />
        {assets.js.map((src) => (
          <script key={src} type="module" src={base(src)} />
        ))}
        {assets.preload?.map((href) => (
          <link key={href} rel="modulepreload" href={base(href)} />
        ))}
        {/* The island chunks the article hydrates (their URLs, from data-src, already carry the base). */}
        {page.islands?.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body className={`page-${page.kind}`} data-sidebar={page.sidebar}>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {site.announcementBar && (
          <div className="announcement-bar" role="region" aria-label="Announcement">
            <div className="announcement-content" dangerouslySetInnerHTML={{ __html: site.announcementBar.content }} />
            {site.announcementBar.isCloseable && (
              <button
                type="button"
                className="announcement-close"
                data-announcement-close={site.announcementBar.id}
                aria-label="Close announcement"
              >
                <Icon path={ICON_PATHS.close} size={16} />
              </button>
            )}
          </div>
        )}
        <Navbar site={site} path={page.path} sidebar={sidebar} version={page.version} />
        <div className={`main-wrapper${sidebar && page.sidebar ? ' has-sidebar' : ''}`}>
          {/* The mobile drawer (at 996 px and below): section links, versions and the sidebar. On desktop
              it is `display: contents`, so the sidebar is an ordinary column of the page. */}
          <div className="drawer" id="mobile-drawer">
            <nav className="drawer-nav" aria-label="Sections">
              <NavLinks
                links={sectionLinks(site)}
                path={page.path}
                inSidebar={sidebarHrefs(sidebar)}
                className="drawer-links"
                linkClass="drawer-link"
              />
              <VersionsDropdown site={site} className="drawer-versions" />
              {site.navbar.items.map(
                (item, i) =>
                  item.type === 'docsVersionDropdown' && (
                    <DocsVersionDropdown
                      key={i}
                      site={site}
                      item={item}
                      version={page.version}
                      className="drawer-versions"
                    />
                  ),
              )}
            </nav>
            {sidebar && page.sidebar && (
              <aside className="sidebar-container">
                <Sidebar items={sidebar} path={page.path} name={page.sidebar} />
              </aside>
            )}
          </div>
          <div className="drawer-backdrop" data-drawer-close="" />
          <main id="main" className="main">
            {children}
          </main>
        </div>
        <Footer site={site} />
        {/* The page's data and the runtime settings, read by the client runtime to hydrate and route. */}
        <script
          type="application/json"
          id="__docs_data"
          dangerouslySetInnerHTML={{ __html: JSON.stringify({ page, runtime: site.runtime }).replace(/</g, '\\u003c') }}
        />
      </body>
    </html>
  );
}
