import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

// A package's own `#name` imports (package.json `imports`, Node's subpath imports) choose a file by condition.
// esbuild bundles page code for Node, so it takes the `node` branch, which may import Node built-ins that page
// code may not use (vfile: `#minpath` → `node:path`). Page code runs as in a browser: it gets the branch a browser
// bundler takes, as Docusaurus's client bundle does (the server render then matches what hydrates).

/** The conditions a browser bundler matches, in the order Node's resolver tries an entry's keys against. */
export const BROWSER_CONDITIONS = new Set(['browser', 'import', 'module', 'require', 'default']);

/**
 * The file (relative to the package, `./…`) that `imports` maps `specifier` to under `conditions`: an exact key or
 * a `#prefix/*` pattern; an object's first key that is one of the conditions wins, nested objects included.
 */
export function packageImportTarget(imports: unknown, specifier: string, conditions: Set<string>): string | undefined {
  if (!imports || typeof imports !== 'object') return undefined;
  const map = imports as Record<string, unknown>;
  if (specifier in map) return pick(map[specifier], conditions, '');
  for (const [key, value] of Object.entries(map)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const [before, after] = [key.slice(0, star), key.slice(star + 1)];
    if (specifier.startsWith(before) && specifier.endsWith(after) && specifier.length >= key.length - 1)
      return pick(value, conditions, specifier.slice(before.length, specifier.length - after.length));
  }
  return undefined;
}

function pick(value: unknown, conditions: Set<string>, star: string): string | undefined {
  if (typeof value === 'string') return value.replaceAll('*', star);
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = pick(v, conditions, star);
      if (found) return found;
    }
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const [condition, v] of Object.entries(value)) if (conditions.has(condition)) return pick(v, conditions, star);
  return undefined;
}

/** The absolute file a browser bundler gives `#specifier` imported by `importer`; undefined to leave it to esbuild. */
export function browserPackageImport(importer: string, specifier: string): string | undefined {
  for (let dir = dirname(importer); ; dir = dirname(dir)) {
    let json: { imports?: unknown } | undefined;
    try {
      json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { imports?: unknown };
    } catch {
      json = undefined; // no package.json here (or not JSON): the package's root is further up
    }
    if (json) {
      const target = packageImportTarget(json.imports, specifier, BROWSER_CONDITIONS);
      return target?.startsWith('./') ? join(dir, target) : undefined;
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The absolute file a browser bundler gives the bare import `specifier` (`uuid`, `@scope/name/sub`) whose package
 * esbuild resolved to `resolved` under the `node` condition; undefined to keep esbuild's. A package's `exports`
 * may name a Node build for `node` (uuid 8: `./dist/esm-node/`, whose files import `crypto`) and a browser one
 * for `default` or `browser`: page code runs as in a browser, and gets the second, as Docusaurus's client bundle
 * does; `required`: the import is a `require()` call. Only `exports` that name a `node` condition are read (a
 * package without one has the same entry for both).
 */
export function browserPackageExport(resolved: string, specifier: string, required = false): string | undefined {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const subpath = parts.length > nameLength ? './' + parts.slice(nameLength).join('/') : '.';
  const marker = `${sep}node_modules${sep}${name.split('/').join(sep)}${sep}`;
  const at = resolved.lastIndexOf(marker);
  if (at < 0) return undefined;
  const root = resolved.slice(0, at + marker.length - 1);
  let json: { exports?: unknown };
  try {
    json = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as typeof json;
  } catch {
    return undefined; // no package.json (or not JSON): esbuild's choice stands
  }
  const exports = json.exports;
  // Only a package with a Node build of its own: elsewhere esbuild's choice is the one Docusaurus's server render
  // makes (a `browser` branch may read `window` as it loads).
  if (!exports || !namesCondition(exports, 'node')) return undefined;
  // `exports: "./x.js"` or `{ import, default }`: the package's `.` only.
  const map =
    typeof exports === 'string' || Array.isArray(exports) || !Object.keys(exports).some((k) => k.startsWith('.'))
      ? { '.': exports }
      : exports;
  // `require()` takes a `require` branch, `import` an `import` one (@babel/runtime's helpers: CommonJS or ESM).
  const conditions = new Set([...BROWSER_CONDITIONS].filter((c) => c !== (required ? 'import' : 'require')));
  const target = packageImportTarget(map, subpath, conditions);
  if (!target?.startsWith('./')) return undefined;
  const file = join(root, target);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** Does an `exports` value use `condition` as a key, at any depth? */
function namesCondition(value: unknown, condition: string): boolean {
  if (Array.isArray(value)) return value.some((v) => namesCondition(v, condition));
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k === condition || namesCondition(v, condition));
}
