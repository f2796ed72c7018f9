// Docs plugin instances other than the default one (issue #27): each read from the site's docusaurus.config and
// built from its own folder, with its own sidebars and route prefix; navbar `doc` and `docSidebar` items name
// an instance with `docsPluginId`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { read, tempDir } from '../helpers/fixtures.ts';

const SITE = `export default {
  title: 'Small',
  url: 'https://small.example.com',
  sidebarsFile: 'sidebars.js',
  navbar: {
    title: 'Small',
    items: [
      { type: 'doc', docId: 'index', label: 'Docs' },
      { type: 'docSidebar', sidebarId: 'communitySidebar', docsPluginId: 'community', label: 'Community' },
      { type: 'doc', docId: 'support', docsPluginId: 'community', label: 'Support' },
      { type: 'docSidebar', sidebarId: 'defaultSidebar', docsPluginId: 'reference', label: 'Reference' },
    ],
  },
  footer: { links: [] },
};
`;

const DOCUSAURUS = `module.exports = {
  presets: [['classic', { blog: false }]],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: require.resolve('./sidebarsCommunity.js'),
      },
    ],
    ['@docusaurus/plugin-content-docs', { id: 'reference', path: 'reference-docs', routeBasePath: '/reference/' }],
  ],
};
`;

const FILES: Record<string, string> = {
  'config/site.mjs': SITE,
  'docusaurus.config.js': DOCUSAURUS,
  'sidebars.js': "module.exports = { docs: ['index', 'intro'] };\n",
  'content/docs/index.md': '---\ntitle: Home\n---\n\nHello.\n',
  'content/docs/intro.md': '---\ntitle: Default intro\n---\n\nThe default docs.\n',
  'sidebarsCommunity.js': "module.exports = { communitySidebar: ['intro', 'support'] };\n",
  'community/intro.md': '---\ntitle: Community intro\n---\n\nJoin us. See [support](./support.md).\n',
  'community/support.md': '---\ntitle: Support\n---\n\nAsk. Back to the [intro](intro.md).\n',
  'reference-docs/cli.md': '---\ntitle: CLI\nsidebar_position: 1\n---\n\nCommands.\n',
  'reference-docs/config.md': '---\ntitle: Config\nsidebar_position: 2\n---\n\nOptions.\n',
};

let built: Promise<{ ok: boolean; dir: string; problems: string }> | undefined;
function build() {
  built ??= (async () => {
    const root = tempDir('docs-instances-');
    for (const [rel, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    }
    const dir = join(root, 'build');
    const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
    const problems = report.diagnostics.map((d) => `${d.file}:${d.place?.line} ${d.message}`).join('\n');
    return { ok: report.ok, dir, problems };
  })();
  return built;
}

const sidebarOf = (html: string) => /<nav[^>]*aria-label="Docs sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
const hrefs = (html: string) => [...html.matchAll(/href="([^"#]+)"/g)].map((m) => m[1]);

test('each instance is built from its folder at its route prefix, its .md links resolved in it', async () => {
  const { ok, dir, problems } = await build();
  assert.ok(ok, problems);
  assert.is(problems, '', 'no diagnostics');
  const intro = read(dir, 'community/intro/index.html');
  assert.match(intro, 'Join us.');
  assert.match(intro, 'href="/community/support"');
  assert.match(read(dir, 'community/support/index.html'), 'href="/community/intro"');
  assert.match(read(dir, 'reference/cli/index.html'), 'Commands.');
  assert.match(read(dir, 'intro/index.html'), 'The default docs.');
});

test('each instance has its own sidebar: its sidebars file, else one sidebar of its whole folder', async () => {
  const { dir } = await build();
  const community = sidebarOf(read(dir, 'community/intro/index.html'));
  assert.equal(hrefs(community), ['/community/intro', '/community/support']);
  const reference = sidebarOf(read(dir, 'reference/config/index.html'));
  assert.equal(hrefs(reference), ['/reference/cli', '/reference/config']);
  const docs = sidebarOf(read(dir, 'intro/index.html'));
  assert.equal(hrefs(docs), ['/', '/intro']);
});

test('navbar doc and docSidebar items with docsPluginId lead into their instance', async () => {
  const { dir } = await build();
  const navbar = /<nav class="navbar[\s\S]*?<\/nav>/.exec(read(dir, 'index.html'))?.[0] ?? '';
  for (const [label, href] of [
    ['Docs', '/'],
    ['Community', '/community/intro'],
    ['Support', '/community/support'],
    ['Reference', '/reference/cli'],
  ])
    assert.match(navbar, new RegExp(`href="${href}"[^>]*>${label}<`), label);
});

test.run();
