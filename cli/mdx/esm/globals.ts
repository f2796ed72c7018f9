import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CompileState } from '../state.ts';

const MDX_COMPONENTS_FILES = ['tsx', 'ts', 'jsx', 'js'].map((e) => `src/theme/MDXComponents.${e}`);

/** The site's swizzled MDXComponents file (`src/theme/MDXComponents.*`), if it has one. */
export function siteMdxComponents(siteRoot: string): string | undefined {
  return MDX_COMPONENTS_FILES.map((f) => join(siteRoot, f)).find((f) => existsSync(f));
}

/** Does the site give every page components of its own (so an unknown tag may be one of them)? */
export function hasGlobalComponents(state: CompileState): boolean {
  const root = state.options.siteRoot;
  return Object.keys(state.options.components ?? {}).length > 0 || (!!root && !!siteMdxComponents(root));
}
