import type { ReactNode } from 'react';

/**
 * A highlighted code block (the `<pre>` comes highlighted from the build). The copy and wrap buttons
 * work through one delegated listener in the runtime; without JavaScript the code is still selectable.
 */
export function CodeBlock({ title, lang, children }: { title?: string; lang?: string; children?: ReactNode }) {
  return (
    <div className={`code-block${title ? ' has-title' : ''}`} data-lang={lang}>
      {title && <div className="code-title">{title}</div>}
      <div className="code-body">
        {children}
        <div className="code-buttons">
          <button type="button" className="code-wrap" data-code-wrap aria-label="Toggle word wrap" title="Toggle word wrap">
            ⤶
          </button>
          <button type="button" className="code-copy" data-code-copy aria-label="Copy code to clipboard" title="Copy">
            Copy
          </button>
        </div>
      </div>
    </div>
  );
}
