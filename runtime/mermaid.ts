/**
 * Renders ```mermaid diagrams. The mermaid library (large) is imported only on pages that have a diagram,
 * renders in the current colour mode and renders again when the mode changes.
 */
let observer: MutationObserver | undefined;

export async function renderMermaid(): Promise<void> {
  const blocks = [...document.querySelectorAll<HTMLElement>('.mermaid-diagram[data-mermaid]')];
  if (!blocks.length) return;
  const { default: mermaid } = await import('mermaid');
  const draw = async () => {
    const dark = document.documentElement.getAttribute('data-theme') === 'dark';
    mermaid.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default', securityLevel: 'strict' });
    for (const [i, block] of blocks.entries()) {
      const source = block.querySelector('.mermaid-source')?.textContent ?? block.dataset.source ?? '';
      block.dataset.source = source;
      try {
        const { svg } = await mermaid.render(`mermaid-${Date.now()}-${i}`, source);
        block.innerHTML = svg;
        block.dataset.rendered = dark ? 'dark' : 'light';
      } catch (error) {
        block.dataset.error = String((error as Error).message ?? error); // Keep the source visible.
      }
    }
  };
  await draw();
  observer?.disconnect();
  observer = new MutationObserver(() => void draw());
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
