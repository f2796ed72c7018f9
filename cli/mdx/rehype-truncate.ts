import type { Root } from 'hast';

// Docusaurus's blog excerpt marker: `<!-- truncate -->` (an MDX comment `{/* truncate */}` once mdx1-compat has
// read the file) or `{/* truncate */}`. A marker at the top level of the page becomes an empty element the
// compile splits the rendered article at (splitAtTruncate); one nested in an element is no excerpt boundary.

/** The element the marker becomes in the rendered article, removed by splitAtTruncate. */
export const TRUNCATE_ELEMENT = 'docs-truncate';
const MARKER_HTML = `<${TRUNCATE_ELEMENT}></${TRUNCATE_ELEMENT}>`;
const MARKER_EXPRESSION = /^\s*\/\*\s*truncate\s*\*\/\s*$/;

/** Whether an MDX expression's code is the truncate marker (`/* truncate *\/`). */
export const isTruncateMarker = (code: string): boolean => MARKER_EXPRESSION.test(code);

/** The first top-level truncate marker of the page becomes `<docs-truncate>`; others stay comments. */
export function rehypeTruncate() {
  return (tree: Root) => {
    const i = tree.children.findIndex(
      (n) => n.type === ('mdxFlowExpression' as string) && isTruncateMarker((n as unknown as { value: string }).value),
    );
    if (i >= 0) tree.children[i] = { type: 'element', tagName: TRUNCATE_ELEMENT, properties: {}, children: [] };
  };
}

/** The rendered article without the marker, and what is above it (undefined without one). */
export function splitAtTruncate(html: string): { html: string; excerpt?: string } {
  const at = html.indexOf(MARKER_HTML);
  if (at < 0) return { html };
  return { html: html.slice(0, at) + html.slice(at + MARKER_HTML.length), excerpt: html.slice(0, at) };
}
