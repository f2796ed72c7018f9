import type { ReactNode } from 'react';

const WRAP_ICON =
  'M4 19h6v-2H4v2ZM20 5H4v2h16V5Zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2c2.2 0 4-1.8 4-4' +
  's-1.8-4-4-4Z';

/**
 * A highlighted code block (the `<pre>` comes highlighted from the build in both colour modes). The copy
 * and wrap buttons work through one delegated listener in the runtime; without JavaScript the code is
 * still selectable and scrolls sideways.
 */
export function CodeBlock({ title, lang, children }: { title?: string; lang?: string; children?: ReactNode }) {
  return (
    <div className={`code-block${title ? ' has-title' : ''}`} data-lang={lang}>
      {title && <div className="code-title">{title}</div>}
      <div className="code-body">
        {children}
        <div className="code-buttons">
          <button
            type="button"
            className="code-wrap"
            data-code-wrap
            aria-label="Toggle word wrap"
            aria-pressed="false"
            title="Toggle word wrap"
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={WRAP_ICON} />
            </svg>
          </button>
          <button type="button" className="code-copy" data-code-copy aria-label="Copy code to clipboard" title="Copy">
            Copy
          </button>
        </div>
      </div>
    </div>
  );
}
