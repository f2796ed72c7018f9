import { dataUrl, type RouteDataCache } from './route-data.ts';
import { currentRoute, routablePath } from './routable.ts';

type Connection = { saveData?: boolean; effectiveType?: string };

/** No prefetching on data saver or 2G connections. */
export function prefetchAllowed(): boolean {
  const c = (navigator as Navigator & { connection?: Connection }).connection;
  return !(c?.saveData || c?.effectiveType?.includes('2g'));
}

/**
 * Two tiers (STYLE §9.12): links that scroll into view get a low-priority `<link rel=prefetch>` for their
 * route data at idle time; hovering or focusing a link starts the real (credentialed) fetch that the
 * navigation will reuse. Each path is prefetched once.
 */
export function setupPrefetch(cache: RouteDataCache, searchPagePath: string): { observe: () => void } {
  /** Links the router would handle, other than to the page already shown. */
  const internalPath = (a: HTMLAnchorElement) => {
    const path = routablePath(new URL(a.href, location.href), searchPagePath);
    return path === currentRoute() ? undefined : path;
  };
  if (!prefetchAllowed()) return { observe: () => {} };
  const hinted = new Set<string>();
  const idle = (fn: () => void) =>
    (
      (window as Window & { requestIdleCallback?: (f: () => void) => void }).requestIdleCallback ??
      ((f) => setTimeout(f, 1))
    )(fn);
  const hint = (path: string) => {
    if (hinted.has(path) || cache.has(path)) return;
    hinted.add(path);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = dataUrl(path);
    document.head.appendChild(link);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const path = internalPath(entry.target as HTMLAnchorElement);
      if (path) idle(() => hint(path));
    }
  });
  const onIntent = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const path = a && internalPath(a);
    if (path) cache.load(path).catch(() => {}); // A failed prefetch is retried by the navigation itself.
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  const observe = () => document.querySelectorAll('main a[href], .sidebar a[href]').forEach((a) => observer.observe(a));
  // At idle, not at boot: a long article has hundreds of links, and observing them all would make start-up
  // cost grow with the article (issue #17). Prefetching is a hint; it can wait for the first idle moment.
  idle(observe);
  return { observe: () => idle(observe) };
}
