// Docusaurus's excerpt (a page's description when its front matter has none), on the cases its rules name.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { markdownExcerpt } from '../../../../cli/util/excerpt.ts';

test('the first line with text, markup taken off; the title, imports and code blocks skipped', () => {
  const body = [
    "import Tabs from '@theme/Tabs';",
    '',
    '# Getting started',
    '',
    '```js',
    'const skipped = true;',
    '```',
    '',
    'Install **the** [package](./install.md) with `npm` :rocket: and go.',
    '',
    'Second paragraph.',
  ].join('\n');
  assert.is(markdownExcerpt(body), 'Install the package with npm and go.');
});

test('a first `## Heading` is the excerpt, its custom id off; admonition fences and tags give nothing', () => {
  assert.is(markdownExcerpt('## Set up {#setup}\n\nText.'), 'Set up');
  assert.is(markdownExcerpt(':::tip\n\nUse <b>it</b>.\n\n:::'), 'Use it.');
  assert.is(markdownExcerpt('> Quoted ~~old~~ words'), 'Quoted old words');
});

test('a body with no text has no excerpt', () => {
  assert.is(markdownExcerpt('# Title\n\n```\ncode\n```\n'), undefined);
  assert.is(markdownExcerpt(''), undefined);
});

test.run();
