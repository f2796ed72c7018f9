// `![x](@site/static/img/x.png)`: Docusaurus resolves the `@site/` alias in a Markdown image from the site folder
// (as webpack does for imports), so such an image is the file there, copied and hashed like a page's own image.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileMdx } from '../../../../cli/pipeline/page/compile.ts';
import { compileOptions } from '../../../helpers/compile-options.ts';

const site = mkdtempSync(join(tmpdir(), 'site-alias-image-'));
mkdirSync(join(site, 'content/docs/guide'), { recursive: true });
mkdirSync(join(site, 'static/img'), { recursive: true });
writeFileSync(join(site, 'static/img/flow.png'), Buffer.from('89504e470d0a1a0a', 'hex'));

const compile = (source: string, file: string) =>
  compileMdx({
    file: join(site, 'content/docs', file),
    route: '/guide/p',
    source,
    options: compileOptions(site, { siteDir: site }),
  });

test('an @site/ image is the file of the site folder, whichever folder the page is in (.md and .mdx)', async () => {
  for (const file of ['guide/p.md', 'guide/p.mdx']) {
    const doc = await compile('# P\n\n![Flow](@site/static/img/flow.png)\n', file);
    assert.equal(doc.diagnostics, [], file);
    assert.match(doc.html, /<img src="\/assets\/images\/flow-[0-9a-f]{8}\.png" alt="Flow"/, file);
    assert.ok(
      doc.assets.some((a) => a.from.endsWith('static/img/flow.png')),
      file,
    );
  }
});

test('an @site/ image that is not there is missing-image', async () => {
  const doc = await compile('# P\n\n![Gone](@site/static/img/gone.png)\n', 'guide/p.md');
  assert.equal(
    doc.diagnostics.map((d) => d.ruleId),
    ['missing-image'],
  );
});

test.run();
