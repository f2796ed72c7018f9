import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { fixtureDir } from '../helpers/fixtures.ts';

// A page that never finishes (planted with DOCS_TEST_SLOW_PAGE, as a parser stuck on a shape no limit
// caught would) is reported as page-too-slow when it outlasts the budget, and every other page is built.
test('a page over the time budget is page-too-slow; the other pages are still built', async () => {
  process.env.DOCS_TEST_SLOW_PAGE = '/guides';
  try {
    const report = await runPipeline({
      rootDir: fixtureDir('complete-site'),
      mode: 'production',
      target: { kind: 'none' },
      cache: false,
      threads: 1,
      pageTimeBudgetMs: 4_000, // CPU time of the worker (cli/util/cpu-budget.ts): the spin burns all of it
    });
    const slow = report.diagnostics.filter((d) => d.ruleId === 'page-too-slow');
    assert.is(slow.length, 1);
    assert.match(slow[0].file ?? '', /guides\/index\.mdx$/);
    assert.not.ok(report.ok);
    const built = report.pages.map((p) => p.path);
    assert.ok(built.includes('/guides/automate/schedules'), 'pages after it in its batch are built');
    assert.ok(built.includes('/'), 'pages before it in its batch are built');
    assert.is(report.diagnostics.filter((d) => d.ruleId === 'internal-error').length, 0);
  } finally {
    delete process.env.DOCS_TEST_SLOW_PAGE;
  }
});

test.run();
