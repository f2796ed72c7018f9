import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { RuleId } from '../../diagnostics/rules.ts';
import {
  checkLexical,
  describeProblem,
  resolveSiteFile,
  SITE_PATH_HINT,
  type SiteRoots,
} from '../../util/site-paths.ts';
import { isHostModule } from './host-modules.ts';

/** Where an import led: a module the generator serves, a file of the site, or a problem for the author. */
export type Resolution =
  | { kind: 'host' }
  | { kind: 'file'; path: string }
  | { kind: 'problem'; ruleId: RuleId; message: string; hint: string };

/** Extensions tried, in order, for an import written without one (as Docusaurus's webpack config does). */
export const IMPORT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.mdx', '.md', '.json'];

/** What an import may read: the site's roots, and the site folder `@site/` and bare packages resolve in. */
export interface ResolveContext {
  siteRoot: string;
  roots: SiteRoots;
}

function candidates(base: string): string[] {
  return [base, ...IMPORT_EXTENSIONS.map((e) => base + e), ...IMPORT_EXTENSIONS.map((e) => join(base, 'index' + e))];
}

/**
 * Finds the file an import names among its candidates, through the site-path gate: a path written
 * outside the site is refused before the file system is asked, and so is one a symlink takes outside.
 */
function findFile(ctx: ResolveContext, specifier: string, base: string, searched: string[]): Resolution {
  if (checkLexical(ctx.roots, base)) {
    return {
      kind: 'problem',
      ruleId: 'path-outside-site',
      message: `Import \`${specifier}\` is not read: ${describeProblem(checkLexical(ctx.roots, base)!)}`,
      hint: SITE_PATH_HINT,
    };
  }
  for (const candidate of candidates(base)) {
    const found = resolveSiteFile(ctx.roots, candidate);
    if (found.ok) return { kind: 'file', path: candidate };
    if (found.problem === 'missing' || found.problem === 'not-a-file') continue;
    return {
      kind: 'problem',
      ruleId: 'path-outside-site',
      message: `Import \`${specifier}\` is not read: ${describeProblem(found.problem, found.real)}`,
      hint: SITE_PATH_HINT,
    };
  }
  searched.push(base);
  return unresolved(ctx, specifier, searched);
}

function unresolved(ctx: ResolveContext, specifier: string, searched: string[]): Resolution {
  const shown = searched.map((s) => relative(ctx.siteRoot, s) || '.');
  return {
    kind: 'problem',
    ruleId: 'unresolved-import',
    message: `Cannot resolve import \`${specifier}\` (searched ${shown.map((s) => `\`${s}\``).join(', ')})`,
    hint: `write the path relative to this file or as \`@site/…\`; extensions tried: ${IMPORT_EXTENSIONS.join(' ')}`,
  };
}

/** A swizzled theme component: `src/theme/<Name>` in the site wins over the built-in one, as in Docusaurus. */
function swizzled(ctx: ResolveContext, name: string): string | undefined {
  const base = join(ctx.siteRoot, 'src/theme', name);
  return candidates(base).find((c) => c !== base && existsSync(c));
}

/**
 * Resolves an import of a page, partial or site component (everything but bare npm packages, which
 * esbuild resolves and `checkPackage` then gates): relative and absolute paths, `@site/…`, `@theme/…`
 * (a swizzled component of the site, or the built-in one), `@theme-original/…` and `@docusaurus/…`.
 */
export function resolveImport(ctx: ResolveContext, specifier: string, importer: string): Resolution | 'package' {
  if (specifier.startsWith('@theme/')) {
    const own = swizzled(ctx, specifier.slice('@theme/'.length));
    if (own && own !== importer) return { kind: 'file', path: own };
  }
  if (isHostModule(specifier)) return { kind: 'host' };
  if (/^@(theme|theme-original|docusaurus)\//.test(specifier)) {
    return {
      kind: 'problem',
      ruleId: 'unresolved-import',
      message: `Cannot resolve import \`${specifier}\`: docs does not provide it`,
      hint:
        'provided: @theme/ Tabs, TabItem, CodeBlock, Admonition, Details, TOCInline, ThemedImage, DocCardList, ' +
        'Heading, Mermaid, MDXComponents (and /A, /Code, /Pre, /Ul, /Li, /Img, /Heading, /Details); ' +
        '@docusaurus/ Link, useBaseUrl, useDocusaurusContext, BrowserOnly, Translate, Head, ExecutionEnvironment, ' +
        'useIsBrowser, theme-common, plugin-content-docs/client; or write your own under src/theme/',
    };
  }
  const searched: string[] = [];
  if (specifier.startsWith('@site/')) return findFile(ctx, specifier, join(ctx.siteRoot, specifier.slice(6)), searched);
  if (specifier.startsWith('.') || isAbsolute(specifier)) {
    return findFile(ctx, specifier, resolve(dirname(importer), specifier), searched);
  }
  return 'package';
}

/** A bare package esbuild found: only the site's own `node_modules` may provide it, never the generator's. */
export function checkPackage(ctx: ResolveContext, specifier: string, path: string | undefined): Resolution {
  if (path && resolveSiteFile(ctx.roots, path).ok) return { kind: 'file', path };
  return unresolved(ctx, specifier, [join(ctx.siteRoot, 'node_modules', specifier)]);
}
