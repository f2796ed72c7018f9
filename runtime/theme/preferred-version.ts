import { createStorageSlot } from './storage.ts';

/** Docusaurus's key for the preferred version of the default docs plugin (kept in local storage). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The dropdowns' entries, and the version banner's link to the latest version (choosing it, as in Docusaurus). */
const LINKS = '.navbar-dropdown.versions a[data-version], .version-banner a[data-version]';

/** Marks the saved choice in every Versions dropdown (navbar and drawer): class `preferred`, for CSS and tests. */
function markPreferred(saved: string | null): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(LINKS)) {
    link.classList.toggle('preferred', saved !== null && link.dataset.version === saved);
  }
}

/**
 * The reader's preferred docs version: choosing an entry of the Versions dropdown saves its name,
 * choosing the latest version clears it. The dropdown is in the navbar, which client navigations keep, so
 * marking once at start and after each choice is enough.
 */
export function setupPreferredVersion(): void {
  const slot = createStorageSlot(PREFERRED_VERSION_KEY);
  markPreferred(slot.get());
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(LINKS);
    if (!link) return;
    if (link.hasAttribute('data-version-latest')) slot.remove();
    else slot.set(link.dataset.version!);
    markPreferred(slot.get());
  });
}
