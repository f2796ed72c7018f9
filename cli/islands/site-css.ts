import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';
import type { ResolvedConfig } from '../config/load.ts';
import { docusaurusCustomCss } from '../config/docusaurus-custom-css.ts';
import { locateKey } from '../config/locate-key.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hash } from '../util/hash.ts';
import { withBaseUrl } from '../../shared/routes.ts';
import { sassPlugin } from '../util/site-sass.ts';
import { describeProblem, resolveSiteFile, SITE_PATH_HINT, siteRoots, type SiteRoots } from '../util/site-paths.ts';
import { SCRIPT_FILE_HINT, scriptedAssetWords, scriptInAssetFile } from '../util/url-safety.ts';

/** Docusaurus's convention: a site's own CSS, loaded after the theme's. */
export const CUSTOM_CSS = 'src/css/custom.css';

export interface SiteCss {
  /**
   * Absolute paths, in cascade order: `src/css/custom.css` (if present), a Docusaurus config's `customCss`, then
   * `config.stylesheets`.
   */
  files: string[];
  /** `stylesheets` entries that are URLs (a CDN's KaTeX stylesheet): linked from every page as they are. */
  urls: string[];
  diagnostics: Diagnostic[];
}

/** A stylesheet written as a URL: `https://…` or `//…`, linked, never fetched or bundled. */
const STYLESHEET_URL = /^(https?:)?\/\//;

/** The site's stylesheets; a configured file that does not exist is an error at its config key. */
export function siteStylesheets(config: Pick<ResolvedConfig, 'site' | 'rootDir' | 'files'>): SiteCss {
  const files: string[] = [];
  const urls: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const custom = join(config.rootDir, CUSTOM_CSS);
  if (existsSync(custom)) files.push(custom);
  // A Docusaurus site's `customCss` (docusaurus.config.*), in its order: a package's CSS, a theme file of its own.
  const docusaurus = docusaurusCustomCss(config.rootDir);
  for (const f of docusaurus.files) if (!files.includes(f)) files.push(f);
  diagnostics.push(...docusaurus.diagnostics);
  const listed = (config.site as { stylesheets?: string[] }).stylesheets ?? [];
  listed.forEach((rel, i) => {
    if (STYLESHEET_URL.test(rel)) return void urls.push(rel);
    const abs = resolve(config.rootDir, rel);
    if (existsSync(abs)) {
      if (!files.includes(abs)) files.push(abs);
      return;
    }
    let text = '';
    try {
      text = readFileSync(config.files.site, 'utf8');
    } catch {
      // no config text: the place is left out
    }
    diagnostics.push({
      severity: 'error',
      ruleId: 'invalid-config',
      source: 'config',
      message: `stylesheets.${i}: ${rel} does not exist`,
      file: config.files.site,
      place: locateKey(text, ['stylesheets', i]),
      hint: 'paths in `stylesheets` are relative to the site folder (e.g. src/css/extra.css), or URLs (https://…)',
    });
  });
  return { files, urls, diagnostics };
}

export interface BundledCss {
  /** Output files relative to the output folder: the combined stylesheet and the assets its `url()`s name. */
  files: { path: string; content: Uint8Array }[];
  /** URL of the combined stylesheet. */
  url: string;
  diagnostics: Diagnostic[];
}

/**
 * The theme's CSS followed by the site's, in one hashed file under `/assets/` (one request, and the
 * site's rules win over the theme's of equal specificity). The site's `@import`s and `url()`s are
 * resolved by esbuild; images and fonts are copied under `/assets/media/` with hashed names.
 */
export async function bundleSiteCss(
  themeCss: string,
  files: string[],
  siteRoot: string,
  baseUrl = '/',
  /** The folders the site may read (`siteRootsOf`): an `@import` or `url()` outside them is an error. */
  roots: SiteRoots = siteRoots([siteRoot]),
  /** `markdown.allowScripts`: an SVG a `url()` names may hold a script. */
  allowScripts = false,
): Promise<BundledCss> {
  const outdir = join(siteRoot, '.docs-css'); // never written (write: false): names the outputs
  let result;
  try {
    result = await build({
      stdin: {
        contents: files
          .map((f) => `@import ${JSON.stringify('./' + relative(siteRoot, f).split('\\').join('/'))};`)
          .join('\n'),
        loader: 'css',
        resolveDir: siteRoot,
        sourcefile: 'site.css',
      },
      bundle: true,
      minify: true,
      outdir,
      write: false,
      absWorkingDir: siteRoot,
      assetNames: 'media/[name]-[hash]',
      publicPath: withBaseUrl(baseUrl, '/assets/'), // url()s are absolute: the file is served under the base
      loader: {
        ...Object.fromEntries(
          ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map(
            (ext) => [ext, 'file' as const],
          ),
        ),
        // CSS modules of site components keep their class names as written, as the rendered HTML has them.
        '.module.css': 'css', // global: esbuild's default for .module.css is local-css
      },
      target: ['chrome100', 'firefox100', 'safari15'],
      plugins: [rootUrlsPlugin(baseUrl), sassPlugin(siteRoot), siteFilesOnly(roots, allowScripts)],
      logLevel: 'silent',
    });
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors;
    if (!errors) throw e;
    return { files: [], url: '', diagnostics: errors.map((m) => cssDiagnostic(m, siteRoot)) };
  }
  const rel = (abs: string) => 'assets/' + relative(outdir, abs).split('\\').join('/');
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'));
  const combined = themeCss.trimEnd() + '\n' + (css?.text ?? '');
  const path = `assets/styles-${hash(combined).slice(0, 8)}.css`;
  return {
    files: [
      { path, content: new TextEncoder().encode(combined) },
      ...result.outputFiles.filter((f) => f !== css).map((f) => ({ path: rel(f.path), content: f.contents })),
    ],
    url: '/' + path,
    diagnostics: [],
  };
}

/**
 * `url(/img/logo.svg)` names a file of `static/`, served from the site root (Docusaurus's convention): left
 * as a URL, under the base, not bundled. `~pkg/…` names a package's file, as webpack's css-loader reads it.
 */
function rootUrlsPlugin(baseUrl: string): Plugin {
  return {
    name: 'docs-css-root-urls',
    setup(b) {
      b.onResolve({ filter: /^\/[^/]/ }, (args) =>
        args.kind === 'url-token' || args.kind === 'import-rule'
          ? { path: withBaseUrl(baseUrl, args.path), external: true }
          : undefined,
      );
      // `@import '~pkg/x.css'`, `url(~pkg/font.woff2)`: webpack's css-loader reads `~` as "from node_modules", and
      // Docusaurus sites' stylesheets (a `customCss` file among them) are written for it.
      // The path without its `~` is resolved through the plugins again, so siteFilesOnly checks it as any other.
      b.onResolve({ filter: /^~[^/]/ }, async (args) => {
        if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        const found = await b.resolve(args.path.slice(1), {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { written: args.path }, // its messages name the path as written, `~` and all
        });
        return found.errors.length ? { errors: found.errors } : { path: found.path };
      });
    },
  };
}

function cssDiagnostic(m: Message, siteRoot: string): Diagnostic {
  const file = m.location?.file;
  const outside = m.detail === OUTSIDE;
  const script = m.detail === SCRIPT;
  return {
    severity: 'error',
    ruleId: outside ? 'path-outside-site' : script ? 'raw-script' : 'invalid-config',
    source: 'config',
    message: `site CSS: ${m.text}`,
    file: file && file !== 'site.css' ? resolve(siteRoot, file) : undefined,
    place: m.location ? { line: m.location.line, column: m.location.column + 1 } : undefined,
    hint: outside
      ? SITE_PATH_HINT
      : script
        ? SCRIPT_FILE_HINT
        : 'fix the stylesheet, or the path of the file it imports',
  };
}

/** Marks an esbuild error as a refused path (cssDiagnostic gives it its rule). */
const OUTSIDE = 'path-outside-site';
/** Marks an esbuild error as a file holding a script. */
const SCRIPT = 'raw-script';
/** Marks a resolve made by siteFilesOnly itself, which it lets through. */
const OWN_RESOLVE = Symbol('site-files-only');

/** The error for an `@import` or `url()` that resolved to a file the site may not read; undefined when it may. */
function outsideSite(roots: SiteRoots, written: string, path: string) {
  const found = resolveSiteFile(roots, path);
  if (found.ok) return undefined;
  return {
    errors: [{ text: `\`${written}\` is not read: ${describeProblem(found.problem, found.real)}`, detail: OUTSIDE }],
  };
}

/**
 * Every file the site stylesheet reads (an `@import`, a `url()` copied under /assets/) is a file of the site, as
 * for content: a stylesheet is the site's code, but what it names is published, so `url(../../secret.png)` or an
 * `@import` of a file outside would put that file in the output. Base-URL paths (`/img/x.svg`, static files) are
 * left as URLs before it; a `~pkg/` path comes back through it without its `~`.
 */
function siteFilesOnly(roots: SiteRoots, allowScripts: boolean): Plugin {
  return {
    name: 'docs-site-files-only',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === OWN_RESOLVE || args.kind === 'entry-point') return undefined;
        const found = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: OWN_RESOLVE,
        });
        if (found.errors.length || found.external || found.namespace !== 'file') return undefined;
        const written = (args.pluginData as { written?: string } | undefined)?.written ?? args.path;
        const refused = outsideSite(roots, written, found.path);
        if (refused) return refused;
        // An SVG a `url()` names is published under /assets/: one holding a script would run when opened.
        const script = allowScripts ? undefined : scriptInAssetFile(found.path);
        if (script) return { errors: [{ text: scriptedAssetWords(`\`${written}\``, script).message, detail: SCRIPT }] };
        return { path: found.path };
      });
    },
  };
}
