// The site-wide files a build writes (llms.txt, llms-full.txt, sitemap.xml, robots.txt) are link targets like a
// page: a link to them is not broken (lingui's footer links `/llms.txt` and `/llms-full.txt`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildFiles } from '../helpers/fixtures.ts';

const FILES: Record<string, string> = {
  'config/site.mjs': `export default {
  title: 'Small',
  url: 'https://small.example.com',
  sidebarsFile: 'sidebars.js',
  onBrokenLinks: 'warn',
  navbar: { title: 'Small', items: [] },
  footer: { links: [{ label: 'llms.txt', href: '/llms.txt' }] },
};
`,
  'sidebars.js': "module.exports = { docs: ['intro'] };\n",
  'content/docs/intro.md':
    '---\ntitle: Home\n---\n\nFor agents: [index](/llms.txt), [all pages](/llms-full.txt), ' +
    '[sitemap](/sitemap.xml), [robots](/robots.txt); [gone](/llms-none.txt).\n',
};

test('links to llms.txt, llms-full.txt, sitemap.xml and robots.txt are not broken; others still are', async () => {
  const { dir, problems } = await buildFiles('site-files-links-', FILES);
  assert.equal(
    problems.map((p) => p.replace(/^.*\/content\//, '')),
    ['docs/intro.md:5:110 Broken link `/llms-none.txt`: no page at `/llms-none.txt`'],
  );
  for (const file of ['llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt']) assert.ok(existsSync(join(dir, file)));
});

test("a static file named as a page's HTML file: a warning, and the page is written, as in Docusaurus", async () => {
  // 10tap-editor's static/index.html, a redirect page left from Docusaurus 1: Docusaurus writes its home over it.
  const redirect = '<meta http-equiv="refresh" content="0; url=docs/intro.html">';
  const { dir, problems, ok } = await buildFiles('static-page-', {
    ...FILES,
    'static/intro/index.html': redirect,
    'static/404.html': redirect,
  });
  assert.ok(ok);
  assert.equal(
    problems.filter((p) => p.includes('is not copied')).map((p) => p.replace(/^.*\/static\//, 'static/')),
    [
      'static/404.html:undefined:undefined `static/404.html` is not copied: ' +
        'the generated page `/404.html` takes its place',
      'static/intro/index.html:undefined:undefined `static/intro/index.html` is not copied: the generated page ' +
        '`/intro/index.html` takes its place',
    ],
  );
  for (const file of ['intro/index.html', '404.html'])
    assert.not.ok(readFileSync(join(dir, file), 'utf8').includes('http-equiv="refresh"'), file);
});

test("a link to a file next to the page is copied under /assets/files/, as Docusaurus's transformLinks", async () => {
  const { dir, problems } = await buildFiles('file-links-', {
    ...FILES,
    'content/docs/intro.md':
      '---\ntitle: Home\n---\n\n[The report](./files/report%20v2.pdf#page=2), [the data](@site/data/table.csv), ' +
      '[a bare one](files/report%20v2.pdf) and [a missing one](./files/gone.pdf).\n',
    'content/docs/files/report v2.pdf': '%PDF-1.4 a report',
    'data/table.csv': 'a,b\n1,2\n',
  });
  assert.equal(
    problems.map((p) => p.replace(/^.*\/content\//, '')),
    ['docs/intro.md:5:121 Broken link `./files/gone.pdf`: no page at `/files/gone.pdf`'],
  );
  const html = readFileSync(join(dir, 'intro/index.html'), 'utf8');
  const hrefs = [...html.matchAll(/href="(\/assets\/files\/[^"]+)"/g)].map((m) => m[1]!);
  assert.equal(hrefs.length, 3, hrefs.join(' '));
  assert.match(hrefs[0]!, /^\/assets\/files\/report%20v2-[0-9a-f]{8}\.pdf#page=2$/);
  assert.match(hrefs[1]!, /^\/assets\/files\/table-[0-9a-f]{8}\.csv$/);
  assert.is(hrefs[2], hrefs[0]!.replace('#page=2', ''));
  for (const href of hrefs.slice(0, 2)) {
    const file = join(dir, decodeURI(href.split('#')[0]!));
    assert.ok(existsSync(file), file);
  }
});

test.run();
