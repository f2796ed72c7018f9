// `pathname:///x`: Docusaurus's escape hatch for a link to a file or page it does not build (static HTML such as
// generated API docs). Its Link takes the protocol off, adds the base URL and leaves the link unchecked.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileMdx } from '../../../../cli/pipeline/page/compile.ts';
import { compileOptions } from '../../../helpers/compile-options.ts';

const compile = (source: string, baseUrl = '/') =>
  compileMdx({
    file: '/site/content/docs/p.md',
    route: '/docs/p',
    source,
    options: compileOptions('/site', { baseUrl }),
  });

test('a pathname:// link is the path after it, under the base URL, and is not checked', async () => {
  for (const [baseUrl, href] of [
    ['/', '/odoc/next/infer.html'],
    ['/infer/', '/infer/odoc/next/infer.html'],
  ]) {
    const doc = await compile('# P\n\nSee [the API](pathname:///odoc/next/infer.html#val-x).\n', baseUrl);
    assert.equal(doc.diagnostics, [], baseUrl);
    assert.match(doc.html, `<a href="${href}#val-x">the API</a>`, baseUrl);
    assert.equal(
      doc.refs.map((r) => r.url),
      [],
      baseUrl,
    );
  }
});

test('a pathname:// link in JSX is the path too', async () => {
  const doc = await compile('# P\n\n<a href="pathname:///files/a.pdf">PDF</a>\n', '/b/');
  assert.match(doc.html, '<a href="/b/files/a.pdf">PDF</a>');
});

test.run();
