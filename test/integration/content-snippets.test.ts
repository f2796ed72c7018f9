import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_DIR } from '../helpers/fixtures.ts';

// Every Python example the docs include must at least compile (CONTENT-FORMAT).
const dirs = [join(PROJECT_DIR, 'content/snippets'), join(PROJECT_DIR, 'test/fixtures')];
const files = dirs.flatMap((d) =>
  (readdirSync(d, { recursive: true }) as string[]).filter((f) => f.endsWith('.py')).map((f) => join(d, f)),
);

test('there are Python snippets to check', () => {
  assert.ok(files.length > 0);
});

test('every Python snippet compiles with python3 -m py_compile', () => {
  // One interpreter for all files: compile each in memory so no __pycache__ lands in the content tree.
  const script = [
    'import sys',
    'bad=[]',
    'for f in sys.argv[1:]:',
    '  try:',
    '    compile(open(f,encoding="utf-8").read(), f, "exec")',
    '  except SyntaxError as e:',
    '    bad.append(f"{f}:{e.lineno}: {e.msg}")',
    'print("\\n".join(bad)); sys.exit(1 if bad else 0)',
  ].join('\n');
  const r = spawnSync('python3', ['-c', script, ...files], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stdout + r.stderr);
});

test.run();
