import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Diagnostic } from '../../../../cli/diagnostics/diagnostic.ts';
import { internalErrorDiagnostic } from '../../../../cli/diagnostics/internal-error.ts';
import { isMdxSyntaxError, mdxSyntaxDiagnostic } from '../../../../cli/diagnostics/mdx-error.ts';
import { codeFrame, formatDiagnostics } from '../../../../cli/diagnostics/report.ts';
import { parseErrorPlace, yamlReason } from '../../../../cli/diagnostics/yaml-error.ts';
import { tempDir } from '../../../helpers/fixtures.ts';

const warning: Diagnostic = { severity: 'warning', ruleId: 'broken-link', source: 'check', message: 'Something' };

test('NO_COLOR turns colour off even when the caller asks for it', () => {
  const saved = process.env.NO_COLOR;
  try {
    delete process.env.NO_COLOR;
    assert.match(formatDiagnostics([warning], { rootDir: '/', color: true }), '\x1b[');
    process.env.NO_COLOR = '1';
    assert.not.match(formatDiagnostics([warning], { rootDir: '/', color: true }), '\x1b[');
  } finally {
    if (saved === undefined) delete process.env.NO_COLOR;
    else process.env.NO_COLOR = saved;
  }
});

test('printed messages and hints never show where the site sits on this machine', () => {
  const d: Diagnostic = {
    severity: 'warning',
    ruleId: 'duplicate-route',
    source: 'route',
    file: '/home/me/site/content/docs/two.md',
    place: { line: 1, column: 1 },
    message: 'Route `/same` is also produced by `/home/me/site/content/docs/one.md`; at docs-page:/home/me/site/x.mdx',
    hint: 'no page at `/home/me/site/content/docs/a.md` or `/home/me/site/a.md`',
  };
  const out = formatDiagnostics([d], { rootDir: '/home/me/site', color: false });
  assert.not.match(out, '/home/me');
  assert.not.match(out, 'docs-page:');
  assert.match(
    out,
    'content/docs/two.md:1:1  warning Route `/same` is also produced by `content/docs/one.md`; at x.mdx',
  );
  assert.match(out, 'hint: no page at `content/docs/a.md` or `a.md`');
});

test('an internal error says it is one, names the page, and prints its stack only when verbose', () => {
  const d = internalErrorDiagnostic(new TypeError('x is undefined'), {
    file: '/site/content/docs/a.md',
    route: '/a',
    stage: 'compile',
  });
  assert.is(d.ruleId, 'internal-error');
  assert.is(d.message, 'Internal error while building the page `/a`: x is undefined');
  const quiet = formatDiagnostics([d], { rootDir: '/site' });
  assert.match(quiet, 'content/docs/a.md  error Internal error');
  assert.match(quiet, 'a bug in docs');
  assert.not.match(quiet, 'TypeError: x is undefined');
  assert.match(formatDiagnostics([d], { rootDir: '/site', verbose: true }), 'TypeError: x is undefined');
});

test('only MDX parse errors are author errors; other exceptions are not reported as mdx-syntax', () => {
  assert.not.ok(
    isMdxSyntaxError(Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' })),
  );
  assert.ok(
    isMdxSyntaxError({
      reason: 'Unexpected character',
      line: 3,
      column: 2,
      source: 'micromark-extension-mdx-jsx',
      ruleId: 'unexpected-character',
    }),
  );
});

test('a tag left open at the end of the file is reported where it opens, not at 1:1', () => {
  const d = mdxSyntaxDiagnostic(
    {
      reason: 'Expected a closing tag for `<Tabs>` (8:1-8:7)',
      source: 'mdast-util-mdx-jsx',
      ruleId: 'end-tag-mismatch',
    },
    '/f.mdx',
    0,
  );
  assert.equal(d.place, { line: 8, column: 1 });
  assert.equal(
    mdxSyntaxDiagnostic({ reason: 'x (2:5-2:9)', source: 's' }, '/f.yaml', 10).place,
    { line: 12, column: 5 },
    'fragment offset added',
  );
});

test("YAML errors lose the parser's own relative line number", () => {
  assert.is(
    yamlReason(
      new Error('Nested mappings are not allowed in compact mappings at line 2, column 14:\n\ndescription: a: b: c\n'),
    ),
    'Nested mappings are not allowed in compact mappings',
  );
});

test("JSON and YAML parse errors are placed in the file, from the parser's offset or line", () => {
  const text = '{\n  "label": "Guides",\n  position: 2\n}\n';
  let error: unknown;
  try {
    JSON.parse(text);
  } catch (e) {
    error = e;
  }
  assert.equal(parseErrorPlace(error, text), { line: 3, column: 3 });
  assert.not.match(yamlReason(error), 'position');
  assert.equal(parseErrorPlace({ message: 'x', linePos: [{ line: 4, col: 2 }] }, ''), { line: 4, column: 2 });
});

test('codeFrame: on a very long line the caret stays under a frame of bounded width', () => {
  const file = join(tempDir(), 'long.md');
  writeFileSync(file, 'x'.repeat(2000) + 'HERE' + 'y'.repeat(3000) + '\n');
  const [source, caret] = codeFrame(file, 1, 2001).split('\n');
  assert.ok(source.length < 200, `frame of ${source.length} characters`);
  assert.is(source[caret.indexOf('^')], 'H', 'the caret points at the column');
});

test('control characters from content are shown escaped, never written raw to the terminal', () => {
  const file = join(tempDir(), 'esc.md');
  writeFileSync(file, 'a \x1b[2J\x07 b\n');
  const text = formatDiagnostics(
    [
      {
        severity: 'error',
        ruleId: 'mdx-syntax',
        source: 'compile',
        file,
        place: { line: 1, column: 7 },
        message: 'Unexpected `\x1b]0;pwned\x07`',
      },
    ],
    { rootDir: '/' },
  );
  assert.not.match(text, /[\x07\x1b]/);
  assert.match(text, '\\x1b[2J\\x07');
  const [, frame, caret] = text.split('\n');
  assert.is(frame.slice(caret.indexOf('^')), '\\x07 b', 'the caret is under the escaped character');
});

test.run();
