import type { PageData } from '../../shared/page-data.ts';
import { withBaseUrl } from '../../shared/routes.ts';
import { siteBase } from '../routable.ts';
import { pluginOf, preferredVersionKey } from './preferred-version.ts';
import { ROUTE_UPDATED_EVENT } from './settings.ts';
import { createStorageSlot } from './storage.ts';

const DROPDOWNS = '.docs-version-dropdown';

/** The version a page outside a docs instance stands for: the reader's preferred one there if still built. */
function preferredVersion(plugin: string | undefined): string | undefined {
  const saved = createStorageSlot(preferredVersionKey(plugin)).get();
  const built = [...document.querySelectorAll<HTMLElement>(`${DROPDOWNS} a[data-version]`)].some(
    (a) => a.dataset.version === saved && pluginOf(a) === plugin,
  );
  return saved && built ? saved : undefined;
}

/**
 * The version dropdowns and the navbar's doc links for the page shown, each for its docs (the default docs, or
 * the instance of its `data-docs-plugin-id`). On a page of those docs, the dropdown names its version and each
 * entry leads to the same page in that version (the page's data; the navbar is kept across client navigations,
 * so the next page's data sets them); elsewhere it names the preferred version, else the last. A navbar doc item
 * leads to its doc in the page's version, else the preferred one (Docusaurus's version candidates), else where
 * the server pointed it (the last version).
 */
function sync(page: PageData | undefined): void {
  const versionIn = (plugin: string | undefined) => (page?.version?.plugin === plugin ? page?.version : undefined);
  for (const dropdown of document.querySelectorAll<HTMLElement>(DROPDOWNS)) {
    const plugin = pluginOf(dropdown);
    const version = versionIn(plugin);
    const chosen = version?.name ?? preferredVersion(plugin);
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
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-doc-versions]')) {
    const plugin = a.dataset.docsPluginId || undefined;
    const chosen = versionIn(plugin)?.name ?? preferredVersion(plugin);
    if (!chosen) continue;
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
