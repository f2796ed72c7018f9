// The dev server's link warnings (cli/dev/link-warnings.ts): the whole site checked once, then a page edit
// rechecks that page and the pages linking to it; each problem is printed once, when it first appears.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../cli/config/load.ts';
import type { Diagnostic } from '../../cli/diagnostics/diagnostic.ts';
import { DevLinkWarnings } from '../../cli/dev/link-warnings.ts';
import type { Ref } from '../../cli/mdx/state.ts';
import type { PageResult } from '../../cli/pipeline/page/page-job.ts';
import { buildRouteTable } from '../../cli/pipeline/stages/route.ts';
import type { DocEntry } from '../../cli/pipeline/types.ts';
import { PROJECT_DIR } from '../../cli/util/project-dir.ts';

const root = join(PROJECT_DIR, 'test/fixtures/complete-site');
const config = { ...(await loadConfig(root, 'development')).value!, sidebars: { docs: [] } };
const doc = (id: string): DocEntry => ({
  id,
  kind: 'mdx',
  route: '/' + id,
  title: id,
  description: 'D.',
  unlisted: false,
  draft: false,
  tags: [],
  keywords: [],
  dir: '',
  name: id,
  isIndex: false,
  sourcePath: `/site/${id}.md`,
  hash: id,
});
const routes = buildRouteTable(config, [doc('a'), doc('b'), doc('c')], {}).value;
const ref = (url: string, file: string, line: number): Ref => ({
  kind: 'link',
  url,
  raw: url,
  file,
  place: { line, column: 1 },
});
const page = (path: string, refs: Ref[], anchors: string[] = []): PageResult => ({
  path,
  docId: path.slice(1),
  title: path,
  anchors,
  refs,
  assets: [],
  searchable: true,
  unlisted: false,
  diagnostics: [],
  renderKey: '',
  deps: [],
});

function setup() {
  const pages = new Map<string, PageResult>([
    ['/a', page('/a', [ref('/b#usage', '/site/a.md', 3)])],
    ['/b', page('/b', [], ['usage'])],
    ['/c', page('/c', [ref('/a', '/site/c.md', 5)])],
  ]);
  const printed: Diagnostic[][] = [];
  const links = new DevLinkWarnings(
    () => ({ config, routes }),
    pages,
    (d) => printed.push(d),
  );
  const lastPrinted = () => (printed.at(-1) ?? []).map((d) => `${d.ruleId} ${d.file}:${d.place?.line} ${d.severity}`);
  return { pages, links, lastPrinted };
}

test('an anchor removed from a page warns at the link in the page pointing at it, once', () => {
  const { pages, links, lastPrinted } = setup();
  links.checkAll();
  assert.equal(lastPrinted(), []);
  pages.set('/b', page('/b', [], ['other']));
  links.checkPage('/b');
  assert.equal(lastPrinted(), ['broken-anchor /site/a.md:3 warning']);
  links.checkPage('/b');
  assert.equal(lastPrinted(), [], 'not printed again');
  pages.set('/b', page('/b', [], ['usage']));
  links.checkPage('/b');
  assert.equal(lastPrinted(), []);
  pages.set('/b', page('/b', [], []));
  links.checkPage('/b');
  assert.equal(lastPrinted(), ['broken-anchor /site/a.md:3 warning'], 'printed again after it was fixed');
});

test("a page's own new broken link warns; problems of pages the edit does not touch are kept", () => {
  const { pages, links, lastPrinted } = setup();
  pages.set('/c', page('/c', [ref('/gone', '/site/c.md', 5)]));
  links.checkAll();
  assert.equal(lastPrinted(), ['broken-link /site/c.md:5 warning']);
  pages.set('/a', page('/a', [ref('/b#usage', '/site/a.md', 3), ref('/nowhere', '/site/a.md', 4)]));
  links.checkPage('/a');
  assert.equal(lastPrinted(), ['broken-link /site/a.md:4 warning'], "only the new problem; c's is still known");
  pages.set('/c', page('/c', [ref('/a', '/site/c.md', 5)]));
  links.checkPage('/c');
  pages.set('/c', page('/c', [ref('/gone', '/site/c.md', 5)]));
  links.checkPage('/c');
  assert.equal(lastPrinted(), ['broken-link /site/c.md:5 warning'], "c's problem went away and came back");
});

test('a page edit rechecks only that page and the pages linking to it, not the whole site', () => {
  const { pages, links, lastPrinted } = setup();
  links.checkAll();
  // c changed without being reported (as if its recheck were still to come): an edit of b does not look at c.
  pages.set('/c', page('/c', [ref('/gone', '/site/c.md', 5)]));
  pages.set('/b', page('/b', [], []));
  links.checkPage('/b');
  assert.equal(lastPrinted(), ['broken-anchor /site/a.md:3 warning']);
  links.checkAll();
  assert.equal(lastPrinted(), ['broken-link /site/c.md:5 warning']);
});

test.run();
