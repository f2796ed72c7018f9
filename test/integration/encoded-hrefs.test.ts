// Routes with a space or a non-ASCII character (issue 23, item 13): every link the theme and the generated files
// write to them is percent-encoded, as Docusaurus writes it — the sidebar, the navbar, the footer, breadcrumbs,
// prev/next, doc cards, tags and tag pages, the sitemap — never a raw space or letter a strict client refuses.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const made: string[] = [];
test.after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Each `<a>` of the built HTML files as [file, class, href]. */
function links(dir: string): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const file of readdirSync(dir, { recursive: true }) as string[]) {
    if (!file.endsWith('.html')) continue;
    for (const [tag] of readFileSync(join(dir, file), 'utf8').matchAll(/<a\s[^>]*>/g)) {
      const href = /\shref="([^"]*)"/.exec(tag)?.[1];
      if (href !== undefined) out.push([file, /\sclass="([^"]*)"/.exec(tag)?.[1] ?? '', href]);
    }
  }
  return out;
}

test('every written link to a route with a space or non-ASCII character is percent-encoded', async () => {
  const root = copyFixture('broken-link-encoded');
  made.push(join(root, '../..'));
  writeFileSync(
    join(root, 'config/site.mjs'),
    `import base from '../../_base/site.mjs';
export default {
  ...base,
  navbar: { title: 'Fixture', items: [{ type: 'doc', label: 'Spaces', docId: 'with spaces', position: 'left' }] },
  footer: { links: [{ label: 'Rocket', href: '/emoji-🚀' }] },
};
`,
  );
  writeFileSync(
    join(root, 'content/docs/page.md'),
    '---\ntitle: Page\ntags: [{ label: Café, permalink: /café au lait }]\n---\n\nBody.\n',
  );
  mkdirSync(join(root, 'content/docs/a folder'));
  writeFileSync(
    join(root, 'content/docs/a folder/index.mdx'),
    "---\ntitle: A folder\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
  );
  writeFileSync(join(root, 'content/docs/a folder/child é.md'), '---\ntitle: Child\n---\n\nBody.\n');
  const dir = join(tempDir(), 'build');
  made.push(join(dir, '..'));
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
  assert.ok(report.ok, report.diagnostics.map((d) => `${d.file}: ${d.message}`).join('\n'));

  const all = links(dir);
  const raw = all.filter(([, , href]) => /[\s\u0080-\uffff]/u.test(href));
  assert.equal(raw, [], 'no written href holds a raw space or non-ASCII character');
  const spaces = '/with%20spaces';
  const rocket = '/emoji-%F0%9F%9A%80';
  const folder = '/a%20folder';
  const child = '/a%20folder/child%20%C3%A9';
  const tag = '/tags/caf%C3%A9%20au%20lait';
  const has = (what: string, file: string, cls: RegExp, href: string) =>
    assert.ok(
      all.some(([f, c, h]) => f === file && cls.test(c) && h === href),
      `${what}: no <a class~=${cls} href="${href}"> in ${file}; its links: ${all
        .filter(([f]) => f === file)
        .map(([, c, h]) => `${c} ${h}`)
        .join(', ')}`,
    );
  has('sidebar', 'index.html', /sidebar-link/, spaces);
  has('sidebar', 'index.html', /sidebar-link/, rocket);
  has('sidebar category', 'index.html', /sidebar-category-link/, folder);
  has('navbar', 'page/index.html', /navbar-link/, spaces);
  has('footer', 'page/index.html', /^$/, rocket);
  has('breadcrumbs', 'a folder/child é/index.html', /^$/, folder);
  has('doc cards', 'a folder/index.html', /^$/, child);
  has('page tags', 'page/index.html', /\btag\b/, tag);
  has('tag index', 'tags/index.html', /\btag\b/, tag);
  const pages = all.filter(([f, c]) => f === 'a folder/child é/index.html' && /pagination-(prev|next)/.test(c));
  assert.ok(pages.length > 0, 'the child page has a prev or next link');
  assert.ok(
    all.some(([, c, h]) => /pagination-(prev|next)/.test(c) && [spaces, rocket, folder, child].includes(h)),
    'a prev/next link leads to an encoded route',
  );
  const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.ok(
    locs.some((l) => l.endsWith(child)),
    locs.join('\n'),
  );
  assert.equal(
    locs.filter((l) => /[\s\u0080-\uffff]/u.test(l)),
    [],
  );
});

test.run();
