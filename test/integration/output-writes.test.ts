import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { OutputPathError } from '../../cli/output/output-path.ts';
import { copyOutputFile, linkOutputFile, writeOutputFile } from '../../cli/output/write.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { diagnosticLines, tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// What the build writes into its output (issue 11, items 2, 4, 5, 12 and 16): never into a file shared
// with the live output, never outside the output, static files as content and not links, and listings
// that stay valid whatever a page file is called.

const build = (rootDir: string, outDir = join(rootDir, 'build')) =>
  buildCommand({ rootDir, outDir, cache: true, searchIndex: false, threads: 1, log: () => {} });
const check = (rootDir: string) => runPipeline({ rootDir, mode: 'production', target: { kind: 'none' }, cache: false });
const page = (title: string, body: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\n${body}\n`;

test('the writers never write into an existing file: a hard link to it keeps its content', () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'live.html'), 'live');
  mkdirSync(join(dir, 'out'));
  linkOutputFile(join(dir, 'out'), 'a.html', join(dir, 'live.html'));
  writeOutputFile(join(dir, 'out'), 'a.html', 'new a');
  linkOutputFile(join(dir, 'out'), 'b.html', join(dir, 'live.html'));
  writeFileSync(join(dir, 'other.html'), 'other');
  copyOutputFile(join(dir, 'out'), 'b.html', join(dir, 'other.html'));
  linkOutputFile(join(dir, 'out'), 'c.html', join(dir, 'live.html'));
  linkOutputFile(join(dir, 'out'), 'c.html', join(dir, 'other.html'));
  assert.is(readFileSync(join(dir, 'live.html'), 'utf8'), 'live');
  assert.equal(
    ['a', 'b', 'c'].map((n) => readFileSync(join(dir, `out/${n}.html`), 'utf8')),
    ['new a', 'other', 'other'],
  );
});

test('every writer refuses a path outside the output folder', () => {
  const dir = join(tempDir(), 'out');
  for (const rel of ['../x.html', 'tags/../../x.html', '/etc/x', '', '.']) {
    assert.throws(
      () => writeOutputFile(dir, rel, 'x'),
      (e: unknown) => e instanceof OutputPathError,
      rel,
    );
    assert.throws(
      () => copyOutputFile(dir, rel, import.meta.filename),
      (e: unknown) => e instanceof OutputPathError,
      rel,
    );
    assert.throws(
      () => linkOutputFile(dir, rel, import.meta.filename),
      (e: unknown) => e instanceof OutputPathError,
      rel,
    );
  }
  assert.not.ok(existsSync(join(dir, '../x.html')));
});

test('a failed build leaves the live output as it was, also where a doc claims a generated route', async () => {
  const root = copyFixture('complete-site');
  const out = join(root, 'build');
  writeFileSync(join(root, 'content/docs/my-tags.md'), page('My tags', 'Mine.', 'slug: /tags\n'));
  assert.ok((await build(root)).ok);
  const live = ['tags/index.html', 'index.html', 'custom/place/index.html'].map((f) =>
    readFileSync(join(out, f), 'utf8'),
  );
  // The next build reuses the unchanged pages (hard links), renders a different tag index, then fails.
  const slugged = join(root, 'content/docs/guides/slugged.md');
  const source = readFileSync(slugged, 'utf8').replace('slug: /custom/place', 'slug: /custom/place\ntags: [etl]');
  writeFileSync(slugged, source + '\nSee [nothing](/nowhere).\n');
  const failed = await build(root);
  assert.not.ok(failed.ok);
  assert.equal(
    ['tags/index.html', 'index.html', 'custom/place/index.html'].map((f) => readFileSync(join(out, f), 'utf8')),
    live,
  );
});

test('a tag permalink with `..` is an error in tags.yml and nothing is written outside the output', async () => {
  const root = copyFixture('tag-permalink-escape');
  const report = await build(root);
  assert.not.ok(report.ok);
  assert.equal(
    diagnosticLines(report.diagnostics, root).filter((l) => l.includes('[output-path]')),
    [
      'config/tags.yml:6:14  error Tag `escaped` has permalink `/../../escaped`, ' +
        'which leads outside the output folder  [output-path]',
    ],
  );
  assert.not.ok(existsSync(join(root, 'escaped')));
  assert.not.ok(existsSync(join(root, '../escaped')));
});

test('static/robots.txt, sitemap.xml and llms.txt replace the generated ones', async () => {
  const root = copyFixture('complete-site');
  writeFileSync(join(root, 'static/robots.txt'), 'User-agent: *\nDisallow: /private\n');
  writeFileSync(join(root, 'static/llms.txt'), '# My own\n');
  assert.ok((await build(root)).ok);
  assert.is(readFileSync(join(root, 'build/robots.txt'), 'utf8'), 'User-agent: *\nDisallow: /private\n');
  assert.is(readFileSync(join(root, 'build/llms.txt'), 'utf8'), '# My own\n');
  assert.match(readFileSync(join(root, 'build/sitemap.xml'), 'utf8'), '<urlset', 'the sitemap is still generated');
});

test('symlinks in static/ are copied as their content when they point inside the site', async () => {
  const root = copyFixture('complete-site');
  mkdirSync(join(root, 'shared/deep'), { recursive: true });
  writeFileSync(join(root, 'shared/deep/logo.txt'), 'logo');
  renameSync(join(root, 'static'), join(root, 'site-static'));
  symlinkSync('site-static', join(root, 'static')); // static/ itself is a link
  symlinkSync('../shared', join(root, 'site-static/shared'));
  symlinkSync(join(root, 'content/docs/index.md'), join(root, 'site-static/home.md')); // absolute, but inside
  assert.ok((await build(root)).ok);
  for (const f of ['images/pipeline.svg', 'shared/deep/logo.txt', 'home.md']) {
    const stat = lstatSync(join(root, 'build', f));
    assert.ok(stat.isFile() && !stat.isSymbolicLink(), `${f} is a file`);
  }
  assert.is(readFileSync(join(root, 'build/shared/deep/logo.txt'), 'utf8'), 'logo');
});

test('a symlink in static/ pointing outside the site is an error naming the link, in check and build', async () => {
  const root = copyFixture('complete-site');
  const outside = tempDir();
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  symlinkSync(join(outside, 'secret.txt'), join(root, 'static/secret.txt'));
  symlinkSync(outside, join(root, 'static/elsewhere'));
  const refused = (link: string, to: string) =>
    `static/${link}  error Symbolic link \`static/${link}\` points outside the site folder (to \`${to}\`); ` +
    'it is not copied  [static-symlink]';
  const expected = [refused('elsewhere', outside), refused('secret.txt', join(outside, 'secret.txt'))];
  assert.equal(diagnosticLines((await check(root)).diagnostics, root), expected);
  const report = await build(root);
  assert.equal(diagnosticLines(report.diagnostics, root), expected);
  assert.not.ok(existsSync(join(root, 'build')));
});

test('a static/ folder that is a link to outside the site is refused', async () => {
  const root = copyFixture('complete-site');
  const outside = tempDir();
  renameSync(join(root, 'static'), join(outside, 'static'));
  symlinkSync(join(outside, 'static'), join(root, 'static'));
  const lines = diagnosticLines((await check(root)).diagnostics, root);
  assert.is(lines.length, 1, lines.join('\n'));
  assert.match(lines[0], /^static {2}error Symbolic link `static` points outside the site folder/);
});

test('sitemap.xml and llms.txt escape page routes (`q&a`, spaces, brackets)', async () => {
  const root = copyFixture('complete-site');
  writeFileSync(join(root, 'content/docs/guides/q&a.md'), page('Q&A [faq]', 'Questions.'));
  writeFileSync(join(root, 'content/docs/guides/a b (c).md'), page('Spaced', 'Spaces.'));
  const report = await build(root);
  assert.ok(report.ok, diagnosticLines(report.diagnostics, root).join('\n'));
  const sitemap = readFileSync(join(root, 'build/sitemap.xml'), 'utf8');
  assert.match(sitemap, '<loc>https://fixture.example.com/guides/q&amp;a</loc>');
  assert.match(sitemap, '<loc>https://fixture.example.com/guides/a%20b%20(c)</loc>');
  assert.not.match(sitemap, /&(?!(amp|lt|gt|quot|apos);)/, 'no bare `&` in the XML');
  const llms = readFileSync(join(root, 'build/llms.txt'), 'utf8');
  assert.match(llms, '- [Q&A \\[faq\\]](https://fixture.example.com/guides/q&a.md)');
  assert.match(llms, '(https://fixture.example.com/guides/a%20b%20%28c%29.md)');
});

test.run();
