// cli/dev/dev-site.ts: which page edits move other pages. A body edit recompiles that page alone and reloads
// its tabs; a title edit rebuilds the route table (sidebars, breadcrumbs, cards) and reloads every tab.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applyPageChange, loadDevSite } from '../../cli/dev/dev-site.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const root = copyFixture('complete-site');
const file = join(root, 'content/docs/guides/automate/schedules.mdx');

test('a body edit is that page alone, also once discover knew the page by its stat and left it unread', async () => {
  // Twice: the second load takes unchanged pages from discover's stat cache (no `source`, a `sourceLength`).
  for (const load of ['first', 'cached']) {
    const { site } = await loadDevSite(root);
    appendFileSync(file, `\n\nA paragraph added after the ${load} load.\n`);
    const applied = await applyPageChange(site!, file, 'change');
    assert.is(applied.structural, false, load);
    assert.is(applied.route, '/guides/automate/schedules', load);
  }
});

test('a title edit moves other pages', async () => {
  const { site } = await loadDevSite(root);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Cron schedules'));
  assert.is((await applyPageChange(site!, file, 'change')).structural, true);
});

test.run();
