import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toHtml } from 'hast-util-to-html';
import { highlight } from '../../../../cli/mdx/highlighter.ts';

// shiki stops tokenizing a line after 500 ms of wall time by default and gives the rest of the line the
// current scope's colour, in the theme whose pass was slow only. On a loaded machine (a GC pause, a busy
// core) that made builds differ at random; the highlighter sets no limit. Here every clock read is a
// second later than the one before, so any limit is exceeded.

const THEMES = { light: 'github-light', dark: 'github-dark' };

test('a line that takes long is still tokenized in full, in both themes', async () => {
  await highlight('x = 1', 'python', THEMES); // the grammar is loaded before the clock is stubbed
  const now = Date.now;
  let t = now();
  Date.now = () => (t += 1000);
  let html: string;
  try {
    html = toHtml(await highlight('# a comment\nimport dagster as dg', 'python', THEMES));
  } finally {
    Date.now = now;
  }
  assert.match(html, '<span style="color:#D73A49;--shiki-dark:#F97583">import</span>');
  assert.match(html, '<span style="color:#24292E;--shiki-dark:#E1E4E8"> dagster </span>');
});

test.run();
