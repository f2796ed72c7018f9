// writeOutputSpliced: a file made of ranges of another file and bytes of its own (llms-full.txt after a one-page
// edit), written without holding the whole file, never into a file another name shares, and not at all from a
// source shorter than its ranges.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeOutputSpliced } from '../../../../cli/output/write.ts';

const bytes = (s: string) => Buffer.from(s, 'utf8');

function setup() {
  const root = mkdtempSync(join(tmpdir(), 'docs-splice-'));
  const from = join(root, 'old.txt');
  writeFileSync(from, 'AAAABBBBCCCCDDDD');
  const out = join(root, 'out');
  return { root, from, out, done: () => rmSync(root, { recursive: true, force: true }) };
}

test('ranges and own bytes, in any order, make exactly the spliced file', () => {
  const { from, out, done } = setup();
  try {
    // A leading run from offset 0 (the kernel's copy), a new part, a later range, own bytes, an earlier range.
    writeOutputSpliced(out, 'a.txt', from, [
      { at: 0, bytes: 8 },
      bytes('xy'),
      { at: 12, bytes: 4 },
      bytes('é'),
      { at: 4, bytes: 4 },
    ]);
    assert.is(readFileSync(join(out, 'a.txt'), 'utf8'), 'AAAABBBBxyDDDDéBBBB');
    // No leading range: the file starts with its own bytes; a range ends at the source's end.
    writeOutputSpliced(out, 'b.txt', from, [bytes('new'), { at: 8, bytes: 8 }]);
    assert.is(readFileSync(join(out, 'b.txt'), 'utf8'), 'newCCCCDDDD');
    // Only the leading run: the copy cut to its length.
    writeOutputSpliced(out, 'c.txt', from, [{ at: 0, bytes: 5 }]);
    assert.is(readFileSync(join(out, 'c.txt'), 'utf8'), 'AAAAB');
  } finally {
    done();
  }
});

test('a name that is a hard link to the source is replaced, and the source keeps its bytes', () => {
  const { from, out, done } = setup();
  try {
    writeOutputSpliced(out, 'seed.txt', from, [bytes('seed')]); // makes the folder
    linkSync(from, join(out, 'llms-full.txt')); // an output updated in place shares the live file's inode
    writeOutputSpliced(out, 'llms-full.txt', from, [{ at: 0, bytes: 4 }, bytes('changed')]);
    assert.is(readFileSync(join(out, 'llms-full.txt'), 'utf8'), 'AAAAchanged');
    assert.is(readFileSync(from, 'utf8'), 'AAAABBBBCCCCDDDD');
  } finally {
    done();
  }
});

test('planted fault: a source shorter than its ranges throws, leaves the old file and no temporary one', () => {
  const { from, out, done } = setup();
  try {
    writeOutputSpliced(out, 'llms-full.txt', from, [bytes('before')]);
    // The leading run asks for more than the file holds (truncateSync would pad it with zeros)...
    assert.throws(() => writeOutputSpliced(out, 'llms-full.txt', from, [{ at: 0, bytes: 20 }]), /shorter/);
    // ... and so does a later range (readSync meets the end).
    assert.throws(
      () => writeOutputSpliced(out, 'llms-full.txt', from, [bytes('x'), { at: 10, bytes: 10 }]),
      /shorter/,
    );
    assert.is(readFileSync(join(out, 'llms-full.txt'), 'utf8'), 'before');
    assert.equal(readdirSync(out).sort(), ['llms-full.txt']);
  } finally {
    done();
  }
});

test.run();
