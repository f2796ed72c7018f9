import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JSXRuntime from 'react/jsx-runtime';
import { ISLAND_REACT_GLOBAL, ROUTE_UPDATED_EVENT } from '../shared/events.ts';

/** What an island chunk exports (cli/islands/bundle-islands.ts). */
interface IslandModule {
  /** `name`: the export to hydrate (`data-export`), the default one when absent. */
  hydrate(el: Element, props: Record<string, unknown>, name?: string): { unmount(): void };
}

const roots = new Map<HTMLElement, { unmount(): void }>();
const loading = new Set<HTMLElement>();

/**
 * Unmounts the islands a navigation removed, then hydrates the page's `<docs-island>`s that are not yet
 * (each loads its chunk on first use). Pages without islands pay one query.
 */
function hydrateIslands(): void {
  for (const [el, root] of roots) {
    if (el.isConnected) continue;
    roots.delete(el);
    root.unmount();
  }
  for (const el of document.querySelectorAll<HTMLElement>('docs-island[data-src]')) {
    if (roots.has(el) || loading.has(el)) continue;
    loading.add(el);
    import(el.dataset.src!)
      .then((m: IslandModule) => {
        if (!el.isConnected) return;
        roots.set(el, m.hydrate(el, JSON.parse(el.dataset.props ?? '{}'), el.dataset.export));
        el.setAttribute('data-hydrated', ''); // for styles and tests: the island now responds
      })
      .catch((e: unknown) => console.error(`island ${el.dataset.island} failed to load`, e))
      .finally(() => loading.delete(el));
  }
}

/**
 * Hydrates the page's islands now and after every client-side navigation. Island chunks are built with
 * React external: they take the runtime's React from `window[ISLAND_REACT_GLOBAL]` (one React per page).
 */
export function setupIslands(): void {
  (window as unknown as Record<string, unknown>)[ISLAND_REACT_GLOBAL] = {
    react: React,
    'react-dom': ReactDOM,
    'react-dom/client': ReactDOMClient,
    'react/jsx-runtime': JSXRuntime,
  };
  hydrateIslands();
  window.addEventListener(ROUTE_UPDATED_EVENT, hydrateIslands);
}
