// cli/pipeline/route/number-prefix.ts: Docusaurus's default number-prefix parser.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseNumberPrefix, stripPathNumberPrefixes } from '../../../../../cli/pipeline/route/number-prefix.ts';

test('a number, separators and a name: the name at that position', () => {
  assert.equal(parseNumberPrefix('01-intro'), { name: 'intro', position: 1 });
  assert.equal(parseNumberPrefix('2. Guides'), { name: 'Guides', position: 2 });
  assert.equal(parseNumberPrefix('10_deploy'), { name: 'deploy', position: 10 });
  assert.equal(parseNumberPrefix('3 - Run it'), { name: 'Run it', position: 3 });
});

test('dates, bare numbers and names without a prefix keep their name and get no position', () => {
  assert.equal(parseNumberPrefix('2024-05-notes'), { name: '2024-05-notes' });
  assert.equal(parseNumberPrefix('1.2-release'), { name: '1.2-release' });
  assert.equal(parseNumberPrefix('42'), { name: '42' });
  assert.equal(parseNumberPrefix('1-'), { name: '1-' });
  assert.equal(parseNumberPrefix('intro-1'), { name: 'intro-1' });
});

test('every segment of a folder path loses its prefix', () => {
  assert.is(stripPathNumberPrefixes('01-a/2-b/c'), 'a/b/c');
  assert.is(stripPathNumberPrefixes('2024-05-x/01-y'), '2024-05-x/y');
});

test.run();
