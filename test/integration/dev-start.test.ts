// `docs dev` start-up order: the server listens before the site is read, so a browser's request can come in
// while it is; that request waits for its page, which is the first one rendered and answered (before the
// watcher's scan and the background compile of every page), and a start that fails answers it with a 503.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsError } from '../../cli/diagnostics/diagnostic.ts';
import { devCommand } from '../../cli/commands/dev.ts';
import { copyFixture } from '../helpers/temp-site.ts';

const ROUTE = '/guides/automate/schedules';

test('a request made as soon as the server listens is answered with its page, rendered before any other', async () => {
  const renders: string[] = [];
  let first: Promise<{ status: number; html: string }> | undefined;
  let answered = false;
  const dev = await devCommand({
    rootDir: copyFixture('complete-site'),
    port: 0,
    host: '127.0.0.1',
    log: () => {},
    onRender: (route) => renders.push(route),
    onListening: (url) =>
      (first = fetch(url + ROUTE).then(async (res) => {
        answered = true;
        return { status: res.status, html: await res.text() };
      })),
  });
  try {
    assert.ok(first, 'onListening was called before devCommand returned');
    // devCommand returns once the watcher's initial scan is done; that scan waits for the waiting request.
    assert.ok(answered, 'the page was answered before the watcher scanned the site');
    const page = await first!;
    assert.is(page.status, 200);
    assert.match(page.html, /<h1[^>]*>Schedules<\/h1>/);
    await dev.ready;
    assert.is(renders[0], ROUTE, 'the requested page goes first');
    assert.is(renders.filter((r) => r === ROUTE).length, 1, 'the background compile reuses its render');
    assert.ok(renders.length > 3, 'every page was compiled in the background after it');
  } finally {
    await dev.close();
  }
});

test('a start that fails after listening answers the waiting request with a 503 and frees the port', async () => {
  let url = '';
  let waiting: Promise<Response> | undefined;
  const error = await devCommand({
    rootDir: copyFixture('invalid-config'),
    port: 0,
    host: '127.0.0.1',
    log: () => {},
    onListening: (u) => ((url = u), (waiting = fetch(u + '/'))),
  }).catch((e: unknown) => e);
  assert.instance(error, DocsError);
  const res = await waiting!;
  assert.is(res.status, 503);
  assert.match(await res.text(), /did not start: see the terminal/);
  await fetch(url + '/').then(
    () => assert.unreachable('the server was closed'),
    (e: Error) => assert.match(String((e.cause as Error | undefined)?.message ?? e), /ECONNREFUSED/),
  );
});

test.run();
