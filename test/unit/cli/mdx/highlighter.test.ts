import { toHtml } from 'hast-util-to-html';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { highlight, highlightCode, resolveLang } from '../../../../cli/mdx/highlighter.ts';

// Grammars load when a block first needs them (cli/mdx/highlighter.ts); what a block looks like must not
// depend on which blocks the thread highlighted before it, and an unknown language is plain text the
// caller can report.

const themes = { light: 'github-light', dark: 'github-dark' };

/** The colours of the tokens whose text is `word`. */
function colourOf(html: string, word: string): string[] {
  return [...html.matchAll(/<span style="([^"]*)">([^<]*)<\/span>/g)].filter((m) => m[2] === word).map((m) => m[1]);
}

test('a Markdown block highlights the code fenced inside it even as the first block of the thread', async () => {
  // Markdown highlights an inner fence only with that language loaded: it loads every language first.
  const pre = await highlight('# Title\n\n```python\ndef run():\n    pass\n```', 'markdown', themes);
  const [python] = colourOf(toHtml(pre), 'def');
  assert.ok(python, 'the inner `def` is a token of its own');
  const plain = toHtml(await highlight('def run():', 'text', themes));
  assert.not.ok(colourOf(plain, 'def').length, 'plain text has no tokens');
  const direct = toHtml(await highlight('def run():\n    pass', 'python', themes));
  assert.equal(colourOf(direct, 'def'), [python], 'the same colour as in a python block');
});

test('an alias is highlighted in its language and said to be known', async () => {
  const result = await highlightCode('echo "hi"', 'sh', themes);
  assert.is(result.lang, 'bash');
  assert.ok(result.known);
  assert.ok(colourOf(toHtml(result.pre), 'echo').length, 'echo is a coloured token');
});

test('an unknown language renders as plain text and says so, for the caller to warn about', async () => {
  const result = await highlightCode('print("hi")', 'pyhton', themes);
  assert.is(result.known, false);
  assert.is(result.lang, 'text');
  assert.match(toHtml(result.pre), 'print("hi")');
  assert.not.ok(colourOf(toHtml(result.pre), 'print').length, 'no tokens');
  assert.equal(resolveLang('pyhton'), { lang: 'pyhton', known: false });
  assert.equal(resolveLang(undefined), { lang: 'text', known: true }, 'a fence without a language is plain text');
});

test("Prism's names for languages shiki names otherwise are known (Docusaurus's objectivec, markup…)", async () => {
  const cases = { objectivec: 'objective-c', markup: 'html', 'shell-session': 'shellsession', dotnet: 'csharp' };
  for (const [written, lang] of Object.entries(cases)) {
    const result = await highlightCode('x = 1', written, themes);
    assert.equal([result.known, result.lang], [true, lang], written);
    assert.match(toHtml(result.pre), 'style="color:', `${written} is highlighted`);
  }
});

test("any language shiki bundles is known, any case or alias (Docusaurus sites' kotlin, objc, cmd…)", async () => {
  for (const written of ['kotlin', 'objc', 'cmd', 'Powershell', 'scss', 'swift', 'cpp', 'ruby', 'groovy']) {
    const result = await highlightCode('x = 1', written, themes);
    assert.ok(result.known, written);
    assert.match(toHtml(result.pre), 'style="color:', `${written} is highlighted`);
  }
  const kotlin = toHtml((await highlightCode('fun main() {}', 'kotlin', themes)).pre);
  assert.ok(colourOf(kotlin, 'fun').length, 'a keyword is a token');
});

test('grammars that change other grammars never change the blocks highlighted after them', async () => {
  /** The token colours of a block, in order (the cache holds each code string once, so the titles differ). */
  const styles = async (code: string, lang: string) =>
    [...toHtml(await highlight(code, lang, themes)).matchAll(/style="([^"]*)"/g)].map((m) => m[1]);
  const md = (title: string) => `# ${title}\n\n\`\`\`ruby\ndef run; end\n\`\`\`\n\n<template>{{ x }}</template>`;
  const before = await styles(md('Before'), 'markdown');
  // Markdown highlights a ruby fence once ruby is loaded beside it; Vue injects markdown-vue into Markdown.
  await highlight('def run; end', 'ruby', themes);
  await highlight('<template><p>{{ x }}</p></template>', 'vue', themes);
  assert.equal(await styles(md('After'), 'markdown'), before);
});

test('each call returns a copy: decorating one block never changes the next', async () => {
  const first = await highlight('a: 1', 'yaml', themes);
  first.properties.className = ['changed'];
  const second = await highlight('a: 1', 'yaml', themes);
  assert.is.not(second.properties.className, first.properties.className);
  assert.equal(toHtml(second).includes('changed'), false);
});

test.run();
