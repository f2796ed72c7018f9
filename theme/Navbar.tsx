import { isNavItemActive } from '../shared/links.ts';
import type { NavItem, PageVersion, SidebarItem, SiteData } from '../shared/page-data.ts';
import { hrefUnderBase, withBaseUrl } from '../shared/routes.ts';
import { useBaseUrl, useSiteBase } from './base-url.ts';
import { DocsVersionDropdown } from './DocsVersion.tsx';

type NavLink = Extract<NavItem, { type: 'link' }>;

const hrefsOfSidebar = new WeakMap<SidebarItem[], Set<string>>();

/**
 * The pages and category pages of a sidebar (read only). Kept per sidebar: every page of a build renders
 * the same one, and walking it for each page made a build quadratic in its page count.
 */
export function sidebarHrefs(items: SidebarItem[] | undefined): Set<string> {
  if (!items) return new Set();
  let hrefs = hrefsOfSidebar.get(items);
  if (!hrefs) hrefsOfSidebar.set(items, (hrefs = collectHrefs(items, new Set())));
  return hrefs;
}

function collectHrefs(items: SidebarItem[], into: Set<string>): Set<string> {
  for (const item of items) {
    if (item.href && (item.type === 'category' || item.docId)) into.add(item.href);
    if (item.type === 'category') collectHrefs(item.items, into);
  }
  return into;
}

export const ICON_PATHS = {
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  search: 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z',
  light:
    'M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0-6h0a1 1 0 0 1 1 1v2a1 1 0 0 1-2 0V2a1 1 0 0 1 1-1Zm0 19a1 1 0 0 1 1 1v1' +
    'a1 1 0 0 1-2 0v-1a1 1 0 0 1 1-1ZM2 11h2a1 1 0 0 1 0 2H2a1 1 0 0 1 0-2Zm18 0h2a1 1 0 0 1 0 2h-2a1 1 0 0 1 0-2Z' +
    'M4.2 4.2a1 1 0 0 1 1.4 0L7 5.6A1 1 0 0 1 5.6 7L4.2 5.6a1 1 0 0 1 0-1.4Zm12.8 12.8a1 1 0 0 1 1.4 0l1.4 1.4' +
    'a1 1 0 0 1-1.4 1.4L17 18.4a1 1 0 0 1 0-1.4ZM4.2 19.8a1 1 0 0 1 0-1.4L5.6 17A1 1 0 0 1 7 18.4l-1.4 1.4' +
    'a1 1 0 0 1-1.4 0ZM17 7a1 1 0 0 1 0-1.4l1.4-1.4a1 1 0 1 1 1.4 1.4L18.4 7A1 1 0 0 1 17 7Z',
  dark: 'M9.4 2.2a1 1 0 0 1 .2 1.1A8 8 0 0 0 20.7 14.4a1 1 0 0 1 1.3 1.3A10 10 0 1 1 8.3 2a1 1 0 0 1 1.1.2Z',
  system: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-6v2h3v2H7v-2h3v-2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v10h16V6H4Z',
  chevron: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z',
};

export function Icon({ path, size = 20, className }: { path: string; size?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

/** Versions: the current version and the others from config (external ones are plain links). */
export function VersionsDropdown({ site, className = '' }: { site: SiteData; className?: string }) {
  const base = useSiteBase();
  if (!site.versions) return null;
  return (
    <details className={`navbar-dropdown versions ${className}`}>
      <summary>
        Versions
        <Icon path={ICON_PATHS.chevron} size={16} />
      </summary>
      <ul className="dropdown-menu">
        <li>
          <a
            className="dropdown-link active"
            href={hrefUnderBase(base, site.versions.current.path)}
            aria-current="true"
            data-version={site.versions.current.name}
            data-version-latest=""
          >
            {site.versions.current.label}
          </a>
        </li>
        {site.versions.others.map((v) => (
          <li key={v.label}>
            <a className="dropdown-link" href={hrefUnderBase(base, v.href)} data-version={v.name}>
              {v.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function SearchBox({ site }: { site: SiteData }) {
  return (
    <form className="navbar-search" role="search" action={useBaseUrl(`/${site.searchPagePath}`)} method="get">
      <Icon path={ICON_PATHS.search} size={16} className="search-icon" />
      <input type="search" name="q" placeholder="Search" aria-label="Search the docs" autoComplete="off" />
      <kbd className="search-shortcut" aria-hidden="true">
        /
      </kbd>
    </form>
  );
}

function ColorModeToggle() {
  return (
    <button
      type="button"
      className="color-mode-toggle"
      data-color-mode-toggle
      aria-label="Switch between light, dark and system colour mode"
      title="Colour mode: light, dark or system"
    >
      <Icon path={ICON_PATHS.light} className="icon-light" />
      <Icon path={ICON_PATHS.dark} className="icon-dark" />
      <Icon path={ICON_PATHS.system} className="icon-system" />
    </button>
  );
}

/** The section links, the left half of the navbar on desktop; also listed in the mobile drawer. */
export function NavLinks({
  links,
  path,
  inSidebar,
  className,
  linkClass,
}: {
  links: NavLink[];
  path: string;
  inSidebar: Set<string>;
  className: string;
  linkClass: string;
}) {
  const base = useSiteBase();
  return (
    <ul className={className}>
      {links.map((item) => {
        const active = isNavItemActive(item, path, (href) => inSidebar.has(href));
        return (
          <li key={item.href}>
            <a
              className={`${linkClass}${active ? ' active' : ''}`}
              href={hrefUnderBase(base, item.href)}
              aria-current={active ? 'page' : undefined}
              data-doc-versions={item.docVersions && JSON.stringify(item.docVersions)}
              data-docs-plugin-id={item.docsPluginId}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The internal links of the left side (User guide … API). */
export function sectionLinks(site: SiteData): NavLink[] {
  return site.navbar.items.filter((i): i is NavLink => i.type === 'link' && i.position === 'left');
}

/**
 * Top navigation: hamburger (mobile), logo and title, section links; then versions, search, Sign in, the
 * call to action and the colour-mode switch. Sign in and the CTA are hidden at 996 px and below.
 */
export function Navbar({
  site,
  path,
  sidebar,
  version,
}: {
  site: SiteData;
  path: string;
  sidebar?: SidebarItem[];
  /** The page's docs version, on a site with versioned docs: the version dropdown's label and links. */
  version?: PageVersion;
}) {
  const base = useSiteBase();
  const inSidebar = sidebarHrefs(sidebar);
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <nav className="navbar" aria-label="Main" data-hide-on-scroll={site.navbar.hideOnScroll ? '' : undefined}>
      <button
        type="button"
        className="navbar-toggle"
        aria-label="Open the navigation menu"
        aria-expanded="false"
        aria-controls="mobile-drawer"
        data-drawer-toggle
      >
        <Icon path={ICON_PATHS.menu} size={24} className="icon-menu" />
        <Icon path={ICON_PATHS.close} size={24} className="icon-close" />
      </button>
      <a className="navbar-brand" href={withBaseUrl(base, '/')}>
        {site.navbar.logo && (
          <img src={withBaseUrl(base, site.navbar.logo.src)} alt={site.navbar.logo.alt} width="28" height="28" />
        )}
        <span className="navbar-title">{site.navbar.title}</span>
      </a>
      <NavLinks
        links={sectionLinks(site)}
        path={path}
        inSidebar={inSidebar}
        className="navbar-items navbar-left"
        linkClass="navbar-link"
      />
      {site.navbar.items.map(
        (item, i) =>
          item.type === 'docsVersionDropdown' &&
          item.position === 'left' && (
            <DocsVersionDropdown key={i} site={site} item={item} version={version} className="hide-mobile" />
          ),
      )}
      <div className="navbar-items navbar-right">
        {right.map((item, i) => {
          if (item.type === 'versions') return <VersionsDropdown key={i} site={site} className="hide-mobile" />;
          if (item.type === 'docsVersionDropdown')
            return <DocsVersionDropdown key={i} site={site} item={item} version={version} className="hide-mobile" />;
          if (item.type === 'search') return <SearchBox key={i} site={site} />;
          return (
            <a
              key={i}
              className={
                'navbar-link' + (item.style === 'cta' ? ' navbar-cta' : '') + (item.hideOnMobile ? ' hide-mobile' : '')
              }
              href={hrefUnderBase(base, item.href)}
            >
              {item.label}
            </a>
          );
        })}
        {!site.colorMode.disableSwitch && <ColorModeToggle />}
      </div>
    </nav>
  );
}
