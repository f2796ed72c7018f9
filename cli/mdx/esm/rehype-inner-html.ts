import type { Expression, Program, Property } from 'estree';
import type { Element, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { walk } from '../walk.ts';

const REACT_NAMES: Record<string, string> = { class: 'className', tabindex: 'tabIndex', for: 'htmlFor' };

/** hast property → the JSX attribute name React reads (`dataLang` → `data-lang`, `class` → `className`). */
function jsxName(property: string): string {
  if (REACT_NAMES[property]) return REACT_NAMES[property];
  return /^(data|aria)[A-Z]/.test(property) ? property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : property;
}

const property = (key: string, value: string): Property => ({
  type: 'Property',
  key: { type: 'Literal', value: key },
  value: { type: 'Literal', value },
  kind: 'init',
  method: false,
  shorthand: false,
  computed: false,
});

/** A `style` string as the object React wants (`color:red;--x:1` → `{color: 'red', '--x': '1'}`). */
function styleObject(style: string): Expression {
  const properties: Property[] = [];
  for (const decl of style.split(';')) {
    const at = decl.indexOf(':');
    if (at < 0) continue;
    const name = decl.slice(0, at).trim();
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (key) properties.push(property(key, decl.slice(at + 1).trim()));
  }
  return { type: 'ObjectExpression', properties };
}

function expressionValue(expression: Expression, text: string): MdxJsxAttribute['value'] {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
  };
  return { type: 'mdxJsxAttributeValueExpression', value: text, data: { estree } };
}

/**
 * Code blocks come highlighted as `dangerouslySetInnerHTML` (rehype-code-blocks.ts), which the fast path's
 * renderer passes to React as an object. @mdx-js/mdx writes hast properties as strings, so on the full MDX
 * path such an element becomes a JSX element whose `dangerouslySetInnerHTML` is an object expression.
 */
export function rehypeInnerHtml() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element, index, parent) => {
      const inner = node.properties.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
      if (!inner || !parent || index === undefined) return;
      const attributes: MdxJsxAttribute[] = [];
      for (const [key, value] of Object.entries(node.properties)) {
        if (key === 'dangerouslySetInnerHTML' || value === false || value === null || value === undefined) continue;
        if (key === 'style') {
          attributes.push({
            type: 'mdxJsxAttribute',
            name: key,
            value: expressionValue(styleObject(String(value)), ''),
          });
          continue;
        }
        const text = Array.isArray(value) ? value.join(' ') : value === true ? null : String(value);
        attributes.push({ type: 'mdxJsxAttribute', name: jsxName(key), value: text });
      }
      const html = String(inner.__html ?? '');
      const object: Expression = { type: 'ObjectExpression', properties: [property('__html', html)] };
      attributes.push({
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: expressionValue(object, '{__html: …}'),
      });
      const jsx: MdxJsxFlowElementHast = { type: 'mdxJsxFlowElement', name: node.tagName, attributes, children: [] };
      parent.children[index] = jsx;
      return 'skip';
    });
  };
}
