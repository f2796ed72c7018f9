import type { Root } from 'hast';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isTruncateMarker, rehypeTruncate, splitAtTruncate } from '../../../../cli/mdx/rehype-truncate.ts';

test('the truncate marker: `/* truncate */` with any spaces; other comments are not', () => {
  assert.ok(isTruncateMarker('/* truncate */'));
  assert.ok(isTruncateMarker(' /*truncate*/ '));
  assert.not.ok(isTruncateMarker('/* truncated */'));
  assert.not.ok(isTruncateMarker('truncate'));
});

test('a top-level marker becomes the element the article is split at; a nested one stays', () => {
  const marker = { type: 'mdxFlowExpression', value: '/* truncate */' } as never;
  const tree: Root = {
    type: 'root',
    children: [{ type: 'element', tagName: 'div', properties: {}, children: [marker] }],
  };
  rehypeTruncate()(tree);
  assert.is((tree.children[0] as { children: { type: string }[] }).children[0]!.type, 'mdxFlowExpression');
  tree.children.push(marker);
  rehypeTruncate()(tree);
  assert.equal(tree.children[1], { type: 'element', tagName: 'docs-truncate', properties: {}, children: [] });
});

test('the article without the marker, and what is above it', () => {
  assert.equal(splitAtTruncate('<p>a</p><docs-truncate></docs-truncate><p>b</p>'), {
    html: '<p>a</p><p>b</p>',
    excerpt: '<p>a</p>',
  });
  assert.equal(splitAtTruncate('<p>a</p>'), { html: '<p>a</p>' });
});

test.run();
