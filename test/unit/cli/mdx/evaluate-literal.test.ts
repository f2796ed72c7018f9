// cli/mdx/evaluate-literal.ts: the JSON-like expressions content may use, and nothing that runs code.
import { parseExpressionAt } from 'acorn';
import type { Expression } from 'estree';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLiteralEvaluater, evaluateLiteral, NotALiteralError } from '../../../../cli/mdx/evaluate-literal.ts';

const expr = (code: string) => parseExpressionAt(code, 0, { ecmaVersion: 'latest' }) as unknown as Expression;
const value = (code: string) => evaluateLiteral(expr(code));
const refused = (code: string) => {
  try {
    value(code);
  } catch (e) {
    return e instanceof NotALiteralError ? e.message : `not a NotALiteralError: ${e}`;
  }
  return 'accepted';
};

test('literals, arrays, objects, signs, undefined and templates without placeholders', () => {
  assert.equal(value(`{a: 1, 'b-c': [true, null, "s"], 3: -2.5, d: undefined}`), {
    a: 1,
    'b-c': [true, null, 's'],
    3: -2.5,
    d: undefined,
  });
  assert.is(value('`line\\n`'), 'line\n');
  assert.is(value('!0'), true);
  assert.is(value('+"4"'), 4);
});

test('anything that would run or read code is refused, naming what it is', () => {
  assert.is(refused('`a${b}`'), 'template placeholders');
  assert.is(refused('[...xs]'), 'spread or hole in an array');
  assert.is(refused('[1, , 2]'), 'spread or hole in an array');
  assert.is(refused('{[k]: 1}'), 'computed or spread property');
  assert.is(refused('{get a() { return 1 }}'), 'computed or spread property');
  assert.is(refused('typeof x'), 'operator typeof');
  assert.is(refused('process'), 'variable `process`');
  assert.is(refused('f()'), 'CallExpression');
  assert.is(refused('a.b'), 'MemberExpression');
});

test('the evaluater hook: component names from its scope, literals otherwise, comments are undefined', () => {
  const Tabs = () => null;
  const evaluater = createLiteralEvaluater({ Tabs });
  assert.is(evaluater.evaluateExpression(expr('Tabs')), Tabs);
  assert.equal(evaluater.evaluateExpression(expr('[1]')), [1]);
  assert.throws(
    () => evaluater.evaluateExpression(expr('Other')),
    (e: unknown) => e instanceof NotALiteralError,
  );
  assert.is(evaluater.evaluateProgram({ type: 'Program', body: [], sourceType: 'module' }), undefined);
});

test.run();
