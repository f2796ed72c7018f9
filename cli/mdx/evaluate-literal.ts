import type { Expression, Node, Program } from 'estree';

/** Thrown for an expression that is not a plain literal; the caller reports it with a position. */
export class NotALiteralError extends Error {}

/**
 * Evaluates the JSON-like expressions MDX content may use in props and braces: strings, numbers,
 * booleans, null/undefined, arrays, objects and template strings without placeholders. Content is data:
 * running arbitrary JavaScript at build time would make pages depend on code nobody reviews as code.
 */
export function evaluateLiteral(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return (node as { value: unknown }).value;
    case 'TemplateLiteral':
      if (node.expressions.length) throw new NotALiteralError('template placeholders');
      return node.quasis.map((q) => q.value.cooked).join('');
    case 'ArrayExpression':
      return node.elements.map((e) => {
        if (!e || e.type === 'SpreadElement') throw new NotALiteralError('spread or hole in an array');
        return evaluateLiteral(e);
      });
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of node.properties) {
        if (p.type !== 'Property' || p.computed || p.kind !== 'init')
          throw new NotALiteralError('computed or spread property');
        const key = p.key.type === 'Identifier' ? p.key.name : String((p.key as { value: unknown }).value);
        out[key] = evaluateLiteral(p.value);
      }
      return out;
    }
    case 'UnaryExpression':
      if (node.operator === '-' || node.operator === '+' || node.operator === '!') {
        const v = evaluateLiteral(node.argument) as number;
        return node.operator === '-' ? -v : node.operator === '+' ? +v : !v;
      }
      throw new NotALiteralError(`operator ${node.operator}`);
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      throw new NotALiteralError(`variable \`${node.name}\``);
    default:
      throw new NotALiteralError(node.type);
  }
}

/** The single expression of an MDX expression's program, or undefined for a comment-only `{/* … *\/}`. */
export function expressionOf(program: Program | undefined): Expression | undefined {
  const stmt = program?.body[0];
  if (!stmt) return undefined;
  if (stmt.type !== 'ExpressionStatement') throw new NotALiteralError(stmt.type);
  return stmt.expression;
}

/**
 * hast-util-to-jsx-runtime's evaluater hook, limited to literals like the checks in rehype-components.
 * Capitalised JSX names reach it as identifiers: `scope` maps them to the content components.
 */
export function createLiteralEvaluater(scope: Record<string, unknown>) {
  return {
    evaluateExpression: (expression: Expression) =>
      expression.type === 'Identifier' && Object.hasOwn(scope, expression.name)
        ? scope[expression.name]
        : evaluateLiteral(expression),
    evaluateProgram: (program: Program) => {
      const e = expressionOf(program);
      return e ? evaluateLiteral(e) : undefined;
    },
  };
}
