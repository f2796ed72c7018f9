import { parseDocument } from 'yaml';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { yamlValue } from '../../../../cli/util/yaml-value.ts';

test('yamlValue: an alias to no anchor is a problem at the alias, with a hint to quote it', () => {
  const text = 'title: A\ndescription: *Important*\n';
  const value = yamlValue(parseDocument(text));
  assert.not.ok(value.ok);
  if (value.ok) return;
  assert.is(value.offset, text.indexOf('*Important*'));
  assert.match(value.reason, '`*Important*` is a YAML alias');
  assert.match(value.hint, '"*Important*"');
});

test('yamlValue: an alias bomb stops at MAX_YAML_ALIASES instead of expanding', () => {
  const rows = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (const [name, prev] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e'], ['g', 'f']])
    rows.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(', ')}]`);
  const value = yamlValue(parseDocument(rows.join('\n')));
  assert.not.ok(value.ok);
  if (!value.ok) assert.match(value.reason, 'MAX_YAML_ALIASES');
});

test('yamlValue: a document with defined anchors is its plain value', () => {
  assert.equal(yamlValue(parseDocument('a: &x 1\nb: *x\n')), { ok: true, value: { a: 1, b: 1 } });
});

test.run();
