// cli/output/escape.ts and the dev overlay: the escapers, now entities' (escapeUTF8, escapeText).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderErrorOverlay } from '../../../../cli/dev/overlay.ts';
import { escapeXml } from '../../../../cli/output/escape.ts';

test('escapeXml: the five XML specials, nothing else (a route, a title in sitemap.xml)', () => {
  assert.is(escapeXml(`/q&a/<b> "x" 'y' é`), '/q&amp;a/&lt;b&gt; &quot;x&quot; &apos;y&apos; é');
  assert.is(escapeXml('plain'), 'plain');
});

test('the dev overlay shows a message as text: markup in it never runs', () => {
  const html = renderErrorOverlay(
    [{ severity: 'error', ruleId: 'mdx-syntax', source: 'render', message: '</pre><script>alert(1)</script> & co' }],
    '/site',
    '/a<b',
  );
  assert.not.match(html, '<script>alert');
  assert.match(html, '&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
  assert.match(html, '<title>Build error · /a&lt;b</title>');
});

test.run();
