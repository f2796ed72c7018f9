import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalPath } from '../../../../cli/http/site-handler.ts';

test('canonicalPath: /index and /x/index redirect to the page, not answered as copies of it', () => {
  assert.is(canonicalPath('/index'), '/');
  assert.is(canonicalPath('/guides/index'), '/guides');
  assert.is(canonicalPath('/guides/index.html'), '/guides');
  assert.is(canonicalPath('/guides'), undefined);
  assert.is(canonicalPath('/indexes'), undefined);
});

test.run();
