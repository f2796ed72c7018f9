// Math as Docusaurus sites write it (issue #24): remark-math 6 and rehype-katex 7 listed in the docs options of
// docusaurus.config.js (read from its syntax tree), KaTeX's stylesheet from a CDN in `stylesheets`. `$x^2$` and
// `$$…$$` render as KaTeX HTML; the display block is not taken for a code block of language `math`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildFixture, read } from '../helpers/fixtures.ts';

const KATEX_CSS = 'https://cdn.jsdelivr.net/npm/katex@0.16.22/dist/katex.min.css';

test('inline and display math render as KaTeX HTML, with no diagnostic', async () => {
  const { dir, report } = await buildFixture('math-site');
  assert.equal(report.diagnostics, []);
  const html = read(dir, 'index.html');
  const inline = /<span class="katex">.*?<annotation encoding="application\/x-tex">(.*?)<\/annotation>/s.exec(html);
  assert.is(inline?.[1], 'x^2');
  const display = /<span class="katex-display">.*?<annotation encoding="application\/x-tex">(.*?)<\/annotation>/s;
  assert.is(display.exec(html)?.[1], '\\int_0^1 t\\,dt = \\frac{1}{2}');
  assert.not.match(html, 'language-math');
});

test('a stylesheet URL in `stylesheets` is linked from the page head, after the site stylesheet', async () => {
  const { dir } = await buildFixture('math-site');
  const head = read(dir, 'index.html').split('</head>')[0]!;
  assert.ok(head.includes(`<link rel="stylesheet" href="${KATEX_CSS}"/>`), head.slice(-600));
});

test.run();
