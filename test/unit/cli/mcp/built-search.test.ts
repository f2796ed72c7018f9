// cli/mcp/built-search.ts plainSnippet: Pagefind's HTML excerpt → the plain text `docs mcp` returns.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { plainSnippet } from '../../../../cli/mcp/built-search.ts';

test('the <mark> tags go and named entities are decoded', () => {
  assert.is(plainSnippet('A <mark>schedule</mark> &amp; a &lt;job&gt; &quot;x&quot;'), 'A schedule & a <job> "x"');
});

test('numeric references, decimal and hex, are decoded too; &amp;lt; stays one level escaped', () => {
  assert.is(plainSnippet('it&#39;s &#x2019;quoted&#8217; &#x1F600;'), "it's \u2019quoted\u2019 \u{1F600}");
  assert.is(plainSnippet('write &amp;lt;b&amp;gt;'), 'write &lt;b&gt;');
});

test('runs of white space become one space, trimmed', () => {
  assert.is(plainSnippet('  a\n\n<mark>b</mark>\t c  '), 'a b c');
});

test.run();
