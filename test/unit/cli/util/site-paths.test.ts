// checkLexical: the site-path gate as written (no file system). Normalised roots are judged by a prefix test, other
// roots by relative(); both must give the same answers, sibling folders whose names extend a root's included.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLexical, type SiteRoots } from '../../../../cli/util/site-paths.ts';

const roots = (lexical: string[], real: string[] = []): SiteRoots => ({ lexical, real });

// The same questions for a root written normalised (the prefix test) and written otherwise (relative()).
for (const [label, site] of [
  ['normalised root', '/site'],
  ['root with a trailing separator', '/site/'],
  ['root written with ..', '/other/../site'],
] as const) {
  test(`${label}: inside, outside, hidden`, () => {
    const r = roots([site]);
    assert.is(checkLexical(r, '/site/docs/a.md'), undefined);
    assert.is(checkLexical(r, '/site'), undefined);
    assert.is(checkLexical(r, '/site-old/docs/a.md'), 'outside', 'a sibling whose name extends the root');
    assert.is(checkLexical(r, '/sit'), 'outside');
    assert.is(checkLexical(r, '/site/../etc/passwd'), 'outside');
    assert.is(checkLexical(r, '/site/.git/config'), 'hidden');
    assert.is(checkLexical(r, '/site/docs/../.env'), 'hidden', 'judged after `..` is resolved');
    assert.is(checkLexical(r, '/site/docs/.draft.md'), 'hidden');
    assert.is(checkLexical(r, '/site/docs/a.md/'), undefined);
    assert.is(checkLexical(r, 'site/docs/a.md'), 'outside', 'a relative path is never inside');
  });
}

test('the innermost root decides what is hidden; the real roots count too; a root of /', () => {
  const nested = roots(['/site', '/site/.cache/docs']);
  assert.is(checkLexical(nested, '/site/.cache/docs/a.md'), undefined, 'below the inner root: nothing hidden');
  assert.is(checkLexical(nested, '/site/.cache/other.md'), 'hidden');
  const real = roots(['/site'], ['/mnt/real-docs']);
  assert.is(checkLexical(real, '/mnt/real-docs/a.md'), undefined);
  assert.is(checkLexical(real, '/mnt/real-docs-2/a.md'), 'outside');
  assert.is(checkLexical(roots(['/']), '/etc/passwd'), undefined);
  assert.is(checkLexical(roots(['/']), '/home/.ssh/id'), 'hidden');
});

test.run();
