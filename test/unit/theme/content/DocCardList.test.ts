// <DocCardList />: the cards marked up as Docusaurus's DocCard (jitsi-handbook's category pages compared equal).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DocCardList, DocCardsContext } from '../../../../theme/content/DocCardList.tsx';
import type { DocCard } from '../../../../shared/page-data.ts';

const render = (cards: DocCard[]) =>
  renderToStaticMarkup(createElement(DocCardsContext.Provider, { value: cards }, createElement(DocCardList)));

test('each card title is an h2 with Docusaurus’s icon (🗃 without U+FE0F), its description (or count) below', () => {
  const html = render([
    { title: 'Web', href: '/docs/web', kind: 'doc', description: 'Set up the web app.' },
    { title: 'SDKs', href: '/docs/category/sdks', kind: 'category', count: 3 },
    { title: 'One', href: '/docs/category/one', kind: 'category', count: 1 },
  ]);
  assert.match(
    html,
    '<a href="/docs/web"><h2 class="doc-card-title" title="Web"><span class="doc-card-icon" aria-hidden="true">' +
      '📄️</span><span class="doc-card-name">Web</span></h2><p class="doc-card-description" ' +
      'title="Set up the web app.">Set up the web app.</p></a>',
  );
  assert.match(html, /<h2[^>]*><span[^>]*>🗃<\/span><span[^>]*>SDKs<\/span><\/h2><p[^>]*>3 items<\/p>/);
  assert.match(html, '>1 item</p>');
});

test.run();
