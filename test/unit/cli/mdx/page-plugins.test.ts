// The MDX plugins one at a time, through compileMdx with small inputs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolvePyObjectRef } from '../../../../cli/mdx/py-object.ts';
import type { ApiIndex } from '../../../../cli/pipeline/types.ts';
import type { CompileOptions } from '../../../../cli/mdx/state.ts';
import { compileMdx } from '../../../../cli/pipeline/page/compile.ts';
import { compileOptions } from '../../../helpers/compile-options.ts';

const API: ApiIndex = {
  'dagster.MetadataValue': {
    route: '/api/dagster/metadata',
    anchor: 'dagster.MetadataValue',
    name: 'MetadataValue',
    kind: 'class',
  },
  'dagster.MetadataValue.md': {
    route: '/api/dagster/metadata',
    anchor: 'dagster.MetadataValue.md',
    name: 'md',
    kind: 'method',
  },
  'dagster.asset': { route: '/api/dagster/assets', anchor: 'dagster.asset', name: 'asset', kind: 'function' },
} as ApiIndex;

const options = (root = '/site'): CompileOptions => compileOptions(root, { apiIndex: API });
const compile = (source: string) =>
  compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options: options() });

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
  assert.equal(
    doc.diagnostics.map((d) => d.ruleId),
    ['unknown-pyobject'],
  );
  assert.match(doc.diagnostics[0].hint ?? '', 'dagster.MetadataValue');
});

test('a # heading has no id and no # link, as Docusaurus renders a page title; an h2 keeps both', async () => {
  const doc = await compile('# Dialects {#custom}\n\n## Setup\n\nText.\n');
  assert.match(doc.html, /<h1>Dialects<\/h1>/);
  assert.match(doc.html, /<h2 id="setup">Setup<a class="hash-link"[^>]* href="#setup"/);
  assert.not.ok(doc.anchors.includes('dialects') || doc.anchors.includes('custom'), 'no anchor for the h1');
});

test('heading ids: `## Title {#id}` sets the id; the copy keeps the syntax', async () => {
  const doc = await compile('## Custom title {#my-id}\n');
  assert.match(doc.html, 'id="my-id"');
  assert.not.match(doc.html, '{#');
  assert.match(doc.markdown, '## Custom title {#my-id}');
});

test("heading ids: Docusaurus 3.10's `## Title {/* #id */}` sets the id and the TOC entry", async () => {
  const doc = await compile('## Commented *title* {/* #my-id */}\n\n### Not last {/* #no */} here\n');
  assert.match(doc.html, '<h2 id="my-id">');
  assert.equal(doc.toc[0], { id: 'my-id', text: 'Commented title', depth: 2 });
  assert.not.match(doc.html, 'id="no"', 'only a trailing comment is an id');
  assert.equal(doc.diagnostics, []);
});

test('a {#id} inside a four-backtick fence (holding a ``` line) survives as written', async () => {
  const source = ['````md', '```', '## Example {#example-id}', '```', '````', ''].join('\n');
  const doc = await compile(source);
  assert.match(doc.html, '## Example {#example-id}');
  assert.not.match(doc.html, '\\{#');
  assert.not.match(doc.html, 'id="example-id"');
  assert.match(doc.markdown, source.trim());
});

test('{#id} sets the id of setext headings too; before the end of the line it is an MDX expression', async () => {
  assert.match((await compile('Setext title {#setext}\n---\n')).html, '<h2 id="setext">Setext title');
  const inside = await compile('## Not {#at-the} end\n');
  assert.equal(
    inside.diagnostics.map((d) => d.ruleId),
    ['mdx-syntax'],
  );
});

test('{#id} outside a heading is text, as written; a real expression is still an expression', async () => {
  const doc = await compile('A paragraph ending in {#not-an-id}\n\nThe answer is {42}.\n');
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, 'A paragraph ending in {#not-an-id}');
  assert.match(doc.html, 'The answer is 42.');
});

test('{#id} in inline code is code', async () => {
  const doc = await compile('`## x {#inline}`\n');
  assert.match(doc.html, '<code>## x {#inline}</code>');
});

test.run();
