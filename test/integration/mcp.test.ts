import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { routeOfPagePath } from '../../cli/mcp/built-pages.ts';
import { plainSnippet } from '../../cli/mcp/built-search.ts';
import { buildFixture, PROJECT_DIR, read } from '../helpers/fixtures.ts';

type TextContent = { type: 'text'; text: string };
interface ToolResult {
  isError?: boolean;
  content: TextContent[];
  structuredContent?: { results: { title: string; url: string; snippet: string }[] };
}

/** `docs mcp --dir <fixture build>` as an MCP client launches it: a child process spoken to over stdio. */
const session = buildFixture('complete-site').then(async ({ dir }) => {
  const client = new Client({ name: 'docs-test', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(PROJECT_DIR, 'bin/docs.js'), 'mcp', '--dir', dir],
    env: { ...(process.env as Record<string, string>), DOCS_FROM_SOURCE: '1', NO_COLOR: '1' },
    stderr: 'pipe',
  });
  await client.connect(transport);
  return { client, dir };
});
const call = async (name: string, args: Record<string, unknown>) =>
  (await (await session).client.callTool({ name, arguments: args })) as ToolResult;

test('routeOfPagePath: routes, .md copies and URLs name a route; nothing climbs out', () => {
  assert.is(routeOfPagePath('/guides/automate/schedules'), '/guides/automate/schedules');
  assert.is(routeOfPagePath('guides/automate/schedules/'), '/guides/automate/schedules');
  assert.is(routeOfPagePath('/guides/automate/schedules.md'), '/guides/automate/schedules');
  assert.is(routeOfPagePath('https://example.com/guides/automate/schedules#x'), '/guides/automate/schedules');
  assert.is(routeOfPagePath('/index.md'), '/');
  assert.is(routeOfPagePath('/../../etc/passwd'), '/etc/passwd');
  assert.is(routeOfPagePath('/a%2f..%2fb'), undefined);
});

test('plainSnippet drops the <mark> tags and decodes entities', () => {
  assert.is(plainSnippet('A <mark>schedule</mark> &amp; a &lt;job&gt;'), 'A schedule & a <job>');
});

test('the server lists search_docs and get_page', async () => {
  const { tools } = await (await session).client.listTools();
  assert.equal(tools.map((t) => t.name).sort(), ['get_page', 'search_docs']);
  const search = tools.find((t) => t.name === 'search_docs')!;
  assert.ok('query' in (search.inputSchema.properties ?? {}));
  assert.ok('limit' in (search.inputSchema.properties ?? {}));
});

test('search_docs returns titles, clean URLs and plain snippets, ranked as the site search', async () => {
  const result = await call('search_docs', { query: 'ScheduleDefinition', limit: 2 });
  assert.not.ok(result.isError);
  const hits = result.structuredContent!.results;
  assert.is(hits.length, 2);
  // The exact API symbol first, named with its page, at its anchor (as the search box shows it).
  assert.equal(hits[0].title, 'ScheduleDefinition · Schedules');
  assert.is(hits[0].url, '/api/schedules#dagster.ScheduleDefinition');
  assert.match(hits[0].snippet, 'Defines a schedule');
  assert.not.match(hits[0].snippet, '<mark>');
  assert.ok(hits.every((h) => !h.url.endsWith('/') && !h.url.includes('index.html')));
  assert.equal(JSON.parse(result.content[0].text), hits);
});

test('search_docs keeps unlisted pages out, as the site index does', async () => {
  const hits = (await call('search_docs', { query: 'unlisted', limit: 20 })).structuredContent!.results;
  assert.not.ok(hits.some((h) => h.url.includes('unlisted-page')));
});

test('get_page returns the Markdown copy of a route, also by its URL', async () => {
  const { dir } = await session;
  const expected = read(dir, 'guides/automate/schedules.md');
  for (const path of ['/guides/automate/schedules', 'https://x.example/guides/automate/schedules#cron']) {
    const result = await call('get_page', { path });
    assert.not.ok(result.isError, path);
    assert.is(result.content[0].text, expected, path);
  }
});

test('requests piped in with stdin closed at once are all answered before the server exits', async () => {
  // A script's `printf … | docs mcp`: the tool calls answer after stdin has ended; they used to be dropped.
  const { dir } = await session;
  const lines = [
    {
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    },
    { method: 'notifications/initialized' },
    { id: 2, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'schedule' } } },
    { id: 3, method: 'tools/call', params: { name: 'get_page', arguments: { path: '/guides/automate/schedules' } } },
    { id: 4, method: 'tools/call', params: { name: 'get_page', arguments: { path: '/no/such/page' } } },
  ].map((m) => JSON.stringify({ jsonrpc: '2.0', ...m }) + '\n');
  const r = spawnSync(process.execPath, [join(PROJECT_DIR, 'bin/docs.js'), 'mcp', '--dir', dir], {
    input: lines.join(''),
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 60_000,
  });
  assert.is(r.status, 0, r.stderr);
  const ids = r.stdout
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l) as { id: number }).id)
    .sort();
  assert.equal(ids, [1, 2, 3, 4]);
});

test('get_page refuses unknown pages and paths outside the built folder', async () => {
  for (const path of ['/no/such/page', '/../../../etc/passwd', '/.docs-manifest', '/_data/index']) {
    const result = await call('get_page', { path });
    assert.ok(result.isError, path);
    assert.match(result.content[0].text, /No page at|Not a page path/, path);
  }
});

test.after(async () => {
  await (await session).client.close();
});

test.run();
