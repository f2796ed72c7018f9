import type { Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { walk } from './walk.ts';
import { evaluateLiteral, expressionOf, NotALiteralError } from './evaluate-literal.ts';
import { report, stateOf, type CompileState } from './state.ts';
import type { VFile } from 'vfile';

type JsxNode = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** Sentinel of a prop whose value is code, not a literal: nothing can be said about it at build time. */
const UNKNOWN = Symbol('unknown');

/** A prop of a JSX node as a plain value; `true` for a bare attribute; UNKNOWN for code. */
function prop(node: JsxNode, name: string): unknown {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr || attr.type !== 'mdxJsxAttribute') return undefined;
  const v = attr.value;
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v;
  try {
    const e = expressionOf(v.data?.estree ?? undefined);
    return e ? evaluateLiteral(e) : undefined;
  } catch (error) {
    if (error instanceof NotALiteralError) return UNKNOWN;
    throw error;
  }
}

const isJsx = (n: { type: string }): n is JsxNode => n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement';

/**
 * The mistakes Docusaurus's `<Tabs>` throws for at render, as positioned build errors: a child that is not a
 * `<TabItem>` with a `value`, duplicate values, a `defaultValue` no tab has, `queryString` without a name.
 * Props written as code (full MDX pages) are not guessed at.
 */
function checkTabs(state: CompileState, node: JsxNode): void {
  const fail = (at: JsxNode, message: string, hint?: string) =>
    report(state, at, { severity: 'error', ruleId: 'invalid-component-props', message, hint });
  const valuesProp = prop(node, 'values');
  let values: { value: unknown; at: JsxNode }[];
  if (valuesProp === UNKNOWN) return;
  if (Array.isArray(valuesProp)) {
    values = valuesProp.map((v) => ({ value: (v as { value?: unknown } | null)?.value, at: node }));
  } else {
    values = [];
    for (const child of node.children) {
      if (child.type === 'text' && !child.value.trim()) continue;
      if (!isJsx(child) || child.name !== 'TabItem') {
        const name = isJsx(child) ? `<${child.name ?? ''}>` : 'text';
        fail(
          isJsx(child) ? child : node,
          `\`<Tabs>\` holds ${name}: every child of \`<Tabs>\` must be a \`<TabItem>\``,
        );
        continue;
      }
      const value = prop(child, 'value');
      if (value === UNKNOWN) return;
      if (typeof value !== 'string' || !value) {
        fail(
          child,
          '`<TabItem>` needs a `value` prop',
          'give each tab a unique value: `<TabItem value="pip" label="pip">`',
        );
        continue;
      }
      values.push({ value, at: child });
    }
  }
  const seen = new Set<unknown>();
  for (const { value, at } of values) {
    if (seen.has(value)) fail(at, `Duplicate value \`${String(value)}\` in \`<Tabs>\`; every value needs to be unique`);
    seen.add(value);
  }
  const defaultValue = prop(node, 'defaultValue');
  if (typeof defaultValue === 'string' && defaultValue && !seen.has(defaultValue)) {
    fail(
      node,
      `\`<Tabs defaultValue="${defaultValue}">\` names no tab; the values are ${[...seen].join(', ') || '(none)'}`,
      'use one of the values, or leave defaultValue out to start on the `default` tab or the first',
    );
  }
  const groupId = prop(node, 'groupId');
  if (prop(node, 'queryString') === true && !groupId) {
    fail(
      node,
      '`<Tabs queryString>` needs a `groupId`, which names the URL parameter',
      'add `groupId="…"`, or name the parameter yourself: `queryString="tab"`',
    );
  }
}

/** Checks every `<Tabs>` of a page (see checkTabs); the page still renders whatever was written. */
export function rehypeTabs() {
  return (tree: Root, file: VFile) => {
    const state = stateOf(file);
    walk(tree, (node) => {
      if (isJsx(node) && node.name === 'Tabs') checkTabs(state, node);
    });
  };
}
