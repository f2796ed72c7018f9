// The check stage (cli/pipeline/stages/check.ts) with made-up pages: links, anchors, images, static files.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../cli/config/load.ts';
import { SiteConfigSchema } from '../../cli/config/schema.ts';
import type { Ref } from '../../cli/pipeline/types.ts';
import { checkLinks } from '../../cli/pipeline/stages/check.ts';
import { buildRouteTable } from '../../cli/pipeline/stages/route.ts';
import { PROJECT_DIR } from '../../cli/util/project-dir.ts';
import { markdownLinkCandidates } from '../../cli/mdx/rehype-links.ts';
import { buildFixture, read, tempDir } from '../helpers/fixtures.ts';
import { buildCommand } from '../../cli/commands/build.ts';
import { copyFixture } from '../helpers/temp-site.ts';
import { writeFileSync } from 'node:fs';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { docEntry, pageResult } from '../helpers/link-data.ts';

const root = join(PROJECT_DIR, 'test/fixtures/complete-site');
const config = { ...(await loadConfig(root, 'production')).value!, sidebars: { docs: [] } };
const routes = buildRouteTable(config, [docEntry('a'), docEntry('b')], {}).value;
const ref = (url: string, kind: Ref['kind'] = 'link'): Ref => ({
  kind,
  url,
  raw: url,
  file: '/site/a.md',
  place: { line: 3, column: 1 },
});
const check = (refs: Ref[], extraFiles = new Set<string>(), site: Partial<typeof config.site> = {}) =>
  checkLinks({
    config: { ...config, site: { ...config.site, ...site } },
    routes,
    pages: [pageResult('/a', refs), pageResult('/b', [], ['usage'])],
    extraFiles,
  }).diagnostics;

test('links to routes, existing anchors, static files and external URLs pass', () => {
  const refs = [
    ref('/b'),
    ref('/b#usage'),
    ref('/b/'),
    ref('/images/pipeline.svg'),
    ref('/images/pipeline.svg', 'image'),
    ref('/tags'),
  ];
  assert.equal(check(refs), []);
});

test('a link to no page is broken-link, with the nearest route as hint', () => {
  const [d] = check([ref('/bb')]);
  assert.equal(
    [d.ruleId, d.message, d.hint, d.place],
    ['broken-link', 'Broken link `/bb`: no page at `/bb`', 'did you mean `/b`?', { line: 3, column: 1 }],
  );
});

test('a missing anchor is broken-anchor, with the nearest id', () => {
  const [d] = check([ref('/b#usag')]);
  assert.is(d.ruleId, 'broken-anchor');
  assert.is(d.hint, 'did you mean `#usage`?');
});

test('a missing image is missing-image; page images copied by the build count as present', () => {
  assert.equal(
    check([ref('/images/nope.png', 'image')]).map((d) => d.ruleId),
    ['missing-image'],
  );
  assert.equal(check([ref('/assets/images/x-1234.png', 'image')], new Set(['/assets/images/x-1234.png'])), []);
});

test('a malformed escape or a path out of the static folder is a broken link, never an exception', () => {
  assert.equal(
    check([ref('/%zz'), ref('/../../etc/passwd')]).map((d) => d.ruleId),
    ['broken-link', 'broken-link'],
  );
});

test('externalRoutes: `/` is the home page only; `/**` covers every route', () => {
  assert.equal(check([ref('/')], undefined, { externalRoutes: ['/'] }), []);
  assert.equal(
    check([ref('/guides/missing')], undefined, { externalRoutes: ['/'] }).map((d) => d.ruleId),
    ['broken-link'],
  );
  assert.equal(check([ref('/guides/missing')], undefined, { externalRoutes: ['/**'] }), []);
});

test('many links to one missing target say it probably comes from a layout', () => {
  const d = check(Array.from({ length: 5 }, () => ref('/gone')));
  assert.is(d.length, 5);
  assert.match(d[0].hint ?? '', 'places link here');
});

test('onBrokenLinks and onBrokenAnchors: throw is an error, warn a warning, ignore nothing; images stay errors', () => {
  const refs = [ref('/bb'), ref('/b#usag'), ref('/images/nope.png', 'image')];
  const seen = (onBrokenLinks: 'throw' | 'warn' | 'ignore', onBrokenAnchors: 'throw' | 'warn' | 'ignore') =>
    check(refs, undefined, { onBrokenLinks, onBrokenAnchors }).map((d) => `${d.ruleId}:${d.severity}`);
  assert.equal(seen('throw', 'throw'), ['broken-link:error', 'broken-anchor:error', 'missing-image:error']);
  assert.equal(seen('warn', 'warn'), ['broken-link:warning', 'broken-anchor:warning', 'missing-image:error']);
  assert.equal(seen('ignore', 'ignore'), ['missing-image:error']);
});

test("Docusaurus's defaults: broken links throw, broken anchors warn", () => {
  assert.is(config.site.onBrokenLinks, 'throw');
  assert.is(config.site.onBrokenAnchors, 'warn');
  assert.is(config.site.onBrokenMarkdownLinks, 'warn');
  assert.is(config.site.onDuplicateRoutes, 'warn');
});

test("Docusaurus's `log` severity is taken, as a warning", () => {
  const site = { title: 'T', url: 'https://t.example', navbar: { title: 'T', items: [] }, footer: {} };
  const parsed = SiteConfigSchema.parse({ ...site, onBrokenLinks: 'log', onBrokenMarkdownLinks: 'log' });
  assert.is(parsed.onBrokenLinks, 'warn');
  assert.is(parsed.onBrokenMarkdownLinks, 'warn');
});

test('externalRoutes: links to routes the host serves (a blog, custom pages) are not broken', () => {
  const site = { externalRoutes: ['/blog/**', '/community/', '/pricing'] };
  const ok = ['/blog', '/blog/2024/post#x', '/community', '/community/events', '/pricing'];
  assert.equal(
    check(
      ok.map((u) => ref(u)),
      undefined,
      site,
    ),
    [],
  );
  assert.equal(
    check([ref('/blogs'), ref('/pricing/x')], undefined, site).map((d) => d.ruleId),
    ['broken-link', 'broken-link'],
  );
});

test("markdownLinkCandidates: Docusaurus's lookup order for ./, /, bare and @site/ links", () => {
  const options = { docsDir: '/s/docs', siteDir: '/s' };
  const file = '/s/docs/guides/a.md';
  assert.equal(markdownLinkCandidates(options, file, './b.md'), ['/s/docs/guides/b.md']);
  assert.equal(markdownLinkCandidates(options, file, '../x.md'), ['/s/docs/x.md']);
  assert.equal(markdownLinkCandidates(options, file, '/guides/b.md'), ['/s/docs/guides/b.md', '/s/guides/b.md']);
  assert.equal(markdownLinkCandidates(options, file, 'b.md'), ['/s/docs/b.md', '/s/b.md', '/s/docs/guides/b.md']);
  assert.equal(markdownLinkCandidates(options, file, '@site/docs/x.md'), ['/s/docs/x.md']);
});

test('.md links resolve as in Docusaurus; a broken one (onBrokenMarkdownLinks: warn) stays as written', async () => {
  const { report, dir } = await buildFixture('md-link-resolution');
  assert.ok(report.ok);
  const html = read(dir, 'guides/a/index.html');
  const article = html.slice(html.indexOf('class="markdown"'));
  const hrefs = [...article.slice(0, article.indexOf('</ul>')).matchAll(/<li><a href="([^"]*)"/g)].map((m) => m[1]);
  assert.equal(hrefs, [
    '/guides/b',
    '/',
    '/intro',
    '/guides/b#part',
    '/intro',
    '/guides/b',
    '/blog/2024/hello',
    './missing.md',
  ]);
});

test('onBrokenMarkdownLinks: throw is an error, warn a warning, ignore nothing', async () => {
  const root = copyFixture('broken-md-link');
  const seen: string[][] = [];
  for (const policy of ['throw', 'warn', 'ignore']) {
    writeFileSync(
      join(root, 'config/site.mjs'),
      `import base from '../../_base/site.mjs';\nexport default { ...base, onBrokenMarkdownLinks: '${policy}' };\n`,
    );
    const report = await runPipeline({ rootDir: root, mode: 'production', target: { kind: 'none' }, cache: false });
    seen.push(report.diagnostics.map((d) => `${d.ruleId}:${d.severity}`));
  }
  assert.equal(seen, [['broken-md-link:error'], ['broken-md-link:warning'], []]);
});

test('links to routes with a space or an emoji are written percent-encoded, never encoded twice', async () => {
  const root = copyFixture('broken-link-encoded');
  writeFileSync(
    join(root, 'content/docs/page.md'),
    '---\ntitle: Page\n---\n\n[a](/with%20spaces) [b](/emoji-%F0%9F%9A%80) [c](/emoji-🚀) [d](./with%20spaces.md)\n' +
      '[e](emoji-🚀.md#top) [f](<with spaces.md>)\n',
  );
  const dir = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
  assert.ok(report.ok, report.diagnostics.map((d) => d.message).join('\n'));
  const html = read(dir, 'page/index.html');
  const hrefs = [...html.matchAll(/<a href="([^"]*)"[^>]*>([a-f])<\/a>/g)].map((m) => m[2] + m[1]);
  const spaces = '/with%20spaces';
  const emoji = '/emoji-%F0%9F%9A%80';
  assert.equal(hrefs, ['a' + spaces, 'b' + emoji, 'c' + emoji, 'd' + spaces, 'e' + emoji + '#top', 'f' + spaces]);
});

test.run();
