// The MDX plugins one at a time, through compileMdx with small inputs.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeHeadingIds } from '../../cli/mdx/escape-heading-ids.ts';
import { resolvePyObjectRef } from '../../cli/mdx/py-object.ts';
import type { ApiIndex } from '../../cli/pipeline/stages/api.ts';
import type { CompileOptions } from '../../cli/mdx/state.ts';
import { compileMdx } from '../../cli/pipeline/page/compile.ts';
import { siteRoots } from '../../cli/util/site-paths.ts';

const API: ApiIndex = {
  'dagster.MetadataValue': { route: '/api/dagster/metadata', anchor: 'dagster.MetadataValue', name: 'MetadataValue', kind: 'class' },
  'dagster.MetadataValue.md': { route: '/api/dagster/metadata', anchor: 'dagster.MetadataValue.md', name: 'md', kind: 'method' },
  'dagster.asset': { route: '/api/dagster/assets', anchor: 'dagster.asset', name: 'asset', kind: 'function' },
} as ApiIndex;

function options(root = '/site'): CompileOptions {
  return {
    docsDir: join(root, 'content/docs'), snippetsDir: join(root, 'content/snippets'), staticDir: join(root, 'static'),
    codeThemes: { light: 'github-light', dark: 'github-dark' }, tocMinLevel: 2, tocMaxLevel: 3, mermaid: false,
    fileRoutes: {}, apiIndex: API, roots: siteRoots([root]), allowScripts: false,
  };
}
const compile = (source: string) => compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options: options() });

test('<PyObject method> links the method in the HTML and in the Markdown copy', async () => {
  const doc = await compile('Use <PyObject object="MetadataValue" method="md" /> here.\n');
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, 'href="/api/dagster/metadata#dagster.MetadataValue.md"');
  assert.match(doc.html, '<code>MetadataValue.md</code>');
  assert.match(doc.markdown, 'Use [`MetadataValue.md`](/api/dagster/metadata.md#dagster.MetadataValue.md) here.');
});

test('<PyObject> resolution: decorator, displayText, dotted method, unknown symbol', () => {
  assert.equal(resolvePyObjectRef({ object: 'asset', decorator: true }, API).shown, '@asset');
  assert.equal(resolvePyObjectRef({ object: 'MetadataValue', displayText: 'MV' }, API).shown, 'MV');
  assert.is(resolvePyObjectRef({ object: 'X', method: 'MetadataValue.md' }, API).key, 'dagster.MetadataValue.md');
  const unknown = resolvePyObjectRef({ object: 'Nope' }, API);
  assert.is(unknown.entry, undefined);
  assert.is(unknown.key, 'dagster.Nope');
  assert.is(resolvePyObjectRef({ method: 'md' }, API).entry, undefined); // no object: never resolved
});

test('an unknown <PyObject> is an unknown-pyobject error with a suggestion', async () => {
  const doc = await compile('<PyObject object="MetadataValu" />\n');
  assert.equal(doc.diagnostics.map((d) => d.ruleId), ['unknown-pyobject']);
  assert.match(doc.diagnostics[0].hint ?? '', 'dagster.MetadataValue');
});

test('heading ids: `## Title {#id}` sets the id; the copy keeps the syntax', async () => {
  const doc = await compile('## Custom title {#my-id}\n');
  assert.match(doc.html, 'id="my-id"');
  assert.not.match(doc.html, '{#');
  assert.match(doc.markdown, '## Custom title {#my-id}');
});

test('a {#id} inside a four-backtick fence (holding a ``` line) survives as written', async () => {
  const source = ['````md', '```', '## Example {#example-id}', '```', '````', ''].join('\n');
  assert.is(escapeHeadingIds(source), source);
  const doc = await compile(source);
  assert.match(doc.html, '{#example-id}');
  assert.not.match(doc.html, '\\{#');
  assert.not.match(doc.html, 'id="example-id"');
});

test('a fence closes only with its own character: ~~~ inside ``` is code', () => {
  const source = ['```', '~~~', '## A {#a}', '```', '## B {#b}', ''].join('\n');
  assert.is(escapeHeadingIds(source), ['```', '~~~', '## A {#a}', '```', '## B \\{#b\\}', ''].join('\n'));
});

test.run();
