import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toResultUrl, searchPageUrl } from '../../runtime/search/result-url.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/served-site.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// The hosted (Algolia-compatible) backend against a local stub of its query endpoint.
let failing = false;
const queries: { path: string; appId?: string; apiKey?: string; body: string }[] = [];
const stub: Server = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', '*');
  if (req.method === 'OPTIONS') return res.end();
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    queries.push({
      path: req.url ?? '',
      appId: req.headers['x-algolia-application-id'] as string,
      apiKey: req.headers['x-algolia-api-key'] as string,
      body,
    });
    if (failing) {
      res.statusCode = 500;
      return res.end('{}');
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        hits: [
          {
            url: 'https://docs.example.com/guides/long-two#section-3',
            hierarchy: { lvl0: 'Guides', lvl1: 'Long two', lvl2: 'Section 3' },
            _highlightResult: { hierarchy: { lvl1: { value: 'Long two' }, lvl2: { value: 'Section <em>3</em>' } } },
            _snippetResult: { content: { value: 'the <em>orchestrator</em> keeps them fresh' } },
          },
          {
            url: 'https://elsewhere.example.org/blog/post',
            hierarchy: { lvl1: 'A blog post' },
            _snippetResult: { content: { value: 'about <em>orchestrator</em> things' } },
          },
        ],
      }),
    );
  });
});

const site = (async () => {
  await new Promise<void>((r) => stub.listen(0, '127.0.0.1', () => r()));
  // A copy of the runtime fixture whose config points the hosted search at the stub. (Not an environment
  // variable: other suites build the same fixture concurrently in this process.)
  const root = copyFixture('runtime-site');
  const host = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  writeFileSync(
    join(root, 'config/site.mjs'),
    `import base from '../../_base/site.mjs';\n` +
      "export default { ...base, search: { appId: 'TESTAPP', apiKey: 'search-key', indexName: 'docs', " +
      `host: '${host}' } };\n`,
  );
  return buildAndServe(root);
})();
const base = async () => (await site).origin;

test('result URLs: external unchanged, internal reduced to path + hash, optional rewrite; the see-all link', () => {
  const origin = 'https://docs.example.com';
  assert.is(toResultUrl('https://elsewhere.example.org/a?b#c', origin), 'https://elsewhere.example.org/a?b#c');
  assert.is(toResultUrl('https://docs.example.com/guides/x?utm=1#part', origin), '/guides/x#part');
  assert.is(toResultUrl('/guides/x#part', origin), '/guides/x#part');
  assert.is(toResultUrl('https://docs.example.com/1.10/guides/x', origin, { from: '^/1\\.10', to: '' }), '/guides/x');
  assert.is(searchPageUrl('/', 'search', 'multi asset & more'), '/search?q=multi%20asset%20%26%20more');
});

test('the modal queries the hosted index with the app id and key, and shows pages with their sections', async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${await base()}/guides/long-one`);
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal-input').fill('orchestrator');
  await page.locator('.search-result').first().waitFor();
  const last = queries[queries.length - 1];
  assert.is(last.path, '/1/indexes/docs/query');
  assert.is(last.appId, 'TESTAPP');
  assert.is(last.apiKey, 'search-key');
  assert.is(JSON.parse(last.body).query, 'orchestrator');
  const links = await page.locator('.search-result-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  // The index was built for another origin: that is external, so it passes unchanged, like the blog post.
  assert.equal(links, [
    'https://docs.example.com/guides/long-two',
    'https://docs.example.com/guides/long-two#section-3',
    'https://elsewhere.example.org/blog/post',
  ]);
  assert.is(await page.locator('.search-result mark').first().innerText(), 'orchestrator');
  await page.keyboard.press('ArrowDown');
  assert.is(
    await page.locator('.search-result-list a.active').getAttribute('href'),
    'https://docs.example.com/guides/long-two#section-3',
  );
  await page.keyboard.press('Escape');
  assert.is(await page.locator('.search-modal').count(), 0);
  await page.close();
});

test('when the search service fails: "Unable to fetch results" and the network hint', async () => {
  failing = true;
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${await base()}/guides/long-one`);
  await page.keyboard.press('/');
  await page.locator('.search-modal-input').fill('orchestrator');
  await page.locator('.search-error').waitFor();
  assert.match(await page.locator('.search-error').innerText(), 'Unable to fetch results');
  assert.match(await page.locator('.search-error').innerText(), 'You might want to check your network connection.');
  failing = false;
  await page.close();
});

test('the search page shows the results for ?q=', async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${await base()}/search?q=orchestrator`);
  await page.locator('[data-search-results] .search-result').first().waitFor();
  assert.is(await page.locator('.search-page input[name="q"]').inputValue(), 'orchestrator');
  await page.close();
});

test.after(async () => {
  await closeBrowser();
  (await site).server.close();
  stub.close();
});

test.run();
