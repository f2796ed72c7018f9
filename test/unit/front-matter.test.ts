// cli/util/front-matter.ts: the front matter split off a page and parsed with positions (yaml + LineCounter).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseFrontMatter } from '../../cli/util/front-matter.ts';

test('keys are placed on their page line; the body line follows the closing fence', () => {
  const fm = parseFrontMatter('---\ntitle: T\ndescription: D\n  \nslug: /x\n---\n\nBody # not a key\nslug: no\n')!;
  assert.equal(fm.placeOfKey('title'), { line: 2, column: 1 });
  assert.equal(fm.placeOfKey('slug'), { line: 5, column: 1 });
  assert.is(fm.placeOfKey('tags'), undefined);
  assert.is(fm.bodyLine, 7);
  assert.equal(fm.doc.toJS(), { title: 'T', description: 'D', slug: '/x' });
});

test('a key inside a block scalar or a nested map is not a top-level key', () => {
  const fm = parseFrontMatter('---\ndescription: |\n  slug: not a key\nsidebar:\n  slug: nested\n---\n')!;
  assert.is(fm.placeOfKey('slug'), undefined);
  assert.equal(fm.placeOfKey('sidebar'), { line: 4, column: 1 });
});

test('a YAML error is placed in the page', () => {
  const fm = parseFrontMatter('---\ntitle: T\nkeywords: [a, b\n---\n')!;
  assert.ok(fm.doc.errors.length > 0);
  assert.is(fm.placeOfOffset(fm.doc.errors[0].pos[0]).line >= 3, true);
});

test('no front matter: undefined', () => {
  assert.is(parseFrontMatter('# Title\n\n---\nx: 1\n---\n'), undefined);
});

test.run();
