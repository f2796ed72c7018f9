import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { shardedSite } from '../helpers/sharded-site.ts';

// The search box on a site whose index is in shards (search.shardPages): the browser merges every shard
// named in pagefind/shards.json into the primary index, so a page of any shard is found.
const served = (async () => {
  const out = join(tempDir(), 'build');
  const report = await buildCommand({
    rootDir: shardedSite(24),
    outDir: out,
    cache: true,
    searchIndex: true,
    log: () => {},
  });
  if (!report.ok) throw new Error(report.diagnostics.map((d) => d.message).join('\n'));
  const server = await serveCommand({ dir: out, port: 0 });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
})();

test('a page of every shard is found from the search box; the shards are fetched, not a second wasm', async () => {
  const { url } = await served;
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(url + '/many/page-0');
  for (const i of [3, 11, 17, 22]) {
    await page.keyboard.press('/');
    const input = page.locator('.search-modal-input');
    await input.waitFor();
    await input.fill(`zq${i}marker`);
    const first = page.locator('.search-result > a').first();
    await page.locator('.search-result > a', { hasText: `Many ${i}` }).waitFor({ timeout: 10_000 });
    assert.is(await first.getAttribute('href'), `/many/page-${i}`);
    await page.keyboard.press('Escape');
    await page.locator('.search-modal').waitFor({ state: 'detached' });
  }
  const entries = fetched.filter((p) => p.endsWith('/pagefind-entry.json'));
  assert.ok(
    entries.some((p) => /\/pagefind\/shard-\d+\//.test(p)),
    entries.join(', '),
  );
  assert.ok(fetched.includes('/pagefind/shards.json'));
  assert.is(fetched.filter((p) => p.endsWith('.pagefind') && p.includes('wasm')).length, 1, 'one wasm module');
  await context.close();
});

test.after(async () => {
  (await served).server.close();
  await closeBrowser();
});

test.run();
