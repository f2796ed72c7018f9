import { runInThisContext } from 'node:vm';
import { hostRequire } from './host-modules.ts';

/** The wrapper's own line: stack lines of the bundle are one more than in its source map. */
export const WRAPPER_LINES = 1;

/**
 * Runs a page bundle (CommonJS) in this thread, so it renders with the worker's React. The file name
 * marks its frames in stack traces, which render-errors.ts maps back through the bundle's source map.
 */
export function evaluateBundle(code: string, filename: string): Record<string, unknown> {
  const wrapper = runInThisContext(`(function (exports, require, module) {\n${code}\n})`, { filename }) as (
    exports: object,
    require: (s: string) => unknown,
    module: { exports: object },
  ) => void;
  const module = { exports: {} as Record<string, unknown> };
  wrapper(module.exports, hostRequire, module);
  return module.exports;
}
