// cli/mdx/content-title.ts: Docusaurus's contentTitle, for the compile and for discover's fallback title.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contentTitleOfSource } from '../../../../cli/mdx/content-title.ts';

test('the first heading, when it is a # heading; trailing #s and emphasis are not part of the text', () => {
  assert.is(contentTitleOfSource('# Hello *world* ##\n\nText.\n'), 'Hello world');
  assert.is(contentTitleOfSource('Intro.\n\nTitle\n=====\n'), 'Title');
  assert.is(contentTitleOfSource('## Sub\n\n# Late\n'), undefined);
  assert.is(contentTitleOfSource('Text only.\n'), undefined);
});

test('lines in fenced code and HTML comments are not headings; indented lines are, as MDX has no indented code', () => {
  assert.is(contentTitleOfSource('```sh\n# install it\n```\n'), undefined);
  assert.is(contentTitleOfSource('~~~\n# install it\n~~~\n\n# After\n'), 'After');
  assert.is(contentTitleOfSource('    # indented\n'), 'indented');
  assert.is(contentTitleOfSource('<!--\n# commented out\n-->\n\n# Kept\n'), 'Kept');
});

test('a body that is not valid MDX is read as CommonMark', () => {
  assert.is(contentTitleOfSource('# Broken {\n\n<div>\n'), 'Broken {');
});

test('a # heading after a thematic break is no content title, as Docusaurus stops at the first ---', () => {
  assert.is(contentTitleOfSource('Intro.\n\n---\n\n# Part one\n\nText.\n'), undefined);
  assert.is(contentTitleOfSource('# Title\n\n---\n\n# Part one\n'), 'Title');
  assert.is(contentTitleOfSource('***\n\n# After\n'), undefined);
});

test.run();
