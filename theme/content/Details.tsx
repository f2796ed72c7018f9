import type { ReactNode } from 'react';

/** A collapsible section; a native `<details>` so it works without JavaScript and with the keyboard. */
export function Details({ summary, children }: { summary?: ReactNode; children?: ReactNode }) {
  return (
    <details className="details">
      <summary>{summary ?? 'Details'}</summary>
      <div className="details-body">{children}</div>
    </details>
  );
}
