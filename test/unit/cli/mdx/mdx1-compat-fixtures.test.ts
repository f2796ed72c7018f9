// The article HTML of the Markdown-dialect fixtures (test/fixtures/{code,tabs,admonition,mdx1}-*/expected.html):
// code-block magic comments and npm2yarn, admonition titles and nesting, MDX 1 comments, Tabs options.
// Inline styles (shiki's colours) and icon paths are left out so the files say what the rule does.
// UPDATE_EXPECTED=1 rewrites the files; review the diff before committing it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { preprocessMdx1 } from '../../../../cli/mdx/mdx1-compat.ts';
import { compileMdx } from '../../../../cli/pipeline/page/compile.ts';
import { compileOptions } from '../../../helpers/compile-options.ts';
import { FIXTURES_DIR } from '../../../helpers/fixtures.ts';

/**
 * One element per line, without inline styles and icon paths; a code line keeps its class and text but not
 * its token spans (how shiki splits tokens is the highlighter's business, not this rule's).
 */
function normaliseHtml(html: string): string {
  return (
    html
      .replace(/ style="[^"]*"/g, '')
      .replace(/<span>|<\/span>/g, '')
      .replace(/<svg[\s\S]*?<\/svg>/g, '<svg/>')
      .replace(/<(div|p|aside|pre|button|template|ul|li|h[1-6])\b/g, '\n<$1')
      .replace(/<span class="line/g, '\n  <span class="line')
      .replace(/\n+/g, '\n')
      .trim() + '\n'
  );
}

const fixtures = readdirSync(FIXTURES_DIR).filter(
  (n) => /^(code|tabs|admonition|mdx1)-/.test(n) && existsSync(join(FIXTURES_DIR, n, 'expected.html')),
);

test('the dialect fixtures have expected HTML', () => {
  assert.ok(fixtures.length >= 6, fixtures.join(', '));
});

for (const name of fixtures) {
  test(`fixture ${name}: the page's article HTML is exactly expected.html`, async () => {
    const dir = join(FIXTURES_DIR, name);
    const docs = join(dir, 'content/docs');
    const file = join(
      docs,
      readdirSync(docs).find((f) => /^page\.mdx?$/.test(f))!,
    );
    // Front matter blanked line for line, so positions stay those of the file.
    const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (fm) => fm.replace(/[^\n]/g, ''));
    // The build runs MDX 1 compatibility before parsing; it is idempotent, so running it here is safe either way.
    const doc = await compileMdx({
      file,
      route: '/page',
      source: preprocessMdx1(source),
      options: compileOptions(dir),
    });
    assert.equal(doc.diagnostics, []);
    const actual = normaliseHtml(doc.html);
    const expectedFile = join(dir, 'expected.html');
    if (process.env.UPDATE_EXPECTED) writeFileSync(expectedFile, actual);
    assert.fixture(actual, readFileSync(expectedFile, 'utf8'));
  });
}

test.run();
