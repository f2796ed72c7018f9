import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { devCommand } from '../../cli/commands/dev.ts';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closestRoute } from '../../cli/pipeline/stages/removed-routes.ts';
import { diagnosticLines, read, tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// Issue 18, "moved pages never 404": redirect pages, `_redirects`, 301 in serve and dev, removed routes.
const root = copyFixture('redirects-site');
const out = join(tempDir(), 'build');
const build = () => buildCommand({ rootDir: root, outDir: out, cache: false, searchIndex: false, log: () => {} });

async function get(server: { address(): AddressInfo | string | null }, path: string) {
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
}

test('the build writes a redirect page (meta refresh, canonical, noindex) and _redirects', async () => {
  const report = await build();
  assert.equal(diagnosticLines(report.diagnostics, root), []);
  const page = read(out, 'guides/old-name/index.html');
  assert.match(page, '<meta http-equiv="refresh" content="0; url=/guides/renamed">');
  assert.match(page, '<link rel="canonical" href="https://fixture.example.com/guides/renamed">');
  assert.match(page, '<meta name="robots" content="noindex">');
  assert.match(read(out, 'legacy/index.html'), 'url=/guides/renamed#part');
  assert.equal(read(out, '_redirects').split('\n').filter(Boolean).sort(), [
    '/guides/old-name /guides/renamed 301',
    '/legacy /guides/renamed#part 301',
  ]);
  assert.not.match(read(out, 'sitemap.xml'), 'old-name');
});

test('serve answers 301 for a redirect, keeping the query before the hash', async () => {
  const server = await serveCommand({ dir: out, port: 0 });
  try {
    const moved = await get(server, '/guides/old-name');
    assert.is(moved.status, 301);
    assert.is(moved.headers.get('location'), '/guides/renamed');
    const legacy = await get(server, '/legacy?from=mail');
    assert.is(legacy.status, 301);
    assert.is(legacy.headers.get('location'), '/guides/renamed?from=mail#part');
    assert.is((await get(server, '/guides/renamed')).status, 200);
  } finally {
    server.close();
  }
});

test('dev answers 301 for the same redirects', async () => {
  const dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: () => {} });
  try {
    const res = await fetch(new URL('/guides/old-name', dev.url), { redirect: 'manual' });
    assert.is(res.status, 301);
    assert.is(res.headers.get('location'), '/guides/renamed');
  } finally {
    await dev.close();
  }
});

test('a page renamed without a redirect fails the build, naming the closest new route', async () => {
  const docs = join(root, 'content/docs/guides');
  renameSync(join(docs, 'first-steps.md'), join(docs, 'getting-started.md'));
  const report = await build();
  assert.not.ok(report.ok, 'onRemovedRoutes: throw fails the build');
  assert.equal(diagnosticLines(report.diagnostics, root), [
    'config/site.mjs:7:3  error `/guides/first-steps` was a page of the previous build and is gone, with no ' +
      'redirect (closest page now: `/guides/getting-started`)  [removed-route]',
  ]);
  assert.match(report.diagnostics[0].hint ?? '', 'redirect_from: [/guides/first-steps]');
});

test('with a redirect_from, the renamed page builds and its old URL answers 301 in serve', async () => {
  const file = join(root, 'content/docs/guides/getting-started.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace('---\n\n', 'redirect_from: [/guides/first-steps]\n---\n\n'));
  const report = await build();
  assert.equal(diagnosticLines(report.diagnostics, root), []);
  const server = await serveCommand({ dir: out, port: 0 });
  try {
    const res = await get(server, '/guides/first-steps');
    assert.is(res.status, 301);
    assert.is(res.headers.get('location'), '/guides/getting-started');
  } finally {
    server.close();
  }
});

test('closestRoute counts differing path segments', () => {
  const routes = ['/guides/build/assets', '/guides/automate/schedules', '/api/dagster/assets'];
  assert.is(closestRoute('/guides/build/asset-definitions', routes), '/guides/build/assets');
  assert.is(closestRoute('/guides/schedules', routes), '/guides/automate/schedules');
});

test.run();
