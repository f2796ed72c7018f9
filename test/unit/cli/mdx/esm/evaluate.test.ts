import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { evaluateBundle } from '../../../../../cli/mdx/esm/evaluate.ts';

// Page code runs as a browser would run it (README, trust model): none of these reaches Node.

/** What `code` (a CommonJS page bundle) leaves in `module.exports.v`, or the message it throws. */
async function outcome(code: string): Promise<string> {
  try {
    const v = evaluateBundle(code, 'docs-mdx:/site/p.mdx').v as { then?: unknown } | undefined;
    return String(typeof v?.then === 'function' ? await v : v); // a promise of the page's own realm
  } catch (error) {
    return `threw: ${(error as Error).message}`;
  }
}

const ESCAPES: Record<string, string> = {
  'process global': 'module.exports.v = process.pid',
  'process.getBuiltinModule': "module.exports.v = process.getBuiltinModule('fs').readFileSync('/etc/hostname')",
  'require of a built-in': "module.exports.v = require('fs').readFileSync('/etc/hostname')",
  'import() of a built-in': "module.exports.v = import('node:fs').then((fs) => fs.readFileSync('/etc/hostname'))",
  'globalThis.constructor.constructor': "module.exports.v = globalThis.constructor.constructor('return process')().pid",
  'this.constructor.constructor': "module.exports.v = this.constructor.constructor('return process')().pid",
  'a host object (React)': "module.exports.v = require('react').createElement.constructor('return process')().pid",
  'a host object prototype':
    "module.exports.v = Object.getPrototypeOf(require('react').Component).constructor('return process')().pid",
  'module.constructor': "module.exports.v = module.constructor.constructor('return process')().pid",
  'require.constructor': "module.exports.v = require.constructor('return process')().pid",
  'a host error':
    "try { require('nope') } catch (e) { module.exports.v = e.constructor.constructor('return process')().pid }",
  'console.log.constructor': "module.exports.v = console.log.constructor('return process')().pid",
  Buffer: "module.exports.v = Buffer.from('x')",
  global: 'module.exports.v = global.process.pid',
};

for (const [name, code] of Object.entries(ESCAPES)) {
  test(`page code cannot reach Node through ${name}`, async () => {
    const result = await outcome(code);
    assert.not.match(result, String(process.pid));
    assert.ok(result.startsWith('threw') || result === 'undefined', result);
  });
}

test('page code still has JavaScript and what a browser has', async () => {
  assert.is(
    await outcome(
      "module.exports.v = [typeof process, typeof window, new URL('https://a.b/c?d=1').searchParams.get('d'), " +
        "btoa('x'), [1, 2].map((n) => n * 2).join('')].join(' ')",
    ),
    'undefined undefined 1 eA== 24',
  );
});

test('with markdown.nodeCode, page code runs with Node (trusted sites)', () => {
  assert.is(evaluateBundle('module.exports.v = process.pid', 'docs-mdx:/site/p.mdx', true).v, process.pid);
});

test.run();
