import type { ReactNode } from 'react';

/**
 * `@docusaurus/ErrorBoundary`: its children. A component that throws while a page renders is reported
 * (`component-error`) instead of being caught into a fallback a reader would see.
 */
export default function ErrorBoundary({ children }: { children?: ReactNode; fallback?: unknown }) {
  return <>{children}</>;
}
