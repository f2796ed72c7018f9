// @docusaurus/plugin-client-redirects read from a site's docusaurus.config (issue #27): `redirects`,
// `createRedirects(existingPath)` called for every route, `fromExtensions`, `toExtensions`; the redirects they make
// are written as the site's own (`redirects` of config/site.ts): a page per old URL and `_redirects`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { read, tempDir } from '../helpers/fixtures.ts';

const SITE =
  "export default { title: 'Small', url: 'https://small.example.com', navbar: { title: 'Small', items: [] }, " +
  "footer: { links: [] }, sidebarsFile: 'none.mjs' };\n";

async function buildSite(files: Record<string, string>) {
  const root = tempDir('docs-client-redirects-');
  const all: Record<string, string> = {
    'config/site.mjs': SITE,
    'content/docs/index.md': '---\ntitle: Home\n---\n\nHello.\n',
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\nIntro.\n',
    'content/docs/guide/setup.md': '---\ntitle: Setup\n---\n\nSetup.\n',
    'content/docs/contact.md': '---\ntitle: Contact\nslug: /contact.php\n---\n\nWrite to us.\n',
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  const dir = join(root, 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
  return { report, dir };
}

const refreshTo = (dir: string, file: string) =>
  /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(read(dir, file))?.[1];

const CONFIG = `// A top-level value the function reads: the config runs as Docusaurus runs it.
const MOVED = { '/guide/': '/tutorial/' };
module.exports = {
  presets: [['classic', { blog: false }]],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        fromExtensions: ['html'],
        toExtensions: ['php'],
        redirects: [
          { from: ['/old-intro', '/older-intro'], to: '/intro' },
          { from: '/intro', to: '/guide/setup' },
        ],
        createRedirects(existingPath) {
          for (const [now, before] of Object.entries(MOVED))
            if (existingPath.startsWith(now)) return [existingPath.replace(now, before)];
          return undefined;
        },
      },
    ],
  ],
};
`;

test('redirects, createRedirects for every route, fromExtensions and toExtensions: a page per old URL', async () => {
  const { report, dir } = await buildSite({ 'docusaurus.config.js': CONFIG });
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  // `redirects`, with a list of `from`.
  assert.is(refreshTo(dir, 'old-intro/index.html'), '/intro');
  assert.is(refreshTo(dir, 'older-intro/index.html'), '/intro');
  // `createRedirects`, called with each route: `/guide/setup` was `/tutorial/setup`.
  assert.is(refreshTo(dir, 'tutorial/setup/index.html'), '/guide/setup');
  // `fromExtensions`: `/intro.html` → `/intro`, a file of that name, as Docusaurus writes it; not for `/`.
  assert.is(refreshTo(dir, 'intro.html'), '/intro');
  assert.is(refreshTo(dir, 'guide/setup.html'), '/guide/setup');
  assert.not.ok(existsSync(join(dir, '.html')));
  // `toExtensions`: the page at `/contact.php` is reached from `/contact`.
  assert.is(refreshTo(dir, 'contact/index.html'), '/contact.php');
  const lines = read(dir, '_redirects').split('\n');
  for (const line of ['/old-intro /intro 301', '/tutorial/setup /guide/setup 301', '/intro.html /intro 301'])
    assert.ok(lines.includes(line), line);
  // A redirect from a page's own URL is left out, with Docusaurus's warning (its onDuplicateRoutes), at the plugin.
  const warning = report.diagnostics.find((d) => d.ruleId === 'duplicate-route');
  assert.ok(warning, 'the redirect from /intro is reported');
  assert.is(warning!.severity, 'warning');
  assert.match(warning!.message, 'Client redirects from existing pages are left out: /intro');
  assert.match(warning!.file ?? '', /docusaurus\.config\.js$/);
  assert.is(warning!.place?.line, 7);
  assert.is(refreshTo(dir, 'intro/index.html'), undefined);
});

test('a redirect to another site (plugin or site config): written as is, no page looked for', async () => {
  const plugin =
    "module.exports = { plugins: [['@docusaurus/plugin-client-redirects', { redirects: [\n" +
    "  { from: '/moved-off', to: 'https://elsewhere.example.org/docs/new page?x=1#y' },\n]}]] };\n";
  const site = SITE.replace(
    "sidebarsFile: 'none.mjs'",
    "sidebarsFile: 'none.mjs', redirects: [{ from: " + "'/gone', to: 'http://other.example.net/' }]",
  );
  const { report, dir } = await buildSite({ 'docusaurus.config.js': plugin, 'config/site.mjs': site });
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  const url = 'https://elsewhere.example.org/docs/new%20page?x=1#y';
  assert.is(refreshTo(dir, 'moved-off/index.html'), url);
  assert.match(read(dir, 'moved-off/index.html'), `<link rel="canonical" href="${url}">`);
  assert.is(refreshTo(dir, 'gone/index.html'), 'http://other.example.net/');
  const lines = read(dir, '_redirects').split('\n');
  assert.ok(lines.includes(`/moved-off ${url} 301`), lines.join('\n'));
  assert.ok(lines.includes('/gone http://other.example.net/ 301'), lines.join('\n'));
});

test('a plugin redirect to no page: an invalid-redirect error at its line in the docusaurus config', async () => {
  const config = CONFIG.replace("to: '/intro' }", "to: '/nowhere' }");
  const { report } = await buildSite({ 'docusaurus.config.js': config });
  assert.not.ok(report.ok);
  const error = report.diagnostics.find((d) => d.ruleId === 'invalid-redirect');
  assert.match(error?.message ?? '', 'Redirect from `/old-intro` leads to `/nowhere`, which is no page');
  assert.equal(error?.place, { line: 12, column: 20 });
});

test('a config that does not load: its literal redirects count, createRedirects is named as not run', async () => {
  const config = `const missing = require('a-package-not-installed');\n${CONFIG}`;
  const { report, dir } = await buildSite({ 'docusaurus.config.js': config });
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  assert.is(refreshTo(dir, 'old-intro/index.html'), '/intro');
  assert.is(refreshTo(dir, 'intro.html'), '/intro');
  assert.not.ok(existsSync(join(dir, 'tutorial/setup/index.html')));
  const warning = report.diagnostics.find((d) => d.ruleId === 'invalid-config');
  assert.match(warning?.message ?? '', '`createRedirects` of @docusaurus/plugin-client-redirects is not run');
  assert.is(warning?.place?.line, 16);
});

test.run();
