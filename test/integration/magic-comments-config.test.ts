// A site's own magic comments (Docusaurus's `themeConfig.prism.magicComments`, here `prism.magicComments`): the
// comment lines leave the code and the next line (or the block) gets the comment's class, in each language's
// comment syntax; without the config, `// Remove this line` would stay in the code (issue #24).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildFixture, read } from '../helpers/fixtures.ts';

/** Each code line of the page as `class|text` (tokens' markup dropped). */
function codeLines(html: string): string[] {
  return [...html.matchAll(/<span class="(line[^"]*)">([\s\S]*?)(?=<span class="line|<\/code>)/g)].map(
    ([, cls, inner]) =>
      `${cls}|${inner
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .trim()}`,
  );
}

test('prism.magicComments: site kinds and the default mark lines with their classes, `#` ones in bash', async () => {
  const { dir, report } = await buildFixture('code-magic-comments-config');
  assert.ok(report.ok, JSON.stringify(report.diagnostics));
  assert.equal(codeLines(read(dir, 'page/index.html')), [
    'line code-block-removed-line|const old = 1;',
    'line code-block-added-line|const fresh = 2;',
    'line highlighted|run();',
    'line code-block-added-line|npm install',
    'line code-block-added-line|npm run build',
    'line highlighted|export DOCS=1',
    'line code-block-removed-line|rm -rf build',
    'line|echo done',
    'line code-block-added-line|no language given is text here, still a language',
  ]);
});

test('@theme/CodeBlock with a string: the same magic comments, one line element per line', async () => {
  const { dir } = await buildFixture('code-magic-comments-config');
  assert.equal(codeLines(read(dir, 'component/index.html')), [
    'line code-block-removed-line|old-command',
    'line highlighted|new-command',
  ]);
});

test.run();
