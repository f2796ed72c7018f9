// `docs dev` follows the files as they are, whatever happens to them: an edit saved at any moment after it
// answers (also before its watcher's first scan is done), a symlink loop (a warning, as `docs check` gives),
// the docs folder moved away and back, a static folder linked out of the site (refused as the build refuses
// it), a new page whose front matter does not read (its errors at the route discover gives its path).
import { appendFileSync, mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devCommand, type DevServer } from '../../cli/commands/dev.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const ROUTE = '/guides/automate/schedules';
const FILE = 'content/docs/guides/automate/schedules.mdx';

/** Polls until `check` holds (a change is picked up within a second; the bound is only there to end a failure). */
async function eventually(what: string, check: () => Promise<boolean>, limitMs = 15_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) assert.unreachable(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pageHas = (dev: DevServer, route: string, text: string) => async () => {
  const res = await fetch(dev.url + route);
  return res.status === 200 && (await res.text()).includes(text);
};

test('an edit saved as soon as dev answers its first request (before its watcher scanned the site)', async () => {
  const root = copyFixture('complete-site');
  let first: Promise<void> | undefined;
  const dev = await devCommand({
    rootDir: root,
    port: 0,
    host: '127.0.0.1',
    log: () => {},
    onListening: (url) =>
      (first = fetch(url + ROUTE).then(async (res) => {
        assert.is(res.status, 200);
        await res.text();
        appendFileSync(join(root, FILE), '\n\nA sentence saved at once.\n');
      })),
  });
  try {
    await first;
    await eventually('the edit is served', pageHas(dev, ROUTE, 'A sentence saved at once.'));
  } finally {
    await dev.close();
  }
});

test('a static folder linked out of the site: refused as the build refuses it, its error in the terminal', async () => {
  const root = copyFixture('complete-site');
  const outside = tempDir('docs-outside-static-');
  writeFileSync(join(outside, 'secret.txt'), 'SECRET');
  renameSync(join(root, 'static'), join(root, 'static-old'));
  symlinkSync(outside, join(root, 'static'));
  const lines: string[] = [];
  const dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: (l) => lines.push(l) });
  try {
    const res = await fetch(dev.url + '/secret.txt');
    assert.is(res.status, 404);
    assert.not.match(await res.text(), 'SECRET');
    assert.match(lines.join('\n'), /static-symlink/);
    assert.match(lines.join('\n'), /points outside the site folder/);
  } finally {
    await dev.close();
  }
});

/** Runs `body` against a fresh dev of the complete site, with what it logged. */
async function withDev(body: (dev: DevServer, root: string, lines: string[]) => Promise<void>): Promise<void> {
  const root = copyFixture('complete-site');
  const lines: string[] = [];
  const dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: (l) => lines.push(l) });
  try {
    await dev.ready;
    await body(dev, root, lines);
  } finally {
    await dev.close();
  }
}

test('the docs folder moved away (a branch switch) and back: its pages are served and followed again', () =>
  withDev(async (dev, root) => {
    renameSync(join(root, 'content/docs'), join(root, 'content/docs-away'));
    await eventually('the page is gone', async () => (await fetch(dev.url + ROUTE)).status === 404, 60_000);
    renameSync(join(root, 'content/docs-away'), join(root, 'content/docs'));
    await eventually('the page is back', async () => (await fetch(dev.url + ROUTE)).status === 200);
    appendFileSync(join(root, FILE), '\n\nAfter the move.\n');
    await eventually('edits are seen again', pageHas(dev, ROUTE, 'After the move.'));
  }));

test('a new page with a number prefix whose front matter does not read: its errors at the route discover gives', () =>
  withDev(async (dev, root) => {
    writeFileSync(join(root, 'content/docs/guides/03-broken.md'), '---\ntitle: [unclosed\n---\n\nBody.\n');
    await eventually('the errors are shown at /guides/broken', async () => {
      const res = await fetch(dev.url + '/guides/broken');
      return res.status === 500 && (await res.text()).includes('Front matter is not valid YAML');
    });
  }));

test('a link to nothing and a folder named like a page, added while dev runs: reported as `docs check` does', () =>
  withDev(async (_dev, root, lines) => {
    symlinkSync('nowhere.md', join(root, 'content/docs/gone.md'));
    mkdirSync(join(root, 'content/docs/folder.md'));
    await eventually('both are reported', async () =>
      /broken-symlink[^]*not-a-page|not-a-page[^]*broken-symlink/.test(lines.join('\n')),
    );
    assert.match(lines.join('\n'), /content\/docs\/gone\.md .*warning.*points to `nowhere\.md`/);
  }));

test('pathological front matter in a page added while dev runs: an error at its route, never a stack trace', () =>
  withDev(async (dev, root, lines) => {
    // Aliases that expand past the YAML parser's guard (it throws), and flow nesting that takes it seconds.
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: &a${i} [${i ? Array(10).fill(`*a${i - 1}`) : 1}]`);
    writeFileSync(join(root, 'content/docs/guides/laughs.md'), `---\ntitle: x\n${aliases.join('\n')}\n---\n\nBody.\n`);
    writeFileSync(join(root, 'content/docs/guides/deep.md'), `---\ntitle: x\na: ${'['.repeat(20000)}\n---\n`);
    for (const route of ['/guides/laughs', '/guides/deep'])
      await eventually(`the error is shown at ${route}`, async () => {
        const res = await fetch(dev.url + route);
        return res.status === 500 && (await res.text()).includes('invalid-frontmatter');
      });
    assert.is((await fetch(dev.url + ROUTE)).status, 200);
    assert.not.match(lines.join('\n'), /dev: |\n\s+at /);
  }));

// Last: before the fix, the loop ended the process.
test('a symlink loop under content/docs, content/snippets or static/ is a warning, and dev goes on', () =>
  withDev(async (dev, root, lines) => {
    for (const dir of ['content/docs', 'content/snippets', 'static']) {
      symlinkSync('loop-b', join(root, dir, 'loop-a'));
      symlinkSync('loop-a', join(root, dir, 'loop-b'));
    }
    await eventually('the loops are reported', async () => lines.join('\n').includes('symlink-loop'));
    appendFileSync(join(root, FILE), '\n\nAfter the loops.\n');
    await eventually('dev is up and sees edits', pageHas(dev, ROUTE, 'After the loops.'));
    assert.match(lines.join('\n'), /content\/docs\/loop-a .*warning.*symlink-loop/);
  }));

test.run();
