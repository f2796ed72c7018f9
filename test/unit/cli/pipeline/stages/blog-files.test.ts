import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  formatBlogDate,
  frontMatterDate,
  kebabCase,
  listPageRoute,
  paginate,
  parseBlogFileName,
  readingTimeMinutes,
} from '../../../../../cli/pipeline/stages/blog-files.ts';

test('date, text and slug from a post file name, as Docusaurus parses them', () => {
  const d = (s: string) => new Date(s + 'T00:00:00.000Z');
  assert.equal(parseBlogFileName('2024-01-31-hello.md'), {
    date: d('2024-01-31'),
    text: 'hello',
    slug: '/2024/01/31/hello',
  });
  assert.equal(parseBlogFileName('2024-02-01-folder-post/index.md'), {
    date: d('2024-02-01'),
    text: 'folder-post',
    slug: '/2024/02/01/folder-post',
  });
  assert.equal(parseBlogFileName('2023/05/06/nested.mdx').slug, '/2023/05/06/nested');
  assert.equal(parseBlogFileName('news/2022-12-24-xmas.md').slug, '/2022/12/24/news/xmas');
  assert.equal(parseBlogFileName('plain-name.md'), { text: 'plain-name', slug: '/plain-name' });
  assert.equal(parseBlogFileName('folder/index.mdx'), { text: 'folder', slug: '/folder' });
});

test('a front matter date: YAML dates and strings; not a date: undefined', () => {
  assert.is(frontMatterDate('2024-03-20')?.toISOString(), '2024-03-20T00:00:00.000Z');
  assert.is(frontMatterDate(new Date(Date.UTC(2020, 0, 2)))?.toISOString(), '2020-01-02T00:00:00.000Z');
  assert.is(frontMatterDate('someday'), undefined);
  assert.is(formatBlogDate(new Date(Date.UTC(2024, 0, 1))), 'January 1, 2024');
});

test('reading time: 200 words a minute, CJK characters count one each', () => {
  assert.is(readingTimeMinutes(Array(400).fill('word').join(' ')), 2);
  assert.is(readingTimeMinutes('# Title\n\n- one, two\n\n```\ncode\n```'), 4 / 200, 'marks are no words');
  assert.is(readingTimeMinutes('日本語'), 3 / 200);
});

test('pagination: pages of n, ALL on one, at least one page; /blog, /blog/page/2', () => {
  assert.equal(paginate([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
  assert.equal(paginate([1, 2, 3], 'ALL'), [[1, 2, 3]]);
  assert.equal(paginate([], 10), [[]]);
  assert.is(listPageRoute('/blog', 'page', 1), '/blog');
  assert.is(listPageRoute('/blog', 'page', 2), '/blog/page/2');
  assert.is(listPageRoute('/blog/tags/x', 'page', 3), '/blog/tags/x/page/3');
});

test("an inline tag's permalink is lodash's kebabCase of it", () => {
  assert.is(kebabCase('Community News'), 'community-news');
  assert.is(kebabCase('fooBar'), 'foo-bar');
  assert.is(kebabCase('Docusaurus v2'), 'docusaurus-v-2');
  assert.is(kebabCase('  release  '), 'release');
});

test.run();
