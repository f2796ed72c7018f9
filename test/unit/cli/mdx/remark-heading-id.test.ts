// cli/mdx/remark-heading-id.ts: `## Title {#id}` gives the heading that id; elsewhere the braces are text.
import type { Heading, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { remarkHeadingId } from '../../../../cli/mdx/remark-heading-id.ts';

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkHeadingId);
const tree = (source: string) => processor.runSync(processor.parse(source)) as Root;
const headings = (source: string) =>
  tree(source).children.flatMap((n) =>
    n.type === 'heading' ? [{ text: mdastToString(n), id: (n as Heading).data?.hProperties?.id }] : [],
  );

test('a trailing {#id} becomes the id and leaves the text, trailing spaces trimmed', () => {
  assert.equal(headings('## Install the CLI {#install}\n'), [{ text: 'Install the CLI', id: 'install' }]);
  assert.equal(headings('# `code` *em* {#mixed-1_a}\n'), [{ text: 'code em', id: 'mixed-1_a' }]);
});

test('an id is any text but braces, trimmed, its escapes read, as Docusaurus parses it', () => {
  assert.equal(headings('### `i18n.load(all)` {#i18n.load(all)}\n'), [
    { text: 'i18n.load(all)', id: 'i18n.load(all)' },
  ]);
  assert.equal(headings('### `i18n._()` {#i18n.\\_}\n'), [{ text: 'i18n._()', id: 'i18n._' }]);
  assert.equal(headings("## What's new in 5.0? {# whats-new-in-5.0 }\n"), [
    { text: "What's new in 5.0?", id: 'whats-new-in-5.0' },
  ]);
});

test('without {#id} the heading has no id of its own', () => {
  assert.equal(headings('## Plain\n'), [{ text: 'Plain', id: undefined }]);
});

test('at the end of a paragraph line {#x} is text as written, not an MDX expression; in code it is code', () => {
  const root = tree('Link here {#anchor}\nnext line.\n\n```\n## Code {#no}\n```\n');
  assert.is(mdastToString(root.children[0]), 'Link here {#anchor}\nnext line.');
  assert.is(root.children[1].type, 'code');
});

test.run();
