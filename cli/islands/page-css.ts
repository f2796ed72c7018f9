import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { resolveSiteFile, siteRootsOf } from '../util/site-paths.ts';
import { ASSET_FILE } from '../util/asset-files.ts';
import type { ResolvedConfig } from '../config/load.ts';

/** Relative, absolute and `@site/` imports are the site's own files; anything else is a package or a shim. */
const SITE_IMPORT = /^(\.{1,2}(\/|$)|\/|@site\/)/;

function siteImportsOnly(rootDir: string): Plugin {
  return {
    name: 'docs-page-css',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        // Only which stylesheets are read matters here: their `url()`s are resolved, and a missing or refused one
        // reported at its place, when the site stylesheet is bundled (site-css.ts). Followed here, one missing
        // file failed this whole pass, and every page's stylesheet was left out without a word.
        if (args.kind === 'url-token') return { path: args.path, external: true };
        if (!SITE_IMPORT.test(args.path)) return { path: args.path, external: true };
        // Only plain CSS is read here; Sass and Less are not compiled for the site stylesheet.
        if (/\.(scss|sass|less)$/.test(args.path)) return { path: args.path, external: true };
        const site = args.path.startsWith('@site/') ? './' + args.path.slice('@site/'.length) : undefined;
        if (site) return b.resolve(site, { kind: args.kind, resolveDir: rootDir });
        return undefined;
      });
      // Images and other files a page imports are URLs (cli/util/asset-files.ts): nothing to read here.
      b.onLoad({ filter: ASSET_FILE }, () => ({ contents: '', loader: 'empty' }));
    },
  };
}

/**
 * The `.css` files the React pages of `src/pages/` import, directly or through the site's components (a CSS
 * module such as `index.module.css`, as Docusaurus's templates write): they go into the site stylesheet with
 * their class names as written, as island CSS does, since the pages are rendered with those names. Found from
 * esbuild's metafile alone (nothing is written; an import problem is the page compile's to report), and only
 * files inside the site are taken. A file that does not bundle (an import that does not resolve) loses only its
 * own stylesheets: the others' are still found, where one such file among them left every stylesheet out.
 */
export async function pageStylesheets(
  config: Pick<ResolvedConfig, 'rootDir' | 'docsDir' | 'snippetsDir' | 'staticDir' | 'apiDir'>,
  pages: string[],
): Promise<string[]> {
  if (!pages.length) return [];
  let inputs = await importedFiles(config.rootDir, pages);
  // One failed file fails the whole build: then each file on its own (only when some file does not bundle).
  if (!inputs) {
    const each = await Promise.all(pages.map((page) => importedFiles(config.rootDir, [page])));
    inputs = [...new Set(each.flatMap((files) => files ?? []))];
  }
  const roots = siteRootsOf(config);
  return inputs
    .filter((f) => f.endsWith('.css') && !/^[a-z-]+:/.test(f))
    .map((f) => resolve(config.rootDir, f))
    .filter((f) => resolveSiteFile(roots, f).ok)
    .sort();
}

/** Every file `entries` import (esbuild's metafile inputs, relative to `rootDir`); undefined when one fails. */
async function importedFiles(rootDir: string, entries: string[]): Promise<string[] | undefined> {
  try {
    const result = await build({
      entryPoints: entries,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      outdir: join(rootDir, '.docs-page-css'), // never written: names the outputs
      absWorkingDir: rootDir,
      logLevel: 'silent',
      plugins: [siteImportsOnly(rootDir)],
    });
    return Object.keys(result.metafile.inputs);
  } catch {
    return undefined;
  }
}
