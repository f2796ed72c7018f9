// `@docusaurus/Translate` as site components call it. Docusaurus's message is the locale's code translation, else
// the message written, else the id: `translate({id: 'homepage.Title'})` with no message is the id, never a crash
// (wails's home page built its feature list at module load this way and stopped our build).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Translate, { translate } from '../../../../theme/docusaurus/Translate.tsx';

test('translate: the message written, its placeholders filled in', () => {
  assert.is(translate({ id: 'x', message: 'Hi {name}' }, { name: 'you' }), 'Hi you');
});

test('translate: an id without a message is the id', () => {
  assert.is(translate({ id: 'homepage.Features.Title1' }), 'homepage.Features.Title1');
});

test('translate: neither id nor message is refused, as Docusaurus refuses it', () => {
  assert.throws(() => translate({}), /at least a translation id or a default translation message/);
});

test('<Translate id> without children renders the id', () => {
  assert.is(renderToStaticMarkup(createElement(Translate, { id: 'homepage.Tagline' })), 'homepage.Tagline');
  assert.is(renderToStaticMarkup(createElement(Translate, { id: 'a' }, 'Written')), 'Written');
});

test.run();
