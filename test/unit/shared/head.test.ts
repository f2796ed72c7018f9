import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { layoutTitle } from '../../../shared/head.ts';

const site = { title: 'Restyle', tagline: 'Build a consistent, themed UI in minutes.' };

test('the doc at / is titled like every doc, as Docusaurus formats it: its title, then the site title', () => {
  assert.is(layoutTitle('Getting started', site), 'Getting started | Restyle');
});

test('a page without a title of its own (or titled as the site) gets the site title alone', () => {
  assert.is(layoutTitle('', site), 'Restyle');
  assert.is(layoutTitle('Restyle', site), 'Restyle');
});

test.run();
