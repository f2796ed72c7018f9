import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createElement, useState, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  hasUseClientDirective,
  isClientModule,
  islandId,
  islandWrapperModule,
} from '../../cli/islands/client-modules.ts';
import { findClientModules } from '../../cli/islands/discover.ts';
import { bundleIslands } from '../../cli/islands/bundle-islands.ts';
import { island, IslandContext } from '../../theme/content/Island.tsx';
import { buildFiles, buildFixture, read, siteFromFiles, tempDir } from '../helpers/fixtures.ts';
import { buildCommand } from '../../cli/commands/build.ts';

// Islands (issue #16): which modules are client modules, their ids, the server wrapper, the browser
// bundle, and the site's CSS after the theme's.

test("'use client' as the first statement, after comments, with TypeScript and JSX", () => {
  const ts =
    `// A counter\n/* many\n lines */\n'use client';\nimport { useState } from 'react';\n` +
    `type P = { start: number };\nexport default (p: P) => <b>{p.start}</b>;\n`;
  assert.ok(hasUseClientDirective(ts, 'Counter.tsx'));
  assert.ok(hasUseClientDirective(`"use client"\nexport const a = 1`, 'a.js'), 'double quotes, no semicolon');
  assert.ok(hasUseClientDirective(`'use strict';\n'use client';\nexport const a = 1`, 'a.js'), 'in the prologue');
});

test("'use client' that is not a directive is not a client module", () => {
  assert.not.ok(
    hasUseClientDirective(`import x from 'y';\n'use client';\nexport default x;`, 'a.ts'),
    'after an import',
  );
  assert.not.ok(hasUseClientDirective(`import type { X } from 'y';\n'use client';`, 'a.ts'), 'after a type import');
  assert.not.ok(hasUseClientDirective(`'use client'.length;`, 'a.js'), 'an expression, not a directive');
  assert.not.ok(hasUseClientDirective(`const mode = 'use client';`, 'a.js'), 'a string value');
  assert.not.ok(hasUseClientDirective(`// 'use client'\nexport const a = 1;`, 'a.js'), 'in a comment');
  assert.not.ok(hasUseClientDirective(`'use client';\nexport default <b>{</b>`, 'a.jsx'), 'a syntax error');
});

test('isClientModule reads the file; config.components client: true marks any module', () => {
  const dir = tempDir('docs-islands-');
  const client = join(dir, 'Client.tsx');
  const server = join(dir, 'Server.tsx');
  writeFileSync(client, `'use client';\nexport default () => null;\n`);
  writeFileSync(server, `export default () => null;\n`);
  assert.ok(isClientModule(client));
  assert.not.ok(isClientModule(server));
  assert.ok(isClientModule(server, [server]), 'flagged by config');
  assert.not.ok(isClientModule(join(dir, 'missing.tsx')));
  assert.not.ok(isClientModule(join(dir, 'style.css')));
});

test('islandId: readable, stable, distinct for the same name in two folders', () => {
  const a = islandId('/site/src/components/Counter.tsx', '/site');
  assert.is(a, islandId('/elsewhere/src/components/Counter.tsx', '/elsewhere'), 'depends only on the site path');
  assert.match(a, /^Counter-[0-9a-f]{8}$/);
  assert.is.not(a, islandId('/site/src/other/Counter.tsx', '/site'));
});

test('islandWrapperModule: default and named components wrapped, other exports passed through', () => {
  const dir = tempDir('docs-islands-wrap-');
  const file = join(dir, 'Widgets.tsx');
  writeFileSync(
    file,
    `'use client';\nexport const LABEL = 'x';\nexport function Toggle() { return null; }\n` +
      `const Local = () => null;\nexport { Local as Renamed };\nexport default function Main() { return null; }\n`,
  );
  assert.is(
    islandWrapperModule(file, 'Widgets-1', 'docs:island', file + '?server'),
    [
      `import { island as __docs_island, islandExport as __docs_export } from "docs:island";`,
      `import * as __docs_server from ${JSON.stringify(file + '?server')};`,
      `export const LABEL = __docs_export("Widgets-1", __docs_server["LABEL"], "LABEL");`,
      `export const Toggle = __docs_export("Widgets-1", __docs_server["Toggle"], "Toggle");`,
      `export const Renamed = __docs_export("Widgets-1", __docs_server["Renamed"], "Renamed");`,
      `export default __docs_island("Widgets-1", __docs_server["default"]);`,
    ].join('\n'),
  );
});

test('findClientModules: src/ and the docs folder, config-flagged modules, not node_modules', () => {
  const root = tempDir('docs-islands-site-');
  const file = (rel: string, text: string) => {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  };
  file('src/components/Counter.tsx', `'use client';\nexport default () => null;`);
  file('src/components/Static.tsx', `export default () => null;`);
  file('content/docs/guide/Widget.jsx', `'use client';\nexport default () => null;`);
  file('src/node_modules/pkg/index.js', `'use client';\nexport default 1;`);
  file('lib/Flagged.tsx', `export default () => null;`);
  const found = findClientModules({
    rootDir: root,
    docsDir: join(root, 'content/docs'),
    site: { components: { Flagged: { path: 'lib/Flagged.tsx', client: true }, S: 'src/components/Static.tsx' } },
  } as never);
  assert.equal(
    found.map((m) => m.path.slice(root.length + 1)),
    ['content/docs/guide/Widget.jsx', 'lib/Flagged.tsx', 'src/components/Counter.tsx'],
  );
});

function Counter({ start, label, children }: { start: number; label?: string; children?: ReactNode }) {
  const [n] = useState(start);
  return createElement('div', null, createElement('button', null, label ?? 'Count', ': ', n), children);
}

test('island(): <docs-island> with chunk URL, JSON props and hydratable SSR output', () => {
  const Island = island('Counter-1', Counter);
  const html = renderToStaticMarkup(
    createElement(
      IslandContext.Provider,
      { value: { 'Counter-1': '/assets/islands/Counter-1-X.js' } },
      createElement(Island, { start: 3, label: 'Clicks' }),
    ),
  );
  assert.is(
    html,
    '<docs-island data-island="Counter-1" data-src="/assets/islands/Counter-1-X.js" ' +
      'data-props="{&quot;start&quot;:3,&quot;label&quot;:&quot;Clicks&quot;}">' +
      // renderToString's text markers, which hydration needs (renderToStaticMarkup would drop them)
      '<div><button>Clicks<!-- -->: <!-- -->3</button></div></docs-island>',
  );
});

test('island(): element children travel as static HTML in <docs-children>', () => {
  const Island = island('Counter-1', Counter);
  const html = renderToStaticMarkup(
    createElement(Island, { start: 0 }, createElement('em', null, 'Markdown'), ' text'),
  );
  assert.ok(html.includes('data-props="{&quot;start&quot;:0,&quot;children&quot;:{&quot;$html&quot;:'), html);
  assert.ok(html.includes('<docs-children><em>Markdown</em> text</docs-children>'), html);
});

test('island(): an island among the children keeps its chunk URL (the contexts reach the static render)', () => {
  const Outer = island('Outer-1', Counter);
  const Inner = island('Inner-1', Counter);
  const chunks = { 'Outer-1': '/assets/islands/Outer.js', 'Inner-1': '/assets/islands/Inner.js' };
  const html = renderToStaticMarkup(
    createElement(
      IslandContext.Provider,
      { value: chunks },
      createElement(Outer, { start: 0 }, createElement(Inner, { start: 5 })),
    ),
  );
  assert.ok(
    html.includes('<docs-children><docs-island data-island="Inner-1" data-src="/assets/islands/Inner.js"'),
    html,
  );
});

test('island(): a function or element prop is an error naming the prop', () => {
  const Island = island('Counter-1', Counter);
  const render = (props: Record<string, unknown>) =>
    renderToStaticMarkup(createElement(Island as never, { start: 1, ...props }));
  assert.throws(
    () => render({ onClick: () => {} }),
    /prop "onClick" of the island <Counter> \(Counter-1\) is a function/,
  );
  assert.throws(() => render({ icon: createElement('svg') }), /prop "icon" .* is an element/);
  assert.throws(() => render({ items: [{ ok: 1 }, { render: () => 1 }] }), /prop "items\[1\]\.render"/);
  assert.throws(() => render({ when: new Date(0) }), /prop "when" .* is not JSON/);
});

test('island(): an island the bundle does not know is an error saying where client modules are found', () => {
  const Island = island('Lost-1', Counter);
  assert.throws(
    () =>
      renderToStaticMarkup(createElement(IslandContext.Provider, { value: {} }, createElement(Island, { start: 1 }))),
    /<Counter> \(island Lost-1\) was not bundled: client modules are found under src\/ and the docs folder/,
  );
});

test('bundleIslands: one hydrate() chunk per island, React taken from the runtime (not bundled)', async () => {
  const root = tempDir('docs-islands-bundle-');
  mkdirSync(join(root, 'src'), { recursive: true });
  writeFileSync(
    join(root, 'src/Counter.tsx'),
    `'use client';\nimport { useState } from 'react';\n` +
      'export default function Counter() { const [n, s] = useState(0); ' +
      'return <button onClick={() => s(n + 1)}>{n}</button>; }\n',
  );
  const modules = findClientModules({ rootDir: root, docsDir: join(root, 'docs'), site: {} } as never);
  const bundle = await bundleIslands(modules, root);
  assert.equal(bundle.diagnostics, []);
  const url = bundle.chunks[modules[0]!.id]!;
  assert.match(url, /^\/assets\/islands\/Counter-[0-9a-f]{8}-[A-Z0-9]+\.js$/);
  const js = new TextDecoder().decode(bundle.files.find((f) => '/' + f.path === url)!.content);
  assert.ok(js.includes('window.__docsReact'), 'React comes from the runtime');
  assert.not.ok(js.includes('react.production'), 'no copy of React');
  assert.ok(js.length < 4000, `small: ${js.length} bytes`);
  assert.match(js, /export\s*\{[^}]*\bhydrate\b/);
});

test('bundleIslands: an island that does not bundle is a client-module error; the others still bundle', async () => {
  const root = tempDir('docs-islands-broken-');
  mkdirSync(join(root, 'src'), { recursive: true });
  writeFileSync(join(root, 'src/Good.tsx'), `'use client';\nexport default function Good() { return <b>ok</b>; }\n`);
  writeFileSync(
    join(root, 'src/Bad.tsx'),
    `'use client';\nimport x from 'no-such-package';\nexport default () => x;\n`,
  );
  const modules = findClientModules({ rootDir: root, docsDir: join(root, 'docs'), site: {} } as never);
  const bundle = await bundleIslands(modules, root);
  assert.equal(Object.keys(bundle.chunks), [modules.find((m) => m.path.endsWith('Good.tsx'))!.id]);
  assert.equal(
    bundle.diagnostics.map((d) => [d.ruleId, d.file, d.place?.line, d.message]),
    [['client-module', join(root, 'src/Bad.tsx'), 2, 'island bundle: Could not resolve "no-such-package"']],
  );
});

test('bundleIslands: @theme/Icon/<Name> is the theme’s icon in the browser too (yoga’s toolbar)', async () => {
  const root = tempDir('docs-islands-icon-');
  mkdirSync(join(root, 'src'), { recursive: true });
  writeFileSync(
    join(root, 'src/Toolbar.tsx'),
    `'use client';\nimport Success from '@theme/Icon/Success';\nimport { useState } from 'react';\n` +
      'export default function Toolbar() { const [ok, set] = useState(false); ' +
      'return <button onClick={() => set(true)}>{ok ? <Success /> : "copy"}</button>; }\n',
  );
  const modules = findClientModules({ rootDir: root, docsDir: join(root, 'docs'), site: {} } as never);
  const bundle = await bundleIslands(modules, root);
  assert.equal(bundle.diagnostics, []);
  assert.ok(bundle.chunks[modules[0]!.id]);
});

// Site CSS: src/css/custom.css (with its @import and url()) and config.stylesheets, after the theme.
const cssSite = buildFixture('site-css');

test('site CSS: one stylesheet, the theme first, then custom.css, its import and the listed file', async () => {
  const { report, dir } = await cssSite;
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  const html = read(dir, 'index.html');
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  assert.is(links.length, 1, 'one stylesheet link');
  const css = read(dir, links[0]!.slice(1));
  const theme = css.indexOf('.main-wrapper');
  const partial = css.indexOf('.site-partial-rule');
  const custom = css.indexOf('.markdown h2{color:#639');
  const extra = css.indexOf('.site-extra-rule');
  assert.ok(
    theme >= 0 && partial > theme && custom > partial && extra > custom,
    `order ${[theme, partial, custom, extra]}`,
  );
  const image = /url\("?(\/assets\/media\/dot-[A-Z0-9]+\.png)"?\)/.exec(css)?.[1];
  assert.ok(image, 'url() rewritten to a hashed asset');
  assert.ok(existsSync(join(dir, image!.slice(1))), 'the image is in the output');
  assert.equal(
    readFileSync(join(dir, image!.slice(1)))
      .subarray(1, 4)
      .toString(),
    'PNG',
  );
  assert.ok(css.includes('url(/img/from-static.svg)'), 'a root URL (a static file) stays as written');
});

const SMALL_SITE = `export default {
  title: 'Small',
  url: 'https://small.example.com',
  sidebarsFile: 'config/sidebars.mjs',
  navbar: { title: 'Small', items: [] },
  footer: { links: [] },
};
`;
const smallSite = (files: Record<string, string>) => ({
  'config/site.mjs': SMALL_SITE,
  'config/sidebars.mjs': "export default { docs: [{ type: 'autogenerated', dirName: '.' }] };\n",
  ...files,
});
const stylesheetOf = (dir: string) => {
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(read(dir, 'index.html'))?.[1];
  return href ? read(dir, href.slice(1)) : '';
};

test("site CSS: a static component's stylesheet, imported by an MDX page, joins it; a swizzle's does not", async () => {
  // A Docusaurus component's CSS module (`import styles from './styles.module.css'`) was dropped without a word
  // when the component rendered static in a docs page (islands' and React pages' stylesheets were taken).
  const { ok, dir, problems } = await buildFiles(
    'component-css-',
    smallSite({
      'content/docs/index.mdx':
        "---\ntitle: Home\ndescription: Home.\n---\n\nimport Card from '@site/src/components/Card';\n\n<Card />\n",
      'src/components/Card/index.jsx':
        "import styles from './styles.module.css';\n" +
        'export default function Card() {\n  return <div className={styles.card}>card</div>;\n}\n',
      'src/components/Card/styles.module.css': '.card { border: 3px solid #b0b; }\n',
      'src/theme/Footer/styles.module.css': '.footer-swizzled { color: #123456; }\n',
    }),
  );
  assert.ok(ok, problems.join('\n'));
  const css = stylesheetOf(dir);
  assert.match(css, '.card{border:3px solid #b0b}');
  assert.not.match(css, 'footer-swizzled');
});

test('site CSS: an @import or url() reaching outside the site: an error at its place, nothing written', async () => {
  const outside = tempDir('outside-css-');
  writeFileSync(join(outside, 'secret.css'), '.leaked { content: "SECRET-CSS"; }\n');
  writeFileSync(join(outside, 'secret.png'), 'SECRET-PNG');
  const root = siteFromFiles(
    'outside-css-site-',
    smallSite({
      'content/docs/index.mdx':
        "---\ntitle: Home\ndescription: Home.\n---\n\nimport Card from '@site/src/components/Card';\n\n<Card />\n",
      'src/components/Card.jsx': "import './card.css';\nexport default function Card() {\n  return <p>card</p>;\n}\n",
    }),
  );
  const up = (from: string, file: string) => relative(join(root, from), join(outside, file)).split('\\').join('/');
  writeFileSync(
    join(root, 'src/components/card.css'),
    `.card { background: url(${up('src/components', 'secret.png')}); }\n`,
  );
  mkdirSync(join(root, 'src/css'), { recursive: true });
  writeFileSync(join(root, 'src/css/custom.css'), `@import '${up('src/css', 'secret.css')}';\n`);
  const out = join(root, 'build');
  const report = await buildCommand({ rootDir: root, outDir: out, cache: false, searchIndex: false, log: () => {} });
  assert.not.ok(report.ok);
  const refused = report.diagnostics
    .filter((d) => d.ruleId === 'path-outside-site')
    .map((d) => `${relative(root, d.file!)}:${d.place?.line}:${d.place?.column}`);
  assert.equal(refused.sort(), ['src/components/card.css:1:21', 'src/css/custom.css:1:9']);
  // Nothing of the outside files anywhere in what was written (the build failed: no output is swapped in).
  const written = existsSync(out) ? readdirSync(out, { recursive: true }).map(String) : [];
  for (const f of written) {
    const path = join(out, f);
    if (statSync(path).isFile()) assert.not.match(readFileSync(path, 'utf8'), /SECRET-(CSS|PNG)/, f);
  }
});

test.run();
