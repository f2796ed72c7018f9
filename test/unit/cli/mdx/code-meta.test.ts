// Code fences: the meta string, Docusaurus's magic comments, npm2yarn tabs, unknown languages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCodeMeta, withoutNpm2yarn } from '../../../../cli/mdx/code-meta.ts';
import { applyMagicComments } from '../../../../shared/magic-comments.ts';
import { convertCommand } from '../../../../cli/mdx/npm2yarn.ts';
import { compileMdx } from '../../../../cli/pipeline/page/compile.ts';
import { compileOptions } from '../../../helpers/compile-options.ts';

const compile = (source: string) =>
  compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options: compileOptions() });

/** Each `<span class="line…">` of the first code block: [highlighted, text]. */
function lines(html: string): [boolean, string][] {
  const code = /<code>([\s\S]*?)<\/code>/.exec(html)?.[1] ?? '';
  return [...code.matchAll(/<span class="line( highlighted)?">((?:(?!<span class="line)[\s\S])*)/g)].map((m) => [
    !!m[1],
    m[2].replace(/<[^>]+>/g, '').replace(/\n$/, ''),
  ]);
}

test('meta: title in either quotes or bare, ranges, showLineNumbers and its start', () => {
  const m = parseCodeMeta('title="src/defs.py" {1,3-5} showLineNumbers=10');
  assert.is(m.title, 'src/defs.py');
  assert.equal([...m.highlight], [1, 3, 4, 5]);
  assert.ok(m.hasRange);
  assert.ok(m.showLineNumbers);
  assert.is(m.startLine, 10);
  assert.is(parseCodeMeta("title='a b'").title, 'a b');
  // As Docusaurus: an unquoted or unclosed title is no title (redux-toolkit's `title="Setting a token from …`).
  assert.is(parseCodeMeta('title=defs.py').title, undefined);
  assert.is(parseCodeMeta('title="Setting a token from a store').title, undefined);
  const plain = parseCodeMeta('');
  assert.equal([plain.hasRange, plain.showLineNumbers, plain.npm2yarn, plain.startLine], [false, false, false, 1]);
});

test('meta: braces inside a title are not a range; npm2yarn is a word of its own', () => {
  const m = parseCodeMeta('title="f {1}.py"');
  assert.is(m.title, 'f {1}.py');
  assert.not.ok(m.hasRange);
  assert.ok(parseCodeMeta('npm2yarn title="x"').npm2yarn);
  assert.not.ok(parseCodeMeta('title="npm2yarn-notes"').npm2yarn);
  assert.is(withoutNpm2yarn('npm2yarn title="x" {2}'), 'title="x" {2}');
  assert.is(parseCodeMeta('{1-99999999}').highlight.size, 10_001, 'a huge range is capped');
});

const marked = (r: { lines: Map<number, string[]> }) => [...r.lines.keys()].sort((a, b) => a - b);

test('magic comments: each language its own comment syntax, the comment lines removed', () => {
  const cases: [string, string[]][] = [
    ['python', ['# highlight-next-line', 'a', 'b']],
    ['typescript', ['// highlight-next-line', 'a', 'b']],
    ['typescript', ['/* highlight-next-line */', 'a', 'b']],
    ['tsx', ['{/* highlight-next-line */}', 'a', 'b']],
    ['html', ['<!-- highlight-next-line -->', 'a', 'b']],
    ['sql', ['-- highlight-next-line', 'a', 'b']],
    ['sql', ['/* highlight-next-line */', 'a', 'b']],
    ['latex', ['% highlight-next-line', 'a', 'b']],
    ['yaml', ['  #   highlight-next-line  ', 'a', 'b']], // not in the table: the common syntaxes count
    ['shell', ['# highlight-next-line', 'a', 'b']],
    ['shell', ['// highlight-next-line', 'a', 'b']], // `shell` is not `bash` in Docusaurus's table
    ['vb', ["' highlight-next-line", 'a', 'b']],
    ['ocaml', ['(* highlight-next-line *)', 'a', 'b']],
  ];
  for (const [lang, source] of cases) {
    const r = applyMagicComments(source.join('\n'), lang);
    assert.is(r.code, 'a\nb', `${lang}: ${source[0]}`);
    assert.equal([...r.lines], [[1, ['theme-code-block-highlighted-line']]], `${lang}: ${source[0]}`);
  }
});

test("magic comments: another language's syntax is code", () => {
  for (const [lang, line] of [
    ['python', '// highlight-next-line'],
    ['typescript', '# highlight-next-line'],
    ['sql', '# highlight-next-line'],
    ['bash', '// highlight-next-line'],
    ['yaml', '-- highlight-next-line'], // lua's syntax is not one of the common ones
    ['python', 'x = 1  # highlight-next-line'], // only a whole line counts
  ]) {
    const source = `${line}\na`;
    assert.equal(applyMagicComments(source, lang), { code: source, lines: new Map() }, `${lang}: ${line}`);
  }
});

test('magic comments: start/end blocks as Docusaurus (a second start restarts), unmatched, two next-lines', () => {
  const r = applyMagicComments(
    ['a', '# highlight-start', 'b', '# highlight-start', 'c', '# highlight-end', 'd', '# highlight-end', 'e'].join(
      '\n',
    ),
    'python',
  );
  assert.is(r.code, 'a\nb\nc\nd\ne');
  assert.equal(marked(r), [3]);
  assert.equal(marked(applyMagicComments('# highlight-start\na\nb', 'python')), []);
  assert.equal(marked(applyMagicComments('# highlight-end\na', 'python')), []);
  const twice = applyMagicComments('# highlight-next-line\n# highlight-next-line\na\nb', 'python');
  assert.equal([twice.code, marked(twice)], ['a\nb', [1]]);
});

test("magic comments: a site's own (prism.magicComments), each with its class, in config order", () => {
  const comments = [
    { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' },
    { className: 'code-block-error-line', line: 'This will error', block: { start: 'error-start', end: 'error-end' } },
    { className: 'removed', line: 'Remove this line' },
  ];
  const source = [
    '// Remove this line',
    'a',
    '// This will error',
    '// highlight-next-line',
    'b',
    '// error-start',
    'c',
    '// error-end',
    '// highlight-start',
    'd',
  ].join('\n');
  const r = applyMagicComments(source, 'js', comments);
  assert.is(r.code, 'a\nb\nc\n// highlight-start\nd', 'a directive no config declares is code');
  assert.equal(
    [...r.lines].sort((x, y) => x[0] - y[0]),
    [
      [1, ['removed']],
      [2, ['theme-code-block-highlighted-line', 'code-block-error-line']],
      [3, ['code-block-error-line']],
    ],
  );
  assert.equal(applyMagicComments('// highlight-next-line\na', 'js', []).lines, new Map(), 'none configured');
});

test('a fence with magic comments: comment lines gone from the HTML, the right lines highlighted', async () => {
  const doc = await compile(
    [
      '```py',
      'import dagster as dg',
      '# highlight-start',
      '@dg.asset',
      'def a(): ...',
      '# highlight-end',
      '```',
      '',
    ].join('\n'),
  );
  assert.equal(doc.diagnostics, []);
  assert.equal(lines(doc.html), [
    [false, 'import dagster as dg'],
    [true, '@dg.asset'],
    [true, 'def a(): ...'],
  ]);
  assert.not.match(doc.html, 'highlight-');
});

test('a {range} decides alone: magic comments are then code, as in Docusaurus', async () => {
  const doc = await compile(['```ts {2}', '// highlight-next-line', 'a;', '```', ''].join('\n'));
  assert.equal(lines(doc.html), [
    [false, '// highlight-next-line'],
    [true, 'a;'],
  ]);
});

test('title and showLineNumbers reach the block', async () => {
  const doc = await compile(['```py title="defs.py" showLineNumbers=5', 'a = 1', '```', ''].join('\n'));
  assert.match(doc.html, '<div class="code-title">defs.py</div>');
  const pre = /<pre [^>]*>/.exec(doc.html)?.[0] ?? '';
  assert.match(pre, / class="[^"]*\bline-numbers\b/);
  assert.match(pre, / style="[^"]*;counter-set:line 4"/);
});

test('npm2yarn: the conversions npm-to-yarn makes', () => {
  const cmd = 'npm install --save-dev @docusaurus/core\nnpm run build';
  assert.is(convertCommand(cmd, 'npm'), cmd);
  assert.is(convertCommand(cmd, 'yarn'), 'yarn add --dev @docusaurus/core\nyarn build');
  assert.is(convertCommand(cmd, 'pnpm'), 'pnpm add --save-dev @docusaurus/core\npnpm run build');
  assert.is(convertCommand(cmd, 'bun'), 'bun add --dev @docusaurus/core\nbun run build');
  assert.is(convertCommand('npx create-dagster@latest project p', 'yarn'), 'yarn dlx create-dagster@latest project p');
});

test('npm2yarn: a fence becomes npm / Yarn / pnpm / Bun tabs in the npm2yarn group, other meta kept', async () => {
  const doc = await compile(['```bash npm2yarn title="Install"', 'npm install dagster-ui', '```', ''].join('\n'));
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, '<div class="tabs" data-group-id="npm2yarn">');
  const tabs = [...doc.html.matchAll(/role="tab"[^>]*data-value="(\w+)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]]);
  assert.equal(tabs, [
    ['npm', 'npm'],
    ['yarn', 'Yarn'],
    ['pnpm', 'pnpm'],
    ['bun', 'Bun'],
  ]);
  const panels = doc.html.split('role="tabpanel"').slice(1);
  assert.equal(
    panels.map((p) => lines(p)[0][1]),
    ['npm install dagster-ui', 'yarn add dagster-ui', 'pnpm add dagster-ui', 'bun add dagster-ui'],
  );
  assert.equal(
    panels.map((p) => p.includes('<div class="code-title">Install</div>')),
    [true, true, true, true],
  );
  assert.not.match(doc.html, 'npm2yarn"><div class="code-block');
});

test('an unknown language is a warning naming it; the block is plain text', async () => {
  const doc = await compile(['Text.', '', '```pyhton', 'x = 1', '```', ''].join('\n'));
  assert.equal(
    doc.diagnostics.map((d) => [d.ruleId, d.severity, d.place?.line, d.message]),
    [
      [
        'unknown-code-language',
        'warning',
        3,
        'Code language `pyhton` is not highlighted; the block is shown as plain text',
      ],
    ],
  );
  assert.match(doc.diagnostics[0].hint ?? '', /^did you mean `python`\? use python, bash, /);
  // Shown plain, but named as written, as Docusaurus keeps `language-pyhton` on a block it cannot highlight.
  assert.match(doc.html, 'data-lang="pyhton"');
  assert.equal(lines(doc.html), [[false, 'x = 1']]);
});

test('an unknown language that is no typo suggests nothing, and names the languages there are', async () => {
  const doc = await compile(['```foo', 'x', '```', ''].join('\n'));
  assert.equal(
    doc.diagnostics.map((d) => d.hint),
    ['use python, bash, shell, yaml, json, toml, sql, diff, docker, typescript, … or text'],
  );
});

test("a block that names no language takes the site's prism.defaultLanguage; one that names one keeps it", async () => {
  const source = '```\nputs 1\n```\n\n```js\nx\n```\n';
  const langs = (html: string) => [...html.matchAll(/data-lang="([^"]*)"/g)].map((m) => m[1]);
  const plain = await compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options: compileOptions() });
  assert.equal(langs(plain.html), ['text', 'javascript']);
  const options = compileOptions('/site', { defaultCodeLanguage: 'ruby' });
  const ruby = await compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options });
  assert.equal(langs(ruby.html), ['ruby', 'javascript']);
  const unknown = compileOptions('/site', { defaultCodeLanguage: 'no-such-lang' });
  const r = await compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options: unknown });
  assert.equal(r.diagnostics, [], 'an unknown default is plain text, not a warning at every unnamed block');
});

test.run();
