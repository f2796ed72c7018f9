import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nearDocIds } from '../../../../../cli/pipeline/route/context.ts';

const IDS = ['api/index', 'guides/intro', 'guides/setup', 'intro', 'setup'];

test('an old versioned sidebar id: the id without its version-X/ prefix comes first, and the prefix is named', () => {
  const r = nearDocIds('version-1.0.0/guides/intro', IDS);
  assert.is(r.prefix, 'version-1.0.0/');
  assert.is(r.near[0], 'guides/intro');
  assert.is(new Set(r.near).size, r.near.length, 'no id suggested twice');
  assert.ok(r.near.length <= 5);
});

test('a version- prefix whose rest is no doc is an ordinary unknown id: no prefix, nearest ids only', () => {
  const r = nearDocIds('version-2/nowhere', IDS);
  assert.is(r.prefix, undefined);
  assert.not.ok(r.near.includes('nowhere'));
});

test('a misspelt id gets its nearest ids and no prefix', () => {
  const r = nearDocIds('guides/setpu', IDS);
  assert.is(r.prefix, undefined);
  assert.is(r.near[0], 'guides/setup');
});

test.run();
