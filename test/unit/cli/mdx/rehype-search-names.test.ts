import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileMdx } from '../../../../cli/pipeline/page/compile.ts';
import { compileOptions } from '../../../helpers/compile-options.ts';

// A heading that is nothing but code (a CLI command, a config key) is in the page's exact-name search
// filter, so that a query of the whole name finds the page (shared/search-ranking.ts, searchExactFirst).

const compile = (source: string) =>
  compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options: compileOptions() });

const filtered = (html: string) =>
  [...html.matchAll(/<h(\d) id="([^"]+)"[^>]*?data-pagefind-filter="exact\[data-exact\]" data-exact="([^"]*)"/g)].map(
    (m) => [m[1], m[2], m[3]],
  );

test('a heading of only code is an exact name of the page; prose headings and mixed ones are not', async () => {
  const doc = await compile(
    [
      '## Running Dagster',
      '',
      '### `dagster dev`',
      '',
      '### `dg.Definitions()`',
      '',
      '### The `dg launch` command',
      '',
      '#### `run_coordinator`',
    ].join('\n'),
  );
  assert.equal(doc.diagnostics, []);
  assert.equal(filtered(doc.html), [
    ['3', 'dagster-dev', 'dagster dev'],
    ['3', 'dgdefinitions', 'definitions'],
    ['4', 'run_coordinator', 'run_coordinator'],
  ]);
  assert.not.match(doc.html, /id="the-dg-launch-command"[^>]*data-exact/);
});

test.run();
