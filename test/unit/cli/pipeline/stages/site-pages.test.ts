import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isExcludedPage, pageRoute, reactPageModule } from '../../../../../cli/pipeline/stages/site-pages.ts';

test("routes as Docusaurus's fileToPath gives them: index files are their folder's route", () => {
  assert.is(pageRoute('index.tsx'), '/');
  assert.is(pageRoute('index.md'), '/');
  assert.is(pageRoute('about.md'), '/about');
  assert.is(pageRoute('about.js'), '/about');
  assert.is(pageRoute('guides/index.mdx'), '/guides');
  assert.is(pageRoute('guides/Index.jsx'), '/guides');
  assert.is(pageRoute('guides/setup.ts'), '/guides/setup');
  assert.is(pageRoute('a/b/reindex.tsx'), '/a/b/reindex');
});

test("the plugin's default exclude: _files, _folders, tests and __tests__", () => {
  for (const rel of ['_partial.tsx', 'a/_part.md', '_lib/x.tsx', 'a/_lib/b/c.md', 'x.test.tsx', 'a/__tests__/y.ts'])
    assert.ok(isExcludedPage(rel), rel);
  for (const rel of ['index.tsx', 'a/b.md', 'a_b/c.mdx', 'test.tsx', 'a/tests/x.ts', 'my_page.jsx'])
    assert.not.ok(isExcludedPage(rel), rel);
});

test('a React page is compiled as a module rendering its default export, imported by its own name', () => {
  assert.match(reactPageModule('guides/index.tsx'), /^import Page from '\.\/index\.tsx';\n/);
  assert.match(reactPageModule('guides/index.tsx'), '<Page config={useDocusaurusContext().siteConfig} />');
});

test.run();
