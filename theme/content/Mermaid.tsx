/**
 * A diagram placeholder. The source stays readable as text without JavaScript; the runtime loads
 * mermaid only on pages that have one and renders it in the current colour mode. The box scrolls
 * sideways when a diagram is wider than the page, so it is focusable for keyboard scrolling.
 */
export function Mermaid({ code }: { code: string }) {
  return (
    <div className="mermaid-diagram" data-mermaid="" tabIndex={0}>
      <pre className="mermaid-source">{code}</pre>
    </div>
  );
}
