import type { Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { EXIT, walk } from '../walk.ts';
import { evaluateLiteral, expressionOf, NotALiteralError } from '../evaluate-literal.ts';

/** Is the expression program (a `{…}` in text or a prop value) a plain literal the fast path can show? */
function isLiteralProgram(program: Program | null | undefined): boolean {
  try {
    const e = expressionOf(program ?? undefined);
    if (e) evaluateLiteral(e);
    return true;
  } catch (error) {
    if (error instanceof NotALiteralError) return false;
    throw error;
  }
}

/**
 * Decides, from the parsed page, whether it needs the full MDX compiler (`@mdx-js/mdx` + esbuild): it has
 * `import`/`export`, an expression or prop that is not a literal, a spread prop, a member name
 * (`<Foo.Bar>`), or a capitalised component that is not built in while the site has global components.
 * Every other page keeps the fast path (hast rendered directly, no JavaScript generated).
 */
export function needsEsm(tree: Root, builtins: readonly string[], hasGlobalComponents: () => boolean): boolean {
  let found = false;
  walk(tree, (node) => {
    switch (node.type) {
      case 'mdxjsEsm':
        found = true;
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        found = !isLiteralProgram(node.data?.estree);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        if (name.includes('.')) found = true;
        else if (/^[A-Z]/.test(name) && !builtins.includes(name) && hasGlobalComponents()) found = true;
        else found = node.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute' || !isLiteralProp(a));
        break;
      }
      default:
        return;
    }
    return found ? EXIT : undefined;
  });
  return found;
}

function isLiteralProp(attr: MdxJsxAttribute): boolean {
  const v = attr.value;
  return v === null || v === undefined || typeof v === 'string' || isLiteralProgram(v.data?.estree);
}
