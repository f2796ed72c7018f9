// How a Docusaurus site's imports resolve (issue #24): module aliases (config and the site's Docusaurus config),
// webpack's raw-loader syntax, imported images as URLs, folders outside the site, a site component with a
// built-in's name, a global-components module that does not bundle, and the prebuild command.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { fixtureDir, read, tempDir } from '../helpers/fixtures.ts';

const SITE = join(fixtureDir('modules-site'), 'website');
const article = (html: string) => /<div class="markdown"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';

type Built = { ok: boolean; html: string; dir: string; errors: string[]; warnings: string[] };
let built: Promise<Built> | undefined;
function build() {
  built ??= (async () => {
    const dir = join(tempDir('docs-modules-'), 'build');
    const report = await buildCommand({ rootDir: SITE, outDir: dir, cache: false, searchIndex: false, log: () => {} });
    const errors = report.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}: ${d.message}`);
    const warnings = report.diagnostics
      .filter((d) => d.severity === 'warning')
      .map((d) => `${basename(d.file ?? '')}:${d.place?.line}: ${d.message.split(':')[0]}`);
    return { ok: report.ok, html: article(read(dir, 'page/index.html')), dir, errors, warnings };
  })();
  return built;
}

test('aliases: the config’s (@components), docusaurus-plugin-module-alias (@utils), configureWebpack', async () => {
  const { ok, html, errors } = await build();
  assert.ok(ok, errors.join('\n'));
  assert.match(html, '<strong class="greeting">HELLO READER</strong> answer 42.');
});

test('!!raw-loader!./x and ./x?raw give the file’s text', async () => {
  const { html } = await build();
  assert.match(html, '<pre class="raw">print(&quot;from a snippet&quot;)\n</pre>');
  assert.match(html, '<pre class="query">print(&quot;from a snippet&quot;)\n</pre>');
});

test('import img from ./x.png and require(@site/static/…).default give the copied, hashed file’s URL', async () => {
  const { html, dir } = await build();
  const pic = /<img class="pic" src="(\/assets\/images\/pic-[0-9a-f]{8}\.png)"/.exec(html)?.[1];
  const logo = /<img class="logo" src="(\/assets\/images\/logo-[0-9a-f]{8}\.png)"/.exec(html)?.[1];
  assert.ok(pic && logo, html);
  assert.ok(existsSync(join(dir, pic!)) && existsSync(join(dir, logo!)));
  // An .svg import is a component (SVGR's in Docusaurus), here drawing the copied file.
  assert.match(html, /<img src="\/assets\/images\/mark-[0-9a-f]{8}\.svg" alt="Mark" class="mark"\/>/);
});

test('with markdown.nodeCode, Node’s modules (path, node:crypto) that components import run', async () => {
  const { html } = await build();
  assert.match(html, /<code class="ext" data-id="[0-9a-f]{6}">\.py<\/code>/);
});

test('readFolders: @site/../CHANGES.md and ../../../scripts/codes.json outside the site folder are read', async () => {
  const { html } = await build();
  assert.match(html, 'Release notes from the monorepo root.');
  assert.match(html, 'Codes: E1, E2.');
});

test('the site’s own CodeExample (in its MDXComponents) wins over the built-in one', async () => {
  const { html } = await build();
  assert.match(html, '<div class="site-code-example">example x.py</div>');
});

test('theme-common (/internal), router, Interpolate, isInternalUrl, ErrorBoundary, IdealImage', async () => {
  const { html } = await build();
  // An island (it calls useColorMode): rendered by renderToString, whose text markers are dropped here.
  const survey = html.replaceAll('<!-- -->', '');
  assert.match(
    survey,
    '<p class="survey">/page light pages 2024 true false Fixture site function hi <b>reader</b></p>',
  );
  assert.match(html, /<img src="\/assets\/images\/pic-[0-9a-f]{8}\.png" alt="ideal" loading="lazy"\/>/);
});

test('components that need the browser hydrate unmarked: an effect, a hook of the site’s, useColorMode', async () => {
  const { html } = await build();
  const islands = [...html.matchAll(/<docs-island data-island="([A-Za-z]+)-[0-9a-f]{8}" data-src="[^"]+"/g)];
  assert.equal(islands.map((m) => m[1]).sort(), ['Counter', 'OldLinks', 'Survey']);
  assert.match(html, /<docs-island data-island="OldLinks-[^>]*><span class="old-links"><\/span><\/docs-island>/);
  assert.not.match(html, /data-island="Greeting/); // no hooks, no handlers: static, no JavaScript
});

test('a found component whose props JSON cannot carry renders static, with a warning at its use', async () => {
  const { html, warnings } = await build();
  assert.match(html, '<button class="clicker" type="button">static</button>');
  assert.equal(warnings, ['page.mdx:45: <Clicker> needs the browser but is rendered static here']);
});

test('an unmarked module no page renders that does not bundle for the browser is left out', async () => {
  const { ok, errors, warnings } = await build();
  assert.ok(ok, errors.join('\n'));
  assert.not.ok(warnings.some((w) => w.includes('DocSidebar')));
});

test('a page with no interactive component loads no island script', async () => {
  const { dir } = await build();
  assert.not.match(read(dir, 'index.html'), /docs-island|assets\/islands/);
});

/** A small site: the fixture base config plus the given files. */
function site(files: Record<string, string>): string {
  const root = tempDir('docs-modules-site-');
  const all = {
    'config/sidebars.mjs': "export default { docs: [{ type: 'autogenerated', dirName: '.' }] };\n",
    'content/docs/index.md': '---\ntitle: Home\ndescription: Home.\n---\n\nHello.\n',
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

const config = (extra: string) =>
  `import base from ${JSON.stringify(join(fixtureDir('_base'), 'site.mjs'))};\n` +
  `export default { ...base, sidebarsFile: 'config/sidebars.mjs', ${extra} };\n`;

const check = (root: string) =>
  runPipeline({ rootDir: root, mode: 'production', target: { kind: 'none' }, cache: false });

test('prebuild: runs in the site folder before discover, so a page it writes is built', async () => {
  const root = site({
    'config/site.mjs': config(
      `prebuild: "mkdir -p content/docs/gen && printf '# Made\\\\n' > content/docs/gen/made.md"`,
    ),
  });
  const report = await check(root);
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  assert.ok(report.pages.some((p) => p.path === '/gen/made'));
});

test('an import of a missing file in a generated-looking folder hints at prebuild', async () => {
  const root = site({
    'config/site.mjs': config(''),
    'content/docs/page.mdx': "---\ntitle: P\n---\n\nimport Api from './api-docs/_client.mdx';\n\n<Api />\n",
  });
  const report = await check(root);
  const d = report.diagnostics.find((x) => x.ruleId === 'unresolved-import');
  assert.match(d?.hint ?? '', '`prebuild`');
});

test('an unknown bare specifier hints at aliases', async () => {
  const root = site({
    'config/site.mjs': config(''),
    'content/docs/page.mdx': "---\ntitle: P\n---\n\nimport X from '@components/X';\n\n<X />\n",
  });
  const report = await check(root);
  const d = report.diagnostics.find((x) => x.ruleId === 'unresolved-import');
  assert.match(d?.hint ?? '', "aliases: { '@components': 'src/…' }");
});

test('an import of @generated/… says Docusaurus writes it while building, and what to do instead', async () => {
  const root = site({
    'config/site.mjs': config(''),
    'content/docs/page.mdx': "---\ntitle: P\n---\n\nimport c from '@generated/docusaurus.config';\n\n{c.title}\n",
  });
  const report = await check(root);
  const d = report.diagnostics.find((x) => x.ruleId === 'unresolved-import');
  assert.match(d?.hint ?? '', 'useDocusaurusContext()');
});

test('a path outside the site hints at readFolders', async () => {
  const root = site({
    'config/site.mjs': config(''),
    'content/docs/page.mdx': "---\ntitle: P\n---\n\nimport C from '@site/../CHANGES.md';\n\n<C />\n",
  });
  const report = await check(root);
  const d = report.diagnostics.find((x) => x.ruleId === 'path-outside-site');
  assert.match(d?.hint ?? '', "readFolders: ['..']");
});

test('a hook docs leaves out (useDocsSidebar) is a component-error whose hint says so', async () => {
  const root = site({
    'config/site.mjs': config(''),
    'src/components/Cards.jsx':
      "import { useDocsSidebar } from '@docusaurus/theme-common/internal';\n" +
      'export default function Cards() { return <p>{useDocsSidebar().items.length}</p>; }\n',
    'content/docs/page.mdx': "---\ntitle: P\n---\n\nimport Cards from '@site/src/components/Cards';\n\n<Cards />\n",
  });
  const report = await check(root);
  const d = report.diagnostics.find((x) => x.ruleId === 'component-error');
  assert.match(d?.hint ?? '', 'docs does not provide `useDocsSidebar` of `@docusaurus/theme-common/internal`');
});

test('a package’s own use client is not an island; a client module may export any name (S)', async () => {
  const root = site({
    'config/site.mjs': config(''),
    'node_modules/rsc-lib/package.json': '{"name": "rsc-lib", "main": "index.js"}',
    'node_modules/rsc-lib/index.js':
      "'use client';\nconst { createElement } = require('react');\n" +
      "exports.Badge = () => createElement('em', null, 'lib');\n",
    'src/components/Tools.jsx':
      "'use client';\nexport const S = 1;\nexport default function Tools() { return <b>tools {S}</b>; }\n",
    'content/docs/page.mdx':
      "---\ntitle: P\n---\n\nimport { Badge } from 'rsc-lib';\nimport Tools from '@site/src/components/Tools';\n\n" +
      '<Badge /> <Tools />\n',
  });
  const report = await check(root);
  assert.ok(report.ok, JSON.stringify(report.diagnostics.map((d) => d.message)));
});

test.run();
