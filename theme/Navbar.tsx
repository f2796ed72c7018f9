import type { NavItem, SiteData } from './page-data.ts';

function isActive(item: Extract<NavItem, { type: 'link' }>, path: string): boolean {
  if (item.external) return false;
  const base = item.activeBasePath ?? item.href;
  return base === '/' ? path === '/' : path === base || path.startsWith(base + '/');
}

function VersionsDropdown({ site }: { site: SiteData }) {
  if (!site.versions) return null;
  return (
    <details className="navbar-dropdown versions">
      <summary>Versions</summary>
      <ul>
        <li>
          <a href={site.versions.current.path} aria-current="true">{site.versions.current.label}</a>
        </li>
        {site.versions.others.map((v) => (
          <li key={v.label}>
            <a href={v.href}>{v.label}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function SearchBox({ site }: { site: SiteData }) {
  return (
    <form className="navbar-search" role="search" action={`/${site.searchPagePath}`} method="get">
      <input type="search" name="q" placeholder="Search" aria-label="Search the docs" autoComplete="off" />
      <kbd className="search-shortcut" aria-hidden="true">/</kbd>
    </form>
  );
}

function Item({ item, path, site }: { item: NavItem; path: string; site: SiteData }) {
  if (item.type === 'versions') return <VersionsDropdown site={site} />;
  if (item.type === 'search') return <SearchBox site={site} />;
  const classes = ['navbar-link', item.style === 'cta' ? 'navbar-cta' : '', item.hideOnMobile ? 'hide-mobile' : '', isActive(item, path) ? 'active' : ''].filter(Boolean).join(' ');
  return (
    <a className={classes} href={item.href} aria-current={isActive(item, path) ? 'page' : undefined}>
      {item.label}
    </a>
  );
}

/** Top navigation: logo, section links on the left; versions, search, sign in and CTA on the right. */
export function Navbar({ site, path }: { site: SiteData; path: string }) {
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <nav className="navbar" aria-label="Main" data-hide-on-scroll={site.navbar.hideOnScroll ? '' : undefined}>
      <button type="button" className="navbar-toggle" aria-label="Open navigation" aria-expanded="false" aria-controls="mobile-drawer" data-drawer-toggle>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      <a className="navbar-brand" href="/">
        {site.navbar.logo && <img src={site.navbar.logo.src} alt={site.navbar.logo.alt} width="28" height="28" />}
        <span className="navbar-title">{site.navbar.title}</span>
      </a>
      <div className="navbar-items navbar-left">
        {left.map((item, i) => (
          <Item key={i} item={item} path={path} site={site} />
        ))}
      </div>
      <div className="navbar-items navbar-right">
        {right.map((item, i) => (
          <Item key={i} item={item} path={path} site={site} />
        ))}
        {!site.colorMode.disableSwitch && (
          <button type="button" className="color-mode-toggle" data-color-mode-toggle aria-label="Switch colour mode (light, dark, system)" title="Colour mode">
            <span className="icon-light" aria-hidden="true">☀</span>
            <span className="icon-dark" aria-hidden="true">☾</span>
            <span className="icon-system" aria-hidden="true">◐</span>
          </button>
        )}
      </div>
    </nav>
  );
}
