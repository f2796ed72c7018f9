// scriptInHtml: what in raw HTML (`dangerouslySetInnerHTML`) can run code, read as a browser parses the HTML.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { scriptInHtml, scriptInMarkupFile } from '../../../../cli/util/url-safety.ts';

test('elements, handlers, refreshes and unsafe URLs a browser would run are found', () => {
  assert.is(scriptInHtml('<img src=x onerror=alert(1)>'), 'the `onerror` event handler');
  assert.is(scriptInHtml('<p>a<script>x()</script></p>'), 'a `<script>` element');
  assert.is(scriptInHtml('<template><iframe></iframe></template>'), 'a `<iframe>` element');
  assert.is(scriptInHtml('<meta http-equiv="Refresh" content="0;url=/x">'), 'a `<meta http-equiv="refresh">`');
  assert.is(scriptInHtml('<a href=" javascript:alert(1)">x</a>'), 'a `javascript:` URL in `href`');
  assert.is(scriptInHtml('<img srcset="/a.png 1x, data:image/png;base64,AA 2x">'), 'a `data:` URL in `srcSet`');
  assert.is(scriptInHtml('<b>bold</b> and <a href="/docs">a link</a>'), undefined);
});

test('text that only reads like markup is text: a highlighted code block showing JSX runs nothing', () => {
  const code =
    '<code><span class="line"><span style="color:#24292E">&lt;</span><span>Form</span>' +
    '<span> onSubmit</span><span>=</span><span>{handleSubmit}</span><span>&gt;</span></span>\n' +
    '<span class="line"><span>&lt;a href="javascript:go()" onclick=x&gt;&lt;script&gt;</span></span></code>';
  assert.is(scriptInHtml(code), undefined);
});

test('scriptInMarkupFile: what runs in an SVG or HTML file opened on its own, at its line and column', () => {
  const svg = (body: string) => `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">\n${body}\n</svg>`;
  assert.equal(scriptInMarkupFile(svg('  <script>alert(1)</script>')), {
    what: 'a `<script>` element',
    line: 3,
    column: 3,
  });
  assert.is(scriptInMarkupFile(svg('<rect onload="x()"/>'))?.what, 'the `onload` event handler');
  assert.is(
    scriptInMarkupFile(svg('<a xlink:href="javascript:x()"><text>t</text></a>'))?.what?.includes('javascript:'),
    true,
  );
  assert.is(scriptInMarkupFile('<p><iframe srcdoc="<b>x</b>"></iframe></p>')?.what, 'an `<iframe srcdoc>`');
});

test("scriptInMarkupFile: a standalone file's embedded images, forms, frames, text about scripts run nothing", () => {
  assert.is(scriptInMarkupFile('<svg><image href="data:image/png;base64,AAAA"/></svg>'), undefined);
  assert.is(scriptInMarkupFile('<form><input></form><iframe src="https://example.com"></iframe>'), undefined);
  assert.is(scriptInMarkupFile('<svg><style>.a{fill:red}</style><text>&lt;script&gt; onload=</text></svg>'), undefined);
});

test.run();
