// `docs dev` follows the folders of the docs plugin instances other than the default one (issue #27), as it
// follows the docs folder: a page added to an instance's folder is served, an edit is shown, a removed page is a
// 404; the same in an instance's older version (`<id>_versioned_docs/version-X/`).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devCommand, type DevServer } from '../../cli/commands/dev.ts';
import { tempDir } from '../helpers/fixtures.ts';

const FILES: Record<string, string> = {
  'config/site.mjs': `export default {
  title: 'Small',
  url: 'https://small.example.com',
  sidebarsFile: 'sidebars.js',
  navbar: { title: 'Small', items: [] },
  footer: { links: [] },
};
`,
  'docusaurus.config.js': `module.exports = {
  presets: [['classic', { blog: false }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]],
};
`,
  'sidebars.js': "module.exports = { docs: ['intro'] };\n",
  'content/docs/intro.md': '---\ntitle: Home\n---\n\nThe default docs.\n',
  'community/intro.md': '---\ntitle: Community\n---\n\nCanary community.\n',
  'community_versions.json': '["1.0"]\n',
  'community_versioned_docs/version-1.0/intro.md': '---\ntitle: Community\n---\n\nOne community.\n',
};

/** Polls until `check` holds (a change is picked up within a second; the bound is only there to end a failure). */
async function eventually(what: string, check: () => Promise<boolean>, limitMs = 20_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) assert.unreachable(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let root: string;
let dev: DevServer;

test.before(async () => {
  root = tempDir('dev-docs-instances-');
  for (const [rel, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: () => {} });
  await dev.ready;
});

test.after(async () => {
  await dev?.close();
});

const served = (route: string, text: string) => async () => {
  const res = await fetch(dev.url + route);
  return res.status === 200 && (await res.text()).includes(text);
};
const gone = (route: string) => async () => (await fetch(dev.url + route)).status === 404;

test("a page added to an instance's folder is served, its edit shown, and a 404 once removed", async () => {
  assert.ok(await served('/community/next/intro', 'Canary community.')(), 'the instance is served');
  const file = join(root, 'community/new.md');
  writeFileSync(file, '---\ntitle: New\n---\n\nA new community page.\n');
  await eventually('the new page is served', served('/community/next/new', 'A new community page.'));
  writeFileSync(file, '---\ntitle: New\n---\n\nThe new page, edited.\n');
  await eventually('the edit is shown', served('/community/next/new', 'The new page, edited.'));
  rmSync(file);
  await eventually('the removed page is a 404', gone('/community/next/new'));
});

test("an edit in an instance's older version is shown at that version's route", async () => {
  assert.ok(await served('/community/intro', 'One community.')());
  writeFileSync(
    join(root, 'community_versioned_docs/version-1.0/intro.md'),
    '---\ntitle: Community\n---\n\nVersion one, edited.\n',
  );
  await eventually('the older version shows the edit', served('/community/intro', 'Version one, edited.'));
});

test.run();
