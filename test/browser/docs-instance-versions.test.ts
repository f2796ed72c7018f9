import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { serveCommand } from '../../cli/commands/serve.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { tempDir } from '../helpers/fixtures.ts';

// Two versioned docs in real Chromium (issue #27): the default docs (current at /docs/next, 1.0 the last at
// /docs) and the `community` instance (current at /community/next, 1.0 the last at /community), each with its own
// dropdown. The preferred version is kept per instance, and search is scoped to the version in context of each.
const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const FILES: Record<string, string> = {
  'config/site.mjs': `export default {
  title: 'Small',
  url: 'https://small.example.com',
  sidebarsFile: 'sidebars.js',
  docs: { dir: 'docs', routeBasePath: '/docs' },
  navbar: {
    title: 'Small',
    items: [
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: { links: [] },
};
`,
  'docusaurus.config.js': `module.exports = {
  presets: [['classic', { blog: false }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]],
};
`,
  'sidebars.js': "module.exports = { docs: ['intro'] };\n",
  'docs/intro.md': page('Docs next', 'An introduction to the next docs.'),
  'versions.json': '["1.0"]\n',
  'versioned_docs/version-1.0/intro.md': page('Docs one', 'An introduction to the docs of one.'),
  'versioned_sidebars/version-1.0-sidebars.json': '{"docs": ["intro"]}\n',
  'community/intro.md': page('Community next', 'An introduction to the next community.'),
  'community_versions.json': '["1.0"]\n',
  'community_versioned_docs/version-1.0/intro.md': page('Community one', 'An introduction to the community of one.'),
};

const server = (async () => {
  const root = tempDir('browser-instance-versions-');
  for (const [rel, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  const dir = join(root, 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: true, log: () => {} });
  assert.ok(report.ok, report.diagnostics.map((d) => d.message).join('\n'));
  return serveCommand({ dir, port: 0 });
})();
const origin = async () => `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;

async function open(path: string, page?: Page): Promise<Page> {
  if (!page) {
    const browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  }
  await page.goto((await origin()) + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-layout-mode'));
  return page;
}
const dropdown = (page: Page, plugin?: string) =>
  page.locator(
    plugin
      ? `.navbar .docs-version-dropdown[data-docs-plugin-id="${plugin}"]`
      : '.navbar .docs-version-dropdown:not([data-docs-plugin-id])',
  );
const stored = (page: Page, plugin: string) =>
  page.evaluate((key) => localStorage.getItem(key), `docs-preferred-version-${plugin}`);

test("choosing an instance's version saves it for that instance only, and names its dropdown elsewhere", async () => {
  const page = await open('/community/intro');
  await dropdown(page, 'community').locator('summary').click();
  await dropdown(page, 'community').locator('a[data-version="current"]').click();
  await page.waitForURL((u) => u.pathname === '/community/next/intro');
  assert.is(await stored(page, 'community'), 'current');
  assert.is(await stored(page, 'default'), null, "the default docs' preference is untouched");
  await open('/docs/intro', page);
  await page.waitForFunction(
    () =>
      document.querySelector('.navbar .docs-version-dropdown[data-docs-plugin-id="community"] .docs-version-label')
        ?.textContent === 'Next',
  );
  assert.is(await dropdown(page).locator('.docs-version-label').textContent(), '1.0');
  await page.context().close();
});

test('the search box searches the version in context of each docs', async () => {
  const page = await open('/community/next/intro');
  const results = async () => {
    await page.keyboard.press('/');
    await page.locator('.search-modal-input').fill('introduction');
    await page.locator('.search-result > a').first().waitFor();
    return page.locator('.search-result > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')).sort());
  };
  // The community page read (current) and the default docs' last version; not the others.
  assert.equal(await results(), ['/community/next/intro', '/docs/intro']);
  await open('/docs/next/intro', page);
  assert.equal(await results(), ['/community/intro', '/docs/next/intro']);
  await page.context().close();
});

test.after(async () => {
  await closeBrowser();
  (await server).close();
});

test.run();
