import { isInsideOrSame } from '../util/path-inside.ts';
import { isSitePageFile } from './stages/site-pages.ts';

/** What an edited file is to the dev server, which decides what is recomputed. */
export type ChangeKind = 'assets' | 'generator' | 'config' | 'page' | 'site-page' | 'api' | 'snippet' | 'static';

export interface WatchedDirs {
  /** The generator's own folders (runtime/, theme/, shared/), watched so its authors see their edits. */
  runtimeDir: string;
  themeDir: string;
  sharedDir: string;
  configDir: string;
  docsDir: string;
  apiDir: string;
  snippetsDir: string;
  /** The site's `src/` (components, `src/css/custom.css`). */
  srcDir?: string;
  /** The blog's folder, when the site has a blog. */
  blogDir?: string;
  /**
   * A versioned site's `versioned_docs/`, `versioned_sidebars/` and `versions.json`: an edit there reads the site
   * again, as a config change does (older versions change rarely; each is routed with the others).
   */
  versionPaths?: string[];
  /** The site's `src/pages/` (Docusaurus's pages). */
  pagesDir?: string;
}

const under = isInsideOrSame;

/**
 * Classifies a changed file: the browser bundle (runtime code, any stylesheet), the code the render
 * thread runs (theme, shared), the site config, a page of the docs or of `src/pages/`, the API reference,
 * a snippet, or anything else (static files), in that order of precedence.
 */
export function classifyChange(file: string, dirs: WatchedDirs): ChangeKind {
  if (under(dirs.runtimeDir, file) || file.endsWith('.css')) return 'assets';
  if (under(dirs.themeDir, file) || under(dirs.sharedDir, file)) return 'generator';
  // The blog is read as a whole (its order, lists and feeds follow every post): a change there reads the site again.
  if (under(dirs.configDir, file) || (dirs.blogDir && under(dirs.blogDir, file))) return 'config';
  if (dirs.versionPaths?.some((p) => under(p, file))) return 'config';
  // A page of `src/pages/` (not a `_` partial or a test): the pages are listed again (added, removed, retitled).
  if (dirs.pagesDir && under(dirs.pagesDir, file) && isSitePageFile(file.slice(dirs.pagesDir.length + 1)))
    return 'site-page';
  // Site components (in src/ or beside the pages) may be islands: their chunks are rebundled.
  if (/\.(jsx?|tsx?|mjs)$/.test(file) && (under(dirs.docsDir, file) || (dirs.srcDir && under(dirs.srcDir, file))))
    return 'assets';
  // Partials (a `_` file or folder, never a page) and JSON data are read through imports: like a snippet, they
  // recompile exactly the pages whose dependencies list them (`_category_` files still describe the sidebar).
  const inDocs = under(dirs.docsDir, file) ? file.slice(dirs.docsDir.length) : undefined;
  if (inDocs && !/_category_\.\w+$/.test(inDocs) && (/\.json$/.test(inDocs) || /[\\/]_.*\.mdx?$/.test(inDocs)))
    return 'snippet';
  if (under(dirs.docsDir, file) && /\.mdx?$/.test(file)) return 'page';
  if (under(dirs.apiDir, file)) return 'api';
  if (under(dirs.snippetsDir, file)) return 'snippet';
  return 'static';
}
