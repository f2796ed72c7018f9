// Versions of a docs plugin instance other than the default one (issue #27): `<id>_versions.json`,
// `<id>_versioned_docs/version-X/`, `<id>_versioned_sidebars/`, with the instance's own version options, built as
// the default docs' versions are (routes, banners, badge, dropdown with `docsPluginId`, sitemap, search filter).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildFiles, read } from '../helpers/fixtures.ts';

const SITE = `export default {
  title: 'Small',
  url: 'https://small.example.com',
  sidebarsFile: 'sidebars.js',
  onBrokenLinks: 'warn',
  navbar: {
    title: 'Small',
    items: [
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { type: 'doc', docId: 'intro', docsPluginId: 'community', label: 'Community' },
      {
        type: 'docsVersionDropdown',
        docsPluginId: 'community',
        dropdownItemsBefore: [{ label: 'Archive', href: 'https://archive.example.com' }],
        dropdownItemsAfter: [{ label: 'All versions', to: '/intro' }, { label: 'Gone', to: '/nowhere' }],
      },
      { type: 'docsVersionDropdown', docsPluginId: 'api' },
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
        versions: { current: { label: 'Canary', path: 'canary' }, '1.0': { noIndex: true } },
      },
    ],
    [
      '@docusaurus/plugin-content-docs',
      { id: 'api', path: 'api', routeBasePath: 'api', lastVersion: 'current', onlyIncludeVersions: ['current', '3.0'] },
    ],
  ],
};
`;

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

const FILES: Record<string, string> = {
  'config/site.mjs': SITE,
  'docusaurus.config.js': DOCUSAURUS,
  'sidebars.js': "module.exports = { docs: ['intro'] };\n",
  'content/docs/intro.md': page('Home', 'The default docs.'),
  'sidebarsCommunity.js': "module.exports = { communitySidebar: ['intro', 'support'] };\n",
  'community/intro.md': page('Community intro', 'Canary community. See [support](./support.md).'),
  'community/support.md': page('Support', 'Canary support.'),
  'community_versions.json': '["2.0", "1.0"]\n',
  'community_versioned_docs/version-2.0/intro.md': page('Community intro', 'Two community. [Support](support.md).'),
  'community_versioned_docs/version-2.0/support.md': page('Support', 'Two support.'),
  'community_versioned_sidebars/version-2.0-sidebars.json': '{"communitySidebar": ["intro", "support"]}\n',
  'community_versioned_docs/version-1.0/intro.md': page('Community intro', 'One community. [Old](old.md).'),
  'community_versioned_docs/version-1.0/old.md': page('Old', 'Only in one.'),
  'community_versioned_sidebars/version-1.0-sidebars.json': '{"communitySidebar": ["intro", "old"]}\n',
  'src/pages/community-versions.tsx': `import {
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
export default function Versions() {
  const latest = useLatestVersion('community');
  return (
    <ul className="community-versions">
      {useVersions('community').map((v) => (
        <li key={v.name}>{\`\${v.name}|\${v.label}|\${v.path}|\${v.mainDocId}|\${v.name === latest.name}\`}</li>
      ))}
    </ul>
  );
}
`,
  // Docusaurus's global data, as sites' version pages read it (serialport's `src/pages/versions.js`).
  'src/pages/global-data.jsx': `import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';
export default function GlobalData() {
  const community = usePluginData('docusaurus-plugin-content-docs', 'community');
  const api = usePluginData('docusaurus-plugin-content-docs', 'api');
  const docs = usePluginData('docusaurus-plugin-content-docs');
  return (
    <p className="global-data">
      {[community.path, community.versions.map((v) => v.name).join(','), api.path, api.versions[0].name,
        docs.path, docs.versions.map((v) => \`\${v.name}:\${v.label}:\${v.mainDocId}:\${v.isLast}\`).join(','),
        Object.keys(useGlobalData()['docusaurus-plugin-content-docs']).join(','),
        String(usePluginData('docusaurus-plugin-content-blog'))].join('|')}
    </p>
  );
}
`,
  'api/cli.md': page('CLI', 'Current commands.'),
  'api_versions.json': '["3.0", "2.0"]\n',
  'api_versioned_docs/version-3.0/cli.md': page('CLI', 'Commands of three.'),
  'api_versioned_docs/version-2.0/cli.md': page('CLI', 'Commands of two.'),
};

const buildSite = (files: Record<string, string>) => buildFiles('docs-instance-versions-', files);

let built: ReturnType<typeof buildSite> | undefined;
const build = () => (built ??= buildSite(FILES));

const dropdownOf = (html: string, plugin: string) =>
  new RegExp(
    `<details class="[^"]*docs-version-dropdown hide-mobile" data-docs-plugin-id="${plugin}">.*?</details>`,
    's',
  ).exec(html)?.[0] ?? '';
const entries = (html: string) =>
  [...html.matchAll(/<a class="dropdown-link[^"]*" href="([^"]+)"([^>]*)>([^<]+)</g)].map(
    (m) => `${/data-version="([^"]+)"/.exec(m[2]!)?.[1] ?? '-'} ${m[3]} ${m[1]}`,
  );

test("an instance's versions at Docusaurus's routes: the last at its base, current at its path, others", async () => {
  const { ok, dir, problems } = await build();
  assert.ok(ok, problems.join('\n'));
  // The dropdown's links are checked as the navbar's are.
  assert.equal(
    problems.map((p) => p.replace(/^.*\/config\//, '')),
    ['site.mjs:15:88 Broken link `/nowhere`: no page at `/nowhere`'],
  );
  assert.match(read(dir, 'community/intro/index.html'), 'Two community.');
  assert.match(read(dir, 'community/canary/intro/index.html'), 'Canary community.');
  assert.match(read(dir, 'community/1.0/intro/index.html'), 'One community.');
  assert.match(read(dir, 'community/1.0/old/index.html'), 'Only in one.');
  // `lastVersion: 'current'` puts the docs folder at the base; `onlyIncludeVersions` leaves 2.0 out.
  assert.match(read(dir, 'api/cli/index.html'), 'Current commands.');
  assert.match(read(dir, 'api/3.0/cli/index.html'), 'Commands of three.');
  assert.not.ok(existsSync(join(dir, 'api/2.0/cli/index.html')));
  assert.not.ok(existsSync(join(dir, 'api/next/cli/index.html')));
});

test('links stay in their version, each has its own sidebar, a navbar doc item leads to the last', async () => {
  const { dir } = await build();
  assert.match(read(dir, 'community/intro/index.html'), 'href="/community/support"');
  assert.match(read(dir, 'community/canary/intro/index.html'), 'href="/community/canary/support"');
  assert.match(read(dir, 'community/1.0/intro/index.html'), 'href="/community/1.0/old"');
  const sidebar = JSON.parse(read(dir, '_data/sidebars/@community/version-1.0/communitySidebar.json'));
  assert.equal(
    sidebar.map((i: { href: string }) => i.href),
    ['/community/1.0/intro', '/community/1.0/old'],
  );
  const nav = /<nav class="navbar[\s\S]*?<\/nav>/.exec(read(dir, 'intro/index.html'))?.[0] ?? '';
  assert.match(nav, /href="\/community\/intro"[^>]*data-docs-plugin-id="community"[^>]*>Community</);
});

test('banners and badges: unreleased above the last version, unmaintained below, linking to the last', async () => {
  const { dir } = await build();
  const old = read(dir, 'community/1.0/intro/index.html');
  assert.match(old, /data-banner="unmaintained" data-docs-plugin-id="community"/);
  assert.match(old, /<b>1.0<\/b>, which is no longer actively maintained/);
  assert.match(old, /href="\/community\/intro" data-version="2.0" data-version-latest="">latest version/);
  assert.match(old, /Version: (<!-- -->)?1.0<\/span>/);
  assert.match(read(dir, 'community/canary/intro/index.html'), /data-banner="unreleased"[\s\S]*<b>Canary<\/b>/);
  assert.not.match(read(dir, 'community/intro/index.html'), 'data-banner=');
  assert.match(read(dir, 'api/3.0/cli/index.html'), 'data-banner="unmaintained"');
});

test("the instance's dropdown: its versions with this page in each, the links before and after", async () => {
  const { dir } = await build();
  assert.equal(entries(dropdownOf(read(dir, 'community/1.0/intro/index.html'), 'community')), [
    '- Archive https://archive.example.com',
    'current Canary /community/canary/intro',
    '2.0 2.0 /community/intro',
    '1.0 1.0 /community/1.0/intro',
    '- All versions /intro',
    '- Gone /nowhere',
  ]);
  // A page that is not in version 1.0 leads there to the version's main page.
  assert.match(dropdownOf(read(dir, 'community/support/index.html'), 'community'), 'href="/community/1.0/intro"');
  // Outside the instance, its dropdown names its last version; the other instance's dropdown is its own.
  assert.match(dropdownOf(read(dir, 'intro/index.html'), 'community'), '<span class="docs-version-label">2.0</span>');
  assert.equal(entries(dropdownOf(read(dir, 'community/intro/index.html'), 'api')), [
    'current Next /api/cli',
    '3.0 3.0 /api/3.0/cli',
  ]);
});

test("sitemap and search: every version's pages (not a noIndex one's), each with its instance's filter", async () => {
  const { dir } = await build();
  const sitemap = read(dir, 'sitemap.xml');
  for (const route of ['/community/intro', '/community/canary/intro', '/api/3.0/cli'])
    assert.match(sitemap, `<loc>https://small.example.com${route}</loc>`);
  assert.not.match(sitemap, '/community/1.0/');
  const old = read(dir, 'community/1.0/intro/index.html');
  assert.match(old, 'data-pagefind-filter="version-community:1.0"');
  // A page of other docs carries every version of the instance, so a search scoped to any of them finds it.
  const home = read(dir, 'intro/index.html');
  for (const v of ['current', '2.0', '1.0']) assert.match(home, `data-pagefind-filter="version-community:${v}"`);
  assert.match(read(dir, 'community/intro/index.html'), 'data-pagefind-filter="version-api:3.0"');
  assert.not.match(read(dir, 'community/intro/index.html'), 'data-pagefind-filter="version-community:1.0"');
});

test("an instance's version problems: errors at its options, a missing folder at its versions file", async () => {
  const { ok, problems } = await buildSite({
    ...FILES,
    'docusaurus.config.js': DOCUSAURUS.replace("lastVersion: 'current'", "lastVersion: '9.9'"),
    'community_versions.json': '["2.0", "1.0", "0.5"]\n',
    'config/site.mjs': SITE.replace("docsPluginId: 'api'", "docsPluginId: 'apis'"),
  });
  assert.not.ok(ok);
  const lines = problems.map((p) => p.replace(/^.*\/(docusaurus\.config\.js|community_versions\.json)/, '$1'));
  assert.ok(
    lines.includes(
      'docusaurus.config.js:16:55 Invalid versions of the docs plugin `api`: ' +
        '`lastVersion` `9.9` is not a version of the docs',
    ),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((l) =>
      /^community_versions\.json:1:\d+ Version `0\.5` of `community_versions\.json` has no docs/.test(l),
    ),
    lines.join('\n'),
  );
  assert.ok(
    problems.some((p) => /site\.mjs:\d+:\d+ The navbar item's `docsPluginId` `apis` names no docs plugin/.test(p)),
    problems.join('\n'),
  );
});

test("useVersions('community') and useLatestVersion('community') give the instance's versions", async () => {
  const { dir } = await build();
  const list =
    /<ul class="community-versions">(.*?)<\/ul>/s.exec(read(dir, 'community-versions/index.html'))?.[1] ?? '';
  assert.equal(
    [...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]),
    [
      'current|Canary|/community/canary|intro|false',
      '2.0|2.0|/community|intro|true',
      '1.0|1.0|/community/1.0|intro|false',
    ],
  );
});

test("useGlobalData: the docs plugin's data by instance, current version first; none for others", async () => {
  const { dir } = await build();
  const text = /<p class="global-data">(.*?)<\/p>/s.exec(read(dir, 'global-data/index.html'))?.[1];
  // The default docs have no versions: one, current, at the docs' route base (`/` here) with their first doc as its
  // main doc, as Docusaurus gives it (the main doc was '' before).
  assert.is(text, '/community|current,2.0,1.0|/api|current|/|current:Next:intro:true|default,community,api|undefined');
});

test.run();
