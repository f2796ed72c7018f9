import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { markdownLinkCandidates, versionDocsDirOf } from '../../../../cli/mdx/rehype-links.ts';

// A versioned site with another docs plugin instance nested in the docs folder, to check the deepest folder wins.
const options = {
  docsDir: '/s/docs',
  siteDir: '/s',
  versionDocsDirs: ['/s/versioned_docs/version-1.0', '/s/docs/community', '/s/community_versioned_docs/version-2.0'],
};

test("a file's version folder: the deepest docs folder that holds it, else the docs folder", () => {
  assert.is(versionDocsDirOf(options, '/s/versioned_docs/version-1.0/a/x.md'), '/s/versioned_docs/version-1.0');
  assert.is(versionDocsDirOf(options, '/s/docs/community/x.md'), '/s/docs/community');
  assert.is(versionDocsDirOf(options, '/s/docs/x.md'), '/s/docs');
  // A folder whose name only starts like a version's is not in it.
  assert.is(versionDocsDirOf(options, '/s/versioned_docs/version-1.0.1/x.md'), '/s/docs');
  assert.is(versionDocsDirOf(options, '/s/blog/post.md'), '/s/docs');
  assert.is(versionDocsDirOf({ docsDir: '/s/docs' }, '/s/versioned_docs/version-1.0/x.md'), '/s/docs');
});

test("`/x.md` and `x.md` are looked up in the page's version folder, then the site; `./x.md` only beside it", () => {
  const page = '/s/versioned_docs/version-1.0/a/page.md';
  assert.equal(markdownLinkCandidates(options, page, '/t.md'), ['/s/versioned_docs/version-1.0/t.md', '/s/t.md']);
  assert.equal(markdownLinkCandidates(options, page, 't.md'), [
    '/s/versioned_docs/version-1.0/t.md',
    '/s/t.md',
    '/s/versioned_docs/version-1.0/a/t.md',
  ]);
  assert.equal(markdownLinkCandidates(options, page, './t.md'), ['/s/versioned_docs/version-1.0/a/t.md']);
  assert.equal(markdownLinkCandidates(options, '/s/docs/page.md', '/t.md'), ['/s/docs/t.md', '/s/t.md']);
  assert.equal(markdownLinkCandidates(options, page, '@site/docs/t.md'), ['/s/docs/t.md']);
});

test.run();
