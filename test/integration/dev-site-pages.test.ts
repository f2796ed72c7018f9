// `docs dev` follows `src/pages/` (test/fixtures/site-pages): a page added there answers at its route, an edit
// shows, a page removed answers 404 — Markdown and React pages alike, each checked once dev has applied the
// watcher's event (its log line), never after a fixed wait.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devCommand, type DevServer } from '../../cli/commands/dev.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const root = copyFixture('site-pages');
let dev: DevServer;
const lines: string[] = [];
const waiters: { pattern: RegExp; resolve: () => void }[] = [];

function log(line: string): void {
  lines.push(line);
  for (const w of [...waiters]) if (w.pattern.test(line)) (waiters.splice(waiters.indexOf(w), 1), w.resolve());
}

/** Resolves when dev logs a line matching `pattern` (it logs each file event once applied). */
function logged(pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`never logged ${pattern}:\n${lines.join('\n')}`)), 30_000);
    waiters.push({ pattern, resolve: () => (clearTimeout(timer), resolve()) });
  });
}

/** Writes (or removes) a file of the site and waits until dev has applied the event. */
async function save(rel: string, text: string | undefined): Promise<void> {
  const event = text === undefined ? 'unlink' : '(add|change)';
  const applied = logged(new RegExp(`^  ${event} ${rel.replace(/\./g, '\\.')} \\(`));
  if (text === undefined) rmSync(join(root, rel));
  else writeFileSync(join(root, rel), text);
  await applied;
}

const get = async (route: string) => {
  const res = await fetch(dev.url + route);
  return { status: res.status, text: await res.text() };
};

test.before(async () => {
  dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log });
  await dev.ready;
});

test.after(async () => {
  await dev?.close();
});

test('a Markdown page added to src/pages answers at its route, shows its edit, and is gone once removed', async () => {
  assert.is((await get('/team')).status, 404);
  await save('src/pages/team.md', '---\ntitle: The team\n---\n\n# The team\n\nFirst words.\n');
  const added = await get('/team');
  assert.is(added.status, 200);
  assert.match(added.text, 'First words.');
  await save('src/pages/team.md', '---\ntitle: The team\n---\n\n# The team\n\nSecond words.\n');
  const edited = await get('/team');
  assert.match(edited.text, 'Second words.');
  assert.not.match(edited.text, 'First words.');
  await save('src/pages/team.md', undefined);
  assert.is((await get('/team')).status, 404);
});

test('a React page added to src/pages answers at its route, shows its edit, and is gone once removed', async () => {
  const page = (words: string) =>
    `import Layout from '@theme/Layout';\n\nexport default function Help() {\n` +
    `  return <Layout title="Help"><p>${words}</p></Layout>;\n}\n`;
  assert.is((await get('/help')).status, 404);
  await save('src/pages/help.tsx', page('React first.'));
  const added = await get('/help');
  assert.is(added.status, 200);
  assert.match(added.text, 'React first.');
  await save('src/pages/help.tsx', page('React second.'));
  assert.match((await get('/help')).text, 'React second.');
  await save('src/pages/help.tsx', undefined);
  assert.is((await get('/help')).status, 404);
});

test('an edit of the home page (src/pages/index.tsx) shows', async () => {
  const file = 'src/pages/index.tsx';
  await save(file, readFileSync(join(root, file), 'utf8').replace('Start here', 'Begin here'));
  const home = await get('/');
  assert.is(home.status, 200);
  assert.match(home.text, 'Begin here');
});

test('a Markdown page whose front matter stops reading shows its errors at its route, and comes back', async () => {
  const file = 'src/pages/about.md';
  const good = readFileSync(join(root, file), 'utf8');
  await save(file, good.replace('title: About the project', 'title: [unclosed'));
  const broken = await get('/about');
  assert.is(broken.status, 500);
  assert.match(broken.text, 'Front matter is not valid YAML');
  await save(file, good.replace('Write to us.', 'Write to us soon.'));
  const fixed = await get('/about');
  assert.is(fixed.status, 200);
  assert.match(fixed.text, 'Write to us soon.');
});

test.run();
