import { readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { build, type BuildFailure, type Message, type Plugin } from 'esbuild';
import type { Diagnostic, Place } from '../../diagnostics/diagnostic.ts';
import { islandId, islandWrapperModule, isClientModule } from '../../islands/client-modules.ts';
import { ISLAND_MODULE } from './host-modules.ts';
import { checkPackage, resolveImport, type ResolveContext } from './resolve.ts';
import { placeAt, placeOfText } from './positions.ts';
import { ASSET_IMPORT, assetModule, importedAsset, type ImportedAsset } from './asset-imports.ts';

/** The page's modules, bundled into one CommonJS program that takes React and the theme from the generator. */
export interface PageBundle {
  code: string;
  map: string;
  /** Every site file in the bundle (the page's cache dependencies). */
  inputs: string[];
  /** importer → specifier → resolved file, for positions in messages and Markdown partials. */
  imports: Map<string, Map<string, string>>;
  /** Images and other files the modules import as URLs (asset-imports.ts), to copy to the output. */
  assets: ImportedAsset[];
}

export interface BundleRequest extends ResolveContext {
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
  /** The site's `baseUrl`, in front of the URL of an imported image. */
  baseUrl?: string;
}

const PAGE = 'docs-page';
const ENTRY = 'docs-entry';
const ISLAND = 'docs-island';
const STYLE = 'docs-style';
const STYLESHEET = /\.(css|scss|sass|less)$/;

function cssWarning(specifier: string): ImportProblem['diagnostic'] {
  return {
    severity: 'warning',
    ruleId: 'css-import',
    message: `Stylesheet \`${specifier}\` imported by content is not applied (pages use the theme's styles)`,
    hint: 'put site styles in src/css/custom.css, which every page loads; remove this import',
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

function plugin(
  req: BundleRequest,
  problems: ImportProblem[],
  imports: PageBundle['imports'],
  assets: ImportedAsset[],
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
        if (STYLESHEET.test(args.path)) {
          // Pages are static HTML with the theme's styles: a stylesheet a page imports is not applied.
          if (/\.mdx?$/.test(importer))
            problems.push({ importer, specifier: args.path, diagnostic: cssWarning(args.path) });
          return { path: args.path, namespace: STYLE };
        }
        const resolved = resolveImport(req, args.path, importer);
        let r = resolved;
        if (resolved === 'package') {
          const found = await b.resolve(args.path, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            pluginData: 'package',
          });
          r = checkPackage(req, args.path, found.errors.length ? undefined : found.path);
        }
        if (r === 'package' || r.kind === 'host') return { path: args.path, external: true };
        if (r.kind === 'problem') {
          const { ruleId, message, hint } = r;
          problems.push({ importer, specifier: args.path, diagnostic: { severity: 'error', ruleId, message, hint } });
          return { errors: [{ text: message }] };
        }
        record(importer, args.path, r.path);
        // A global component marked `client: true` (imported by the entry) is an island too.
        const island = args.namespace !== ENTRY || r.path !== req.globals.mdxComponents;
        if (island && isClientModule(r.path, flagged)) return { path: r.path, namespace: ISLAND };
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
        ),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
      b.onLoad({ filter: ASSET_IMPORT }, (args) => {
        const asset = importedAsset(args.path);
        assets.push(asset);
        const contents = assetModule(args.path, asset, req.baseUrl ?? '/');
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      });
      b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const code = await req.loadPartial(args.path);
        return { contents: code ?? 'export default function Broken() { return null; }', loader: 'js' };
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
function failureDiagnostics(req: BundleRequest, problems: ImportProblem[], failure: BuildFailure): Diagnostic[] {
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

/** Bundles the page with every import it makes; on failure, the diagnostics say which import and where. */
export async function bundlePage(req: BundleRequest): Promise<{ bundle?: PageBundle; diagnostics: Diagnostic[] }> {
  const problems: ImportProblem[] = [];
  const imports: PageBundle['imports'] = new Map();
  const assets: ImportedAsset[] = [];
  try {
    const result = await build({
      entryPoints: [ENTRY],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      write: false,
      outfile: join(req.siteRoot, '__docs_page.js'),
      absWorkingDir: req.siteRoot,
      sourcemap: req.withMap ? 'external' : false,
      metafile: true,
      logLevel: 'silent',
      plugins: [plugin(req, problems, imports, assets)],
    });
    const code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    const map = result.outputFiles.find((f) => f.path.endsWith('.map'))?.text ?? '';
    const inputs = Object.keys(result.metafile.inputs)
      .filter((k) => !/^[a-z-]+:/.test(k))
      .map((k) => resolve(req.siteRoot, k));
    const warnings = problems.map((p) => positioned(req, p));
    return { bundle: { code, map, inputs, imports, assets }, diagnostics: warnings };
  } catch (error) {
    if (!(error as BuildFailure).errors) throw error;
    return { diagnostics: failureDiagnostics(req, problems, error as BuildFailure) };
  }
}
