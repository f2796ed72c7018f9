import type { Root } from 'mdast';
import { walk } from './walk.ts';

/**
 * A line like `<summary>Title</summary>` parses as a paragraph holding inline JSX; @mdx-js/mdx unwraps
 * such paragraphs ("unravel") so the elements are not nested in a `<p>`. Same rule here: a paragraph
 * whose children are only JSX, expressions and whitespace becomes those children at block level.
 */
export function remarkUnravel() {
  return (tree: Root) => {
    walk(tree, 'paragraph', (node, index, parent) => {
      if (!parent || index === undefined) return;
      let hasJsx = false;
      for (const child of node.children) {
        if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') hasJsx = true;
        else if (!(child.type === 'text' && /^\s*$/.test(child.value))) return;
      }
      if (!hasJsx) return;
      const replacement = node.children
        .filter((c) => c.type !== 'text')
        .map((c) => ({ ...c, type: c.type === 'mdxJsxTextElement' ? 'mdxJsxFlowElement' : 'mdxFlowExpression' }));
      parent.children.splice(index, 1, ...(replacement as never[]));
      return index;
    });
  };
}
