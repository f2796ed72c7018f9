// cli/util/yaml-key.ts: a key's place in a YAML or JSON file, by its path in the parsed document.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { placeOfYamlKey } from '../../../../cli/util/yaml-key.ts';

test('a nested key is the one under its parent, not a same-named key higher up', () => {
  const text = 'label: Guides\nlink:\n  type: generated-index\n  label: Nested\n';
  assert.equal(placeOfYamlKey(text, ['link', 'label']), { line: 4, column: 3 });
  assert.equal(placeOfYamlKey(text, ['label']), { line: 1, column: 1 });
});

test('text in a block scalar or a comment that looks like a key is not one', () => {
  const text = '# position: in a comment\ndescription: |\n  position: in the text\nposition: x\n';
  assert.equal(placeOfYamlKey(text, ['position']), { line: 4, column: 1 });
});

test('JSON: the key on its line and column, also several on one line', () => {
  assert.equal(placeOfYamlKey('{"label": "A", "link": {"type": "doc", "bogus": 1}}', ['link', 'bogus']), {
    line: 1,
    column: 40,
  });
});

test('a key that is not written: the deepest one that is; sequences are indexed; nothing: the first line', () => {
  assert.equal(placeOfYamlKey('link:\n  type: doc\n', ['link', 'id']), { line: 1, column: 1 });
  assert.equal(placeOfYamlKey('items:\n  - a\n  - b\n', ['items', 1]), { line: 3, column: 5 });
  assert.equal(placeOfYamlKey('a: 1\n', ['zzz']), { line: 1, column: 1 });
  assert.equal(placeOfYamlKey('', ['a']), { line: 1, column: 1 });
});

test.run();
