import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { routeToHtmlFile } from '../../shared/routes.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// Docusaurus keeps a slug as written: `slug: index` in tutorials/ is the URL /tutorials/index, and a relative
// link `./essentials/one` there means /tutorials/essentials/one (Redux's docs do this). Our route drops the
// `index`, so relative links resolve against the URL Docusaurus would have given the page (ContentFile.linkBase).

function write(root: string, rel: string, text: string): void {
  mkdirSync(join(root, 'content/docs', rel, '..'), { recursive: true });
  writeFileSync(join(root, 'content/docs', rel), text);
}

test('relative links on a page whose slug ends in index or a slash resolve as in Docusaurus', async () => {
  const root = copyFixture('md-link-resolution');
  write(root, 'tutorials/essentials/one.md', '---\ntitle: One\n---\n\nText.\n');
  write(root, 'tutorials/overview.md', '---\ntitle: Overview\nslug: index\n---\n\nStart [here](./essentials/one).\n');
  write(root, 'more/list.md', '---\ntitle: List\nslug: /more/\n---\n\nSee [the list](./list-two).\n');
  write(root, 'more/list-two.md', '---\ntitle: List two\n---\n\nText.\n');
  write(root, 'more/plain.md', '---\ntitle: Plain\n---\n\nBack to [the list](./list-two).\n');
  const out = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: out, cache: false, searchIndex: false, log: () => {} });
  const broken = report.diagnostics.filter((d) => d.ruleId === 'broken-link').map((d) => d.message);
  assert.equal(broken, [], 'no broken links');
  const html = (route: string) => readFileSync(join(out, routeToHtmlFile(route)), 'utf8');
  assert.match(html('/tutorials'), 'href="/tutorials/essentials/one"', 'slug: index → /tutorials/index as the base');
  assert.match(html('/more'), 'href="/more/list-two"', 'slug: /more/ → /more/ as the base');
  assert.match(html('/more/plain'), 'href="/more/list-two"', 'a page without a slug resolves as before');
});

test('trailingSlash: true makes every page URL end in a slash, so `../x/` from /a/b means /a/x', async () => {
  // facebook/mariana-trench links `../models/#features` from /docs/feature-descriptions under trailingSlash: true.
  const root = copyFixture('md-link-resolution');
  const siteFile = join(root, 'config/site.mjs');
  const config = readFileSync(siteFile, 'utf8');
  writeFileSync(siteFile, config.replace("externalRoutes: ['/blog/**']", '$&, trailingSlash: true'));
  write(root, 'guide/models.md', '---\ntitle: Models\n---\n\n## Features\n\nText.\n');
  write(root, 'guide/features.md', '---\ntitle: Features\n---\n\nSee [models](../models/#features).\n');
  const out = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: out, cache: false, searchIndex: false, log: () => {} });
  const broken = report.diagnostics.filter((d) => d.ruleId === 'broken-link').map((d) => d.message);
  assert.equal(broken, [], 'no broken links');
  const html = readFileSync(join(out, routeToHtmlFile('/guide/features')), 'utf8');
  assert.match(html, 'href="/guide/models#features"');
});

test("a folder's index page is at its folder with a slash, so `./x` there means a page of that folder", async () => {
  // actualbudget/docs: docs/tour/index.md links `./budget` to docs/tour/budget.md (Docusaurus's /docs/tour/).
  const root = copyFixture('md-link-resolution');
  write(root, 'tour/index.md', '---\ntitle: Tour\n---\n\nSee [the budget](./budget) and [up](../tour/budget).\n');
  write(root, 'tour/budget.md', '---\ntitle: Budget\n---\n\nText.\n');
  const out = join(tempDir(), 'build');
  const report = await buildCommand({ rootDir: root, outDir: out, cache: false, searchIndex: false, log: () => {} });
  const broken = report.diagnostics.filter((d) => d.ruleId === 'broken-link').map((d) => d.message);
  assert.equal(broken, [], 'no broken links');
  const html = readFileSync(join(out, routeToHtmlFile('/tour')), 'utf8');
  assert.match(html, 'See <a href="/tour/budget">the budget</a> and <a href="/tour/budget">up</a>');
});

test.run();
