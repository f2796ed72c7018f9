import type { ReactNode } from 'react';

/**
 * `@docusaurus/BrowserOnly`: its children are a function run only in the browser. Pages are rendered on the
 * server and content ships no script, so the fallback (or nothing) is what the page shows.
 */
export default function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}
