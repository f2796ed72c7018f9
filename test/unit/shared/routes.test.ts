// shared/routes.ts and shared/links.ts: the route scheme and link rules the server and the browser share.
import { posix } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isCurrentPage, isExternalUrl, isNavItemActive, isUnderBasePath } from '../../../shared/links.ts';
import {
  cleanPath,
  decodeRoutePath,
  encodeHref,
  hrefUnderBase,
  normalizeRoute,
  routeOfGeneratedFile,
  routeToDataFile,
  routeToHtmlFile,
  routeToMarkdownFile,
  sidebarDataFile,
  withBase,
} from '../../../shared/routes.ts';

/** The Node version normalizeRoute replaced (it imported node:path, which browser code may not). */
function nodeNormalizeRoute(route: string): string {
  let r = posix
    .normalize('/' + route.replace(/\\/g, '/'))
    .replace(/\/index(\.html)?$/, '/')
    .replace(/\.html$/, '');
  if (r.length > 1) r = r.replace(/\/+$/, '');
  return r || '/';
}

test('normalizeRoute agrees with the posix.normalize version on awkward inputs', () => {
  const inputs = [
    '',
    '/',
    'a',
    '/a/',
    'a//b',
    '/a/./b',
    '/a/../b',
    '/../..',
    'a\\b',
    '/a/index',
    '/a/index.html',
    '/a/index/',
    '/a/index.html/',
    '/x.html',
    '/a/b/..',
    '/a/b/../',
    '//',
    '/.',
    '/a/.hidden',
    '/a/..b',
    'index',
  ];
  for (const input of inputs) assert.is(normalizeRoute(input), nodeNormalizeRoute(input), JSON.stringify(input));
});

test('cleanPath: one URL per page', () => {
  assert.is(cleanPath('/a/b.html'), '/a/b');
  assert.is(cleanPath('/a/b/index.html'), '/a/b');
  assert.is(cleanPath('/index.html'), '/');
  assert.is(cleanPath('/a/b/'), '/a/b');
  assert.is(cleanPath('/'), '/');
});

test('withBase joins a base path and a route', () => {
  assert.is(withBase('/', 'guides'), '/guides');
  assert.is(withBase('/docs/', '/guides/'), '/docs/guides');
  assert.is(withBase('/docs', 'index'), '/docs');
});

test('route → files, and generated files → route', () => {
  assert.is(routeToHtmlFile('/'), 'index.html');
  assert.is(routeToHtmlFile('/a/b'), 'a/b/index.html');
  assert.is(routeToMarkdownFile('/'), 'index.md');
  assert.is(routeToMarkdownFile('/a/b'), 'a/b.md');
  assert.is(routeToDataFile('/'), '_data/index.json');
  assert.is(routeToDataFile('/a/b'), '_data/a/b.json');
  assert.is(sidebarDataFile('docs'), '_data/sidebars/docs.json');
  for (const route of ['/', '/a', '/a/b']) {
    assert.equal(routeOfGeneratedFile(routeToDataFile(route)), { route, kind: 'data' });
    assert.equal(routeOfGeneratedFile(routeToMarkdownFile(route)), { route, kind: 'markdown' });
  }
  assert.is(routeOfGeneratedFile(sidebarDataFile('docs')), undefined);
  assert.is(routeOfGeneratedFile('a/b/index.html'), undefined);
});

test('isExternalUrl: schemes and protocol-relative URLs', () => {
  for (const href of ['https://dagster.io', 'mailto:a@b.c', 'HTTP://X', '//cdn.example/x', 'tel:+1', 'git+ssh://h/r']) {
    assert.ok(isExternalUrl(href), href);
  }
  for (const href of ['/guides', 'guides/x', '#anchor', './a.md', '?q=1', '']) assert.not.ok(isExternalUrl(href), href);
});

test('isNavItemActive: under activeBasePath, or the linked doc is in the sidebar; never external', () => {
  const never = () => false;
  assert.ok(isNavItemActive({ href: '/guides' }, '/guides/x', never));
  assert.ok(isNavItemActive({ href: '/guides' }, '/guides', never));
  assert.not.ok(isNavItemActive({ href: '/guides' }, '/guidesx', never));
  assert.ok(isNavItemActive({ href: '/api/x', activeBasePath: '/api' }, '/api/y', never));
  assert.ok(isNavItemActive({ href: '/intro' }, '/other', (h) => h === '/intro'));
  assert.not.ok(isNavItemActive({ href: 'https://x.io/guides', external: true }, '/guides', () => true));
  assert.not.ok(isNavItemActive({ href: '/' }, '/a', never));
  assert.ok(isUnderBasePath('/', '/'));
  assert.ok(isCurrentPage('/a', '/a'));
  assert.not.ok(isCurrentPage(undefined, '/a'));
});

test('encodeHref: a space, a non-ASCII letter and a stray % are encoded, once; ? and # end the path', () => {
  assert.is(encodeHref('/with spaces'), '/with%20spaces');
  assert.is(encodeHref('/emoji-🚀#top'), '/emoji-%F0%9F%9A%80#top');
  assert.is(encodeHref('/café?q=a b'), '/caf%C3%A9?q=a%20b');
  assert.is(encodeHref('/100%'), '/100%25');
  for (const url of ['/with%20spaces', '/a/b-c_d.e~f', '/x?y=1&z=(2)#h', 'https://example.com/a'])
    assert.is(encodeHref(url), url, url);
  assert.is(encodeHref(encodeHref('/a b/é')), encodeHref('/a b/é'));
});

test('hrefUnderBase: site URLs encoded under the base; external ones left as written', () => {
  assert.is(hrefUnderBase('/docs/', '/with spaces'), '/docs/with%20spaces');
  assert.is(hrefUnderBase('/', '/é'), '/%C3%A9');
  assert.is(hrefUnderBase('/docs/', 'https://example.com/a b'), 'https://example.com/a b');
});

test('decodeRoutePath: the route of an encoded path; a path that does not decode stays as it is', () => {
  assert.is(decodeRoutePath('/with%20spaces'), '/with spaces');
  assert.is(decodeRoutePath('/emoji-%F0%9F%9A%80'), '/emoji-🚀');
  assert.is(decodeRoutePath('/bad%E0%A4%A'), '/bad%E0%A4%A');
});

test.run();
