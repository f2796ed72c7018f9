import { revealActiveSidebarLink } from './sidebar.ts';
import { ROUTE_UPDATED_EVENT } from './settings.ts';

const OPEN = 'data-drawer-open';

/**
 * The mobile drawer (≤ the desktop breakpoint): the hamburger opens it; it closes on the backdrop, on
 * Escape (focus returns to the hamburger), on navigation (a link inside it, a route update, back or
 * forward) and when the window grows past the breakpoint, where the drawer is the ordinary sidebar.
 */
export function setupDrawer(breakpoint: number): void {
  const html = document.documentElement;
  const toggle = document.querySelector<HTMLButtonElement>('[data-drawer-toggle]');
  const drawer = document.getElementById('mobile-drawer');
  if (!toggle || !drawer) return;
  const isOpen = () => html.hasAttribute(OPEN);
  const setOpen = (open: boolean, returnFocus = false) => {
    if (open === isOpen()) return;
    html.toggleAttribute(OPEN, open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Close the navigation menu' : 'Open the navigation menu');
    if (open) {
      const navbar = document.querySelector('.navbar');
      navbar?.classList.remove('navbar-hidden');
      // The drawer hangs below the navbar, which sits lower while the announcement bar is in view.
      html.style.setProperty('--drawer-top', `${Math.max(0, navbar?.getBoundingClientRect().bottom ?? 0)}px`);
      revealActiveSidebarLink(drawer);
      drawer.querySelector<HTMLElement>('a[href], summary')?.focus({ preventScroll: true });
    } else if (returnFocus) toggle.focus();
  };
  document.addEventListener('click', (e) => {
    const target = e.target as Element;
    if (target.closest?.('[data-drawer-toggle]')) setOpen(!isOpen());
    else if (target.closest?.('[data-drawer-close]')) setOpen(false);
    else if (isOpen() && target.closest?.('#mobile-drawer a[href]')) setOpen(false);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && isOpen()) setOpen(false, true);
  });
  window.addEventListener('resize', () => {
    if (window.innerWidth > breakpoint) setOpen(false);
  });
  window.addEventListener(ROUTE_UPDATED_EVENT, () => setOpen(false));
  window.addEventListener('popstate', () => setOpen(false));
}
