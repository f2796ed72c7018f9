// `@docusaurus/Link` as a site component uses it: `pathname:///x` is the path `/x` under the base URL (Docusaurus's
// escape hatch for files it does not build), a site path gets the base URL, an external URL is left alone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Link from '../../../../theme/docusaurus/Link.tsx';
import { DocusaurusContext } from '../../../../theme/docusaurus/context.ts';

const render = (to: string, baseUrl = '/base/') =>
  renderToStaticMarkup(
    createElement(
      DocusaurusContext.Provider,
      { value: { siteConfig: { title: '', tagline: '', url: '', baseUrl, customFields: {} } } },
      createElement(Link, { to }, 'x'),
    ),
  );

test('pathname:///x is /x under the base URL', () => {
  assert.is(render('pathname:///odoc/index.html'), '<a href="/base/odoc/index.html">x</a>');
  assert.is(render('pathname:///odoc/index.html', '/'), '<a href="/odoc/index.html">x</a>');
});

test('a site path gets the base URL; an external URL is left alone', () => {
  assert.is(render('/docs/a'), '<a href="/base/docs/a">x</a>');
  assert.is(render('https://example.com/a'), '<a href="https://example.com/a">x</a>');
});

test.run();
