// The remark/rehype plugins of a site's docusaurus.config.*, read from its syntax tree (actual's mentions plugin).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  docusaurusPluginLists,
  otherContentPluginLists,
} from '../../../../cli/config/docusaurus-markdown-plugins.ts';

function site(config: string, name = 'docusaurus.config.js'): string {
  const dir = mkdtempSync(join(tmpdir(), 'docusaurus-plugins-'));
  writeFileSync(join(dir, name), config);
  return dir;
}

test('the classic preset’s docs plugin lists: require()d files and packages, spread shared options', () => {
  const dir = site(`
const math = require('remark-math');
const defaultOptions = {
  editUrl: 'https://example.com/',
  beforeDefaultRemarkPlugins: [require('./src/remark/mentions')],
};
module.exports = {
  presets: [['classic', ({
    docs: {
      ...defaultOptions,
      remarkPlugins: [math, [require('remark-code-import'), { allowImportingFromOutside: false }]],
      rehypePlugins: [[require('rehype-katex'), { strict: false, macros: { '\\\\R': '\\\\mathbb{R}' } }]],
    },
  })]],
};`);
  assert.equal(docusaurusPluginLists(dir), {
    lists: {
      beforeDefaultRemarkPlugins: ['./src/remark/mentions'],
      remarkPlugins: ['remark-math', ['remark-code-import', { allowImportingFromOutside: false }]],
      rehypePlugins: [['rehype-katex', { strict: false, macros: { '\\R': '\\mathbb{R}' } }]],
    },
    skipped: [],
    unread: [],
  });
});

test('ES module imports count; a list with a plugin made at run time is left out and named', () => {
  const dir = site(
    `import math from 'remark-math';
import katex from 'rehype-katex';
import { makePlugin } from './src/plugins';
export default {
  plugins: [['@docusaurus/plugin-content-docs', { remarkPlugins: [math], rehypePlugins: [katex, makePlugin()] }]],
};`,
    'docusaurus.config.mjs',
  );
  assert.equal(docusaurusPluginLists(dir), {
    lists: { remarkPlugins: ['remark-math'] },
    skipped: ['rehypePlugins'],
    unread: [{ key: 'rehypePlugins', place: { line: 5, column: 97 }, text: 'makePlugin()' }],
  });
});

test('a list computed as a whole, or [...].filter(Boolean) with a computed entry, is named, not dropped', () => {
  // redux-toolkit: `remarkPlugins: [[linkDocblocks, { tsconfig: resolve(__dirname, …) }], …].filter(Boolean)`.
  const dir = site(`const { resolve } = require('node:path');
const { linkDocblocks } = require('remark-typescript-tools');
const math = require('remark-math');
module.exports = {
  presets: [['classic', { docs: {
    remarkPlugins: [[linkDocblocks, { tsconfig: resolve(__dirname, 'x.json') }], null].filter(Boolean),
    rehypePlugins: process.env.KATEX ? [require('rehype-katex')] : [],
    beforeDefaultRemarkPlugins: [math, process.env.CI ? require('remark-x') : null].filter(Boolean),
  } }]],
};`);
  const got = docusaurusPluginLists(dir);
  assert.equal(got.skipped.sort(), ['beforeDefaultRemarkPlugins', 'rehypePlugins', 'remarkPlugins']);
  assert.equal(
    got.unread.map((u) => [u.key, u.place?.line, u.text]).sort((a, b) => Number(a[1]) - Number(b[1])),
    [
      ['remarkPlugins', 6, '[linkDocblocks, { tsconfig: resolve(__d…'],
      ['rehypePlugins', 7, "process.env.KATEX ? [require('rehype-ka…"],
      ['beforeDefaultRemarkPlugins', 8, "process.env.CI ? require('remark-x') : …"],
    ],
  );
  const literal = site(`module.exports = { presets: [['classic', { docs: {
    remarkPlugins: [require('remark-math'), false].filter(Boolean),
  } }]] };`);
  assert.equal(docusaurusPluginLists(literal).lists, { remarkPlugins: ['remark-math'] });
});

test('no config, or a config without plugin lists: nothing', () => {
  assert.equal(docusaurusPluginLists(mkdtempSync(join(tmpdir(), 'none-'))), { lists: {}, skipped: [], unread: [] });
  assert.equal(docusaurusPluginLists(site(`module.exports = { presets: [['classic', { docs: {} }]] };`)), {
    lists: {},
    skipped: [],
    unread: [],
  });
});

test('the blog and pages plugin lists that differ from the docs\' are named, where written; equal ones are not', () => {
  const dir = site(`const math = require('remark-math');
module.exports = {
  presets: [['classic', {
    docs: { remarkPlugins: [math] },
    blog: { remarkPlugins: [math], rehypePlugins: [require('rehype-katex')] },
    pages: { remarkPlugins: [require('./src/pages-plugin')] },
  }]],
};`);
  assert.equal(otherContentPluginLists(dir), [
    { kind: 'blog', key: 'rehypePlugins', place: { line: 5, column: 36 } },
    { kind: 'pages', key: 'remarkPlugins', place: { line: 6, column: 14 } },
  ]);
});

test.run();
