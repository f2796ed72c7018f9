import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PageData } from '../../../shared/page-data.ts';
import { searchKind } from '../../../theme/DocPage.tsx';

// What search ranks a page as (the `kind` Pagefind meta, read by shared/search-ranking.ts rankByTitles).
const page = (over: Partial<PageData>) => ({ kind: 'doc', ...over }) as PageData;

test('a page of a sidebar of worked examples is an example, even a category page; the rest as before', () => {
  assert.is(searchKind(page({ example: true })), 'example');
  assert.is(searchKind(page({ example: true, landing: true })), 'example');
  assert.is(searchKind(page({ landing: true })), 'landing');
  assert.is(searchKind(page({ kind: 'api' })), 'api');
  assert.is(searchKind(page({})), 'doc');
});

test.run();
