import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { build, transform, type BuildFailure, type Message, type Plugin } from 'esbuild';
import type { Diagnostic, Place } from '../../diagnostics/diagnostic.ts';
import {
  clientModuleKind,
  islandId,
  islandWrapperModule,
  undecidedModule,
  type AutoIslands,
} from '../../islands/client-modules.ts';
import type { Undecided } from '../../islands/needs-browser.ts';
import { ISLAND_MODULE } from './host-modules.ts';
import { withBaseUrl } from '../../../shared/routes.ts';
import { assetModule, assetOutput, isAssetFile } from '../../util/asset-files.ts';
import { checkPackage, resolveImport, splitLoaders, type ResolveContext } from './resolve.ts';
import { droppedLoaders } from '../../util/import-loaders.ts';
import { browserPackageExport, browserPackageImport } from './package-imports.ts';
import { placeAt, placeOfText } from './positions.ts';
import { scriptedAssetWords, scriptInAssetFile } from '../../util/url-safety.ts';

/** The page's modules, bundled into one CommonJS program that takes React and the theme from the generator. */
export interface PageBundle {
  code: string;
  map: string;
  /** Every site file in the bundle (the page's cache dependencies). */
  inputs: string[];
  /** importer → specifier → resolved file, for positions in messages and Markdown partials. */
  imports: Map<string, Map<string, string>>;
  /** Files the page imports as URLs (images, media, documents), to copy into the output. */
  assets: { from: string; to: string }[];
}

export interface BundleRequest extends ResolveContext {
  /** `markdown.allowScripts`: an imported SVG or HTML file holding a script is published as it is. */
  allowScripts?: boolean;
  page: string;
  /** The page compiled to JavaScript (with its inline source map). */
  pageCode: string;
  /** Source text of each MDX file by path, for positions of import problems. */
  sources: Map<string, string>;
  /** Compiles an imported `.md`/`.mdx` partial to JavaScript; undefined after a reported syntax error. */
  loadPartial: (file: string) => Promise<string | undefined>;
  /** The site's global MDX components (`src/theme/MDXComponents.*`) and `config.components`. */
  globals: { mdxComponents?: string; components: Record<string, { path: string; client: boolean }> };
  /** Make a source map (to place a render error). */
  withMap?: boolean;
  /** Where components found to need the browser become islands unmarked (none: only marked ones). */
  autoIslands?: AutoIslands;
  /** The site's `baseUrl`: the URL of an imported asset carries it. */
  baseUrl?: string;
  /** `markdown.nodeCode`: page code may import Node built-ins (otherwise it runs as in a browser). */
  nodeCode?: boolean;
}

const PAGE = 'docs-page';
const ENTRY = 'docs-entry';
const ISLAND = 'docs-island';
const STYLE = 'docs-style';
const TEXT = 'docs-text';
const ASSET = 'docs-asset';
const STYLESHEET = /\.(css|scss|sass|less)$/;

function cssWarning(specifier: string): ImportProblem['diagnostic'] {
  return {
    severity: 'warning',
    ruleId: 'css-import',
    message: `Stylesheet \`${specifier}\` imported by content is not applied (pages use the theme's styles)`,
    hint: 'put site styles in src/css/custom.css, which every page loads; remove this import',
  };
}

const SASS = /\.(scss|sass|less)$/;

function sassWarning(specifier: string): ImportProblem['diagnostic'] {
  return {
    severity: 'warning',
    ruleId: 'css-import',
    message: `Stylesheet \`${specifier}\` is Sass or Less, which \`docs\` does not compile: its rules are not applied`,
    hint: 'write it as CSS (`.css`, or `.module.css` for class names of its own), which site components may import',
  };
}

function loaderWarning(specifier: string, loaders: string[]): ImportProblem['diagnostic'] {
  return {
    severity: 'warning',
    ruleId: 'docusaurus-unsupported',
    message:
      `The webpack loader${loaders.length > 1 ? 's' : ''} ${loaders.map((l) => `\`${l}\``).join(', ')} of ` +
      `\`${specifier}\` ${loaders.length > 1 ? 'are' : 'is'} not run: the file is imported as it is`,
    hint:
      "only `!!raw-loader!` (or `?raw`) is understood, giving the file's text; an image or file import gives its " +
      'URL without a loader',
  };
}

function undecidedWarning(open: Undecided): ImportProblem['diagnostic'] {
  return {
    severity: 'warning',
    ruleId: 'island-undecided',
    message:
      `Whether this component needs the browser is not known: it ${open.what}. It is rendered as static HTML, ` +
      'with no JavaScript',
    hint: "if it is interactive, make `'use client'` its first statement (it then hydrates as an island)",
  };
}

/** The entry: the page's content component and the components every page gets without importing them. */
function entryModule(req: BundleRequest): string {
  const lines = [`import Content from '${PAGE}';`, `import original from '@theme-original/MDXComponents';`];
  const parts = ['original'];
  if (req.globals.mdxComponents) {
    lines.push(`import site from ${JSON.stringify(req.globals.mdxComponents)};`);
    parts.push('site');
  }
  Object.entries(req.globals.components).forEach(([name, { path }], i) => {
    lines.push(`import * as g${i} from ${JSON.stringify(path)};`);
    parts.push(`{ ${JSON.stringify(name)}: g${i}.default ?? g${i}[${JSON.stringify(name)}] }`);
  });
  lines.push(`export const components = Object.assign({}, ${parts.join(', ')});`, 'export default Content;');
  return lines.join('\n');
}

/** Problems found while resolving, kept with the importer so they are reported where the import is written. */
interface ImportProblem {
  importer: string;
  specifier: string;
  diagnostic: Omit<Diagnostic, 'file' | 'place' | 'source'>;
}

function sourceOf(req: BundleRequest, file: string): string {
  const known = req.sources.get(file);
  if (known !== undefined) return known;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Files of the global components (`src/theme/MDXComponents`, `config.components`) and what they import. */
type GlobalFiles = Set<string>;

function plugin(
  req: BundleRequest,
  problems: ImportProblem[],
  imports: PageBundle['imports'],
  assets: PageBundle['assets'],
  globalFiles: GlobalFiles,
): Plugin {
  const flagged = Object.values(req.globals.components)
    .filter((c) => c.client)
    .map((c) => c.path);
  const record = (importer: string, specifier: string, path: string) => {
    if (!imports.has(importer)) imports.set(importer, new Map());
    imports.get(importer)!.set(specifier, path);
  };
  return {
    name: 'docs-mdx-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'package') return undefined; // our own lookup below: esbuild decides
        if (args.kind === 'entry-point') return { path: ENTRY, namespace: ENTRY };
        if (args.path === PAGE) return { path: req.page, namespace: PAGE };
        if (args.path === ISLAND_MODULE) return { path: args.path, external: true };
        const importer = args.namespace === PAGE || args.namespace === ENTRY ? req.page : args.importer;
        if (args.namespace === ISLAND) return { path: args.path.replace(/\?server$/, '') };
        // The site's own code only: a package's imports are its authors' business.
        const own = !/[\\/]node_modules[\\/]/.test(importer);
        const loaders = own ? droppedLoaders(args.path) : [];
        if (loaders.length)
          problems.push({ importer, specifier: args.path, diagnostic: loaderWarning(args.path, loaders) });
        if (STYLESHEET.test(args.path)) {
          // Pages are static HTML with the theme's styles: a stylesheet a page imports is not applied.
          if (/\.mdx?$/.test(importer))
            problems.push({ importer, specifier: args.path, diagnostic: cssWarning(args.path) });
          // A component's Sass or Less is not compiled (its class names stay, its rules are lost).
          else if (own && SASS.test(args.path))
            problems.push({ importer, specifier: args.path, diagnostic: sassWarning(args.path) });
          return { path: args.path, namespace: STYLE };
        }
        if (!req.nodeCode && isBuiltin(args.path)) {
          const message = `\`${args.path}\` is a Node built-in: page code runs as in a browser, where it is not`;
          const hint =
            'build the data before the site (a JSON file the page imports); set `markdown.nodeCode: true` in the ' +
            'site config only if every author is trusted';
          problems.push({
            importer,
            specifier: args.path,
            diagnostic: { severity: 'error', ruleId: 'unresolved-import', message, hint },
          });
          return { errors: [{ text: message }] };
        }
        if (!req.nodeCode && args.path.startsWith('#') && /[\\/]node_modules[\\/]/.test(importer)) {
          // A package's own `#name` import: the file a browser bundler takes (cli/mdx/esm/package-imports.ts).
          const browser = browserPackageImport(importer.replace(/\?server$/, ''), args.path);
          if (browser) return { path: browser };
        }
        const resolved = resolveImport(req, args.path, importer);
        let r = resolved;
        // Node's own modules (`path`, `node:crypto`), which npm packages import: site code runs in Node at build
        // time, as in Docusaurus's server render; the page's require gives them (evaluate.ts).
        if (resolved === 'package' && isBuiltin(args.path)) return { path: args.path, external: true };
        if (resolved === 'package') {
          const { path: bare, as } = splitLoaders(args.path);
          const found = await b.resolve(bare, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            pluginData: 'package',
          });
          // The branch of the package's `exports` a browser bundler takes, where it names one for Node.
          const required = args.kind === 'require-call';
          const browser =
            !req.nodeCode && !found.errors.length ? browserPackageExport(found.path, bare, required) : undefined;
          r = checkPackage(req, bare, found.errors.length ? undefined : (browser ?? found.path));
          if (as && r.kind === 'file') r = { ...r, as };
        }
        if (r === 'package' || r.kind === 'host') return { path: args.path, external: true };
        if (r.kind === 'problem') {
          const { ruleId, message, hint } = r;
          problems.push({ importer, specifier: args.path, diagnostic: { severity: 'error', ruleId, message, hint } });
          return { errors: [{ text: message }] };
        }
        record(importer, args.path, r.path);
        const fromGlobal = args.namespace === ENTRY || globalFiles.has(args.importer.replace(/\?server$/, ''));
        if (fromGlobal) globalFiles.add(r.path);
        if (r.as === 'text') return { path: r.path, namespace: TEXT };
        if (isAssetFile(r.path)) {
          // An SVG (or HTML file) imported as a URL is published: one holding a script would run when opened.
          const script = req.allowScripts ? undefined : scriptInAssetFile(r.path);
          if (script) {
            const words = scriptedAssetWords(`Import \`${args.path}\``, script);
            problems.push({
              importer,
              specifier: args.path,
              diagnostic: { severity: 'error', ruleId: 'raw-script', ...words },
            });
            return { errors: [{ text: words.message }] };
          }
          return { path: r.path, namespace: ASSET };
        }
        // A global component marked `client: true` (imported by the entry) is an island too.
        const island = args.namespace !== ENTRY || r.path !== req.globals.mdxComponents;
        const kind = island ? clientModuleKind(r.path, flagged, req.autoIslands) : undefined;
        if (kind) return { path: r.path, namespace: ISLAND, pluginData: kind };
        const open = island && req.autoIslands ? undecidedModule(r.path, req.autoIslands) : undefined;
        if (open) problems.push({ importer: r.path, specifier: open.specifier, diagnostic: undecidedWarning(open) });
        return { path: r.path };
      });
      b.onLoad({ filter: /.*/, namespace: ENTRY }, () => ({ contents: entryModule(req), resolveDir: req.siteRoot }));
      b.onLoad({ filter: /.*/, namespace: PAGE }, () => ({
        contents: req.pageCode,
        loader: 'js',
        resolveDir: dirname(req.page),
      }));
      b.onLoad({ filter: /.*/, namespace: ISLAND }, (args) => ({
        // Each component it exports (default and named) wrapped by island(); other exports passed through.
        contents: islandWrapperModule(
          args.path,
          islandId(args.path, req.siteRoot),
          ISLAND_MODULE,
          args.path + '?server',
          args.pluginData === 'found',
        ),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
      b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const code = await req.loadPartial(args.path);
        return { contents: code ?? 'export default function Broken() { return null; }', loader: 'js' };
      });
      // `!!raw-loader!./x.py`, `./x.py?raw`: the file's text, as raw-loader's ES module gives it.
      b.onLoad({ filter: /.*/, namespace: TEXT }, (args) => ({
        contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`,
        loader: 'js',
      }));
      // An image or other file: its URL in the output, copied there with a hashed name (webpack's asset rules).
      b.onLoad({ filter: /.*/, namespace: ASSET }, (args) => {
        const asset = assetOutput(args.path);
        assets.push(asset);
        return { contents: assetModule(args.path, withBaseUrl(req.baseUrl ?? '/', '/' + asset.to)), loader: 'js' };
      });
      // Stylesheets (of site components: CSS modules): the class names are kept as written.
      b.onLoad({ filter: /.*/, namespace: STYLE }, () => ({
        contents: "export default new Proxy({}, { get: (_, k) => (typeof k === 'string' ? k : undefined) });",
        loader: 'js',
      }));
    },
  };
}

/** An import problem at the place its specifier is written in the importer. */
function positioned(req: BundleRequest, p: ImportProblem): Diagnostic {
  const place = placeOfText(sourceOf(req, p.importer), [`'${p.specifier}'`, `"${p.specifier}"`]);
  return { ...p.diagnostic, source: 'compile', file: p.importer, place };
}

/**
 * Where a line of compiled MDX is in the author's file: MDX copies import and export statements verbatim, so
 * the error's line text is found there (undefined if not: the diagnostic then names the file alone).
 */
function placeOfLine(source: string, location: NonNullable<Message['location']>): Place | undefined {
  const text = location.lineText.trim();
  const at = text ? source.indexOf(text) : -1;
  if (at < 0) return undefined;
  const indent = location.lineText.length - location.lineText.trimStart().length;
  return placeAt(source, at + Math.max(0, location.column - indent));
}

/** The positioned diagnostics of a failed bundle: import problems where written, syntax errors where they are. */
function failureDiagnostics(req: BundleRequest, seen: Attempt, failure: BuildFailure): Diagnostic[] {
  const { problems, globalFiles } = seen;
  const out: Diagnostic[] = problems.map((p) => positioned(req, p));
  const reported = new Set(problems.map((p) => p.diagnostic.message));
  const placed = new Set<string>();
  for (const e of failure.errors as Message[]) {
    if (reported.has(e.text) || !e.location) continue;
    // The page itself is loaded under its namespace (`docs-page:/abs/page.mdx`): the file is the page.
    const file = e.location.file.startsWith(`${PAGE}:`) ? req.page : resolve(req.siteRoot, e.location.file);
    // A page or partial reaches esbuild compiled: its line is found in the author's file by its text.
    const place = /\.mdx?$/.test(file)
      ? placeOfLine(sourceOf(req, file), e.location)
      : { line: e.location.line, column: e.location.column + 1 };
    // esbuild may say one mistake twice (`Multiple exports…` and `…already been declared`): one diagnostic.
    const key = `${file}:${place?.line}:${place?.column}`;
    if (placed.has(key)) continue;
    placed.add(key);
    out.push({
      severity: 'error',
      ruleId: 'import-syntax',
      source: 'compile',
      file,
      place,
      message: `${file === req.page ? 'Cannot compile the page' : 'Cannot compile imported module'}: ${e.text}`,
      hint:
        file === req.page
          ? 'fix the import or export statement at this line'
          : 'fix the syntax of the imported file; it is compiled as ' + (extname(file).slice(1) || 'js'),
    });
  }
  const global = out.find((d) => d.file && d.file !== req.page && globalFiles.has(d.file));
  if (global && !out.some((d) => d.file === req.page)) out.push(globalFailure(req, global));
  else if (out.length && !out.some((d) => d.file === req.page)) out.push(importFailure(req, seen.imports, out[0]));
  if (!out.length) {
    out.push({
      severity: 'error',
      ruleId: 'import-syntax',
      source: 'compile',
      file: req.page,
      message: `Cannot bundle the page's imports: ${failure.errors.map((e) => e.text).join('; ')}`,
    });
  }
  return out;
}

/**
 * The page's own error when the components every page gets do not bundle: the page cannot render, so it
 * fails too (the problem itself is reported where it is, once, however many pages it reaches).
 */
function globalFailure(req: BundleRequest, cause: Diagnostic): Diagnostic {
  const where = relative(req.siteRoot, cause.file!);
  return {
    severity: 'error',
    ruleId: 'global-components',
    source: 'compile',
    file: req.page,
    place: { line: 1, column: 1 },
    message: `The page cannot render: the site's global components do not bundle (\`${where}\`: ${cause.message})`,
    hint:
      'every page gets src/theme/MDXComponents and config.components, so a problem there breaks every page: ' +
      `fix it in \`${where}\``,
  };
}

/**
 * esbuild's refusal of a top-level `await` in CommonJS output. A package that loads WebAssembly that way
 * (`yoga-layout`) is imported through `import()` by a lazy component: in an ES module bundle esbuild makes that
 * module's body an async function the `import()` awaits, so the page bundles as ESM and is then turned into the
 * CommonJS program the page sandbox runs (evaluate.ts). Only then: other pages keep their one build.
 */
const TOP_LEVEL_AWAIT = /Top-level await is currently not supported with the "cjs" output format/;

interface Attempt {
  problems: ImportProblem[];
  imports: PageBundle['imports'];
  assets: PageBundle['assets'];
  globalFiles: GlobalFiles;
}

/** One esbuild run of the page's bundle, in CommonJS or as an ES module; what its plugin saw is in `seen`. */
async function buildPage(req: BundleRequest, format: 'cjs' | 'esm', seen: Attempt) {
  return build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    write: false,
    outfile: join(req.siteRoot, '__docs_page.js'),
    absWorkingDir: req.siteRoot,
    // The ES module is turned into CommonJS below; its inline map is read and joined by that step.
    sourcemap: format === 'esm' ? (req.withMap ? 'inline' : false) : req.withMap ? 'external' : false,
    metafile: true,
    logLevel: 'silent',
    // What browser bundlers define: packages that test it need no `process` (there is none for pages).
    define: req.nodeCode ? undefined : { 'process.env.NODE_ENV': '"production"' },
    plugins: [plugin(req, seen.problems, seen.imports, seen.assets, seen.globalFiles)],
  });
}

const fresh = (): Attempt => ({ problems: [], imports: new Map(), assets: [], globalFiles: new Set() });

/** The page's own imports, in order, each with the files it leads to (its component and what that imports). */
function importPath(page: string, imports: PageBundle['imports'], target: string): string | undefined {
  for (const [specifier, first] of imports.get(page) ?? []) {
    const seen = new Set<string>([first]);
    const queue = [first];
    while (queue.length) {
      const file = queue.shift()!;
      if (file === target) return specifier;
      for (const next of imports.get(file)?.values() ?? []) if (!seen.has(next)) (seen.add(next), queue.push(next));
    }
  }
  return undefined;
}

/**
 * The page's own error when a module it imports (a component, or a package that component imports) does not
 * bundle: the page cannot render, so it fails at the import that leads there, not only in the other file.
 */
function importFailure(req: BundleRequest, imports: PageBundle['imports'], cause: Diagnostic): Diagnostic {
  const where = relative(req.siteRoot, cause.file!);
  const specifier = importPath(req.page, imports, cause.file!);
  const place = specifier
    ? placeOfText(sourceOf(req, req.page), [`'${specifier}'`, `"${specifier}"`])
    : { line: 1, column: 1 };
  return {
    severity: 'error',
    ruleId: cause.ruleId,
    source: 'compile',
    file: req.page,
    place: place ?? { line: 1, column: 1 },
    message:
      `The page cannot render: ${specifier ? `its import \`${specifier}\`` : 'an import'} does not bundle ` +
      `(\`${where}\`: ${cause.message})`,
    hint: `fix the problem in \`${where}\` (reported there), or remove the import`,
  };
}

/** Bundles the page with every import it makes; on failure, the diagnostics say which import and where. */
export async function bundlePage(req: BundleRequest): Promise<{ bundle?: PageBundle; diagnostics: Diagnostic[] }> {
  let seen = fresh();
  try {
    let result;
    let code: string;
    let map: string;
    try {
      result = await buildPage(req, 'cjs', seen);
      code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
      map = result.outputFiles.find((f) => f.path.endsWith('.map'))?.text ?? '';
    } catch (error) {
      const errors = (error as BuildFailure).errors ?? [];
      if (!errors.some((e) => TOP_LEVEL_AWAIT.test(e.text))) throw error;
      seen = fresh();
      result = await buildPage(req, 'esm', seen);
      const esm = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
      // A top-level `await` left at the module's own top (a static import of such a package) fails here, as before.
      const cjs = await transform(esm, {
        format: 'cjs',
        loader: 'js',
        target: 'node20',
        sourcemap: req.withMap ? 'external' : false,
        sourcefile: join(req.siteRoot, '__docs_page.js'),
        logLevel: 'silent',
      });
      code = cjs.code;
      map = cjs.map;
    }
    // Files read as text or copied as assets are inputs too (under their namespace in the metafile).
    const inputs = Object.keys(result.metafile.inputs)
      .map((k) => k.replace(new RegExp(`^(${TEXT}|${ASSET}):`), ''))
      .filter((k) => !/^[a-z-]+:/.test(k))
      .map((k) => resolve(req.siteRoot, k));
    const warnings = seen.problems.map((p) => positioned(req, p));
    const { imports, assets } = seen;
    return { bundle: { code, map, inputs, imports, assets }, diagnostics: warnings };
  } catch (error) {
    if (!(error as BuildFailure).errors) throw error;
    return { diagnostics: failureDiagnostics(req, seen, error as BuildFailure) };
  }
}
