// `docs dev` gives a page the build's time budget: a page that never finishes (planted with
// DOCS_TEST_SLOW_PAGE, as a parser stuck on a shape no limit caught would) is answered as page-too-slow,
// and the pages after it are still served, from a new render thread.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devCommand } from '../../cli/commands/dev.ts';
import { copyFixture } from '../helpers/temp-site.ts';

test('a page over the time budget shows page-too-slow; the other pages are still served', async () => {
  process.env.DOCS_TEST_SLOW_PAGE = '/guides';
  const dev = await devCommand({
    rootDir: copyFixture('complete-site'),
    port: 0,
    host: '127.0.0.1',
    log: () => {},
    pageTimeBudgetMs: 3_000,
  }).finally(() => delete process.env.DOCS_TEST_SLOW_PAGE);
  try {
    const slow = await fetch(dev.url + '/guides');
    assert.is(slow.status, 500);
    assert.match(await slow.text(), 'page-too-slow');
    const other = await fetch(dev.url + '/guides/automate/schedules');
    assert.is(other.status, 200);
    assert.match(await other.text(), /<h1[^>]*>Schedules<\/h1>/);
  } finally {
    await dev.close();
  }
});

test.run();
