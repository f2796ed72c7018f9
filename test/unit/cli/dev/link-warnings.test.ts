// The dev server's link warnings (cli/dev/link-warnings.ts): the whole site checked once, then a page edit
// rechecks that page and the pages linking to it; each problem is printed once, when it first appears.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../cli/config/load.ts';
import type { Diagnostic } from '../../../../cli/diagnostics/diagnostic.ts';
import { DevLinkWarnings } from '../../../../cli/dev/link-warnings.ts';
import type { PageResult, Ref } from '../../../../cli/pipeline/types.ts';
import { buildRouteTable } from '../../../../cli/pipeline/stages/route.ts';
import { PROJECT_DIR } from '../../../../cli/util/project-dir.ts';
import { docEntry, pageResult } from '../../../helpers/link-data.ts';

const root = join(PROJECT_DIR, 'test/fixtures/complete-site');
const config = { ...(await loadConfig(root, 'development')).value!, sidebars: { docs: [] } };
const routes = buildRouteTable(config, [docEntry('a'), docEntry('b'), docEntry('c')], {}).value;
const ref = (url: string, file: string, line: number): Ref => ({
  kind: 'link',
  url,
  raw: url,
  file,
  place: { line, column: 1 },
});

function setup() {
  const pages = new Map<string, PageResult>([
    ['/a', pageResult('/a', [ref('/b#usage', '/site/a.md', 3)])],
    ['/b', pageResult('/b', [], ['usage'])],
    ['/c', pageResult('/c', [ref('/a', '/site/c.md', 5)])],
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
  pages.set('/b', pageResult('/b', [], ['other']));
  links.checkPage('/b');
  assert.equal(lastPrinted(), ['broken-anchor /site/a.md:3 warning']);
  links.checkPage('/b');
  assert.equal(lastPrinted(), [], 'not printed again');
  pages.set('/b', pageResult('/b', [], ['usage']));
  links.checkPage('/b');
  assert.equal(lastPrinted(), []);
  pages.set('/b', pageResult('/b', [], []));
  links.checkPage('/b');
  assert.equal(lastPrinted(), ['broken-anchor /site/a.md:3 warning'], 'printed again after it was fixed');
});

test("a page's own new broken link warns; problems of pages the edit does not touch are kept", () => {
  const { pages, links, lastPrinted } = setup();
  pages.set('/c', pageResult('/c', [ref('/gone', '/site/c.md', 5)]));
  links.checkAll();
  assert.equal(lastPrinted(), ['broken-link /site/c.md:5 warning']);
  pages.set('/a', pageResult('/a', [ref('/b#usage', '/site/a.md', 3), ref('/nowhere', '/site/a.md', 4)]));
  links.checkPage('/a');
  assert.equal(lastPrinted(), ['broken-link /site/a.md:4 warning'], "only the new problem; c's is still known");
  pages.set('/c', pageResult('/c', [ref('/a', '/site/c.md', 5)]));
  links.checkPage('/c');
  pages.set('/c', pageResult('/c', [ref('/gone', '/site/c.md', 5)]));
  links.checkPage('/c');
  assert.equal(lastPrinted(), ['broken-link /site/c.md:5 warning'], "c's problem went away and came back");
});

test('a page edit rechecks only that page and the pages linking to it, not the whole site', () => {
  const { pages, links, lastPrinted } = setup();
  links.checkAll();
  // c changed without being reported (as if its recheck were still to come): an edit of b does not look at c.
  pages.set('/c', pageResult('/c', [ref('/gone', '/site/c.md', 5)]));
  pages.set('/b', pageResult('/b', [], []));
  links.checkPage('/b');
  assert.equal(lastPrinted(), ['broken-anchor /site/a.md:3 warning']);
  links.checkAll();
  assert.equal(lastPrinted(), ['broken-link /site/c.md:5 warning']);
});

test.run();
