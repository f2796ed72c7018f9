import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/served-site.ts';
import { shardedSite } from '../helpers/sharded-site.ts';

// The search box on a site whose index is in shards (search.shardPages): the browser merges every shard
// named in pagefind/shards.json into the primary index, so a page of any shard is found.
const served = buildAndServe(shardedSite(24), { searchIndex: true });

test('a page of every shard is found from the search box; the shards are fetched, not a second wasm', async () => {
  const { origin } = await served;
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(origin + '/many/page-0');
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
