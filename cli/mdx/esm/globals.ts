import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import type { Expression, Program } from 'estree';
import type { CompileOptions } from '../state.ts';

const EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];
const MDX_COMPONENTS_FILES = [
  ...EXTENSIONS.map((e) => `src/theme/MDXComponents.${e}`),
  ...EXTENSIONS.map((e) => `src/theme/MDXComponents/index.${e}`),
];

/** The site's swizzled MDXComponents (`src/theme/MDXComponents.*` or `…/MDXComponents/index.*`), if any. */
export function findMdxComponents(siteRoot: string): string | undefined {
  return MDX_COMPONENTS_FILES.map((f) => join(siteRoot, f)).find((f) => existsSync(f));
}

/** The swizzled MDXComponents of the compile options (looked up when only the site root is given). */
export function siteMdxComponents(options: CompileOptions): string | undefined {
  if (options.mdxComponentsFile !== undefined) return options.mdxComponentsFile || undefined;
  return options.siteRoot ? findMdxComponents(options.siteRoot) : undefined;
}

/** Does the site give every page components of its own (so an unknown tag may be one of them)? */
export function hasGlobalComponents(options: CompileOptions): boolean {
  return Object.keys(options.components ?? {}).length > 0 || !!siteMdxComponents(options);
}

/**
 * The names the object a global-components module exports by default defines, read from its syntax tree:
 * `export default { ...MDXComponents, CodeExample, Foo: Bar }` (or the same object through a `const`).
 * Spreads add nothing (the built-ins they copy stay ours); a module that does not parse gives none.
 */
export function exportedComponentNames(file: string): string[] {
  let program: Program;
  try {
    const { code } = transformSync(readFileSync(file, 'utf8'), { loader: 'tsx', jsx: 'automatic' });
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  } catch {
    return [];
  }
  const declared = new Map<string, Expression>();
  for (const s of program.body) {
    if (s.type !== 'VariableDeclaration') continue;
    for (const d of s.declarations) if (d.id.type === 'Identifier' && d.init) declared.set(d.id.name, d.init);
  }
  const exported = program.body.find((s) => s.type === 'ExportDefaultDeclaration');
  let value = exported?.type === 'ExportDefaultDeclaration' ? (exported.declaration as Expression) : undefined;
  if (value?.type === 'Identifier') value = declared.get(value.name);
  if (value?.type !== 'ObjectExpression') return [];
  return value.properties.flatMap((p) => {
    if (p.type !== 'Property' || p.computed) return [];
    if (p.key.type === 'Identifier') return [p.key.name];
    return p.key.type === 'Literal' && typeof p.key.value === 'string' ? [p.key.value] : [];
  });
}
