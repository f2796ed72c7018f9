import { setupCollapsibles } from './collapsible.ts';
import { setupColorMode } from './color-mode.ts';
import { restoreTabs, setupContentWidgets } from './content.ts';
import { setupDrawer } from './drawer.ts';
import { setupNavbar } from './navbar.ts';
import { readEmbeddedData } from '../page-state.ts';
import { setupDocsVersionDropdown } from './docs-version-dropdown.ts';
import { setupPreferredVersion } from './preferred-version.ts';
import { readThemeSettings, ROUTE_UPDATED_EVENT } from './settings.ts';
import { setupSidebar } from './sidebar.ts';
import { setupTocHighlight } from './toc.ts';
import { setupImageZoom } from './zoom.ts';

/**
 * The theme's behaviours on the server-rendered page. Each one only enhances HTML that already works
 * without JavaScript, and each listens for `docs:route-updated` (dispatched on `window` by the client
 * router) to pick up the content of the next page.
 */
export function setupTheme(): void {
  const settings = readThemeSettings();
  setupColorMode();
  setupNavbar(settings);
  setupDrawer(settings.desktopBreakpoint);
  setupSidebar();
  setupTocHighlight();
  setupContentWidgets();
  restoreTabs();
  window.addEventListener(ROUTE_UPDATED_EVENT, () => restoreTabs()); // not restoreTabs(event): it takes a scope
  setupImageZoom(settings.zoom);
  setupPreferredVersion();
  setupDocsVersionDropdown(readEmbeddedData()?.page);
  setupCollapsibles();
}
