import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devCommand } from '../../cli/commands/dev.ts';
import { loadConfig, type ResolvedConfig } from '../../cli/config/load.ts';
import type { CompileOptions } from '../../cli/mdx/state.ts';
import { checkLinks } from '../../cli/pipeline/stages/check.ts';
import { compileMdx } from '../../cli/pipeline/page/compile.ts';
import { discoverContent, discoverFile } from '../../cli/pipeline/stages/discover.ts';
import type { PageResult, RouteTable } from '../../cli/pipeline/types.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { checkNesting, checkPageSize, MAX_NESTING_DEPTH, MAX_PAGE_BYTES } from '../../cli/util/limits.ts';
import { resolveSiteFile, siteRoots } from '../../cli/util/site-paths.ts';
import { diagnosticLines, tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';
import { compileOptions } from '../helpers/compile-options.ts';
import { pageResult } from '../helpers/link-data.ts';

// The content input side: what a page may read, how its bytes are decoded, the limits that keep the
// parser away from pathological pages, and URLs that must neither crash nor run code.

async function configOf(root: string): Promise<ResolvedConfig> {
  const { value } = await loadConfig(root, 'production');
  if (!value) throw new Error('fixture config did not load');
  return value;
}

const options = (root: string, extra: Partial<CompileOptions> = {}) => compileOptions(root, extra);

const page = (body: string) => `---\ntitle: Page\ndescription: A page.\n---\n\n${body}\n`;

test('a UTF-8 BOM does not hide the front matter', async () => {
  const root = copyFixture('broken-link');
  writeFileSync(join(root, 'content/docs/page.md'), '\uFEFF' + page('Text.'));
  const diagnostics: never[] = [];
  const file = discoverFile(await configOf(root), 'page.md', diagnostics);
  assert.equal(diagnostics, []);
  assert.is(file?.title, 'Page');
  assert.is(file?.description, 'A page.');
  assert.not.ok(file?.source.startsWith('\uFEFF'));
});

test('a symlinked folder that leads back up is skipped with one warning, not walked forever', async () => {
  const root = copyFixture('broken-link');
  symlinkSync('..', join(root, 'content/docs/loop'));
  const { value, diagnostics } = discoverContent(await configOf(root), false);
  assert.equal(diagnosticLines(diagnostics, root), [
    'content/docs/loop  warning This folder link leads back to `content`, a folder it is in (or the folder itself); ' +
      'it is skipped  [symlink-loop]',
  ]);
  assert.equal(value.files.map((f) => f.relPath).sort(), ['index.md', 'page.md']);
});

test('a page, a snippet and an image that are symlinks to files outside the site are not read', async () => {
  const root = copyFixture('broken-link');
  const outside = join(tempDir('docs-outside-'), 'secret.env');
  writeFileSync(outside, 'CI_TOKEN=do-not-publish\n');
  symlinkSync(outside, join(root, 'content/docs/leak.md'));
  mkdirSync(join(root, 'content/snippets'), { recursive: true });
  symlinkSync(outside, join(root, 'content/snippets/leak.py'));
  symlinkSync(outside, join(root, 'content/docs/leak.png'));
  writeFileSync(join(root, 'content/docs/page.md'), page('<CodeExample path="leak.py" />\n\n![x](./leak.png)'));
  const report = await runPipeline({ rootDir: root, mode: 'production', target: { kind: 'none' }, cache: false });
  const lines = diagnosticLines(report.diagnostics, root).map((l) => l.split(outside).join('SECRET'));
  const outsideSite = 'it resolves (through a symlink) to `SECRET`, outside the site  [path-outside-site]';
  assert.equal(lines, [
    `content/docs/leak.md  error The page is not read: ${outsideSite}`,
    `content/docs/page.md:6:1  error Snippet \`leak.py\` is not read: ${outsideSite}`,
    `content/docs/page.md:8:1  error Image \`./leak.png\` is not read: ${outsideSite}`,
  ]);
});

test('the site-path gate judges a path as written before it looks at the file system', () => {
  const root = tempDir('docs-roots-');
  const roots = siteRoots([root]);
  assert.equal(resolveSiteFile(roots, join(root, '../../etc/passwd')), { ok: false, problem: 'outside' });
  assert.equal(resolveSiteFile(roots, join(root, '.git/config')), { ok: false, problem: 'hidden' });
  assert.equal(resolveSiteFile(roots, join(root, 'nothing.png')), { ok: false, problem: 'missing' });
  writeFileSync(join(root, 'ok.png'), 'x');
  assert.ok(resolveSiteFile(roots, join(root, 'ok.png')).ok);
});

test('pathological nesting and size are refused by a pre-scan, naming the limit', async () => {
  let list = '';
  for (let i = 0; i < 2000; i++) list += '  '.repeat(i) + '- item\n';
  const deep = checkNesting(list);
  assert.is(deep?.ruleId, 'nesting-too-deep');
  assert.equal(deep?.place, { line: MAX_NESTING_DEPTH + 1, column: 2 * MAX_NESTING_DEPTH + 1 });
  assert.match(deep!.message, String(MAX_NESTING_DEPTH));
  assert.equal(checkNesting('>'.repeat(20000) + ' quote')?.place, { line: 1, column: MAX_NESTING_DEPTH + 1 });
  assert.is(checkNesting('```\n' + ' '.repeat(400) + 'code in a fence\n```\n- a\n  - b\n'), undefined);
  assert.match(checkPageSize(5 * 1024 * 1024)!.message, `${MAX_PAGE_BYTES / 1024} KB`);
  // Through the compile path (pages, API fragments, docs dev): a diagnostic instead of minutes of parsing.
  const doc = await compileMdx({
    file: '/site/content/docs/deep.md',
    route: '/deep',
    source: list.split('\n').slice(0, 200).join('\n'),
    options: options('/site'),
  });
  assert.equal(
    doc.diagnostics.map((d) => [d.ruleId, d.place?.line]),
    [['nesting-too-deep', MAX_NESTING_DEPTH + 1]],
  );
});

test('a 5 MB page is refused by discover before it is parsed', async () => {
  const root = copyFixture('broken-link');
  writeFileSync(join(root, 'content/docs/page.md'), page('A paragraph of text.\n\n'.repeat(250_000)));
  const { value, diagnostics } = discoverContent(await configOf(root), false);
  assert.equal(
    diagnostics.map((d) => d.ruleId),
    ['page-too-large'],
  );
  assert.match(diagnostics[0].message, /5\d{3} KB, over the limit of 512 KB/);
  assert.equal(
    value.files.map((f) => f.relPath),
    ['index.md'],
  );
});

test('markdown.allowScripts lets trusted content keep scripts and handlers, never javascript: URLs', async () => {
  const source = page(
    '<script>{"x"}</script>\n\n<button onClick="go()">Go</button>\n\n<a href="javascript:go()">go</a>',
  );
  const strict = await compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options: options('/site') });
  assert.equal(
    strict.diagnostics.map((d) => d.ruleId),
    ['raw-script', 'raw-script', 'unsafe-url'],
  );
  assert.not.match(strict.html, 'javascript:');
  const trusted = await compileMdx({
    file: '/site/content/docs/p.mdx',
    route: '/p',
    source,
    options: options('/site', { allowScripts: true }),
  });
  assert.equal(
    trusted.diagnostics.map((d) => d.ruleId),
    ['unsafe-url'],
  );
  assert.match(trusted.html, '<script>');
});

test('the link check does not throw on a malformed escape from config (layout links)', () => {
  const root = tempDir('docs-check-');
  const result: PageResult = {
    ...pageResult('/', [
      { kind: 'image', url: '/img%zz.png', raw: '/img%zz.png', file: join(root, 'x.md') },
      { kind: 'link', url: '/#%zz', raw: '#%zz', file: join(root, 'x.md') },
      { kind: 'link', url: '/a%zz', raw: '/a%zz', file: join(root, 'x.md') },
    ]),
    docId: 'index',
    title: 'Home',
  };
  const config = {
    staticDir: join(root, 'static'),
    site: {
      staticDir: 'static',
      navbar: { items: [] },
      footer: { links: [] },
      externalRoutes: [],
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
    },
    files: {},
  } as unknown as ResolvedConfig;
  const routes = { routes: [{ path: '/' }], sidebars: {} } as unknown as RouteTable;
  const d = checkLinks({ config, routes, pages: [result], extraFiles: new Set() }).diagnostics;
  assert.equal(
    d.map((x) => x.ruleId),
    ['missing-image', 'broken-anchor', 'broken-link'],
  );
});

test('docs dev starts on a site with a malformed percent-escape and serves the page', async () => {
  const root = copyFixture('malformed-url');
  const logs: string[] = [];
  const dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: (l) => logs.push(l) });
  try {
    await dev.ready;
    const res = await fetch(`${dev.url}/page`);
    assert.ok(res.status < 600);
    assert.match(await res.text(), 'malformed percent-escape');
    assert.ok(
      logs.some((l) => l.includes('[malformed-url]')),
      logs.join('\n'),
    );
  } finally {
    await dev.close();
  }
});

test.run();
