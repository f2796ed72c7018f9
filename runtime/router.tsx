import { Component, createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DocPage } from '../theme/DocPage.tsx';
import { SitePage } from '../theme/SitePage.tsx';
import { BlogGeneratedPage, BlogPostPage } from '../theme/Blog.tsx';
import type { PageData, RuntimeConfig } from '../shared/page-data.ts';
import { Sidebar } from '../theme/Sidebar.tsx';
import { cleanPath } from '../shared/routes.ts';
import { loadSidebar } from './theme/sidebar.ts';
import { BaseUrlContext } from '../theme/base-url.ts';
import { currentRoute, routablePath, routeOfPath, siteBase, urlOfRoute } from './routable.ts';
import { markHydrated } from './environment.ts';
import type { ProgressBar } from './progress.ts';
import type { RouteData, RouteDataCache } from './route-data.ts';
import { scrollToHash } from './scroll.ts';
import { applyDocumentHead } from './document-head.ts';

/** What the route context holds: where we are, and the data rendered there. */
export interface RouteState {
  path: string;
  search: string;
  hash: string;
  status: 'loaded' | 'loading' | 'error';
  data?: RouteData;
  error?: Error;
}

const RouteContext = createContext<RouteState | null>(null);

/** The current route, for components under the router. Spec §8's text for the developer error. */
export function useRouteContext(): RouteState {
  const context = useContext(RouteContext);
  if (!context) throw new Error('Unexpected: no Docusaurus route context found');
  return context;
}

/** Renders the page of the current route; route data without a page is the "no default export" case. */
function PageView({ showBreadcrumbs, siteTitle }: { showBreadcrumbs: boolean; siteTitle: string }) {
  const { data, path } = useRouteContext();
  if (!data?.page || typeof data.html !== 'string')
    throw new Error(`The route module of "${path}" has no default export: cannot render anything.`);
  if (data.page.kind === 'page') return <SitePage page={data.page} html={data.html} />;
  if (data.page.kind === 'blogPost') return <BlogPostPage page={data.page} html={data.html} />;
  if (data.page.kind.startsWith('blog')) return <BlogGeneratedPage html={data.html} />;
  return <DocPage page={data.page} html={data.html} showBreadcrumbs={showBreadcrumbs} siteTitle={siteTitle} />;
}

/** "This page crashed." with the message and a Try again button that renders the route afresh. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="docs-page-crashed" role="alert">
        <h1>This page crashed.</h1>
        <p>{this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}

/** Shown while a route's data loads: nothing for the first `delay` ms, then a spinner. */
function Loading({ delay }: { delay: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return visible ? (
    <div className="docs-loading" role="status">
      <span className="docs-spinner" aria-hidden="true" />
      Loading…
    </div>
  ) : null;
}

function LoadError({ error }: { error: Error }) {
  return (
    <div className="docs-load-error" role="alert">
      <p>{error.message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
}

interface AppProps {
  initial: RouteState;
  config: RuntimeConfig;
  bind: (setState: (s: RouteState) => void) => void;
  onCommit: (s: RouteState) => void;
}

function App({ initial, config, bind, onCommit }: AppProps) {
  const [state, setState] = useState(initial);
  bind(setState);
  useLayoutEffect(() => onCommit(state), [state, onCommit]);
  return (
    <RouteContext.Provider value={state}>
      {state.status === 'loading' ? (
        <Loading delay={config.pageLoaderDelayMs} />
      ) : state.status === 'error' ? (
        <LoadError error={state.error!} />
      ) : (
        <PageErrorBoundary key={state.path}>
          <PageView showBreadcrumbs={config.breadcrumbs} siteTitle={config.title} />
        </PageErrorBoundary>
      )}
    </RouteContext.Provider>
  );
}

/**
 * The client router: one delegated click listener and the History API (STYLE §9.11). A click on an
 * internal link preloads the next route's data first, then swaps content, sidebar, TOC, title and meta;
 * if preloading fails, the browser loads the URL itself. A token drops stale loads when clicks race.
 */
export class Router {
  private root?: Root;
  private setState?: (s: RouteState) => void;
  private current: RouteState;
  private pendingToken = 0;
  private afterCommit?: (s: RouteState) => void;
  private sidebarRoot?: Root;
  private sidebarName?: string;

  constructor(
    private readonly config: RuntimeConfig,
    private readonly cache: RouteDataCache,
    private readonly progress: ProgressBar,
    private readonly onRouteUpdated: (s: RouteState, previous: RouteState | undefined) => void,
    page: PageData,
  ) {
    this.current = { path: currentRoute(), search: location.search, hash: location.hash, status: 'loaded' };
    this.sidebarName = page.sidebar;
    // No hydration: the server's `<main>` stays as it is (the theme's behaviours enhance it by event
    // delegation), so booting costs the same on a 346 KB API page as on a short guide. React takes `<main>`
    // over at the first client navigation (`render`), which replaces its content anyway.
    markHydrated();
    history.scrollRestoration = 'manual';
    history.replaceState({ ...(history.state ?? {}), scroll: history.state?.scroll ?? window.scrollY }, '');
    document.addEventListener('click', (e) => this.onClick(e));
    window.addEventListener('popstate', () => void this.onPopState());
  }

  private app(initial: RouteState) {
    return (
      <BaseUrlContext.Provider value={siteBase()}>
        <App initial={initial} config={this.config} bind={(set) => (this.setState = set)} onCommit={this.commit} />
      </BaseUrlContext.Provider>
    );
  }

  private commit = (state: RouteState) => {
    const done = this.afterCommit;
    this.afterCommit = undefined;
    done?.(state);
  };

  /** Renders a state and resolves once React has committed it to the DOM. */
  private render(state: RouteState): Promise<void> {
    return new Promise((resolve) => {
      this.afterCommit = () => resolve();
      if (this.setState) this.setState(state);
      else {
        const main = document.getElementById('main')!;
        main.innerHTML = '';
        this.root = createRoot(main);
        this.root.render(this.app(state));
      }
    });
  }

  private onClick(e: MouseEvent): void {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (
      !a ||
      (a.target && a.target !== '_self') ||
      a.hasAttribute('download') ||
      a.getAttribute('rel')?.includes('external')
    )
      return;
    const url = new URL(a.href, location.href);
    if (!routablePath(url, this.config.searchPagePath)) return;
    e.preventDefault();
    void this.navigate(url);
  }

  /** Client-side navigation to `url` (pushes a history entry). */
  async navigate(url: URL): Promise<void> {
    const path = routeOfPath(url.pathname) ?? cleanPath(url.pathname);
    const previous = this.current;
    if (path === previous.path) {
      history.replaceState({ ...history.state, scroll: window.scrollY }, '');
      history.pushState({ scroll: 0 }, '', urlOfRoute(path) + url.search + url.hash);
      this.current = { ...previous, search: url.search, hash: url.hash };
      // Same page: a new hash scrolls smoothly to its target; a change of query only does not scroll.
      if (url.hash && url.hash !== previous.hash)
        scrollToHash(url.hash, { smooth: true, factor: this.config.smoothScrollFactor });
      this.onRouteUpdated(this.current, previous);
      return;
    }
    const token = ++this.pendingToken;
    this.progress.start();
    let data: RouteData;
    try {
      data = await this.cache.load(path);
      if (data.page) await this.syncSidebar(data.page); // Without a page, the error boundary reports it.
    } catch {
      this.progress.done();
      window.location.assign(url.href); // Preloading failed: let the browser load the page itself.
      return;
    }
    if (token !== this.pendingToken) return; // A later click won the race.
    history.replaceState({ ...history.state, scroll: window.scrollY }, '');
    history.pushState({ scroll: 0 }, '', urlOfRoute(path) + url.search + url.hash);
    this.current = { path, search: url.search, hash: url.hash, status: 'loaded', data };
    await this.render(this.current);
    if (data.page) this.updateDocument(data.page);
    if (url.hash) scrollToHash(url.hash, { smooth: false, factor: this.config.smoothScrollFactor });
    else window.scrollTo(0, 0);
    this.progress.done();
    this.onRouteUpdated(this.current, previous);
  }

  private async onPopState(): Promise<void> {
    const previous = this.current;
    const path = currentRoute();
    const scroll = typeof history.state?.scroll === 'number' ? history.state.scroll : undefined;
    if (path === previous.path) {
      this.current = { ...previous, search: location.search, hash: location.hash };
      if (scroll !== undefined) window.scrollTo(0, scroll);
      else if (location.hash !== previous.hash)
        scrollToHash(location.hash, { smooth: true, factor: this.config.smoothScrollFactor });
      this.onRouteUpdated(this.current, previous);
      return;
    }
    const token = ++this.pendingToken;
    const base = { path, search: location.search, hash: location.hash };
    this.progress.start();
    const loading = this.cache.isReady(path) ? undefined : this.render({ ...base, status: 'loading' });
    try {
      const data = await this.cache.load(path);
      if (data.page) await this.syncSidebar(data.page);
      await loading;
      if (token !== this.pendingToken) return;
      this.current = { ...base, status: 'loaded', data };
      await this.render(this.current);
      if (data.page) this.updateDocument(data.page);
      if (scroll !== undefined) window.scrollTo(0, scroll);
      else scrollToHash(location.hash, { smooth: false, factor: this.config.smoothScrollFactor });
    } catch (error) {
      await loading;
      if (token !== this.pendingToken) return;
      this.current = { ...base, status: 'error', error: error as Error };
      await this.render(this.current);
    } finally {
      this.progress.done();
    }
    this.onRouteUpdated(this.current, previous);
  }

  /** Brings the server-rendered sidebar up to date; a page of another sidebar re-renders it from JSON. */
  private async syncSidebar(page: PageData): Promise<void> {
    const container = document.querySelector('.sidebar-container');
    if (!container || !page.sidebar) {
      if (container || page.sidebar) throw new Error('layout changes: full load');
      return;
    }
    const link = container.querySelector(`a.sidebar-link[href="${CSS.escape(urlOfRoute(page.path))}"]`);
    if (page.sidebar === this.sidebarName && link) {
      container.querySelectorAll('a.sidebar-link.active').forEach((a) => {
        a.classList.remove('active');
        a.removeAttribute('aria-current');
      });
      link.classList.add('active');
      link.setAttribute('aria-current', 'page');
      for (let el = link.parentElement; el && el !== container; el = el.parentElement)
        if (el instanceof HTMLDetailsElement) el.open = true;
      return;
    }
    const items = await loadSidebar(page.sidebar); // shared with lazy categories: fetched once per sidebar
    // A fresh root each time: the theme fills collapsed categories with plain DOM that React does not own.
    this.sidebarRoot?.unmount();
    container.innerHTML = '';
    this.sidebarRoot = createRoot(container);
    this.sidebarRoot.render(
      <BaseUrlContext.Provider value={siteBase()}>
        <Sidebar items={items} path={page.path} name={page.sidebar} />
      </BaseUrlContext.Provider>,
    );
    this.sidebarName = page.sidebar;
  }

  /** Title, description, canonical and content head of the new page (the navbar's active item: theme/navbar.ts). */
  private updateDocument(page: PageData): void {
    applyDocumentHead(page, this.config);
    document.body.dataset.sidebar = page.sidebar ?? '';
  }
}
