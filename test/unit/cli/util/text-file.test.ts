// cli/util/text-file.ts: a content file's bytes → its text, or one problem (binary, not UTF-8, too large).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeContentFile } from '../../../../cli/util/text-file.ts';

test('UTF-8 text is returned as it is; a leading BOM is dropped so the front matter is seen', () => {
  assert.equal(decodeContentFile(Buffer.from('# Hé\n')), { ok: true, text: '# Hé\n' });
  assert.equal(decodeContentFile(Buffer.from('\ufeff---\ntitle: T\n---\n')), {
    ok: true,
    text: '---\ntitle: T\n---\n',
  });
});

test('a NUL byte makes it binary: a problem with its line and column in the message, and no place', () => {
  const r = decodeContentFile(Buffer.from('line one\nab\0cd\n'));
  assert.is(r.ok, false);
  if (r.ok) return;
  assert.is(r.ruleId, 'binary-content');
  assert.match(r.message, 'a NUL byte at 2:3');
  assert.is(r.place, undefined);
});

test('Latin-1 is not UTF-8: the first bad byte, its offset and its place in characters', () => {
  const bytes = Buffer.concat([Buffer.from('é ok\ncaf'), Buffer.from([0xe9]), Buffer.from('\n')]);
  const r = decodeContentFile(bytes);
  assert.is(r.ok, false);
  if (r.ok) return;
  assert.is(r.ruleId, 'invalid-utf8');
  assert.match(r.message, 'byte 0xe9 at offset 9');
  assert.equal(r.place, { line: 2, column: 4 });
});

test('a truncated multi-byte sequence at the end is invalid too', () => {
  const r = decodeContentFile(Buffer.from([0x61, 0xe2, 0x82]));
  assert.is(r.ok ? undefined : r.ruleId, 'invalid-utf8');
  assert.equal(r.ok ? undefined : r.place, { line: 1, column: 2 });
});

test.run();
