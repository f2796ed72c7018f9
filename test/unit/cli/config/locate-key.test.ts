import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locateRequest, parseModule } from '../../../../cli/config/locate-key.ts';

// locateRequest: where a module asks for a package, read from its syntax tree — never a mention of the name in
// a comment, a string or a label.

const at = (text: string, request: string, file = 'sidebars.js') => {
  const parsed = parseModule(text, file);
  assert.ok(parsed, 'the module parses');
  return locateRequest(parsed!, request);
};

test('require and require.resolve: the request text, past its quote, not a comment or string naming it first', () => {
  const text =
    "// needs 'pkg/sidebar' from npm\n" +
    "const label = 'pkg/sidebar';\n" +
    "const api = require.resolve('pkg/sidebar');\n" +
    "module.exports = { docs: [require('pkg/sidebar')] };\n";
  assert.equal(at(text, 'pkg/sidebar'), { line: 3, column: 30 });
});

test('import declarations, dynamic imports and re-exports count; a TypeScript file keeps its own places', () => {
  const ts =
    "type Items = string[];\n\nimport { items } from 'typedoc-sidebar';\nexport default { api: items as Items };\n";
  assert.equal(at(ts, 'typedoc-sidebar', 'sidebars.ts'), { line: 3, column: 24 });
  assert.equal(at('const x = 1;\nconst m = import(`dyn`);\n', 'dyn'), { line: 2, column: 19 });
  assert.equal(at("export * from 'again';\n", 'again'), { line: 1, column: 16 });
});

test('a module that never asks for the request: undefined, also when only a property or string names it', () => {
  const text = "const o = { require: 'pkg' };\nfoo.require('pkg');\nmodule.exports = { pkg: ['pkg'] };\n";
  assert.is(at(text, 'pkg'), undefined);
});

test.run();
