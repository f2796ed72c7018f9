// Compile options for unit tests that run compileMdx on small inputs: a site at `root` with the real
// code themes, TOC levels 2–3 and no file routes; `extra` overrides any field (an API index, allowScripts).
import { join } from 'node:path';
import type { CompileOptions } from '../../cli/mdx/state.ts';
import { siteRoots } from '../../cli/util/site-paths.ts';

export function compileOptions(root = '/site', extra: Partial<CompileOptions> = {}): CompileOptions {
  return {
    docsDir: join(root, 'content/docs'),
    snippetsDir: join(root, 'content/snippets'),
    staticDir: join(root, 'static'),
    codeThemes: { light: 'github-light', dark: 'github-dark' },
    tocMinLevel: 2,
    tocMaxLevel: 3,
    mermaid: false,
    fileRoutes: {},
    apiIndex: {},
    roots: siteRoots([root]),
    allowScripts: false,
    ...extra,
  };
}
