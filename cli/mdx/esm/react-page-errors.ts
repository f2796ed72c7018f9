import type { CompileState } from '../state.ts';

/**
 * A React page of `src/pages/` is compiled as a module importing its default export (site-pages.ts): a file
 * without one fails that import, which esbuild reports at the generated module's line. Said as what it is, at
 * the page's file, with what to do.
 */
export function explainReactPageErrors(state: CompileState): void {
  for (const d of state.diagnostics) {
    if (d.file !== state.file || d.ruleId !== 'import-syntax' || !/for import "default"$/.test(d.message)) continue;
    d.message = 'The page has no default export: a React page of src/pages is the component it exports as default';
    d.hint = 'add `export default function Page() { … }` (or export the page component as default)';
    d.place = undefined;
  }
}
