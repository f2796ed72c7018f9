import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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
