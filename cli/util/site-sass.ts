import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { describeProblem, resolveSiteFile, siteRoots } from './site-paths.ts';

// A Docusaurus site with docusaurus-plugin-sass names `.scss` files in `customCss`; the plugin compiles them with
// the site's own `sass` package (its peer dependency). We do the same, with that package, for the site
// stylesheet only: a stylesheet it reads (`@use`, `@import`, `~pkg/…` from node_modules) must be a file of the
// site, checked on every file Sass loaded before its CSS is used (else nothing of it is published).

/** Sass files: `.scss` and the indented `.sass`. */
export const SASS_FILE = /\.s[ac]ss$/i;

interface SassModule {
  compile(
    file: string,
    options: { style: 'expanded'; importers: { findFileUrl(url: string): URL | null }[] },
  ): { css: string; loadedUrls: URL[] };
}

/** The site's own `sass` package (as docusaurus-plugin-sass uses it), or undefined when it is not installed. */
export function siteSass(siteRoot: string): SassModule | undefined {
  const require = createRequire(join(siteRoot, 'package.json'));
  try {
    return require(require.resolve('sass', { paths: [siteRoot] })) as SassModule;
  } catch {
    return undefined;
  }
}

/** The CSS of one Sass file of the site, or the problem that stops it (not installed, a file outside, an error). */
export function compileSass(file: string, siteRoot: string): { css: string } | { error: string } {
  const sass = siteSass(siteRoot);
  if (!sass)
    return { error: 'Sass needs the `sass` package in the site (npm install sass), as docusaurus-plugin-sass' };
  // `~pkg/x` and `pkg/x` (webpack's sass-loader): the site's node_modules.
  const nodeModules = {
    findFileUrl: (url: string) =>
      url.startsWith('.') || url.startsWith('/') || url.includes(':')
        ? null
        : pathToFileURL(join(siteRoot, 'node_modules', url.replace(/^~/, ''))),
  };
  let result: { css: string; loadedUrls: URL[] };
  try {
    result = sass.compile(file, { style: 'expanded', importers: [nodeModules] });
  } catch (e) {
    return { error: `Sass: ${(e as Error).message.split('\n')[0]}` };
  }
  const roots = siteRoots([siteRoot]);
  for (const url of result.loadedUrls) {
    if (url.protocol !== 'file:') continue;
    const path = fileURLToPath(url);
    const found = resolveSiteFile(roots, path);
    if (!found.ok)
      return { error: `Sass read \`${relative(siteRoot, path)}\`: ${describeProblem(found.problem, found.real)}` };
  }
  return { css: result.css };
}

/** esbuild's loader for the Sass files of the site stylesheet: compiled to CSS, their `url()`s resolved from them. */
export function sassPlugin(siteRoot: string): Plugin {
  return {
    name: 'docs-site-sass',
    setup(b) {
      b.onLoad({ filter: SASS_FILE }, (args) => {
        const out = compileSass(args.path, siteRoot);
        if ('error' in out) return { errors: [{ text: out.error }] };
        return { contents: out.css, loader: 'css' };
      });
    },
  };
}
