// The site-wide files a build writes (llms.txt, llms-full.txt, sitemap.xml, robots.txt) are link targets like a
// page: a link to them is not broken (lingui's footer links `/llms.txt` and `/llms-full.txt`).
import { existsSync } from 'node:fs';
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

test.run();
