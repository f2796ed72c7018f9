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
  join(site, 'plugins/shout.js'),
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
  // A file named without its extension, as a Docusaurus config `require`s it (actual's `./src/remark/mentions`).
  const doc = await compile([['./plugins/code-file.mjs', { prefix: '// ' }], './plugins/shout']);
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, 'SOME WORDS.');
  assert.match(doc.html, 'filled from file');
});

// Sees a `:::note` box while it is still a directive: only a plugin run before the built-in ones does.
writeFileSync(
  join(site, 'plugins/count-directives.mjs'),
  `export default () => (tree) => { let n = 0; const v = (x) => { if (x.type === 'containerDirective') n++;
  (x.children || []).forEach(v); }; v(tree); tree.children.push({ type: 'paragraph',
  children: [{ type: 'text', value: 'directives seen: ' + n }] }); };\n`,
);
// A rehype plugin: a class on every paragraph.
writeFileSync(
  join(site, 'plugins/para-class.mjs'),
  `export default (o) => (tree) => { const v = (x) => { if (x.type === 'element' && x.tagName === 'p')
  x.properties = { ...x.properties, className: [o.name] }; (x.children || []).forEach(v); }; v(tree); };\n`,
);

test('beforeDefaultRemarkPlugins run before the built-in transforms, rehypePlugins on the HTML', async () => {
  const doc = await compileMdx({
    file: join(site, 'content/docs/p.mdx'),
    route: '/p',
    source: ':::note\n\nBoxed.\n\n:::\n',
    options: compileOptions(site, {
      siteRoot: site,
      beforeRemarkPlugins: ['./plugins/count-directives.mjs'],
      rehypePlugins: [['./plugins/para-class.mjs', { name: 'site-p' }]],
    }),
  });
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, '<p class="site-p">directives seen: 1</p>');
  assert.match(doc.html, /<aside class="admonition admonition-note">.*<p class="site-p">Boxed\.<\/p>/s);
});

test('a plugin that does not load is one error at the page, with what to do', async () => {
  const doc = await compile(['./plugins/missing.mjs']);
  assert.is(doc.diagnostics.length, 1);
  assert.match(doc.diagnostics[0]!.message, 'A remark or rehype plugin of the site does not load');
  assert.match(doc.diagnostics[0]!.hint ?? '', 'npm install');
});

test.after(() => rmSync(site, { recursive: true, force: true }));
test.run();
