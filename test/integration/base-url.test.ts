import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { createBuiltPages } from '../../cli/mcp/built-pages.ts';
import { createBuiltSearch } from '../../cli/mcp/built-search.ts';
import { stripBase, withBase, withBaseUrl, withoutWrittenBase } from '../../shared/routes.ts';
import { buildFixture, read, tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// A site deployed under `/docs/` (issue #16): every URL the build writes — in pages, route data, the
// sitemap, llms.txt, llms-full.txt, robots.txt and the redirect files — must start with the base and lead to a
// file of the output, which stays at the output root. The same crawl runs on `/` sites (no double slashes).

const ORIGIN = 'https://fixture.example.com';

/** A fixture copied with its `config/site.mjs` extended by `extra` (a JS object literal). */
async function buildVariant(fixture: string, extra: string): Promise<string> {
  const root = copyFixture(fixture);
  const config = join(root, 'config/site.mjs');
  const text = readFileSync(config, 'utf8').replace(/export default \{/, `const __site = {`);
  writeFileSync(config, `${text}\nexport default { ...__site, ${extra} };\n`);
  const dir = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: true, log: () => {} });
  assert.ok(report.ok, JSON.stringify(report.diagnostics, null, 1));
  return dir;
}

function filesOf(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(join(dir, f)).isFile());
}

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Every URL-valued attribute of an HTML file: href, src, srcset candidates, action, `content` of meta tags
 * that hold a URL (og:url, og:image, a refresh), and the Markdown copy the "Copy page" button fetches.
 * Code blocks and scripts are left out: their text is content, not links.
 */
function urlsOfHtml(html: string): string[] {
  const markup = html
    .replace(/<pre\b[\s\S]*?<\/pre>/g, '')
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, '<script$1>');
  const urls: string[] = [];
  for (const [, name, raw] of markup.matchAll(/\s(href|src|srcset|action|content|data-page-copy)="([^"]*)"/gi)) {
    const value = decodeEntities(raw);
    if (name.toLowerCase() === 'srcset') urls.push(...value.split(',').map((c) => c.trim().split(/\s+/)[0]));
    else if (name.toLowerCase() === 'content') {
      const refresh = /^\d+;\s*url=(.*)$/i.exec(value);
      if (refresh) urls.push(refresh[1]);
      else if (/^(https?:\/\/|\/)/.test(value)) urls.push(value);
    } else urls.push(value);
  }
  return urls;
}

/** The site path of an internal URL (`https://fixture.example.com/docs/a#b` or `/docs/a?q`), else undefined. */
function internalPath(url: string): string | undefined {
  if (url.startsWith(ORIGIN)) return new URL(url).pathname;
  if (url.startsWith('/') && !url.startsWith('//')) return new URL(url, ORIGIN).pathname;
  return undefined;
}

/** The output file a site path (without the base) is served from, as `docs serve` and static hosts do. */
function resolvesToFile(dir: string, path: string): boolean {
  const p = decodeURIComponent(path);
  const candidates = p.endsWith('/') ? [p + 'index.html'] : [p, p + '/index.html', p + '.html'];
  return candidates.some((c) => existsSync(join(dir, c)) && statSync(join(dir, c)).isFile());
}

/** Crawls the output; returns the problems found (empty when every internal URL is under `base` and resolves). */
function crawl(dir: string, base: string): { problems: string[]; checked: number } {
  const problems: string[] = [];
  let checked = 0;
  const check = (where: string, url: string) => {
    const path = internalPath(url);
    if (path === undefined) return;
    checked++;
    if (path.includes('//')) problems.push(`${where}: ${url} has a double slash`);
    const inside = stripBase(base, path);
    if (inside === undefined) return void problems.push(`${where}: ${url} is outside the base ${base}`);
    if (!resolvesToFile(dir, inside)) problems.push(`${where}: ${url} leads to no file of the output`);
  };
  for (const file of filesOf(dir)) {
    const text = () => readFileSync(join(dir, file), 'utf8');
    if (file.endsWith('.html')) for (const url of urlsOfHtml(text())) check(file, url);
    else if (file.startsWith('_data/') && !file.startsWith('_data/sidebars/') && file.endsWith('.json'))
      for (const url of urlsOfHtml((JSON.parse(text()) as { html: string }).html)) check(file, url);
  }
  for (const [, url] of read(dir, 'sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g))
    check('sitemap.xml', decodeEntities(url));
  for (const [, url] of read(dir, 'robots.txt').matchAll(/^Sitemap: (\S+)$/gm)) check('robots.txt', url);
  for (const [, url] of read(dir, 'llms.txt').matchAll(/\]\(<?([^)>\s]+)>?\)/g)) check('llms.txt', url);
  for (const [, url] of read(dir, 'llms-full.txt').matchAll(/^Source: (\S+)$/gm)) check('llms-full.txt', url);
  if (existsSync(join(dir, '_redirects')))
    for (const line of read(dir, '_redirects').split('\n').filter(Boolean)) {
      const [from, to] = line.split(/\s+/);
      check('_redirects', to);
      // The old URL is answered by its redirect page (static hosts) or by the rule itself.
      if (!from.startsWith(base === '/' ? '/' : base)) problems.push(`_redirects: ${from} is outside the base`);
    }
  return { problems, checked };
}

test('withBaseUrl / stripBase: the base in front of root-relative URLs only, and taken off again', () => {
  assert.is(withBaseUrl('/docs/', '/guides/x#y'), '/docs/guides/x#y');
  assert.is(withBaseUrl('/docs/', '/'), '/docs/');
  assert.is(withBaseUrl('/docs/', '/search?q=a'), '/docs/search?q=a');
  assert.is(withBaseUrl('/', '/guides/x'), '/guides/x');
  for (const url of ['https://example.com/x', '//cdn.example.com/x', '#top', 'img/x.png', 'mailto:a@b.c'])
    assert.is(withBaseUrl('/docs/', url), url);
  assert.is(stripBase('/docs/', '/docs/guides/x'), '/guides/x');
  assert.is(stripBase('/docs/', '/docs/'), '/');
  assert.is(stripBase('/docs/', '/docs'), '/');
  assert.is(stripBase('/docs/', '/docsx/a'), undefined);
  assert.is(stripBase('/docs/', '/guides/x'), undefined);
  assert.is(stripBase('/a/b/', '/a/b/c'), '/c');
  assert.is(stripBase('/', '/guides/x'), '/guides/x');
  assert.is(withBase('/docs/', '/guides/'), '/docs/guides');
});

test('withoutWrittenBase: a URL written with the base already in front means the site path (addBaseUrl)', () => {
  assert.is(withoutWrittenBase('/docs/', '/docs/guides/x#y'), '/guides/x#y');
  assert.is(withoutWrittenBase('/docs/', '/docs'), '/');
  assert.is(withoutWrittenBase('/docs/', '/docs#top'), '/#top');
  assert.is(withoutWrittenBase('/docs/', '/docs/'), '/');
  for (const url of ['/docsx/a', '/guides/x', 'x', 'https://e.com/docs/a'])
    assert.is(withoutWrittenBase('/docs/', url), url);
  assert.is(withoutWrittenBase('/', '/docs/a'), '/docs/a');
});

test('base-url-site: a link or image written with the base already in front gets it once (addBaseUrl)', async () => {
  const root = copyFixture('base-url-site');
  writeFileSync(
    join(root, 'content/docs/written-base.md'),
    '---\ntitle: Written base\n---\n\n[first](/docs/guides/first#details) [home](/docs) ' +
      '![logo](/docs/img/logo.svg) [second](guides/second)\n',
  );
  const dir = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
  assert.ok(report.ok, JSON.stringify(report.diagnostics, null, 1));
  const html = read(dir, 'written-base/index.html');
  const urls = [
    'href="/docs/guides/first#details"',
    'href="/docs/"',
    'src="/docs/img/logo.svg"',
    'href="/docs/guides/second"',
  ];
  for (const url of urls) assert.ok(html.includes(url), url);
  assert.not.ok(html.includes('/docs/docs/'), 'the base is never added twice');
});

test('base-url-site: a category page that imports DocCardList (full MDX) writes its cards under the base', async () => {
  // jitsi/handbook (baseUrl /handbook/): `import DocCardList from '@theme/DocCardList'` sent readers to /docs/….
  const root = copyFixture('base-url-site');
  const index = join(root, 'content/docs/guides/index.mdx');
  const text = readFileSync(index, 'utf8');
  writeFileSync(
    index,
    text.replace('<DocCardList />', "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />"),
  );
  const dir = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: dir, cache: false, searchIndex: false, log: () => {} });
  assert.ok(report.ok, JSON.stringify(report.diagnostics, null, 1));
  const html = read(dir, 'guides/index.html');
  assert.match(html, '<li class="doc-card"><a href="/docs/guides/first">');
});

test('base-url-site (baseUrl /docs/): every internal URL of the output is under /docs/ and resolves', async () => {
  const { dir, report } = await buildFixture('base-url-site');
  assert.ok(report.ok, JSON.stringify(report.diagnostics, null, 1));
  const { problems, checked } = crawl(dir, '/docs/');
  assert.equal(problems, []);
  assert.ok(checked > 100, `checked ${checked} URLs`);
});

test('base-url-site: files stay at the output root; pages, assets and metadata carry the base', async () => {
  const { dir } = await buildFixture('base-url-site');
  for (const f of ['index.html', 'guides/first/index.html', '_data/guides/first.json', 'guides/first.md', '404.html'])
    assert.ok(existsSync(join(dir, f)), `${f} at the output root`);
  assert.not.ok(existsSync(join(dir, 'docs')), 'nothing nested under docs/');
  const first = read(dir, 'guides/first/index.html');
  assert.match(first, /<link rel="canonical" href="https:\/\/fixture\.example\.com\/docs\/guides\/first"/);
  assert.match(first, /<meta property="og:url" content="https:\/\/fixture\.example\.com\/docs\/guides\/first"/);
  assert.match(first, /<meta property="og:image" content="https:\/\/fixture\.example\.com\/docs\/img\/logo\.svg"/);
  assert.match(first, /<link rel="icon" href="\/docs\/img\/logo\.svg"/);
  assert.match(first, /<link rel="modulepreload" href="\/docs\/assets\//);
  assert.match(first, /<script type="module" src="\/docs\/assets\//);
  assert.match(first, /<link rel="alternate" type="text\/markdown" href="\/docs\/guides\/first\.md"/);
  assert.match(first, /href="\/docs\/guides\/second#more"/, 'a Markdown link');
  assert.match(first, /<a href="#details">/, 'a hash link stays a hash link');
  assert.match(
    first,
    /srcSet="\/docs\/img\/logo\.svg 1x, \/docs\/img\/logo\.svg 2x"|srcset="\/docs\/img\/logo\.svg 1x/i,
  );
  assert.match(first, /href="\/docs\/tags\/basics"|href="\/docs\/basics"/, 'the tag link');
  assert.not.match(first, /\/docs\/outside/, 'code blocks are not rewritten');
  const data = JSON.parse(read(dir, '_data/guides/first.json')) as { page: { path: string }; html: string };
  assert.is(data.page.path, '/guides/first', 'route data keeps the route without the base');
  assert.match(data.html, /href="\/docs\/guides\/second#more"/, 'route data HTML carries the base');
  assert.match(read(dir, 'index.html'), /class="pyobject" href="\/docs\/api\/schedules#/);
  assert.match(read(dir, 'guides/index.html'), /<a href="\/docs\/guides\/first">/, 'a doc card');
  assert.match(read(dir, 'sitemap.xml'), /<loc>https:\/\/fixture\.example\.com\/docs\/guides\/first<\/loc>/);
  assert.match(read(dir, 'sitemap.xml'), /<loc>https:\/\/fixture\.example\.com\/docs\/<\/loc>/);
  assert.match(read(dir, 'robots.txt'), /Sitemap: https:\/\/fixture\.example\.com\/docs\/sitemap\.xml/);
  assert.match(read(dir, '_redirects'), /^\/docs\/old-first \/docs\/guides\/first#details 301$/m);
  assert.match(read(dir, 'old-first/index.html'), /url=\/docs\/guides\/first#details/);
  assert.match(read(dir, '_redirects'), /^\/docs\/old-home \/docs\/ 301$/m, 'the home page keeps its slash');
  const copy = read(dir, 'index.md');
  assert.match(copy, /\[the second one\]\(\/docs\/guides\/second\)/, 'a root-relative link of the Markdown copy');
  assert.match(copy, /\]\(\/docs\/api\/schedules\.md#/, "a PyObject's link in the Markdown copy");
  assert.match(copy, /\[first guide\]\(\.\/guides\/first\.md\)/, 'relative links stay as written');
  assert.equal(
    JSON.parse(read(dir, '.docs-manifest.json')).baseUrl,
    '/docs/',
    'the manifest records the base for docs serve',
  );
});

test('docs mcp on a /docs/ build: search answers with URLs under the base, get_page takes them', async () => {
  const { dir } = await buildFixture('base-url-site');
  const hits = await createBuiltSearch(dir).search('sensors', 5);
  const hit = hits.find((h) => h.url.includes('second'));
  assert.is(hit?.url, '/docs/guides/second', JSON.stringify(hits));
  const pages = createBuiltPages(dir);
  const page = await pages.get(hit!.url);
  assert.ok(
    page.ok && page.route === '/guides/second' && page.markdown.includes('Sensors watch'),
    JSON.stringify(page),
  );
  const plain = await pages.get('/guides/second');
  assert.ok(plain.ok, 'a route without the base works too');
  assert.ok((await pages.get('https://fixture.example.com/docs/guides/first#details')).ok, 'a full URL of the site');
});

test('the same site with baseUrl / : every internal URL resolves, none has a double slash', async () => {
  const dir = await buildVariant('base-url-site', `baseUrl: '/'`);
  const { problems, checked } = crawl(dir, '/');
  assert.equal(problems, []);
  assert.ok(checked > 100, `checked ${checked} URLs`);
  assert.match(read(dir, 'guides/first/index.html'), /href="\/guides\/second#more"/);
});

test('complete-site under baseUrl /docs/ (API pages, tags, cards, snippets, static images) crawls clean', async () => {
  const dir = await buildVariant('complete-site', `baseUrl: '/docs/'`);
  const { problems } = crawl(dir, '/docs/');
  assert.equal(problems, []);
});

test.run();
