import { createRequire, isBuiltin } from 'node:module';
import { createContext, runInContext, runInThisContext, type Context } from 'node:vm';
import { hostRequire } from './host-modules.ts';
import { guardedJsxDevRuntime, guardedJsxRuntime, guardedReact } from './render-guard.ts';

/** The wrapper's own line: stack lines of the bundle are one more than in its source map. */
export const WRAPPER_LINES = 1;

/** The names Node gives its code that a browser has not: a page that uses one gets a hint (render-errors.ts). */
export const NODE_ONLY_GLOBALS = [
  'process',
  'require',
  'module',
  'exports',
  'Buffer',
  'global',
  '__dirname',
  '__filename',
];

/**
 * Runs a page bundle (CommonJS) in this thread, so it renders with the worker's React. The file name
 * marks its frames in stack traces, which render-errors.ts maps back through the bundle's source map.
 *
 * Page code runs as a browser would run it (the trust model in the README): in a context of its own,
 * whose globals are JavaScript's and a few browser ones, with no `process`, `require`, `Buffer` or
 * `module`, and no `import()`. A vm context alone is no boundary: every host object a page is handed
 * (React, the theme's components) leads through `.constructor.constructor` to the host's `Function`,
 * which compiles code with the host's globals. So the host's function constructors are locked first
 * (lockFunctionConstructors). With `nodeCode` (the config's `markdown.nodeCode: true`, for sites whose
 * every author is trusted), page code runs in this context with Node's rights, as before.
 */
export function evaluateBundle(code: string, filename: string, nodeCode = false): Record<string, unknown> {
  const source = `(function (exports, require, module) {\n${code}\n})`;
  const module = { exports: {} as Record<string, unknown> };
  if (nodeCode) {
    const wrapper = runInThisContext(source, { filename }) as Wrapper;
    wrapper(module.exports, trustedRequire, module);
    return module.exports;
  }
  lockFunctionConstructors();
  const wrapper = runInContext(source, pageContext(), { filename }) as Wrapper;
  wrapper(module.exports, pageRequire, module);
  return module.exports;
}

type Wrapper = (exports: object, require: (s: string) => unknown, module: { exports: object }) => void;

/**
 * The bundle's `require`: host modules only (React, theme components), nothing of Node's; React comes
 * through the render guard, which applies the URL and script policy to every element page code creates.
 */
function pageRequire(specifier: string): unknown {
  if (specifier === 'react') return guardedReact;
  if (specifier === 'react/jsx-runtime') return guardedJsxRuntime;
  if (specifier === 'react/jsx-dev-runtime') return guardedJsxDevRuntime;
  return hostRequire(specifier);
}

const nodeRequire = createRequire(import.meta.url);

/** `markdown.nodeCode`: trusted page code (and the npm packages it imports) may also have Node's own modules. */
function trustedRequire(specifier: string): unknown {
  return isBuiltin(specifier) ? nodeRequire(specifier) : pageRequire(specifier);
}

let context: Context | undefined;

/** One context per thread for every page: browser-like globals, nothing of Node's. */
function pageContext(): Context {
  if (context) return context;
  const sandbox = Object.create(null) as Record<string, unknown>;
  // What a browser has and page code uses at render time; each is a host function, safe once locked.
  const log = (...args: unknown[]) => console.log(...args);
  sandbox.console = { log, info: log, debug: log, warn: log, error: log };
  Object.assign(sandbox, { URL, URLSearchParams, TextEncoder, TextDecoder, atob, btoa, structuredClone });
  sandbox.queueMicrotask = queueMicrotask;
  context = createContext(sandbox, { name: 'docs page' });
  runInContext('globalThis.window = undefined; globalThis.self = undefined;', context);
  return context;
}

let locked = false;

/**
 * Makes the host's `Function`, `AsyncFunction`, `GeneratorFunction` and `AsyncGeneratorFunction`
 * unreachable through `.constructor` (the classic escape from a vm context:
 * `React.createElement.constructor('return process')()`). Nothing in the generator builds functions that
 * way; `new Function` and `Function` themselves still work in host code.
 */
export function lockFunctionConstructors(): void {
  if (locked) return;
  locked = true;
  const prototypes = [
    Function.prototype,
    Object.getPrototypeOf(async function () {}),
    Object.getPrototypeOf(function* () {}),
    Object.getPrototypeOf(async function* () {}),
  ] as object[];
  for (const proto of prototypes) {
    const refused = function () {
      throw new EvalError('page code may not compile code with the generator’s rights (Function constructor)');
    };
    Object.defineProperty(proto, 'constructor', { value: refused, writable: false, configurable: false });
  }
}
