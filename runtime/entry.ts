import { setupAnalytics } from './analytics.ts';
import { trackKeyboardNavigation, trackLayoutMode } from './environment.ts';
import { renderMermaid } from './mermaid.ts';
import { readEmbeddedData } from './page-state.ts';
import { setupIslands } from './islands.ts';
import { setupPrefetch } from './prefetch.ts';
import { ProgressBar } from './progress.ts';
import { RouteDataCache } from './route-data.ts';
import { Router } from './router.tsx';
import { holdScrollPosition } from './scroll.ts';
import { setupSearchBox } from './search/search-box.ts';
import { setupTheme } from './theme/index.ts';
import { RUNTIME_BOOTED_FLAG } from '../theme/base-url-banner.ts';
import { ROUTE_UPDATED_EVENT } from '../shared/events.ts';
import { routeOfPath, urlOfRoute } from './routable.ts';

// Tells the home page's wrong-base-URL banner (theme/base-url-banner.ts) that the bundle loaded.
(window as unknown as Record<string, boolean>)[RUNTIME_BOOTED_FLAG] = true;
// Boot order: theme behaviours first (they only enhance the static HTML), then the client runtime.
setupTheme();
setupIslands(); // site components that need the browser (docs-island), now and after each navigation
boot();

function boot(): void {
  const embedded = readEmbeddedData();
  if (!embedded) return;
  const { page, runtime } = embedded;
  // One URL per page (`/x/` and `/x/index.html` become `/x`); the base's own root keeps its slash (`/docs/`).
  const route = routeOfPath(location.pathname);
  const clean = route === undefined ? location.pathname : urlOfRoute(route);
  if (clean !== location.pathname) history.replaceState(history.state, '', clean + location.search + location.hash);
  trackKeyboardNavigation();
  trackLayoutMode(runtime.desktopBreakpoint);

  const trackPage = setupAnalytics(runtime.analytics);
  const cache = new RouteDataCache(runtime.routeCacheSize);
  let observeLinks = () => {};
  const router = new Router(
    runtime,
    cache,
    new ProgressBar(runtime.progress),
    (state) => {
      trackPage?.({ ...state, path: urlOfRoute(state.path) }); // analytics sees the URL path, base included
      observeLinks();
      if (state.data?.page.hasMermaid) void renderMermaid();
      // The theme (image zoom, TOC highlight, sidebar) listens for this after every client navigation.
      const detail = { path: state.path, page: state.data?.page };
      window.dispatchEvent(new CustomEvent(ROUTE_UPDATED_EVENT, { detail }));
    },
    page,
  );
  observeLinks = setupPrefetch(cache, runtime.searchPagePath).observe;
  trackPage?.({ path: location.pathname, search: location.search, hash: location.hash });
  if (page.hasMermaid) void renderMermaid();
  setupSearchBox(runtime, (url) => void router.navigate(new URL(url, location.href)));
  if (page.kind === 'search') void import('./search/search-page.tsx').then((m) => m.mountSearchPage(runtime));

  // A tab switch may change the height of the page above the tab set: keep the tabs where they are.
  document.addEventListener(
    'click',
    (e) => {
      const tab = (e.target as Element | null)?.closest?.('.tabs [role=tab]');
      if (tab) holdScrollPosition(tab, () => {});
    },
    true,
  );
}
