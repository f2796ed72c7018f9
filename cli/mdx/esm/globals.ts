import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
