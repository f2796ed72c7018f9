import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { highlightStore } from '../../../../cli/mdx/highlight-store.ts';
import { highlight, useHighlightStore } from '../../../../cli/mdx/highlighter.ts';

// Highlighted blocks kept on disk between builds (cli/mdx/highlight-store.ts): an edited page's blocks that did not
// change skip shiki and its first-use grammar compile.

const themes = { light: 'github-light', dark: 'github-dark' };
const folder = () => mkdtempSync(join(tmpdir(), 'highlight-store-'));

test('a stored block comes back as it was stored, for the same language, themes, code and salt only', () => {
  const dir = folder();
  const pre: Element = { type: 'element', tagName: 'pre', properties: { className: ['shiki'] }, children: [] };
  highlightStore(dir, 'salt').set('python', themes, 'x = 1', pre);
  assert.equal(highlightStore(dir, 'salt').get('python', themes, 'x = 1'), pre);
  assert.is(highlightStore(dir, 'other salt').get('python', themes, 'x = 1'), undefined, 'another generator');
  assert.is(highlightStore(dir, 'salt').get('bash', themes, 'x = 1'), undefined, 'another language');
  assert.is(highlightStore(dir, 'salt').get('python', { ...themes, dark: 'nord' }, 'x = 1'), undefined);
  assert.is(highlightStore(dir, 'salt').get('python', themes, 'x = 2'), undefined, 'other code');
});

test('an unreadable entry is a miss, not an error', () => {
  const dir = folder();
  const store = highlightStore(dir, 'salt');
  store.set('python', themes, 'y = 1', { type: 'element', tagName: 'pre', properties: {}, children: [] });
  const [file] = readdirSync(dir);
  writeFileSync(join(dir, file!), '{"type": "elem');
  assert.is(store.get('python', themes, 'y = 1'), undefined);
});

test('highlight stores what shiki made, and a block found in the store is not highlighted again', async () => {
  const dir = folder();
  useHighlightStore(highlightStore(dir, 'salt'));
  try {
    const code = `def stored_${Date.now()}():\n    pass`;
    const made = toHtml(await highlight(code, 'python', themes));
    assert.is(toHtml(highlightStore(dir, 'salt').get('python', themes, code)!), made, 'stored as made');
    // A block the store holds comes from there (this one says so), in a thread that never highlighted it.
    const planted = `print("planted ${Date.now()}")`;
    const marker: Element = { type: 'element', tagName: 'pre', properties: { title: 'from the store' }, children: [] };
    highlightStore(dir, 'salt').set('python', themes, planted, marker);
    assert.is(toHtml(await highlight(planted, 'python', themes)), '<pre title="from the store"></pre>');
  } finally {
    useHighlightStore(undefined);
  }
});

test('a block highlighted for one site in this process still reaches the next site’s store', async () => {
  const [one, two] = [highlightStore(folder(), 'salt'), highlightStore(folder(), 'salt')];
  useHighlightStore(one);
  await highlight('print("one site, then another")', 'python', themes);
  useHighlightStore(two);
  await highlight('print("one site, then another")', 'python', themes);
  useHighlightStore(undefined);
  assert.ok(two.get('python', themes, 'print("one site, then another")'), 'the second store has the block');
});

test('the same code in other themes is highlighted in those themes, not taken from memory', async () => {
  useHighlightStore(undefined);
  const light = toHtml(await highlight('x = 1', 'python', themes));
  const other = toHtml(await highlight('x = 1', 'python', { light: 'min-light', dark: 'nord' }));
  assert.is.not(other, light);
});

test.run();
