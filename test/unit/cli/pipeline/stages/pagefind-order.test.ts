import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  decodeCbor,
  encodeCbor,
  pagefindFile,
  readPagefindFile,
  sortedFilter,
} from '../../../../../cli/pipeline/stages/pagefind-order.ts';

test('CBOR of integers, text and arrays: encoded in the fewest bytes and decoded back', () => {
  const value = [0, 23, 24, 255, 256, 65535, 65536, 2 ** 32, 'é', 'x'.repeat(300), [[], ['a', [1]]]];
  const bytes = encodeCbor(value);
  assert.equal(decodeCbor(bytes), value);
  assert.equal([...encodeCbor(23)], [0x17]);
  assert.equal([...encodeCbor(24)], [0x18, 24]);
  assert.equal([...encodeCbor(256)], [0x19, 1, 0]);
  assert.equal([...encodeCbor('ab')], [0x62, 0x61, 0x62]);
  assert.equal([...encodeCbor([1, 2])], [0x82, 1, 2]);
});

test('CBOR that is not integers, text and arrays is refused, not misread', () => {
  assert.throws(() => decodeCbor(Uint8Array.from([0xa1, 0x01, 0x02])), /major type 5/); // a map
  assert.throws(() => decodeCbor(Uint8Array.from([0x82, 0x01])), /ends early/);
  assert.throws(() => decodeCbor(Uint8Array.from([0x01, 0x02])), /after the CBOR value/);
});

test('a filter in any hash-map order gives the same file: values by text, pages ascending', () => {
  const one = [
    'exact',
    [
      ['schedules', [4, 0]],
      ['asset', [7]],
      ['guides', [3]],
    ],
  ];
  const two = [
    'exact',
    [
      ['guides', [3]],
      ['schedules', [0, 4]],
      ['asset', [7]],
    ],
  ];
  assert.equal(sortedFilter(one), [
    'exact',
    [
      ['asset', [7]],
      ['guides', [3]],
      ['schedules', [0, 4]],
    ],
  ]);
  const file = pagefindFile(sortedFilter(one));
  assert.ok(file.equals(pagefindFile(sortedFilter(two))));
  assert.equal(readPagefindFile(file), sortedFilter(two));
  assert.throws(() => sortedFilter(['exact']), /filter file layout/);
});

test.run();
