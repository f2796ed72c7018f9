import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ResolvedConfig } from '../../../../../cli/config/load.ts';
import type { ClientRedirectOptions } from '../../../../../cli/config/docusaurus-client-redirects.ts';
import { clientRedirects, redirectSource } from '../../../../../cli/pipeline/stages/redirects.ts';

const PLACE = { line: 3, column: 5 };

/** The config fields clientRedirects reads: the plugin's options, trailingSlash, onDuplicateRoutes. */
function configWith(options: Partial<ClientRedirectOptions>, site: Record<string, unknown> = {}): ResolvedConfig {
  const plugin: ClientRedirectOptions = {
    file: '/site/docusaurus.config.js',
    place: PLACE,
    redirects: [],
    fromExtensions: [],
    toExtensions: [],
    ...options,
  };
  return { site: { onDuplicateRoutes: 'warn', ...site }, clientRedirects: [plugin] } as unknown as ResolvedConfig;
}

const pairs = (config: ResolvedConfig, paths: string[]) =>
  clientRedirects(config, paths).value.map((r) => `${r.from} → ${r.to}`);

test('redirectSource: a route, but an .html ending is kept (a file of its own on a static host)', () => {
  assert.is(redirectSource('/a/b/'), '/a/b');
  assert.is(redirectSource('/a/b.html'), '/a/b.html');
  assert.is(redirectSource('/a/./c/../b.htm'), '/a/b.htm');
  assert.is(redirectSource('/.html'), '/');
  assert.is(redirectSource('/a//b.htm/'), '/a/b.htm/');
});

test('fromExtensions: /a.html → /a for each route but / (/a.html/ with trailingSlash: true)', () => {
  const paths = ['/', '/a', '/b/c'];
  assert.equal(pairs(configWith({ fromExtensions: ['html', '.htm'] }), paths), [
    '/a.html → /a',
    '/a.htm → /a',
    '/b/c.html → /b/c',
    '/b/c.htm → /b/c',
  ]);
  // Docusaurus 3.10 writes `a.html/index.html` then (litho's `fromExtensions: ['html', 'htm']`).
  assert.equal(pairs(configWith({ fromExtensions: ['html', 'htm'] }, { trailingSlash: true }), paths), [
    '/a.html/ → /a',
    '/a.htm/ → /a',
    '/b/c.html/ → /b/c',
    '/b/c.htm/ → /b/c',
  ]);
});

test('fromExtensions: none for the 404 page (Docusaurus routes it at /404.html) nor a route ending in one', () => {
  const paths = ['/404', '/a', '/b.html'];
  assert.equal(pairs(configWith({ fromExtensions: ['html'] }), paths), ['/a.html → /a']);
  assert.equal(pairs(configWith({ fromExtensions: ['html'] }, { trailingSlash: true }), paths), ['/a.html/ → /a']);
});

test('toExtensions: /a → /a.php for a route ending in one of them', () => {
  assert.equal(pairs(configWith({ toExtensions: ['php', 'exe'] }), ['/a.php', '/b', '/c.exe']), [
    '/a → /a.php',
    '/c → /c.exe',
  ]);
});

test('createRedirects is called with every route: a string, a list, or nothing', () => {
  const seen: string[] = [];
  const createRedirects = (path: string) => {
    seen.push(path);
    if (path === '/a') return '/old-a';
    if (path === '/b') return ['/old-b', '/older-b'];
    return path === '/c' ? null : undefined;
  };
  assert.equal(pairs(configWith({ createRedirects }), ['/a', '/b', '/c', '/d']), [
    '/old-a → /a',
    '/old-b → /b',
    '/older-b → /b',
  ]);
  assert.equal(seen, ['/a', '/b', '/c', '/d']);
});

test('as Docusaurus: of two redirects from a URL the first wins; one from a page is left out; both reported', () => {
  const config = configWith({
    redirects: [
      { from: '/x', to: '/a', place: PLACE },
      { from: '/x', to: '/b', place: PLACE },
      { from: '/b', to: '/a', place: PLACE },
    ],
    createRedirects: (path) => (path === '/a' ? '/x' : undefined),
  });
  const { value, diagnostics } = clientRedirects(config, ['/a', '/b']);
  assert.equal(
    value.map((r) => `${r.from} → ${r.to}`),
    ['/x → /a'],
  );
  assert.equal(
    diagnostics.map((d) => [d.severity, d.ruleId, d.message, d.place]),
    [
      ['warning', 'duplicate-route', 'Client redirects from the same URL to two pages; the first is kept: /x', PLACE],
      ['warning', 'duplicate-route', 'Client redirects from existing pages are left out: /b', PLACE],
    ],
  );
  const thrown = clientRedirects(
    configWith(
      { redirects: [{ from: '/b', to: '/a', place: PLACE }] },
      {
        onDuplicateRoutes: 'throw',
      },
    ),
    ['/a', '/b'],
  );
  assert.is(thrown.diagnostics[0]?.severity, 'error');
});

test('a createRedirects that throws is an invalid-redirect error at the plugin, naming what it threw', () => {
  const config = configWith({
    createRedirects: () => {
      throw new Error('boom');
    },
  });
  const { diagnostics } = clientRedirects(config, ['/a']);
  assert.equal(
    diagnostics.map((d) => [d.ruleId, d.message]),
    [['invalid-redirect', '`createRedirects` of @docusaurus/plugin-client-redirects threw: boom']],
  );
});

test.run();
