import type { PageData } from '../../shared/page-data.ts';
import { withBaseUrl } from '../../shared/routes.ts';
import { siteBase } from '../routable.ts';
import { PREFERRED_VERSION_KEY } from './preferred-version.ts';
import { ROUTE_UPDATED_EVENT } from './settings.ts';
import { createStorageSlot } from './storage.ts';

const DROPDOWNS = '.docs-version-dropdown';

/** The version a page outside the docs stands for: the reader's preferred one if still built, else none. */
function preferredVersion(): string | undefined {
  const saved = createStorageSlot(PREFERRED_VERSION_KEY).get();
  const built = document.querySelector(`${DROPDOWNS} a[data-version="${CSS.escape(saved ?? '')}"]`);
  return saved && built ? saved : undefined;
}

/**
 * The version dropdown and the navbar's doc links for the page shown. On a versioned page, the dropdown names
 * its version and each entry leads to the same page in that version (the page's data; the navbar is kept across
 * client navigations, so the next page's data sets them); outside the docs it names the preferred version, else
 * the last. A navbar doc item leads to its doc in the page's version, else the preferred one (Docusaurus's
 * version candidates), else where the server pointed it (the last version).
 */
function sync(page: PageData | undefined): void {
  const version = page?.version;
  const chosen = version?.name ?? preferredVersion();
  for (const dropdown of document.querySelectorAll<HTMLElement>(DROPDOWNS)) {
    const links = [...dropdown.querySelectorAll<HTMLAnchorElement>('a[data-version]')];
    const named =
      links.find((a) => a.dataset.version === chosen) ?? links.find((a) => a.hasAttribute('data-version-latest'));
    const label = dropdown.querySelector('.docs-version-label');
    if (label) label.textContent = version?.label ?? named?.textContent ?? label.textContent;
    for (const a of links) {
      const alternate = version?.alternates.find((e) => e.name === a.dataset.version);
      if (alternate) a.href = withBaseUrl(siteBase(), alternate.href);
      const active = version?.name === a.dataset.version;
      a.classList.toggle('active', active);
      if (active) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
  }
  if (!chosen) return;
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-doc-versions]')) {
    const route = (JSON.parse(a.dataset.docVersions!) as Record<string, string>)[chosen];
    if (route) a.href = withBaseUrl(siteBase(), route);
  }
}

/** Keeps the dropdown and doc links in step with the page: at start, after each navigation and each choice. */
export function setupDocsVersionDropdown(page: PageData | undefined): void {
  if (!document.querySelector(DROPDOWNS) && !document.querySelector('a[data-doc-versions]')) return;
  let shown = page;
  sync(shown);
  window.addEventListener(ROUTE_UPDATED_EVENT, (event) => {
    shown = (event as CustomEvent<{ page?: PageData }>).detail?.page;
    sync(shown);
  });
  // A choice saved by preferred-version.ts (its click listener runs first: it was added first).
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('a[data-version]')) sync(shown);
  });
}
