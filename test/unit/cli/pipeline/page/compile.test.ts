// cli/pipeline/page/compile.ts: the content title the compile reports, which decides whether the layout adds a
// title heading of its own (theme/DocPage.tsx) — read from the parsed page, on both compile paths.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileMdx } from '../../../../../cli/pipeline/page/compile.ts';
import { compileOptions } from '../../../../helpers/compile-options.ts';

const titleOf = async (source: string) =>
  (await compileMdx({ file: '/site/content/docs/p.mdx', route: '/p', source, options: compileOptions() })).contentTitle;

test('a first # heading is the content title, also after text; a first ## heading means none', async () => {
  assert.is(await titleOf('# Install *it*\n\nText.\n'), 'Install it');
  assert.is(await titleOf('Intro text.\n\n# Later\n'), 'Later');
  assert.is(await titleOf('## Sub\n\n# Late\n'), undefined);
  assert.is(await titleOf('Text only.\n'), undefined);
});

test('a # line in a code block is code, not a title', async () => {
  assert.is(await titleOf('```sh\n# install the package\n```\n\nText.\n'), undefined);
});

test('the full MDX path (a page with an export) reports it too', async () => {
  assert.is(await titleOf('export const x = 1;\n\n# With an export\n\n{x}\n'), 'With an export');
});

test.run();
