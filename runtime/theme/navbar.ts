import { isNavItemActive } from '../../shared/links.ts';
import { stripBase } from '../../shared/routes.ts';
import { currentRoute, siteBase, urlOfRoute } from '../routable.ts';
import { ROUTE_UPDATED_EVENT, type ThemeSettings } from './settings.ts';

const HIDDEN = 'navbar-hidden';

/**
 * Hide on scroll: the navbar slides away while the reader scrolls down past its height and comes back on
 * any scroll up, after a navigation, and when keyboard focus enters it. It stays while the mobile drawer
 * or a dropdown is open.
 */
function setupHideOnScroll(navbar: HTMLElement): void {
  // Read in the first frame, not at boot: reading the scroll position forces a layout, which on a long page
  // would run inside the boot script instead of in the frame the browser lays out anyway.
  let lastY = 0;
  requestAnimationFrame(() => (lastY = window.scrollY));
  let frame = 0;
  const show = () => navbar.classList.remove(HIDDEN);
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    const pinned = document.documentElement.hasAttribute('data-drawer-open') || navbar.querySelector('details[open]');
    if (y < navbar.offsetHeight || pinned) show();
    else if (y > lastY) navbar.classList.add(HIDDEN);
    else if (y < lastY) show();
    lastY = y;
  };
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true });
  navbar.addEventListener('focusin', show);
  window.addEventListener(ROUTE_UPDATED_EVENT, show);
}

/** Open dropdowns (`<details>`) close on a click elsewhere, on Escape and after choosing an entry. */
function setupDropdowns(): void {
  const closeAll = (except?: Element | null) => {
    document.querySelectorAll<HTMLDetailsElement>('.navbar-dropdown[open]').forEach((d) => {
      if (d !== except) d.open = false;
    });
  };
  document.addEventListener('click', (e) => {
    const target = e.target as Element;
    const dropdown = target.closest?.('.navbar-dropdown');
    closeAll(target.closest?.('.dropdown-link') ? null : dropdown);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const open = document.querySelector<HTMLDetailsElement>('.navbar-dropdown[open]');
    if (!open) return;
    closeAll();
    open.querySelector('summary')?.focus();
  });
}

/**
 * After a client-side navigation, highlights the section of the new page: its path is under the item's
 * `activeBasePath`, or the item's page is in the page's sidebar (the same rule as the server render).
 */
function syncActiveSection(settings: ThemeSettings): void {
  // Routes without the base on both sides, as the server compares them; links in the DOM carry the base.
  const path = currentRoute();
  const sidebar = document.querySelector('.sidebar-container');
  document
    .querySelectorAll<HTMLAnchorElement>('.navbar-left a.navbar-link, .drawer-links a.drawer-link')
    .forEach((a) => {
      const written = a.getAttribute('href') ?? '';
      const href = stripBase(siteBase(), written) ?? written;
      const item = { href, activeBasePath: settings.navbar.find((n) => n.href === href)?.activeBasePath };
      const on = isNavItemActive(
        item,
        path,
        (h) => !!sidebar?.querySelector(`a.sidebar-link[href="${CSS.escape(urlOfRoute(h))}"]`),
      );
      a.classList.toggle('active', on);
      if (on) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    });
}

/** The navbar's behaviours: hide on scroll, dropdowns, and the active section after navigation. */
export function setupNavbar(settings: ThemeSettings): void {
  const navbar = document.querySelector<HTMLElement>('.navbar');
  if (navbar?.hasAttribute('data-hide-on-scroll')) setupHideOnScroll(navbar);
  setupDropdowns();
  window.addEventListener(ROUTE_UPDATED_EVENT, () => syncActiveSection(settings));
}
