// markdown.remarkPlugins: a site's own remark plugins run on its pages, as Docusaurus's docs remarkPlugins do.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileMdx } from '../../../../cli/pipeline/page/compile.ts';
import { compileOptions } from '../../../helpers/compile-options.ts';

const site = mkdtempSync(join(tmpdir(), 'site-plugins-'));
mkdirSync(join(site, 'content/docs'), { recursive: true });
mkdirSync(join(site, 'plugins'));
// Fills a code block from its `file=` meta, as remark-code-import does; its options are JSON.
writeFileSync(
  join(site, 'plugins/code-file.mjs'),
  `export default function codeFile(options = {}) {
    return (tree) => {
      const visit = (n) => {
        if (n.type === 'code' && /file=/.test(n.meta ?? '')) n.value = (options.prefix ?? '') + 'filled from file';
        (n.children ?? []).forEach(visit);
      };
      visit(tree);
    };
  }\n`,
);
// CommonJS, as many older plugins are.
writeFileSync(
  join(site, 'plugins/shout.cjs'),
  `module.exports = () => (tree) => { const v = (n) => { if (n.type === 'text') n.value = n.value.toUpperCase();
  (n.children || []).forEach(v); }; v(tree); };\n`,
);

const compile = (remarkPlugins: unknown[]) =>
  compileMdx({
    file: join(site, 'content/docs/p.mdx'),
    route: '/p',
    source: 'Some words.\n\n```ts file=./x.ts\n```\n',
    options: compileOptions(site, { siteRoot: site, remarkPlugins: remarkPlugins as never }),
  });

test('the site plugins run on the page, in order, with their options (ES and CommonJS modules)', async () => {
  const doc = await compile([['./plugins/code-file.mjs', { prefix: '// ' }], './plugins/shout.cjs']);
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, 'SOME WORDS.');
  assert.match(doc.html, 'filled from file');
});

test('a plugin that does not load is one error at the page, with what to do', async () => {
  const doc = await compile(['./plugins/missing.mjs']);
  assert.is(doc.diagnostics.length, 1);
  assert.match(doc.diagnostics[0]!.message, 'A remark plugin of markdown.remarkPlugins does not load');
  assert.match(doc.diagnostics[0]!.hint ?? '', 'npm install');
});

test.after(() => rmSync(site, { recursive: true, force: true }));
test.run();
