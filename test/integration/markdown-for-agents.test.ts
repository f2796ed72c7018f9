import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devCommand } from '../../cli/commands/dev.ts';
import { serveCommand } from '../../cli/commands/serve.ts';
import { prefersMarkdown } from '../../cli/http/markdown-negotiation.ts';
import { buildFixture, read } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// Markdown for agents: llms-full.txt, the alternate link, and `Accept: text/markdown` in serve and dev.
const built = buildFixture('complete-site');
const server = built.then(({ dir }) => serveCommand({ dir, port: 0 }));
const serveUrl = async (path: string) => `http://127.0.0.1:${((await server).address() as AddressInfo).port}${path}`;
const dev = devCommand({ rootDir: copyFixture('complete-site'), port: 0, host: '127.0.0.1', log: () => {} });

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

test('prefersMarkdown: text/markdown wins only when text/html is not preferred as much', () => {
  assert.ok(prefersMarkdown('text/markdown'));
  assert.ok(prefersMarkdown('text/markdown, text/html;q=0.5'));
  assert.ok(prefersMarkdown('text/markdown, */*'));
  assert.not.ok(prefersMarkdown('text/html, text/markdown'));
  assert.not.ok(prefersMarkdown('text/markdown;q=0'));
  assert.not.ok(prefersMarkdown(BROWSER_ACCEPT));
  assert.not.ok(prefersMarkdown(undefined));
});

test('llms-full.txt: every listed page as its Markdown copy, in sidebar order, never raw MDX', async () => {
  const { dir } = await built;
  const full = read(dir, 'llms-full.txt');
  assert.ok(full.startsWith('# Fixture site\n\n> '));
  const sources = [...full.matchAll(/^Source: https:\/\/fixture\.example\.com(\S*)$/gm)].map((m) => m[1]);
  assert.equal(sources, [
    '/',
    '/guides',
    '/guides/automate',
    '/guides/automate/schedules',
    '/custom/place',
    '/api/schedules',
  ]);
  // Each page's text is its .md copy, byte for byte.
  assert.ok(full.includes(read(dir, 'guides/automate/schedules.md').trimEnd()));
  assert.not.match(full, 'SECRETWORD'); // the unlisted page
  assert.not.match(full, /<CodeExample|<PyObject|<DocCardList/); // components are rendered in the copies
});

test('each page links its Markdown copy', async () => {
  const { dir } = await built;
  assert.match(
    read(dir, 'guides/automate/schedules/index.html'),
    '<link rel="alternate" type="text/markdown" href="/guides/automate/schedules.md"/>',
  );
});

test('serve: Accept: text/markdown on a page route answers its Markdown copy, varying by Accept', async () => {
  const { dir } = await built;
  const res = await fetch(await serveUrl('/guides/automate/schedules'), { headers: { Accept: 'text/markdown' } });
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'text/markdown; charset=utf-8');
  assert.is(res.headers.get('vary'), 'Accept');
  assert.is(await res.text(), read(dir, 'guides/automate/schedules.md'));
  const home = await fetch(await serveUrl('/'), { headers: { Accept: 'text/markdown' } });
  assert.is(await home.text(), read(dir, 'index.md'));
});

test('serve: a browser still gets HTML, with Vary: Accept', async () => {
  const res = await fetch(await serveUrl('/guides/automate/schedules'), { headers: { Accept: BROWSER_ACCEPT } });
  assert.is(res.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.is(res.headers.get('vary'), 'Accept');
  assert.match(await res.text(), '<!DOCTYPE html>');
  const missing = await fetch(await serveUrl('/no/such/page'), { headers: { Accept: 'text/markdown' } });
  assert.is(missing.status, 404);
});

test('dev: Accept: text/markdown answers the Markdown copy; llms-full.txt is served', async () => {
  const { url } = await dev;
  const res = await fetch(`${url}/guides/automate/schedules`, { headers: { Accept: 'text/markdown' } });
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'text/markdown; charset=utf-8');
  assert.is(res.headers.get('vary'), 'Accept');
  const md = await res.text();
  assert.ok(md.startsWith('# Schedules\n'));
  const page = await fetch(`${url}/guides/automate/schedules`, { headers: { Accept: BROWSER_ACCEPT } });
  assert.match(page.headers.get('content-type') ?? '', 'text/html');
  const full = await (await fetch(`${url}/llms-full.txt`)).text();
  assert.ok(full.includes(md.trimEnd()));
});

test.after(async () => {
  (await server).close();
  await (await dev).close();
});

test.run();
