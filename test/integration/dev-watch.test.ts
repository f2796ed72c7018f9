// `docs dev` follows the files as they are, whatever happens to them: an edit saved at any moment after it
// answers (also before its watcher's first scan is done), a symlink loop (a warning, as `docs check` gives),
// the docs folder moved away and back, a static folder linked out of the site (refused as the build refuses
// it), a new page whose front matter does not read (its errors at the route discover gives its path).
import { appendFileSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
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

test('a page renamed away and back in bursts by another process: dev ends serving what is on disk', async () => {
  // Events are applied after they happen: a page read just when its file was away was dropped though it came
  // back (its route 404), or kept under the name it had for a moment (a ghost route), until the next save.
  const root = copyFixture('complete-site');
  const dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: () => {} });
  const status = async (route: string) => (await fetch(dev.url + route)).status;
  const renames = (count: number, end = '') =>
    new Promise<void>((resolve, reject) => {
      const script = `for i in $(seq 1 ${count}); do mv "$1" "$2"; mv "$2" "$1"; done; ${end}`;
      const child = spawn('sh', ['-c', script, 'sh', join(root, FILE), join(root, FILE.replace('schedules', 'moved'))]);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`sh exited ${code}`))));
    });
  const moved = ROUTE.replace('schedules', 'moved');
  /** Holds for ten polls in a row (a second and more): what dev serves once the burst has been applied. */
  const steadily = (what: string, check: () => Promise<boolean>) => {
    let streak = 0;
    return eventually(what, async () => ((await check()) ? ++streak : (streak = 0)) >= 10);
  };
  try {
    for (let trial = 0; trial < 6; trial++) {
      await renames(20);
      await steadily(`trial ${trial}: the page is served and no ghost`, async () => {
        return (await status(ROUTE)) === 200 && (await status(moved)) === 404;
      });
    }
    await renames(10, 'mv "$1" "$2"'); // the burst ends with the file under its other name
    await steadily('the page is served under its new name only', async () => {
      return (await status(moved)) === 200 && (await status(ROUTE)) === 404;
    });
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

/** What a running dev tells the test: each line it logs and each reload it sends. */
class DevEvents {
  readonly lines: string[] = [];
  private listeners = new Set<() => void>();
  log = (line: string) => {
    this.lines.push(line);
    this.emit();
  };
  emit = () => {
    for (const listener of this.listeners) listener();
  };
  /**
   * Resolves once `check` holds, looking again after each line dev logs and each reload it sends: a change is
   * done when dev says so, however loaded the machine. A look every second besides covers a state dev reaches
   * after its last message (a 404 once the folder's last file is dropped); the bound only ends a failure.
   */
  until(what: string, check: () => Promise<boolean> | boolean, limitMs = 120_000): Promise<void> {
    return new Promise((resolve, reject) => {
      let running = false;
      let again = false;
      const done = (error?: Error) => {
        this.listeners.delete(look);
        clearTimeout(bound);
        clearInterval(backstop);
        if (error) reject(error);
        else resolve();
      };
      const bound = setTimeout(() => done(new Error(`never happened: ${what}`)), limitMs);
      const look = async () => {
        if (running) return void (again = true);
        running = true;
        do {
          again = false;
          if (await Promise.resolve(check()).catch(() => false)) return done();
        } while (again);
        running = false;
      };
      this.listeners.add(look);
      const backstop = setInterval(() => void look(), 1000);
      void look();
    });
  }
}

/** Runs `body` against a fresh dev of the complete site, with what it logged. */
async function withDev(
  body: (dev: DevServer, root: string, lines: string[], events: DevEvents) => Promise<void>,
): Promise<void> {
  const root = copyFixture('complete-site');
  const events = new DevEvents();
  const dev = await devCommand({ rootDir: root, port: 0, host: '127.0.0.1', log: events.log });
  dev.onReload = events.emit;
  try {
    await dev.ready;
    await body(dev, root, events.lines, events);
  } finally {
    await dev.close();
  }
}

/** The status of a route; the body is read, or its connection would stay open until garbage collection. */
const status = async (dev: DevServer, route: string) => {
  const res = await fetch(dev.url + route);
  await res.arrayBuffer();
  return res.status;
};

/**
 * Moves content/docs away and back while dev runs (`busy`: with the event loop blocked for 1.5 s right after the
 * move, as on a loaded machine, so the file system's events and the watcher's timers are all due at once). The
 * thread sleeps (Atomics.wait) rather than spins: the loop is held all the same, and holding it costs no CPU.
 */
const movedAwayAndBack = (busy: boolean) =>
  withDev(async (dev, root, lines, events) => {
    renameSync(join(root, 'content/docs'), join(root, 'content/docs-away'));
    if (busy) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
    await events.until('the page is gone', async () => (await status(dev, ROUTE)) === 404);
    renameSync(join(root, 'content/docs-away'), join(root, 'content/docs'));
    // Dev says when it saw the folder back (once it watches every file in it again); the pages follow.
    await events.until('dev sees the folder back', () => lines.some((l) => l.includes('content/docs is back')));
    await events.until('the page is back', async () => (await status(dev, ROUTE)) === 200);
    appendFileSync(join(root, FILE), '\n\nAfter the move.\n');
    await events.until('edits are seen again', pageHas(dev, ROUTE, 'After the move.'));
  });

test('the docs folder moved away (a branch switch) and back: its pages are served and followed again', () =>
  movedAwayAndBack(false));

test('the docs folder moved away while dev is busy (events and timers due in one turn): gone, then back', () =>
  movedAwayAndBack(true));

test('a YAML alias saved into front matter or an API file while dev runs: the overlay with its rule, no stack', () =>
  withDev(async (dev, root, lines, events) => {
    const edit = (file: string, from: string, to: string) => {
      const path = join(root, file);
      const text = readFileSync(path, 'utf8');
      assert.ok(text.includes(from), `${file} has ${from}`);
      writeFileSync(path, text.replace(from, to));
    };
    const overlay = (route: string, rule: string) => async () => {
      const res = await fetch(dev.url + route);
      const text = await res.text();
      return res.status === 500 && text.includes(rule) && text.includes('*Important*');
    };
    edit(FILE, 'description: Run assets on a cron schedule.', 'description: *Important*');
    edit('content/api/schedules.yaml', 'description: Run jobs at fixed times.', 'description: *Important*');
    await events.until('the page shows invalid-frontmatter', overlay(ROUTE, 'invalid-frontmatter'));
    await events.until('the API page shows invalid-api-yaml', overlay('/api/schedules', 'invalid-api-yaml'));
    assert.is(await status(dev, '/'), 200);
    const terminal = lines.join('\n');
    assert.match(terminal, /schedules\.mdx:3:14 .*invalid-frontmatter/);
    assert.match(terminal, /api\/schedules\.yaml:4:14 .*invalid-api-yaml/);
    assert.not.match(terminal, /dev: |\n\s+at /);
    // Quoted, both read again.
    edit(FILE, 'description: *Important*', 'description: "*Important*"');
    edit('content/api/schedules.yaml', 'description: *Important*', 'description: "*Important*"');
    await events.until('the page is back', async () => (await status(dev, ROUTE)) === 200);
    await events.until('the API page is back', async () => (await status(dev, '/api/schedules')) === 200);
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
    assert.is(await status(dev, ROUTE), 200);
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
