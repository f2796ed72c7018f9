import { createStorageSlot } from './storage.ts';

/** Docusaurus's key for the preferred version of the default docs plugin (kept in local storage). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The key of a docs plugin instance's preferred version, as Docusaurus names it (`docs-preferred-version-<id>`). */
export const preferredVersionKey = (plugin?: string): string =>
  plugin ? `docs-preferred-version-${plugin}` : PREFERRED_VERSION_KEY;

/** The docs plugin instance an element stands for: its nearest `data-docs-plugin-id`, else the default docs. */
export const pluginOf = (element: Element): string | undefined =>
  element.closest<HTMLElement>('[data-docs-plugin-id]')?.dataset.docsPluginId || undefined;

/** The dropdowns' entries, and the version banner's link to the latest version (choosing it, as in Docusaurus). */
const LINKS = '.navbar-dropdown.versions a[data-version], .version-banner a[data-version]';

/** Marks the saved choice in every Versions dropdown (navbar and drawer): class `preferred`, for CSS and tests. */
function markPreferred(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(LINKS)) {
    const saved = createStorageSlot(preferredVersionKey(pluginOf(link))).get();
    link.classList.toggle('preferred', saved !== null && link.dataset.version === saved);
  }
}

/**
 * The reader's preferred docs version, one per docs plugin instance: choosing an entry of a Versions dropdown
 * saves its name, choosing the latest version clears it. The dropdown is in the navbar, which client navigations
 * keep, so marking once at start and after each choice is enough.
 */
export function setupPreferredVersion(): void {
  markPreferred();
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(LINKS);
    if (!link) return;
    const slot = createStorageSlot(preferredVersionKey(pluginOf(link)));
    if (link.hasAttribute('data-version-latest')) slot.remove();
    else slot.set(link.dataset.version!);
    markPreferred();
  });
}
