// cli/pipeline/site.ts: the one Site of build, check and dev. Which page edits move other pages: a body edit
// recompiles that page alone and reloads its tabs; a title edit rebuilds the route table (sidebars,
// breadcrumbs, cards) and reloads every tab.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OutputTarget } from '../../cli/output/target.ts';
import { Site } from '../../cli/pipeline/site.ts';
import { runPageJobs } from '../../cli/pipeline/stages/pages.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const root = copyFixture('complete-site');
const devPlan = (rootDir: string) =>
  ({ rootDir, mode: 'development', target: { kind: 'memory', files: new Map() } }) as const;
const file = join(root, 'content/docs/guides/automate/schedules.mdx');

test('a body edit is that page alone, also once discover knew the page by its stat and left it unread', async () => {
  // Twice: the second load takes unchanged pages from discover's stat cache (no `source`, a `sourceLength`).
  for (const load of ['first', 'cached']) {
    const { site } = await Site.plan(devPlan(root));
    appendFileSync(file, `\n\nA paragraph added after the ${load} load.\n`);
    const applied = await site!.applyPage(file, 'change');
    assert.is(applied.structural, false, load);
    assert.is(applied.route, '/guides/automate/schedules', load);
  }
});

test('a title edit moves other pages', async () => {
  const { site } = await Site.plan(devPlan(root));
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Cron schedules'));
  assert.is((await site!.applyPage(file, 'change')).structural, true);
});

/** Renders `routes` of a site (default every page) into `out`: the build's page stage, into memory. */
async function render(site: Site, out: Map<string, string | Uint8Array>, routes?: string[]): Promise<void> {
  const target: OutputTarget = { kind: 'memory', files: out };
  const jobs = routes?.map((route) => site.jobs.get(route)!);
  await site.render((list) => runPageJobs(list, { ...site.shared, target }), jobs);
}

/** Every file a build of the site writes (pages, special pages, emitted files), each kept and fresh Site alike. */
async function emitAll(site: Site, out: Map<string, string | Uint8Array>): Promise<Record<string, string>> {
  const target: OutputTarget = { kind: 'memory', files: out };
  const special = await site.emitSpecial(target);
  const checked = await site.check();
  await site.emit(target, checked.value);
  assert.equal([...special.diagnostics, ...checked.diagnostics], []);
  const text = (v: string | Uint8Array) => (typeof v === 'string' ? v : Buffer.from(v).toString('base64'));
  return Object.fromEntries([...out].map(([k, v]) => [k, text(v)]).sort(([a], [b]) => a.localeCompare(b)));
}

const buildPlan = (rootDir: string) =>
  ({ rootDir, mode: 'production', target: { kind: 'memory', files: new Map() }, cache: false }) as const;

test('a Site kept through edits writes what a fresh Site of the edited files writes', async () => {
  const site = (await Site.plan(buildPlan(root))).site!;
  const out = new Map<string, string | Uint8Array>();
  await render(site, out);
  assert.ok(site.pageResults().length > 3);

  // A body edit: that page alone.
  appendFileSync(file, '\n\nA paragraph added to a kept site.\n');
  const body = await site.apply('change', file);
  assert.equal(body.redo, ['/guides/automate/schedules']);
  await render(site, out, body.redo as string[]);

  // A snippet the page includes: the pages whose dependencies list it.
  const snippet = join(root, 'content/snippets/guides/daily_schedule.py');
  const code = readFileSync(snippet, 'utf8');
  writeFileSync(snippet, code.replace('# start_schedule\n', '# start_schedule\n# a comment added to the snippet\n'));
  const included = await site.apply('change', snippet);
  assert.equal(included.redo, ['/guides/automate/schedules']);
  await render(site, out, included.redo as string[]);

  // A title edit: every page (sidebars, breadcrumbs, llms.txt).
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Timed schedules'));
  const title = await site.apply('change', file);
  assert.is(title.redo, 'all');
  await render(site, out);
  const kept = await emitAll(site, out);
  assert.match(kept['llms.txt'], 'Timed schedules');
  assert.match(kept['guides/automate/schedules.md'], 'a comment added to the snippet');

  const fresh = (await Site.plan(buildPlan(root))).site!;
  const freshOut = new Map<string, string | Uint8Array>();
  await render(fresh, freshOut);
  assert.equal(Object.keys(kept), Object.keys(await emitAll(fresh, freshOut)));
  assert.equal(kept, await emitAll(fresh, freshOut));
});

test.run();
