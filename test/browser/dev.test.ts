import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../cli/commands/build.ts';
import { devCommand, type DevServer } from '../../cli/commands/dev.ts';
import { DEV_CLIENT_TAG } from '../../cli/dev/overlay.ts';
import { closeBrowser, launchBrowser } from '../helpers/browser.ts';
import { copyFixture } from '../helpers/temp-site.ts';

// `docs dev` on a writable copy of the complete-site fixture, edited while a real browser watches.
const root = copyFixture('complete-site');
const logs: string[] = [];
const logWaiters = new Set<() => void>();
let dev: DevServer;
const page = (rel: string) => join(root, 'content/docs', rel);

/** Resolves once a line logged at or after index `from` matches: dev logs `  <kind> <file> (N ms)` per change. */
function logged(from: number, match: (line: string) => boolean, timeout = 15_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const i = logs.findIndex((l, n) => n >= from && match(l));
      if (i < 0) return;
      logWaiters.delete(check);
      clearTimeout(timer);
      resolve(i);
    };
    const timer = setTimeout(() => {
      logWaiters.delete(check);
      reject(new Error(`no log line matched after ${timeout} ms; last lines:\n${logs.slice(from).join('\n')}`));
    }, timeout);
    logWaiters.add(check);
    check();
  });
}
const changed = (from: number, kind: string, rel: string) =>
  logged(from, (l) => l.startsWith(`  ${kind} content/docs/${rel} (`));
/**
 * Writes a page (or deletes it, without `text`) and waits until the dev server has handled the change.
 * Returns where its log lines start and the index of the line that said it was handled.
 */
async function changePage(kind: 'add' | 'change' | 'unlink', rel: string, text?: string) {
  const from = logs.length;
  if (text === undefined) rmSync(page(rel));
  else writeFileSync(page(rel), text);
  return { from, done: await changed(from, kind, rel) };
}

test.before(async () => {
  dev = await devCommand({
    rootDir: root,
    port: 0,
    host: '127.0.0.1',
    log: (l) => {
      logs.push(l);
      for (const wake of [...logWaiters]) wake();
    },
  });
  await dev.ready;
});

test('dev serves the same HTML as the production build (apart from the live-reload client)', async () => {
  const out = join(root, 'build');
  const report = await buildCommand({ rootDir: root, outDir: out, cache: true, searchIndex: false, log: () => {} });
  assert.ok(report.ok);
  for (const [route, file] of [
    ['/guides/automate/schedules', 'guides/automate/schedules/index.html'],
    ['/', 'index.html'],
    ['/api/schedules', 'api/schedules/index.html'],
    ['/tags', 'tags/index.html'],
  ]) {
    const served = await (await fetch(dev.url + route)).text();
    assert.is(served.replace(DEV_CLIENT_TAG, ''), readFileSync(join(out, file), 'utf8'), route);
  }
  rmSync(out, { recursive: true });
});

test('an edit shows without a manual reload, and only tabs on that page reload', async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext();
  const edited = await context.newPage();
  const other = await context.newPage();
  await edited.goto(`${dev.url}/guides/automate/schedules`);
  await other.goto(`${dev.url}/`);
  await other.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await edited.locator('html[data-docs-dev=connected]').waitFor();
  const file = page('guides/automate/schedules.mdx');
  writeFileSync(file, readFileSync(file, 'utf8') + '\n\nFreshly edited paragraph.\n');
  await edited.getByText('Freshly edited paragraph.').waitFor({ timeout: 10_000 });
  assert.is(
    await other.evaluate(() => (window as unknown as { marker?: number }).marker),
    42,
    'the other tab was not reloaded',
  );
  await context.close();
});

test('live reload keeps working after client-side navigations', async () => {
  const browser = await launchBrowser();
  const tab = await browser.newPage();
  await tab.goto(`${dev.url}/guides/automate/schedules`);
  await tab.locator('html[data-docs-dev=connected]').waitFor();
  await tab.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  // A client-side navigation (the router swaps the content; the window and its event stream stay).
  const navigated = tab.evaluate(
    () => new Promise((resolve) => window.addEventListener('docs:route-updated', resolve, { once: true })),
  );
  await tab.locator('.sidebar a[href="/custom/place"]').click();
  await navigated;
  assert.is(
    await tab.evaluate(() => (window as unknown as { marker?: number }).marker),
    7,
    'navigated without a page load',
  );
  const file = page('guides/slugged.md');
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, good + '\n\nEdited after navigating.\n');
  await tab.getByText('Edited after navigating.').waitFor({ timeout: 10_000 });
  writeFileSync(file, good);
  await tab.close();
});

test('broken MDX shows an overlay with file:line:col; fixing the file brings the page back', async () => {
  const browser = await launchBrowser();
  const tab = await browser.newPage();
  const file = page('guides/automate/schedules.mdx');
  const good = readFileSync(file, 'utf8');
  await tab.goto(`${dev.url}/guides/automate/schedules`);
  await tab.locator('html[data-docs-dev=connected]').waitFor();
  writeFileSync(file, good + '\n\nThis is <broken\n');
  await tab.locator('.docs-error-overlay').waitFor({ timeout: 10_000 });
  assert.match(
    await tab.locator('.docs-error-overlay pre').innerText(),
    /content\/docs\/guides\/automate\/schedules\.mdx:\d+:\d+ {2}error Cannot compile/,
  );
  assert.ok(
    logs.some((l) => l.includes('schedules.mdx') && l.includes('Cannot compile')),
    'the terminal shows the error too',
  );
  await tab.locator('html[data-docs-dev=connected]').waitFor();
  writeFileSync(file, good);
  await tab.locator('h1', { hasText: 'Schedules' }).waitFor({ timeout: 10_000 });
  await tab.close();
});

test('a new file becomes a page and joins the sidebar; a deleted page becomes the 404 page', async () => {
  const browser = await launchBrowser();
  const tab = await browser.newPage();
  const from = logs.length;
  writeFileSync(
    page('guides/new-page.md'),
    '---\ntitle: Brand new\ndescription: Added while dev runs.\n---\n\nHello from a new file.\n',
  );
  await changed(from, 'add', 'guides/new-page.md'); // the route table has the page
  await tab.goto(`${dev.url}/guides/automate/schedules`);
  await tab.locator('.sidebar a[href="/guides/new-page"]').click();
  await tab.getByText('Hello from a new file.').waitFor();
  await tab.locator('html[data-docs-dev=connected]').waitFor();
  // Removing the page is a structural change: every tab reloads itself, this one into the 404 page.
  const reloaded = tab.waitForResponse(
    (r) => r.url() === `${dev.url}/guides/new-page` && r.request().isNavigationRequest(),
  );
  rmSync(page('guides/new-page.md'));
  assert.is((await reloaded).status(), 404);
  await tab.waitForLoadState();
  assert.is(await tab.locator('h1').innerText(), 'Page not found');
  await tab.close();
});

test('search works in dev: a Pagefind index is built in memory after start-up', async () => {
  let entry: Response | undefined;
  for (let i = 0; i < 100 && entry?.status !== 200; i++) {
    entry = await fetch(`${dev.url}/pagefind/pagefind-entry.json`);
    if (entry.status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  assert.is(entry!.status, 200);
  const { languages } = (await entry!.json()) as { languages: Record<string, { page_count: number }> };
  assert.ok(languages.en.page_count >= 5, 'the searchable pages are indexed');

  // API symbols are records of their own in dev too.
  const browser = await launchBrowser();
  const tab = await browser.newPage();
  await tab.goto(`${dev.url}/guides/automate/schedules`);
  await tab.keyboard.press('/');
  await tab.locator('.search-modal-input').fill('ScheduleDefinition');
  const first = tab.locator('.search-result > a').first();
  await first.waitFor();
  assert.is(await first.getAttribute('href'), '/api/schedules#dagster.ScheduleDefinition');
  await tab.close();
});

test('draft pages are served in dev (and only there)', async () => {
  const res = await fetch(`${dev.url}/guides/automate/draft-page`);
  assert.is(res.status, 200);
  assert.match(await res.text(), 'Draft text.');
});

test('a broken link is a warning in dev, printed once per change, and the page still renders', async () => {
  const file = page('guides/slugged.md');
  const good = readFileSync(file, 'utf8');
  const before = logs.length;
  writeFileSync(file, good + '\nSee [nowhere](/no/such/route).\n');
  const warned = () => logs.filter((l) => l.includes('warning Broken link `/no/such/route`')).length;
  await logged(before, (l) => l.includes('warning Broken link `/no/such/route`'));
  assert.is(warned(), 1);
  assert.is((await fetch(`${dev.url}/custom/place`)).status, 200);
  const from = logs.length;
  writeFileSync(file, good + '\nSee [nowhere](/no/such/route).\n\nA second edit below the broken link.\n');
  await changed(from, 'change', 'guides/slugged.md'); // the change is handled, links checked again
  assert.is(warned(), 1, 'not repeated while unchanged');
  writeFileSync(file, good);
});

test('a front-matter error shows the overlay at file:line:col, not a 404; fixing it brings the page back', async () => {
  const browser = await launchBrowser();
  const tab = await browser.newPage();
  const file = page('guides/automate/schedules.mdx');
  const good = readFileSync(file, 'utf8');
  await tab.goto(`${dev.url}/guides/automate/schedules`);
  await tab.locator('html[data-docs-dev=connected]').waitFor();
  const from = logs.length;
  writeFileSync(file, good.replace('sidebar_position: 1\n', 'sidebar_position: 1\nkeywords: [a, b\n'));
  await tab.locator('.docs-error-overlay').waitFor({ timeout: 10_000 });
  const overlay = await tab.locator('.docs-error-overlay pre').innerText();
  assert.match(
    overlay,
    /content\/docs\/guides\/automate\/schedules\.mdx:\d+:\d+ {2}error Front matter is not valid YAML/,
  );
  assert.is((await fetch(`${dev.url}/guides/automate/schedules`)).status, 500, 'the overlay, not the 404 page');
  assert.ok(
    logs.slice(from).some((l) => l.includes('schedules.mdx') && l.includes('Front matter is not valid YAML')),
    'the terminal shows it',
  );
  await tab.locator('html[data-docs-dev=connected]').waitFor();
  writeFileSync(file, good);
  await tab.locator('h1', { hasText: 'Schedules' }).waitFor({ timeout: 10_000 });
  await tab.close();
});

test('deleting a linked page leaves the linking page served (a warning, not a 500)', async () => {
  await changePage('add', 'guides/target.md', '---\ntitle: Target\ndescription: Linked to.\n---\n\nTarget text.\n');
  await changePage(
    'add',
    'guides/linker.md',
    '---\ntitle: Linker\ndescription: Links.\n---\n\nSee [the target](./target.md).\n',
  );
  assert.is((await fetch(`${dev.url}/guides/linker`)).status, 200);
  const { from } = await changePage('unlink', 'guides/target.md');
  const res = await fetch(`${dev.url}/guides/linker`);
  assert.is(res.status, 200, 'still the page, not an error overlay');
  assert.match(await res.text(), 'See');
  assert.ok(
    logs.slice(from).some((l) => l.includes('guides/linker.md') && l.includes('warning')),
    'the broken link is a warning',
  );
  rmSync(page('guides/linker.md'));
});

test('link warnings never name a deleted page', async () => {
  await changePage(
    'add',
    'guides/target2.md',
    '---\ntitle: Target two\ndescription: Linked to.\n---\n\nTarget text.\n',
  );
  await changePage(
    'add',
    'guides/linker2.md',
    '---\ntitle: Linker two\ndescription: Links.\n---\n\nSee [the target](/guides/target2).\n',
  );
  assert.is((await fetch(`${dev.url}/guides/linker2`)).status, 200); // compiled: its links are known
  await changePage('unlink', 'guides/linker2.md');
  const { from, done } = await changePage('unlink', 'guides/target2.md');
  const named = logs.slice(from, done + 1).filter((l) => l.includes('linker2.md'));
  assert.equal(named, [], 'no warning about the deleted linker2.md');
});

test.after(async () => {
  await dev.close();
  await closeBrowser();
});

test.run();
