// The sidebars schema splices item slices (an array where an item goes) into their list, as Docusaurus does.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SidebarsSchema } from '../../../../cli/config/schema.ts';

test('an empty slice (fbInternalOnly on a public build) leaves nothing; a nested one is spliced in place', () => {
  const parsed = SidebarsSchema.safeParse({
    docs: ['a', [], { type: 'category', label: 'C', items: ['b', [], ['c', ['d']], 'e'] }],
    short: { Start: ['f', []] },
  });
  assert.ok(parsed.success, parsed.error?.message);
  assert.equal(parsed.data, {
    docs: ['a', { type: 'category', label: 'C', items: ['b', 'c', 'd', 'e'] }],
    short: { Start: ['f'] },
  });
});

test('an item that is neither a string, an object nor a slice is still refused', () => {
  assert.not.ok(SidebarsSchema.safeParse({ docs: ['a', 3] }).success);
  assert.not.ok(SidebarsSchema.safeParse({ docs: [[null]] }).success);
});

test.run();
