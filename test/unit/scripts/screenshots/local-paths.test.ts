import { homedir } from 'node:os';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { forbiddenPathTexts, localPathsShown, neutralisePaths } from '../../../../scripts/screenshots/local-paths.ts';

// A capture must never show the folders of the machine that made it (issue 25): the checker's list and the
// stand-ins that replace them in the page's text.
test('the checker finds a temporary folder, the work tree, a venv and the home folder in page text', () => {
  assert.equal(localPathsShown('base_dir: /tmp/docs-screenshots-x1/storage'), ['/tmp/']);
  assert.equal(localPathsShown('File "/work/main/.venv-facts/lib/python3.11/site-packages/dagster/x.py"'), [
    '/work/',
    '.venv',
  ]);
  assert.ok(localPathsShown(`see ${homedir()}/project/defs.py`).includes(`${homedir()}/`));
  assert.equal(localPathsShown('base_dir: /opt/dagster/dagster_home/storage'), []);
});

test('the forbidden list always holds the fixed texts, whatever the machine', () => {
  const list = forbiddenPathTexts();
  for (const t of ['/tmp/', '/work/', '.venv']) assert.ok(list.includes(t), t);
});

test('local folders are replaced by their stand-ins, the longest (innermost) first', () => {
  const paths = [
    { from: '/work/tmp/a/home', to: '/opt/dagster/dagster_home' },
    { from: '/work/main/.venv-facts', to: '/usr/local' },
    { from: '/work', to: '/srv' },
  ];
  const text =
    'base_dir: /work/tmp/a/home/storage\nFile "/work/main/.venv-facts/lib/python3.11/site-packages/dagster/x.py"';
  const out = neutralisePaths(text, paths);
  assert.is(
    out,
    'base_dir: /opt/dagster/dagster_home/storage\nFile "/usr/local/lib/python3.11/site-packages/dagster/x.py"',
  );
  assert.equal(localPathsShown(out), []);
});

test.run();
