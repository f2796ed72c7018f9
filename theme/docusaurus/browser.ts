/**
 * The few browser objects the isomorphic Docusaurus shims touch, typed here (the theme layer is compiled
 * without the DOM's types). Undefined on the server.
 */
export interface BrowserWindow {
  location: { pathname: string; search: string; hash: string; origin: string; assign(url: string): void };
  history: { back(): void };
  localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void };
  addEventListener(type: string, fn: () => void): void;
  removeEventListener(type: string, fn: () => void): void;
  document: { documentElement: { dataset: Record<string, string | undefined> } };
  MutationObserver: new (fn: () => void) => { observe(target: unknown, options: object): void; disconnect(): void };
}

export function browserWindow(): BrowserWindow | undefined {
  return (globalThis as { window?: BrowserWindow }).window;
}
