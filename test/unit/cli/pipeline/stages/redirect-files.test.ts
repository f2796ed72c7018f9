// Where a redirect page is written: the file Docusaurus writes for the same old URL, so a host serves both alike.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { redirectFile } from '../../../../../cli/pipeline/stages/redirect-files.ts';

test('a route is its folder index page', () => {
  assert.is(redirectFile('/docs/old'), 'docs/old/index.html');
  assert.is(redirectFile('/'), 'index.html');
});

test('an old URL ending in .html is that file; with its trailing slash, a folder of that name', () => {
  assert.is(redirectFile('/docs/a.html'), 'docs/a.html');
  // `fromExtensions` with `trailingSlash: true`: Docusaurus 3.10 writes `docs/a.htm/index.html`.
  assert.is(redirectFile('/docs/a.htm/'), 'docs/a.htm/index.html');
});

test.run();
