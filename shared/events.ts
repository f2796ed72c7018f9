/** Names the server and the browser must agree on: window events and the dev server's endpoints. */

/** Dispatched on `window` by the client router after each navigation updated the page (`detail.path`). */
export const ROUTE_UPDATED_EVENT = 'docs:route-updated';

/** The dev server's Server-Sent-Events stream; `?path=` names the route the tab shows. */
export const DEV_EVENTS_PATH = '/__docs/events';

/** The live-reload client the dev server injects into every page. */
export const DEV_CLIENT_PATH = '/__docs/dev-client.js';

/**
 * The `window` property where the runtime exposes its React modules (by import specifier) to island
 * chunks, which are built with React external so a page never loads React twice (runtime/islands.ts).
 */
export const ISLAND_REACT_GLOBAL = '__docsReact';
