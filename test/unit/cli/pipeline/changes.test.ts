// cli/pipeline/changes.ts: what an edited file is to the dev server (and so what it recomputes).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { classifyChange, type WatchedDirs } from '../../../../cli/pipeline/changes.ts';

const dirs: WatchedDirs = {
  runtimeDir: '/gen/runtime',
  themeDir: '/gen/theme',
  sharedDir: '/gen/shared',
  configDir: '/site/config',
  docsDir: '/site/content/docs',
  apiDir: '/site/content/api',
  snippetsDir: '/site/content/snippets',
};

test('each watched folder has its kind of change', () => {
  assert.is(classifyChange('/gen/runtime/router.tsx', dirs), 'assets');
  assert.is(classifyChange('/gen/theme/styles.css', dirs), 'assets'); // a stylesheet is part of the bundle
  assert.is(classifyChange('/gen/theme/Layout.tsx', dirs), 'generator');
  assert.is(classifyChange('/gen/shared/routes.ts', dirs), 'generator');
  assert.is(classifyChange('/site/config/sidebars.ts', dirs), 'config');
  assert.is(classifyChange('/site/content/docs/a/b.mdx', dirs), 'page');
  assert.is(classifyChange('/site/content/docs/a/b.md', dirs), 'page');
  assert.is(classifyChange('/site/content/api/dagster.yaml', dirs), 'api');
  assert.is(classifyChange('/site/content/snippets/x.py', dirs), 'snippet');
  assert.is(classifyChange('/site/static/img/logo.svg', dirs), 'static');
});

test('a non-page file under docs/ (an image) is not a page; a look-alike folder is not inside', () => {
  assert.is(classifyChange('/site/content/docs/img/a.png', dirs), 'static');
  assert.is(classifyChange('/gen/runtime-old/x.ts', dirs), 'static');
  assert.is(classifyChange('/site/content/docs-old/a.md', dirs), 'static');
});

test("a versioned site's older versions (pages, sidebars, versions.json) read the site again, as config does", () => {
  const versioned = {
    ...dirs,
    versionPaths: ['/site/versioned_docs', '/site/versioned_sidebars', '/site/versions.json'],
  };
  assert.is(classifyChange('/site/versioned_docs/version-1.0/a.md', versioned), 'config');
  assert.is(classifyChange('/site/versioned_sidebars/version-1.0-sidebars.json', versioned), 'config');
  assert.is(classifyChange('/site/versions.json', versioned), 'config');
  assert.is(classifyChange('/site/versioned_docs/version-1.0/a.md', dirs), 'static', 'no versions: not watched');
});

test('a page of src/pages is a site page; its partials, tests and stylesheets are not', () => {
  const site = { ...dirs, srcDir: '/site/src', pagesDir: '/site/src/pages' };
  for (const page of ['index.tsx', 'about.md', 'guides/index.mdx', 'team.js', 'a/b.jsx', 'c.ts'])
    assert.is(classifyChange(`/site/src/pages/${page}`, site), 'site-page', page);
  assert.is(classifyChange('/site/src/pages/_partial.tsx', site), 'assets'); // a component the pages import
  assert.is(classifyChange('/site/src/pages/_parts/note.md', site), 'static');
  assert.is(classifyChange('/site/src/pages/home.test.tsx', site), 'assets');
  assert.is(classifyChange('/site/src/pages/types.d.ts', site), 'assets');
  assert.is(classifyChange('/site/src/pages/styles.module.css', site), 'assets');
  assert.is(classifyChange('/site/src/components/Card.tsx', site), 'assets');
});

test.run();
