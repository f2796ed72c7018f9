// The discover stage (cli/pipeline/stages/discover.ts): ids, routes, index pages, slugs, drafts, unlisted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load.ts';
import { discoverContent, discoverFile } from '../../../../../cli/pipeline/stages/discover.ts';
import type { Diagnostic } from '../../../../../cli/diagnostics/diagnostic.ts';
import { copyFixture } from '../../../../helpers/temp-site.ts';

const root = copyFixture('complete-site');
const production = (await loadConfig(root, 'production')).value!;
const development = (await loadConfig(root, 'development')).value!;

test('ids, routes and index pages of the fixture site', () => {
  const { value, diagnostics } = discoverContent(production, false);
  assert.equal(diagnostics, []);
  const byId = Object.fromEntries(value.files.map((f) => [f.id, f]));
  assert.equal(Object.keys(byId).sort(), [
    'guides/automate/index',
    'guides/automate/schedules',
    'guides/index',
    'guides/slugged',
    'guides/unlisted-page',
    'index',
  ]);
  assert.is(byId['guides/automate/index'].route, '/guides/automate');
  assert.ok(byId['guides/automate/index'].isIndex);
  assert.is(byId.index.route, '/');
  assert.is(byId['guides/slugged'].route, '/custom/place', 'slug wins over the path');
  assert.ok(byId['guides/unlisted-page'].unlisted);
});

test('drafts are built in development only', () => {
  const ids = (config: typeof production) => discoverContent(config, false).value.files.map((f) => f.id);
  assert.not.ok(ids(production).includes('guides/automate/draft-page'));
  assert.ok(ids(development).includes('guides/automate/draft-page'));
});

test('a page without a title takes its first # heading, else its id (as Docusaurus), and builds', () => {
  const diagnostics: Diagnostic[] = [];
  writeFileSync(join(root, 'content/docs/h1.md'), '---\ndescription: D.\n---\n\n# From the heading ##\n\nText.\n');
  assert.is(discoverFile(production, 'h1.md', diagnostics)?.title, 'From the heading');
  writeFileSync(join(root, 'content/docs/none.md'), '---\ndescription: D.\n---\n\nText.\n');
  assert.is(discoverFile(production, 'none.md', diagnostics)?.title, 'none');
  writeFileSync(join(root, 'content/docs/03-numbered.md'), 'Text only, no front matter.\n');
  assert.is(discoverFile(production, '03-numbered.md', diagnostics)?.title, 'numbered');
  writeFileSync(join(root, 'content/docs/with-id.md'), '---\nid: chosen\n---\n\nText.\n');
  assert.is(discoverFile(production, 'with-id.md', diagnostics)?.title, 'chosen');
  writeFileSync(join(root, 'content/docs/fenced.md'), '```bash\n# install it\n```\n\n# Real title\n');
  assert.is(discoverFile(production, 'fenced.md', diagnostics)?.title, 'Real title', 'not a comment in code');
  assert.equal(diagnostics, []);
});

test('a `# comment` in a code block is no title: the page takes its id, or the heading after the block', () => {
  const diagnostics: Diagnostic[] = [];
  const fence = '```bash\n# install the package\npip install dagster\n```\n';
  writeFileSync(join(root, 'content/docs/code.md'), `---\ndescription: D.\n---\n\n${fence}\nText.\n`);
  assert.is(discoverFile(production, 'code.md', diagnostics)?.title, 'code');
  writeFileSync(join(root, 'content/docs/after.md'), `---\ndescription: D.\n---\n\n${fence}\n# The real title\n`);
  assert.is(discoverFile(production, 'after.md', diagnostics)?.title, 'The real title');
  assert.equal(diagnostics, []);
});

test('the fallback title is the content title (Docusaurus): a first ## heading means none; MDX is parsed', () => {
  writeFileSync(join(root, 'content/docs/h2.md'), '---\ndescription: D.\n---\n\n## Sub\n\n# Late\n');
  assert.is(discoverFile(production, 'h2.md', [])?.title, 'h2');
  writeFileSync(
    join(root, 'content/docs/mdx.mdx'),
    '---\ndescription: D.\n---\n\n<!-- a note -->\n\n# Use `dg` <Tag />\n',
  );
  assert.is(discoverFile(production, 'mdx.mdx', [])?.title, 'Use dg');
});

test("without a front matter description, the body's excerpt is the description (Docusaurus's)", () => {
  const diagnostics: Diagnostic[] = [];
  writeFileSync(join(root, 'content/docs/ex.md'), '---\ntitle: T\n---\n\n# T\n\nFirst **words** here.\n');
  const page = discoverFile(production, 'ex.md', diagnostics);
  assert.is(page?.description, 'First words here.');
  assert.ok(page?.descriptionIsExcerpt);
  writeFileSync(join(root, 'content/docs/fm.md'), '---\ntitle: T\ndescription: Own.\n---\n\nBody.\n');
  assert.is(discoverFile(production, 'fm.md', diagnostics)?.description, 'Own.');
  assert.equal(diagnostics, []);
});

test('an unknown front matter key is a warning placed on its line', () => {
  const diagnostics: Diagnostic[] = [];
  writeFileSync(join(root, 'content/docs/k.md'), '---\ntitle: T\ndescription: D.\nsidebar_lable: typo\n---\n\nText.\n');
  assert.ok(discoverFile(production, 'k.md', diagnostics));
  assert.equal(
    diagnostics.map((d) => [d.ruleId, d.place]),
    [['unknown-frontmatter-key', { line: 4, column: 1 }]],
  );
});

test('a _category_ problem is placed at its key by path: a nested `label` is not the top-level one', async () => {
  const site = copyFixture('complete-site');
  mkdirSync(join(site, 'content/docs/cat'), { recursive: true });
  writeFileSync(join(site, 'content/docs/cat/page.md'), '---\ntitle: P\ndescription: D.\n---\n\nText.\n');
  const yml = 'label: Top\n# label: in a comment\nlink:\n  type: generated-index\n  label: Nested\n';
  writeFileSync(join(site, 'content/docs/cat/_category_.yml'), yml);
  const config = (await loadConfig(site, 'production')).value!;
  const issues = discoverContent(config, false).diagnostics.filter((d) => d.ruleId === 'invalid-category');
  assert.equal(
    issues.map((d) => [d.message, d.place]),
    [['Unknown key `link.label` in _category_.yml', { line: 5, column: 3 }]],
  );
});

test.run();
