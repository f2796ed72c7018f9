// cli/mdx/rehype-components.ts through compileMdx with small inputs: expressions, imports, props, unknown
// components, unsafe attributes and the component props it sets on the JSX node.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CompileOptions } from '../../../../cli/mdx/state.ts';
import { compileMdx } from '../../../../cli/pipeline/page/compile.ts';
import type { ApiIndex } from '../../../../cli/pipeline/types.ts';
import { compileOptions } from '../../../helpers/compile-options.ts';

const API = {
  'dagster.asset': { route: '/api/dagster/assets', anchor: 'dagster.asset', name: 'asset', kind: 'function' },
} as ApiIndex;

const options = (root = '/site'): CompileOptions => compileOptions(root, { apiIndex: API });
const compile = (source: string) =>
  compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options: options() });
// API descriptions (fragments) keep the literal-only rules; pages with code take the full MDX path (mdx-esm.test.ts).
const fragment = (source: string) =>
  compileMdx({ file: '/site/content/api/x.yaml', route: '/x', source, options: options(), fragment: true });
const rules = (doc: { diagnostics: { ruleId: string }[] }) => doc.diagnostics.map((d) => d.ruleId);

test('API descriptions: literal expressions become text, a comment goes, code is an mdx-expression error', async () => {
  const doc = await fragment('Sum {1 + 1}? No: {"two"} and {/* note */}.\n\nNext {foo()}.\n');
  assert.match(doc.html, 'two');
  assert.not.match(doc.html, 'note');
  assert.equal(rules(doc), ['mdx-expression', 'mdx-expression']);
  assert.equal(doc.diagnostics[1].place, { line: 3, column: 6 });
  assert.match(doc.diagnostics[1].message, 'Expression `{foo()}` is not supported');
});

test('imports in API descriptions: of @theme a warning, of anything else an error; both removed', async () => {
  const theme = await fragment("import Tabs from '@theme/Tabs';\n\nText.\n");
  assert.equal(rules(theme), ['mdx-esm']);
  assert.is(theme.diagnostics[0].severity, 'warning');
  const other = await fragment("import x from 'left-pad';\n\nText.\n");
  assert.is(other.diagnostics[0].severity, 'error');
  assert.not.match(other.html, 'left-pad');
});

test('props: literals are read, spreads and non-literals are errors and drop the element', async () => {
  const ok = await compile('<PyObject object="asset" decorator={true} />\n');
  assert.equal(ok.diagnostics, []);
  assert.match(ok.html, 'href="/api/dagster/assets#dagster.asset"');
  assert.match(ok.html, '@asset');
  const spread = await fragment('<Details {...props}>x</Details>\n');
  assert.equal(rules(spread), ['mdx-expression']);
  const call = await fragment('<Details summary={f()}>x</Details>\n');
  assert.match(call.diagnostics[0].message, 'Prop `summary={f()}` is not a literal');
});

test('an unknown component is an error with the closest known name', async () => {
  const doc = await compile('<Detials>x</Detials>\n');
  assert.equal(rules(doc), ['unknown-component']);
  assert.match(doc.diagnostics[0].hint ?? '', '`<Details>`');
});

test('unsafe HTML: a script goes, an event handler and a javascript: URL are removed from the element', async () => {
  const doc = await compile('<script>alert(1)</script>\n\n<a href="javascript:alert(1)" onClick="x()" id="k">k</a>\n');
  assert.equal(rules(doc).sort(), ['raw-script', 'raw-script', 'unsafe-url']);
  assert.not.match(doc.html, 'alert');
  assert.not.match(doc.html, 'onclick');
  assert.match(doc.html, 'id="k"');
  assert.ok(doc.anchors.includes('k'), 'a lowercase element’s id is an anchor');
});

test('<CliInvocationExample> is a highlighted bash block; without contents an error', async () => {
  const doc = await compile('<CliInvocationExample contents="dagster dev" title="Run" />\n');
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, 'dagster');
  assert.match(doc.html, 'Run');
  const empty = await compile('<CliInvocationExample />\n');
  assert.equal(rules(empty), ['invalid-component-props']);
});

test.run();
