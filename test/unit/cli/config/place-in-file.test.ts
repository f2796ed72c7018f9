// cli/config/place-in-file.ts's pure parts, and the CommonJS export the locator reads (a Docusaurus sidebars.js).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locateKey } from '../../../../cli/config/locate-key.ts';
import { pathOfValue } from '../../../../cli/config/place-in-file.ts';
import { placeOfYamlPath } from '../../../../cli/util/yaml-key.ts';

test('pathOfValue: the first value a match accepts, depth first in written order', () => {
  const sidebars = { a: ['x', { type: 'doc', id: 'y' }], b: [{ type: 'category', items: ['y'] }] };
  const isY = (v: unknown, key: PropertyKey | undefined) => v === 'y' && (typeof key === 'number' || key === 'id');
  assert.equal(pathOfValue(sidebars, isY), ['a', 1, 'id']);
  assert.equal(pathOfValue({ b: sidebars.b }, isY), ['b', 0, 'items', 0]);
  assert.is(
    pathOfValue(sidebars, (v) => v === 'z'),
    undefined,
  );
});

test('pathOfValue: a value seen twice (a shared or cyclic object) is searched once', () => {
  const shared: Record<string, unknown> = { id: 'q' };
  shared.self = shared;
  assert.equal(
    pathOfValue({ one: shared, two: shared }, (v) => v === 'missing'),
    undefined,
  );
});

test('locateKey reads `module.exports =` as the default export', () => {
  const text = "// 'b' is mentioned here\nmodule.exports = {\n  docs: ['a',\n    'b'],\n};\n";
  assert.equal(locateKey(text, ['docs', 1]), { line: 4, column: 5 });
});

test("placeOfYamlPath at 'value': the value of a path written to its end, else the deepest key", () => {
  const text = 'a: { label: A, permalink: /p }\nb:\n  label: B\n';
  assert.equal(placeOfYamlPath(text, ['a', 'permalink'], 'value'), { line: 1, column: 27 });
  assert.equal(placeOfYamlPath(text, ['a', 'permalink']), { line: 1, column: 16 });
  assert.equal(placeOfYamlPath(text, ['b', 'permalink'], 'value'), { line: 2, column: 1 });
  assert.is(placeOfYamlPath(text, ['c']), undefined);
});

test.run();
