import { readFileSync } from 'node:fs';
import { basename, extname, relative, sep } from 'node:path';
import { parse, tokenizer, tokTypes, type Program } from 'acorn';
import { transformSync, type Loader } from 'esbuild';
import { hash } from '../util/hash.ts';
import { browserReason, undecidedBrowser, type BrowserContext, type Undecided } from './needs-browser.ts';

/** Source files that may be client modules (islands). */
export const CLIENT_MODULE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs'] as const;

const LOADERS: Record<string, Loader> = { '.js': 'jsx', '.mjs': 'jsx', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx' };

/** esbuild strips TypeScript and JSX (keeping directives and every import), acorn parses the JavaScript. */
function parseModule(source: string, file: string): Program {
  const { code } = transformSync(source, {
    loader: LOADERS[extname(file)] ?? 'tsx',
    jsx: 'automatic',
    // Keep unused imports: an import before the string makes it no directive.
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
  });
  return parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
}

/**
 * Does this file's directive prologue hold `'use client'`? Comments and whitespace before it are allowed;
 * acorn marks directive statements. A
 * string that is not a directive (`'use client'.length`, or one after an import) does not count, as in React.
 */
export function hasUseClientDirective(source: string, file = 'module.tsx'): boolean {
  if (!source.includes('use client')) return false; // most files: no parse at all
  // The source itself must open with a string (esbuild drops `import type` lines, which would lift a later
  // string into the prologue); acorn's tokenizer skips comments and stops before any TypeScript syntax.
  try {
    if (tokenizer(source, { ecmaVersion: 'latest', sourceType: 'module' }).getToken().type !== tokTypes.string)
      return false;
  } catch {
    return false;
  }
  let program: Program;
  try {
    program = parseModule(source, file);
  } catch {
    return false; // a syntax error is reported by whoever compiles the module
  }
  return program.body.some((s) => s.type === 'ExpressionStatement' && s.directive === 'use client');
}

/** Where a module may be found to need the browser without being marked: the site's `src/` and docs folder. */
export interface AutoIslands extends BrowserContext {
  dirs: string[];
}

/**
 * How the module runs in the browser as an island: `'marked'` when its first statement is `'use client'` or
 * the site config marks it `{ path, client: true }` (`flagged`: absolute paths of those modules); `'found'`
 * when, in `auto.dirs`, it exports a component and needs the browser (needs-browser.ts); else undefined.
 */
export function clientModuleKind(
  absPath: string,
  flagged: readonly string[] = [],
  auto?: AutoIslands,
): 'marked' | 'found' | undefined {
  if (flagged.some((f) => f === absPath || names(f, absPath))) return 'marked';
  if (!(CLIENT_MODULE_EXTENSIONS as readonly string[]).includes(extname(absPath))) return undefined;
  // A package's own `'use client'` is for React Server Components frameworks: here the site's component that
  // uses it is what hydrates (only the site's modules are bundled for the browser as islands).
  if (absPath.split(sep).includes('node_modules')) return undefined;
  try {
    if (hasUseClientDirective(readFileSync(absPath, 'utf8'), absPath)) return 'marked';
  } catch {
    return undefined;
  }
  if (!auto || !auto.dirs.some((d) => absPath.startsWith(d + sep))) return undefined;
  if (basename(absPath).startsWith('use') || !exportsComponent(absPath)) return undefined; // a hook's module
  return browserReason(absPath, auto) ? 'found' : undefined;
}

/**
 * For a component module of `auto.dirs` found to need no browser (so rendered static, with no JavaScript): what in
 * it the analysis could not see into (needs-browser.ts `Undecided`), so that the author hears of it; else undefined.
 */
export function undecidedModule(absPath: string, auto: AutoIslands): Undecided | undefined {
  if (!(CLIENT_MODULE_EXTENSIONS as readonly string[]).includes(extname(absPath))) return undefined;
  if (absPath.split(sep).includes('node_modules')) return undefined;
  if (!auto.dirs.some((d) => absPath.startsWith(d + sep))) return undefined;
  if (basename(absPath).startsWith('use') || !exportsComponent(absPath)) return undefined;
  return undecidedBrowser(absPath, auto);
}

/** True if the module runs in the browser as an island (see clientModuleKind). */
export function isClientModule(absPath: string, flagged: readonly string[] = [], auto?: AutoIslands): boolean {
  return clientModuleKind(absPath, flagged, auto) !== undefined;
}

/** Does the module export something a page could render: a default export, or a capitalised name? */
function exportsComponent(absPath: string): boolean {
  return moduleExportNames(absPath).some((n) => n === 'default' || /^[A-Z]/.test(n));
}

/** Does a configured path without extension (`lib/Clock`, `lib/Clock/`) name this file, as an import would? */
function names(configured: string, absPath: string): boolean {
  const rest = absPath.startsWith(configured) ? absPath.slice(configured.length) : undefined;
  return rest !== undefined && /^(\/index)?\.(jsx?|tsx?|mjs)$/.test(rest.replace(/^\/\//, '/'));
}

/**
 * A short id for the island, stable across machines and builds: the file name (readable in the HTML)
 * and a hash of the path relative to the site root (two `Counter.tsx` in different folders differ).
 */
export function islandId(absPath: string, siteRoot: string): string {
  const rel = relative(siteRoot, absPath).split(sep).join('/');
  const name = basename(absPath, extname(absPath)).replace(/[^A-Za-z0-9_-]/g, '_');
  return `${name}-${hash(rel).slice(0, 8)}`;
}

/** The names a module exports (`default` included); `export *` re-exports are not listed. */
export function moduleExportNames(absPath: string): string[] {
  let program: Program;
  try {
    program = parseModule(readFileSync(absPath, 'utf8'), absPath);
  } catch {
    return ['default']; // the page's bundle reports the syntax error
  }
  const names: string[] = [];
  for (const s of program.body) {
    if (s.type === 'ExportDefaultDeclaration') names.push('default');
    if (s.type !== 'ExportNamedDeclaration') continue;
    const d = s.declaration;
    if (d?.type === 'FunctionDeclaration' || d?.type === 'ClassDeclaration') names.push(d.id.name);
    if (d?.type === 'VariableDeclaration')
      for (const v of d.declarations) if (v.id.type === 'Identifier') names.push(v.id.name);
    for (const sp of s.specifiers)
      names.push(sp.exported.type === 'Identifier' ? sp.exported.name : String(sp.exported.value));
  }
  return names;
}

/**
 * The module a page's bundle sees instead of a client module: each component it exports (default and
 * named) wrapped by `island()` from `islandModule` (theme/content/Island.tsx), its other exports passed
 * through (`islandExport` decides by the value). `serverPath` imports the module itself (the bundler's marker).
 */
export function islandWrapperModule(
  absPath: string,
  id: string,
  islandModule: string,
  serverPath: string,
  found = false,
): string {
  // A module found to need the browser (not marked by its author): props JSON cannot carry render it static.
  const auto = found ? ', true' : '';
  // Names of our own that no export of the module can take (a module may export `S` or `island`).
  const lines = [
    `import { island as __docs_island, islandExport as __docs_export } from ${JSON.stringify(islandModule)};`,
    `import * as __docs_server from ${JSON.stringify(serverPath)};`,
  ];
  for (const name of moduleExportNames(absPath)) {
    const args = auto ? `, "default"${auto}` : '';
    const value = `__docs_server[${JSON.stringify(name)}]`;
    if (name === 'default') lines.push(`export default __docs_island(${JSON.stringify(id)}, ${value}${args});`);
    else
      lines.push(
        `export const ${name} = __docs_export(${JSON.stringify(id)}, ${value}, ${JSON.stringify(name)}${auto});`,
      );
  }
  return lines.join('\n');
}
