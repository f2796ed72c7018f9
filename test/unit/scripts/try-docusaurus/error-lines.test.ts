// try.mjs's clean figure counts a page unclean when `docs build` printed an error for it: with a place
// (`path:line:col`) or without one (a component that threw while rendering names only the page).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsByFile } from '../../../../scripts/try-docusaurus/error-lines.mjs';

test('an error with or without a line:col is the file\'s; warnings, hints and the summary are not', () => {
  const out = [
    'docs/a.md:43:21  error Broken link `x`: no page at `/docs/x`  [broken-link]',
    '  43 | see [x](x)',
    '  hint: did you mean `/docs/y`?',
    'docs/library/api.mdx  error `<MethodSignature>` threw while rendering: boom  [component-error]',
    'docs/b.md:1:1  warning Unknown language  [unknown-code-language]',
    '✗ Built build failed: 2 errors, 1 warning. Fix the problems above and run it again.',
  ].join('\n');
  const got = errorsByFile(out);
  assert.equal([...got.keys()], ['docs/a.md', 'docs/library/api.mdx']);
  assert.match(got.get('docs/library/api.mdx')![0], /threw while rendering/);
});

test.run();
