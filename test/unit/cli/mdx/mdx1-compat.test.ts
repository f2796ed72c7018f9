// Docusaurus's Markdown dialect beyond CommonMark + MDX: MDX 1 comments and admonition titles, admonitions, Tabs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { preprocessMdx1 } from '../../../../cli/mdx/mdx1-compat.ts';
import { compileMdx } from '../../../../cli/pipeline/page/compile.ts';
import { compileOptions } from '../../../helpers/compile-options.ts';

/** Compiles as the build does once mdx1 compat runs before the parser. */
const compile = (source: string) =>
  compileMdx({
    file: '/site/content/docs/p.mdx',
    route: '/p',
    source: preprocessMdx1(source),
    options: compileOptions(),
  });

const lengths = (s: string) => s.split('\n').map((l) => l.length);

test('mdx1: an HTML comment becomes an MDX comment of the same length, dropped from the page', async () => {
  const source = 'Before <!-- a note } with braces */ --> after.\n';
  const out = preprocessMdx1(source);
  assert.is(out.length, source.length);
  assert.match(out, /^Before \{\/\* .* \*\/\} after\.$/m);
  const doc = await compile(source);
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, '<p>Before  after.</p>');
  assert.not.match(doc.html, 'a note');
});

test('mdx1: `<!---->` runs on to the next `-->`, as Docusaurus reads it (a dash after `<!--` is text)', async () => {
  const source = 'Use <!---->any methods<!--[methods](https://x.test)--> here.\n\nNext <!-- a --->b --> c.\n';
  const out = preprocessMdx1(source);
  assert.is(out.length, source.length);
  const doc = await compile(source);
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, '<p>Use  here.</p>');
  assert.match(doc.html, '<p>Next b --&gt; c.</p>');
});

test('mdx1: comments in fenced code and inline code stay as written', async () => {
  const source = [
    'Use `<!-- x -->` or ``<!-- `y` -->`` in HTML.',
    '',
    '```html',
    '<!-- kept -->',
    '```',
    '',
    '~~~~md',
    '```',
    '<!-- kept too -->',
    '```',
    '~~~~',
    '',
  ].join('\n');
  assert.is(preprocessMdx1(source), source);
  const doc = await compile(source);
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, '<code>&lt;!-- x --&gt;</code>');
  assert.match(doc.html, 'kept too');
});

test('mdx1: a comment over several lines may hide a fenced block', async () => {
  const source = ['Text.', '<!--', '```py', 'hidden()', '```', '', '-->', '', 'End.', ''].join('\n');
  const out = preprocessMdx1(source);
  assert.equal(lengths(out), lengths(source));
  const doc = await compile(source);
  assert.equal(doc.diagnostics, []);
  assert.not.match(doc.html, 'hidden');
  assert.match(doc.html, '<p>End.</p>');
});

test('mdx1: diagnostics after a comment keep their line and column', async () => {
  const source = [
    '# Title',
    '',
    'A <!-- comment --> <Nope /> here.',
    '<!--',
    'two lines',
    '-->',
    '<Unknown />',
    '',
  ].join('\n');
  const doc = await compile(source);
  assert.equal(
    doc.diagnostics.map((d) => [d.ruleId, d.place?.line, d.place?.column]),
    [
      ['unknown-component', 3, 20],
      ['unknown-component', 7, 1],
    ],
  );
});

test('mdx1: an unclosed comment is left alone (MDX reports it where it is)', async () => {
  const source = 'Text <!-- never closed\n';
  assert.is(preprocessMdx1(source), source);
  const doc = await compile(source);
  assert.equal(
    doc.diagnostics.map((d) => [d.ruleId, d.place?.line, d.place?.column]),
    [['mdx-syntax', 1, 7]], // MDX points after the `<`
  );
});

test('mdx1: `:::note Title` is a titled admonition, as `:::note[Title]` is', async () => {
  assert.is(preprocessMdx1(':::note My title\nBody\n:::\n'), ':::note[My title]\nBody\n:::\n');
  assert.is(preprocessMdx1('> :::tip Quoted  \n> x\n> :::\n'), '> :::tip[Quoted] \n> x\n> :::\n');
  for (const kept of [':::note[T]\n:::\n', ':::note{#id}\n:::\n', '```\n:::note Title\n```\n', ':::\n']) {
    assert.is(preprocessMdx1(kept), kept);
  }
  const doc = await compile(':::caution Mind the `gap`\nBody\n:::\n');
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, 'admonition-warning');
  assert.match(doc.html, 'Mind the <code>gap</code></p><div class="admonition-body"><p>Body</p></div>');
});

test('a title with formatting keeps it in the title bar; a plain title is text', async () => {
  const doc = await compile(':::tip[Use *this* [link](https://example.com)]\nBody\n:::\n\n:::info[Plain]\nB\n:::\n');
  const html = doc.html.replace(/<svg.*?<\/svg>/g, '');
  assert.match(
    html,
    '<p class="admonition-title">Use <em>this</em> <a href="https://example.com">link</a></p>' +
      '<div class="admonition-body"><p>Body</p></div>',
  );
  assert.match(html, '<p class="admonition-title">Plain</p><div class="admonition-body"><p>B</p></div>');
});

test('```mdx-code-block fences (3 or 4 backticks) are unwrapped as MDX; lines keep their numbers', async () => {
  const source = [
    '```mdx-code-block',
    '<Tabs>',
    '<TabItem value="a">',
    '```',
    '',
    '````mdx-code-block',
    '```py',
    'inside_a_fence = True',
    '```',
    '</TabItem>',
    '</Tabs>',
    '````',
    '',
    '<Nope />',
    '',
    '```mdx',
    '<NotUnwrapped />',
    '```',
    '',
  ].join('\n');
  const out = preprocessMdx1(source);
  assert.equal(lengths(out).length, lengths(source).length);
  assert.is(out.split('\n')[0], '');
  const doc = await compile(source);
  assert.equal(
    doc.diagnostics.map((d) => [d.ruleId, d.place?.line, d.place?.column]),
    [['unknown-component', 14, 1]],
  );
  assert.match(doc.html, /<div class="tabs">[\s\S]*inside_a_fence[\s\S]*<\/div><\/div>/);
  assert.match(doc.html, '&#x3C;NotUnwrapped /></span>', 'an ```mdx fence is code');
});

test('admonitions nest: `::::tip` around `:::note`, each a box with its own title', async () => {
  const doc = await compile('::::tip[Outer]\nA\n\n:::danger\nB\n:::\n\n::::\n');
  assert.equal(doc.diagnostics, []);
  const html = doc.html.replace(/<svg.*?<\/svg>/g, '');
  assert.match(
    html,
    '<aside class="admonition admonition-tip"><p class="admonition-title">Outer</p><div class="admonition-body">' +
      '<p>A</p><aside class="admonition admonition-danger"><p class="admonition-title">danger</p>',
  );
});

test('an unknown admonition type is a warning naming the types there are', async () => {
  const doc = await compile('Intro.\n\n:::tipp Title\nBody\n:::\n');
  assert.equal(
    doc.diagnostics.map((d) => [d.ruleId, d.severity, d.place?.line]),
    [['unknown-admonition', 'warning', 3]],
  );
  assert.match(doc.diagnostics[0].hint ?? '', ':::note, :::tip, :::info, :::warning, :::danger');
  assert.match(doc.html, '<p>Body</p>');
});

test('Tabs: defaultValue={null} starts on the default tab (as Docusaurus does); block; no handlers', async () => {
  const doc = await compile(
    [
      '<Tabs block defaultValue={null}>',
      '<TabItem value="a" attributes={{onClick: "alert(1)", title: "A tab"}}>A</TabItem>',
      '<TabItem value="b" default>B</TabItem>',
      '</Tabs>',
      '',
    ].join('\n'),
  );
  assert.equal(doc.diagnostics, []);
  assert.match(doc.html, 'class="tab-list tab-list-block"');
  assert.match(doc.html, /<button [^>]*title="A tab"[^>]*aria-selected="false"[^>]*data-value="a"/);
  assert.match(doc.html, /aria-selected="true"[^>]*data-value="b"/);
  assert.not.match(doc.html, 'alert');
});

test('Tabs errors: positioned at the tab set or the tab that is wrong', async () => {
  const doc = await compile(
    [
      '<Tabs defaultValue="c">',
      '<TabItem value="a">A</TabItem>',
      '<TabItem value="a">A2</TabItem>',
      '</Tabs>',
      '',
    ].join('\n'),
  );
  assert.equal(
    doc.diagnostics.map((d) => [d.ruleId, d.severity, d.place?.line, d.place?.column]),
    [
      ['invalid-component-props', 'error', 3, 1],
      ['invalid-component-props', 'error', 1, 1],
    ],
  );
  assert.match(doc.diagnostics[1].message, 'the values are a');
  assert.match(doc.html, 'data-value="a"', 'the page still renders');
});

test('mdx1Compat off (future v4): `:::note Title` and comments stay as MDX 3 reads them (Docusaurus)', async () => {
  const off = { comments: false, admonitions: false, headingIds: false };
  const source = ':::warning DEPRECATED\n\nBody\n\n:::\n';
  assert.is(preprocessMdx1(source, off), source);
  assert.is(preprocessMdx1('a <!-- b --> c\n', off), 'a <!-- b --> c\n');
  const doc = await compileMdx({
    file: '/site/content/docs/p.mdx',
    route: '/p',
    source,
    options: compileOptions('/site', { mdx1Compat: off }),
  });
  assert.not.match(doc.html, 'admonition');
  assert.match(doc.html, '<p>:::warning DEPRECATED</p>');
  // On (the default), the same page has its titled admonition.
  const on = await compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options: compileOptions() });
  assert.match(on.html, 'admonition-warning');
});

test('emoji shortcodes become emoji as in Docusaurus (its remark-emoji), never in code', async () => {
  const doc = await compile('Ship it :tada: and see `:tada:` :+1:\n');
  assert.match(doc.html, 'Ship it 🎉 and see <code>:tada:</code> 👍');
});

test('a colon before digits or a non-ASCII letter is text, as in Docusaurus 3.10 (remark-directive 3)', async () => {
  // watchman: a clock id `"c:1234:123"` — `:123` is no directive there, so remark-emoji reads `:1234:` (🔢).
  const doc = await compile('The clock `c:1` is "c:1234:123"; also :über and a:b:c.\n');
  assert.match(doc.html, 'is &quot;c🔢123&quot;; also :über and a:b:c.');
});

test('a heading with a text directive is slugged without it, as Docusaurus slugs it', async () => {
  const doc = await compile('## join:JitsiMeetConferenceOptions\n\n## Keep {#mine}\n');
  assert.match(doc.html, '<h2 id="join">join:JitsiMeetConferenceOptions');
  assert.match(doc.html, '<h2 id="mine">Keep');
});

test.run();
