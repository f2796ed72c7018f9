/**
 * A diagram placeholder. The source stays readable as text without JavaScript; the runtime loads
 * mermaid only on pages that have one and renders it in the current colour mode.
 */
export function Mermaid({ code }: { code: string }) {
  return (
    <div className="mermaid-diagram" data-mermaid="">
      <pre className="mermaid-source">{code}</pre>
    </div>
  );
}
