import type { DocVersionLink, NavItem, PageVersion, SiteData } from '../shared/page-data.ts';
import { withBaseUrl } from '../shared/routes.ts';
import { useSiteBase } from './base-url.ts';

// The versioned docs' parts of the theme (Docusaurus's DocVersionBanner, DocVersionBadge and the
// `docsVersionDropdown` navbar item), with Docusaurus's wording and class names.

type DocsVersionDropdownItem = Extract<NavItem, { type: 'docsVersionDropdown' }>;

/**
 * The version dropdown: every built version, the page's own first in the label, each entry leading to this page
 * in that version (else to that version's main page). Outside the docs, the last version's label and main pages.
 * The `versions` class and `data-version` attributes are what runtime/theme/preferred-version.ts saves from.
 */
export function DocsVersionDropdown({
  site,
  item,
  version: pageVersion,
  className = '',
}: {
  site: SiteData;
  /** The navbar item: its docs (`docsPluginId`) and the links before and after the versions. */
  item?: DocsVersionDropdownItem;
  version?: PageVersion;
  className?: string;
}) {
  const base = useSiteBase();
  const plugin = item?.docsPluginId;
  // The page's version only when the page is in these docs; elsewhere the dropdown stands for their last version.
  const version = pageVersion && pageVersion.plugin === plugin ? pageVersion : undefined;
  const entries: DocVersionLink[] | undefined =
    version?.alternates ?? (plugin ? site.instanceVersions?.[plugin] : site.docVersions);
  if (!entries?.length) return null;
  const label = version?.label ?? entries.find((e) => e.latest)?.label ?? entries[0]!.label;
  const extra = (links: DocsVersionDropdownItem['before'], where: string) =>
    (links ?? []).map((l, i) => (
      <li key={`${where}${i}`}>
        <a
          className="dropdown-link"
          href={l.external ? l.href : withBaseUrl(base, l.href)}
          {...(l.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {l.label}
        </a>
      </li>
    ));
  return (
    <details className={`navbar-dropdown versions docs-version-dropdown ${className}`} data-docs-plugin-id={plugin}>
      <summary>
        <span className="docs-version-label">{label}</span>
        {/* The navbar's chevron (theme/Navbar.tsx imports this module, so it is drawn here, not imported). */}
        <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
        </svg>
      </summary>
      <ul className="dropdown-menu">
        {extra(item?.before, 'before')}
        {entries.map((e) => {
          const active = version?.name === e.name;
          return (
            <li key={e.name}>
              <a
                className={`dropdown-link${active ? ' active' : ''}`}
                href={withBaseUrl(base, e.href)}
                aria-current={active ? 'page' : undefined}
                data-version={e.name}
                data-version-latest={e.latest ? '' : undefined}
              >
                {e.label}
              </a>
            </li>
          );
        })}
        {extra(item?.after, 'after')}
      </ul>
    </details>
  );
}

/** Docusaurus's banner over a version that is not the last one, with a link to the same page in the last. */
export function VersionBanner({ version, siteTitle }: { version: PageVersion; siteTitle: string }) {
  const base = useSiteBase();
  if (!version.banner) return null;
  const latest = version.alternates.find((a) => a.latest);
  return (
    <div
      className="theme-doc-version-banner admonition admonition-warning version-banner"
      role="alert"
      data-banner={version.banner}
      data-docs-plugin-id={version.plugin}
      data-pagefind-ignore="all"
    >
      <p>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {siteTitle} <b>{version.label}</b> version.
          </>
        ) : (
          <>
            This is documentation for {siteTitle} <b>{version.label}</b>, which is no longer actively maintained.
          </>
        )}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <b>
          <a href={withBaseUrl(base, version.latest.href)} data-version={latest?.name} data-version-latest="">
            latest version
          </a>
        </b>{' '}
        ({version.latest.label}).
      </p>
    </div>
  );
}

/** "Version: X" over the page, when the version shows a badge. */
export function VersionBadge({ version }: { version: PageVersion }) {
  if (!version.badge) return null;
  return (
    <span className="theme-doc-version-badge version-badge" data-pagefind-ignore="all">
      Version: {version.label}
    </span>
  );
}
