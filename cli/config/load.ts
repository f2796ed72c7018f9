import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomic } from '../util/write-atomic.ts';
import { unlessStalled } from '../util/unless-stalled.ts';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Message } from 'esbuild';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { hasErrors, type Diagnostic, type Place, type StageResult } from '../diagnostics/diagnostic.ts';
import { yamlFileError } from '../diagnostics/yaml-error.ts';
import { hash } from '../util/hash.ts';
import { PROJECT_DIR } from '../util/project-dir.ts';
import { generatorCacheDir } from '../util/generator-cache.mjs';
import { docusaurusAliases, docusaurusConfigFile } from './docusaurus-aliases.ts';
import { docusaurusBlogOptions } from './docusaurus-blog.ts';
import { docusaurusClientRedirects, type ClientRedirectOptions } from './docusaurus-client-redirects.ts';
import {
  docusaurusCustomFields,
  docusaurusMagicComments,
  docusaurusPrismDefaultLanguage,
  docusaurusVersionOptionPlace,
  docusaurusVersionOptions,
  VERSION_OPTION_KEYS,
} from './docusaurus-docs-options.ts';
import { docusaurusPluginLists, PLUGIN_LIST_KEYS } from './docusaurus-markdown-plugins.ts';
import { CURRENT_VERSION, resolveDocVersions, type DocVersion, type VersionOptions } from './doc-versions.ts';
import { placeInFile } from './place-in-file.ts';
import { locateRequest, parseModule, topLevelAwaitPlace } from './locate-key.ts';
import { docusaurusDocsInstances, type DocsInstanceOptions } from './docusaurus-docs-instances.ts';
import { docusaurusUnsupported } from './docusaurus-unsupported.ts';
import { normalizeRoute } from '../../shared/routes.ts';
import {
  InstanceVersionOptionsSchema,
  SidebarsSchema,
  SiteConfigSchema,
  TagsFileSchema,
  type SidebarsConfig,
  type SiteConfig,
  type TagDefinitions,
} from './schema.ts';

export type BuildMode = 'production' | 'development';

/** Everything the stages need, resolved once: absolute paths, parsed config, defaults filled in. */
export interface ResolvedConfig {
  site: SiteConfig;
  mode: BuildMode;
  rootDir: string;
  docsDir: string;
  apiDir: string;
  snippetsDir: string;
  staticDir: string;
  files: { site: string; sidebars: string; tags: string };
  /** Parsed front matter and compiled pages of this site (`docs check` moves it out of the site). */
  cacheDir: string;
  sidebars: SidebarsConfig;
  tags: TagDefinitions;
  /** Module aliases, prefix → absolute path: the site's Docusaurus config's, then `aliases` of ours. */
  aliases?: Record<string, string>;
  /** Folders outside the site that content may read (`readFolders`), absolute. */
  readDirs?: string[];
  /**
   * The docs' versions (`versions.json`, `versioned_docs/`; cli/config/doc-versions.ts), newest first, each with
   * its sidebars; absent on a site without versions, whose docs are built as they always were.
   */
  docVersions?: LoadedDocVersion[];
  /**
   * The config asks for a blog (a `blog` object in ours, or a Docusaurus preset or blog plugin that has it on):
   * it is built even without a blog folder or posts, as Docusaurus builds an empty `/blog`. Without it, the
   * default blog is on only when its folder exists (this site has none).
   */
  blogDeclared?: boolean;
  /** The site's `@docusaurus/plugin-client-redirects` options (cli/config/docusaurus-client-redirects.ts). */
  clientRedirects?: ClientRedirectOptions[];
  /**
   * Docs plugin instances other than the default one (`plugins: [['@docusaurus/plugin-content-docs', {id, path,
   * routeBasePath, sidebarPath}]]`), each read and routed as an older version is (its own folder, route prefix,
   * sidebars), with ids and sidebar names prefixed `@<id>/`.
   */
  docsInstances?: LoadedDocVersion[];
}

export type LoadedDocVersion = DocVersion & { sidebars: SidebarsConfig };

const SITE_CONFIG_NAMES = ['config/site.ts', 'config/site.mts', 'config/site.js', 'config/site.mjs'];

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Where a key path is written in a config, sidebars or tags file (placeInFile), else its first line. */
function keyPlace(file: string, path: readonly PropertyKey[]): Place {
  return placeInFile(file, path) ?? { line: 1, column: 1 };
}

function zodDiagnostics(error: z.ZodError, file: string, what: string): Diagnostic[] {
  return error.issues.flatMap((issue) => {
    // An unknown key is reported at the key itself (zod gives the path of the object holding it).
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : undefined;
    const paths = unknownKeys ? unknownKeys.map((k) => [...issue.path, k]) : [issue.path];
    return paths.map((path): Diagnostic => {
      const key = path.map(String).join('.') || '(root)';
      return {
        severity: 'error',
        ruleId: 'invalid-config',
        source: 'config',
        file,
        place: keyPlace(file, path),
        message: unknownKeys
          ? `Unknown key \`${key}\` in the ${what}`
          : `Invalid ${what} at \`${key}\`: ${issue.message}`,
        hint: unknownKeys ? 'remove the key or check its spelling against cli/config/schema.ts' : undefined,
      };
    });
  });
}

/**
 * An `externalRoutes` entry that covers every route (`/**`) turns the link check off for the whole site without
 * saying so: a warning, at the entry. (`/` alone is the home page, which a host may serve beside the docs.)
 */
function wholeSiteExternalRoutes(routes: readonly string[], file: string): Diagnostic[] {
  return routes.flatMap((route, i): Diagnostic[] =>
    /^\/+\*\*$/.test(route)
      ? [
          {
            severity: 'warning',
            ruleId: 'invalid-config',
            source: 'config',
            file,
            place: keyPlace(file, ['externalRoutes', i]),
            message: `\`externalRoutes\` entry \`${route}\` matches every route: no link is ever reported broken`,
            hint:
              'list only what the host serves besides these docs (`/blog/**`, `/help`, `/` for the home page); ' +
              "to stop checking links on purpose, set `onBrokenLinks: 'ignore'`",
          },
        ]
      : [],
  );
}

/**
 * A config module that cannot be loaded, at the place of the problem. esbuild reports syntax errors of
 * TypeScript configs with their place (possibly in a file the config imports); Node's SyntaxError for a
 * JavaScript config has none, so esbuild parses that file again to find it. An error thrown while the
 * module runs points at the file.
 */
async function loadErrorDiagnostic(error: unknown, file: string, what: string): Promise<Diagnostic> {
  let first = (error as { errors?: Message[] }).errors?.[0];
  if (!first && error instanceof SyntaxError && /\.[cm]?js$/.test(file)) {
    try {
      const { transform } = await import('esbuild');
      await transform(readText(file), { loader: 'js', format: 'esm', logLevel: 'silent' });
    } catch (parseError) {
      first = (parseError as { errors?: Message[] }).errors?.[0];
    }
  }
  const location = first?.location;
  const unresolved = first && location ? /^Could not resolve "([^"]+)"/.exec(first.text)?.[1] : undefined;
  if (first && location && unresolved && /^\.{1,2}\//.test(unresolved)) {
    const importer = location.file && location.file !== '<stdin>' ? resolve(location.file) : file;
    const tried = relative(process.cwd(), resolve(dirname(importer), unresolved)) || '.';
    return {
      severity: 'error',
      ruleId: 'invalid-config',
      source: 'config',
      file: importer,
      place: { line: location.line, column: location.column + 1 },
      message: `Cannot load the ${what}: no file for the import \`${unresolved}\``,
      hint:
        `tried \`${tried}\` with the extensions ${CONFIG_IMPORT_EXTENSIONS.join(' ')} and as a folder's index; ` +
        'check the spelling and the case of the path',
    };
  }
  const pkg = missingPackage(error);
  if (pkg) {
    const at = await importPlace(file, pkg);
    return {
      severity: 'error',
      ruleId: 'invalid-config',
      source: 'config',
      file: at?.location?.file ? resolve(at.location.file) : file,
      place: at?.location ? { line: at.location.line, column: at.location.column + 1 } : { line: 1, column: 1 },
      message: `Cannot load the ${what}: the package \`${pkg}\` it imports is not installed`,
      hint: `install it: \`npm install ${pkg}\`; nothing else is checked until the configuration loads`,
    };
  }
  if (first && location) {
    return {
      severity: 'error',
      ruleId: 'invalid-config',
      source: 'config',
      file: location.file && location.file !== '<stdin>' ? resolve(location.file) : file,
      place: { line: location.line, column: location.column + 1 },
      message: `Cannot load the ${what}: ${first.text}`,
      hint: first.text.startsWith('Cannot read file')
        ? 'the import names a file that cannot be read: check the spelling and the case of the path'
        : 'fix the syntax error; nothing else is checked until the configuration loads',
    };
  }
  if (error instanceof ModuleStalledError)
    return {
      severity: 'error',
      ruleId: 'invalid-config',
      source: 'config',
      file,
      place: topLevelAwaitPlace(readText(file), file),
      message: `Cannot load the ${what}: ${error.message}`,
      hint:
        'resolve the promise it awaits (or remove the `await`); nothing else is checked until the configuration ' +
        'loads',
    };
  return {
    severity: 'error',
    ruleId: 'invalid-config',
    source: 'config',
    file,
    place: { line: 1, column: 1 },
    // A TypeScript config runs compiled in the generator's cache: the author knows it by its own name.
    message: `Cannot load the ${what}: ${(error as Error).message.split('\n')[0].replace(COMPILED_CONFIG, file)}`,
    hint: 'the module threw while it was loaded; nothing else is checked until the configuration loads',
  };
}

/** esbuild's default extensions, which it tries for a config's relative imports. */
const CONFIG_IMPORT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.css', '.json'];
/** The path of a compiled TypeScript config in a generator cache (importDefault), as Node's errors name it. */
const COMPILED_CONFIG = /(?:file:\/\/)?\S*\/docs-config\/[0-9a-f]+\.mjs(?:\?v=\d+)?/g;

/** The package Node could not find for a config's import (`ERR_MODULE_NOT_FOUND`), if that is the error. */
function missingPackage(error: unknown): string | undefined {
  if ((error as { code?: string } | undefined)?.code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  return /^Cannot find package '([^']+)'/.exec((error as Error).message)?.[1];
}

/**
 * Where a config (or a file it imports) imports `pkg`: esbuild bundles it again and fails on that import, which
 * gives the place in the author's file (Node's error names only the compiled module).
 */
async function importPlace(file: string, pkg: string): Promise<Message | undefined> {
  const { build } = await import('esbuild');
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  try {
    await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'missing-package',
          setup(b) {
            b.onResolve({ filter: new RegExp(`^${escaped}(/|$)`) }, () => ({ errors: [{ text: 'not installed' }] }));
            b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
          },
        },
      ],
    });
  } catch (error) {
    return (error as { errors?: Message[] }).errors?.find((m) => m.location);
  }
  return undefined;
}

/**
 * Imports a config module. TypeScript configs are compiled with esbuild (relative imports bundled,
 * packages left as imports) into the generator's cache, so no TypeScript loader is needed at run time.
 */
async function importDefault(file: string): Promise<unknown> {
  // A query string defeats the module cache so `docs dev` sees edits to config files.
  let url = pathToFileURL(file).href + `?v=${Date.now()}`;
  if (/\.m?ts$/.test(file)) {
    const { build } = await import('esbuild');
    const out = await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0].text;
    const packages = Object.values(out.metafile.outputs).some((o) => o.imports.some((i) => i.external));
    if (!packages) {
      // Nothing left to resolve: import it from memory, so loading the config writes no file.
      url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    } else {
      // Package imports resolve from the generator's node_modules, so the module is written there.
      const dir = generatorCacheDir(PROJECT_DIR, 'docs-config');
      const compiled = join(dir, `${hash(file, code)}.mjs`);
      if (!existsSync(compiled)) writeFileAtomic(compiled, code);
      url = pathToFileURL(compiled).href + `?v=${Date.now()}`;
    }
  }
  const mod = await unlessStalled(
    import(url),
    () =>
      new ModuleStalledError(
        'its top-level `await` waits on a promise that nothing settles, so the module never finishes loading',
      ),
  );
  return mod.default ?? mod;
}

/** A config module whose loading can never finish (unlessStalled): said as such, with a hint of its own. */
class ModuleStalledError extends Error {}

/** A package a sidebars file requires is not installed in the site: named, with the line that asks for it. */
class SidebarsRequireError extends Error {
  constructor(
    readonly request: string,
    how: string,
  ) {
    super(`\`${how}('${request}')\` names a package that is not installed`);
  }
}

/** Where a sidebars file requires (or imports) `request`, from its syntax tree; else its first line. */
function findRequire(file: string, request: string): Place {
  const parsed = parseModule(readText(file), file);
  return (parsed && locateRequest(parsed, request)) ?? { line: 1, column: 1 };
}

/**
 * Loads a sidebars module whatever its syntax — a Docusaurus `sidebars.js` is CommonJS or ESM, a
 * `sidebars.ts` TypeScript — by compiling it with esbuild to CommonJS (its relative imports bundled) and
 * running that with Node's `require` from the file's folder, as Docusaurus does: sidebars are the site
 * owner's code (README, trust model), and real ones call helpers from packages (Meta's
 * `docusaurus-plugin-internaldocs-fb/internal`, a typedoc sidebar). A package that is not installed is
 * named at its line.
 */
async function loadSidebarsModule(file: string): Promise<unknown> {
  if (file.endsWith('.json')) return JSON.parse(readFileSync(file, 'utf8'));
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const nodeRequire = createRequire(file);
  const notInstalled = (error: unknown) => (error as { code?: string }).code === 'MODULE_NOT_FOUND';
  const require = Object.assign(
    (request: string): unknown => {
      try {
        return nodeRequire(request);
      } catch (error) {
        throw notInstalled(error) ? new SidebarsRequireError(request, 'require') : error;
      }
    },
    {
      resolve: (request: string): string => {
        try {
          return nodeRequire.resolve(request);
        } catch (error) {
          throw notInstalled(error) ? new SidebarsRequireError(request, 'require.resolve') : error;
        }
      },
    },
  );
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', '__filename', '__dirname', out.outputFiles[0].text)(
    module,
    module.exports,
    require,
    file,
    dirname(file),
  );
  const exported = module.exports;
  return exported && typeof exported === 'object' && '__esModule' in exported ? exported.default : exported;
}

/** The package a module request names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(request: string): string {
  const parts = request.split('/');
  return parts.slice(0, request.startsWith('@') ? 2 : 1).join('/');
}

const ROOT_SIDEBARS = ['sidebars.ts', 'sidebars.mts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/**
 * The sidebars file: the one `sidebarsFile` names when the config sets it; else `config/sidebars.ts`, or a
 * Docusaurus site's own `sidebars.js`/`.ts` at the root when that does not exist.
 */
function sidebarsFileOf(root: string, rawSite: unknown, configured: string): string {
  const explicit = typeof rawSite === 'object' && rawSite !== null && 'sidebarsFile' in rawSite;
  if (explicit || existsSync(configured)) return configured;
  return ROOT_SIDEBARS.map((n) => join(root, n)).find(existsSync) ?? configured;
}

/** A sidebars file, loaded and checked; its problems are diagnostics (and the sidebars then none). */
async function readSidebars(sidebarsFile: string, diagnostics: Diagnostic[]): Promise<SidebarsConfig> {
  try {
    const parsed = SidebarsSchema.safeParse(await loadSidebarsModule(sidebarsFile));
    if (parsed.success) return parsed.data;
    diagnostics.push(...zodDiagnostics(parsed.error, sidebarsFile, 'sidebars'));
  } catch (error) {
    const d = await loadErrorDiagnostic(error, sidebarsFile, 'sidebars');
    if (error instanceof SidebarsRequireError) {
      d.place = findRequire(sidebarsFile, error.request);
      d.hint = `install it in the site: \`npm install ${packageName(error.request)}\``;
    }
    diagnostics.push(d);
  }
  return {};
}

/**
 * The docs plugin instances other than the default one (cli/config/docusaurus-docs-instances.ts), each as a docs
 * folder of its own: its route prefix, its sidebars (Docusaurus's default without `sidebarPath`: one sidebar of
 * the whole folder), ids prefixed `@<id>/`. A missing folder is an `invalid-config` error at the config.
 */
async function loadDocsInstances(root: string, diagnostics: Diagnostic[]): Promise<LoadedDocVersion[]> {
  const out: LoadedDocVersion[] = [];
  for (const o of docusaurusDocsInstances(root)) {
    const file = docusaurusConfigFile(root)!;
    if (!existsSync(o.path)) {
      diagnostics.push({
        severity: 'error',
        ruleId: 'invalid-config',
        source: 'config',
        file,
        place: o.place,
        message: `The docs folder \`${relative(root, o.path)}\` of the docs plugin \`${o.id}\` does not exist`,
        hint: "create it, or correct the instance's `path`",
      });
      continue;
    }
    const sidebars: SidebarsConfig =
      o.sidebarPath === false
        ? {}
        : o.sidebarPath === undefined
          ? { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] }
          : existsSync(o.sidebarPath)
            ? await readSidebars(o.sidebarPath, diagnostics)
            : {};
    const sidebarsFile = o.sidebarPath || file;
    const versioned = await loadInstanceVersions(root, o, file, sidebarsFile, sidebars, diagnostics);
    if (versioned) {
      out.push(...versioned);
      continue;
    }
    out.push({
      name: `@${o.id}`,
      label: o.id,
      routeBase: normalizeRoute(o.routeBasePath),
      isLast: false,
      badge: false,
      noIndex: false,
      docsDir: o.path,
      sidebarsFile,
      idPrefix: `@${o.id}/`,
      sidebars,
    });
  }
  return out;
}

/** A navbar item's `docsPluginId` naming no docs plugin instance: an error at it (Docusaurus fails the build). */
function unknownDocsPlugins(site: SiteConfig, siteFile: string, instances: LoadedDocVersion[]): Diagnostic[] {
  const ids = new Set(['default', ...instances.map((v) => /^@([^/]+)\//.exec(v.idPrefix)![1]!)]);
  return site.navbar.items.flatMap((item, i): Diagnostic[] => {
    const id = 'docsPluginId' in item ? item.docsPluginId : undefined;
    if (id === undefined || ids.has(id)) return [];
    return [
      {
        severity: 'error',
        ruleId: 'invalid-config',
        source: 'config',
        file: siteFile,
        place: keyPlace(siteFile, ['navbar', 'items', i, 'docsPluginId']),
        message: `The navbar item's \`docsPluginId\` \`${id}\` names no docs plugin instance`,
        hint: `the instances are ${[...ids].map((n) => `\`${n}\``).join(', ')} (the \`id\` of each docs plugin)`,
      },
    ];
  });
}

/**
 * An instance's own versions, as Docusaurus keeps them: `<id>_versions.json`, `<id>_versioned_docs/version-X/`,
 * `<id>_versioned_sidebars/`, with the instance's `lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion`
 * and `versions` options. Undefined for an instance with neither file nor options (its one folder, unversioned).
 */
async function loadInstanceVersions(
  root: string,
  o: DocsInstanceOptions,
  configFile: string,
  sidebarsFile: string,
  sidebars: SidebarsConfig,
  diagnostics: Diagnostic[],
): Promise<LoadedDocVersion[] | undefined> {
  const versionsFile = join(root, `${o.id}_versions.json`);
  const hasFile = existsSync(versionsFile);
  if (!hasFile && Object.keys(o.versionOptions).length === 0) return undefined;
  const parsed = InstanceVersionOptionsSchema.safeParse(o.versionOptions);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      diagnostics.push({
        severity: 'error',
        ruleId: 'invalid-config',
        source: 'config',
        file: configFile,
        place: o.placeOf(issue.path),
        message: `Invalid option \`${issue.path.join('.')}\` of the docs plugin \`${o.id}\`: ${issue.message}`,
        hint: "write it as Docusaurus's docs plugin documents it",
      });
    return [];
  }
  const versionNames = hasFile ? readVersionsFile(versionsFile, diagnostics) : [];
  if (!versionNames) return [];
  const { versions, problems } = resolveDocVersions({
    versionNames,
    options: parsed.data,
    routeBasePath: o.routeBasePath,
    rootDir: root,
    docsDir: o.path,
    sidebarsFile,
    plugin: o.id,
  });
  for (const p of problems)
    diagnostics.push({
      severity: 'error',
      ruleId: 'invalid-config',
      source: 'config',
      file: configFile,
      place: o.placeOf(p.key.slice(1)),
      message: `Invalid versions of the docs plugin \`${o.id}\`: ${p.message}`,
      hint: p.hint,
    });
  return loadVersionFolders(root, versions, sidebars, versionsFile, versionNames, diagnostics);
}

/**
 * Loads `config/site.ts`, the sidebars and the tags of the site in `rootDir`. Problems are returned as
 * diagnostics naming the key; the value is undefined when the config cannot be used at all.
 */
export async function loadConfig(rootDir: string, mode: BuildMode): Promise<StageResult<ResolvedConfig | undefined>> {
  const root = resolve(rootDir);
  const diagnostics: Diagnostic[] = [];
  const siteFile = SITE_CONFIG_NAMES.map((n) => join(root, n)).find(existsSync);
  if (!siteFile) {
    diagnostics.push({
      severity: 'error',
      ruleId: 'invalid-config',
      source: 'config',
      file: root,
      message: `No site configuration found in \`${root}\``,
      hint: `create \`config/site.ts\` exporting the site config, or pass --root pointing at a site folder`,
    });
    return { value: undefined, diagnostics };
  }

  let rawSite: unknown;
  try {
    rawSite = await importDefault(siteFile);
  } catch (error) {
    diagnostics.push(await loadErrorDiagnostic(error, siteFile, 'site config'));
    return { value: undefined, diagnostics };
  }
  // A Docusaurus site's blog options stay in its docusaurus.config (cli/config/docusaurus-blog.ts).
  const ownBlog = !!rawSite && typeof rawSite === 'object' && 'blog' in rawSite;
  if (rawSite && typeof rawSite === 'object' && !ownBlog) {
    const blog = docusaurusBlogOptions(root);
    if (blog !== undefined) rawSite = { ...rawSite, blog };
  }
  const blogDeclared =
    !!rawSite && typeof rawSite === 'object' && 'blog' in rawSite && typeof rawSite.blog === 'object' && !!rawSite.blog;
  const parsedSite = SiteConfigSchema.safeParse(rawSite);
  if (!parsedSite.success) {
    diagnostics.push(...zodDiagnostics(parsedSite.error, siteFile, 'site config'));
    return { value: undefined, diagnostics };
  }
  let site = parsedSite.data;
  diagnostics.push(...wholeSiteExternalRoutes(site.externalRoutes, siteFile));
  const abs = (p: string) => (isAbsolute(p) ? p : join(root, p));

  const sidebarsFile = sidebarsFileOf(root, rawSite, abs(site.sidebarsFile));
  const sidebars = existsSync(sidebarsFile) ? await readSidebars(sidebarsFile, diagnostics) : {};

  const tagsFile = abs(site.tagsFile);
  let tags: TagDefinitions = {};
  if (existsSync(tagsFile)) {
    const tagsText = readFileSync(tagsFile, 'utf8');
    try {
      const parsed = TagsFileSchema.safeParse(parseYaml(tagsText) ?? {});
      if (parsed.success) tags = parsed.data;
      else diagnostics.push(...zodDiagnostics(parsed.error, tagsFile, 'tags file'));
    } catch (error) {
      diagnostics.push(yamlFileError(tagsFile, tagsText, error, 'the tags file'));
    }
  }

  const docVersions = await loadDocVersions(
    root,
    site,
    siteFile,
    abs(site.docs.dir),
    sidebarsFile,
    sidebars,
    diagnostics,
  );

  const clientRedirects = await docusaurusClientRedirects(root, loadSidebarsModule, diagnostics);
  const docsInstances = await loadDocsInstances(root, diagnostics);

  diagnostics.push(...unknownDocsPlugins(site, siteFile, docsInstances));
  // Pages checked against a sidebar or tag list that did not load would only add a cascade of errors.
  if (hasErrors(diagnostics)) return { value: undefined, diagnostics };
  // What the Docusaurus config gives that is not taken: a warning each (cli/config/docusaurus-unsupported.ts).
  const ownLists = PLUGIN_LIST_KEYS.some((k) => site.markdown[k].length > 0);
  diagnostics.push(
    ...docusaurusUnsupported(root, {
      blog: ownBlog,
      versionKeys: new Set(VERSION_OPTION_KEYS.filter((k) => site.docs[k] !== undefined)),
      pluginLists: ownLists,
    }),
  );
  // The site's remark/rehype plugins: ours, else those of a `docusaurus.config.*`'s docs options (read, not run).
  if (!ownLists) {
    const { lists } = docusaurusPluginLists(root);
    if (Object.keys(lists).length) site = { ...site, markdown: { ...site.markdown, ...lists } };
  }
  // Its `customFields` (what site components read from `useDocusaurusContext()`): ours, else the Docusaurus config's.
  if (Object.keys(site.customFields).length === 0) {
    const customFields = docusaurusCustomFields(root);
    if (customFields) site = { ...site, customFields };
  }
  // Its code blocks' magic comments (`themeConfig.prism.magicComments`): ours, else the Docusaurus config's.
  if (!site.prism.magicComments) {
    const magicComments = docusaurusMagicComments(root);
    if (magicComments) site = { ...site, prism: { ...site.prism, magicComments } };
  }
  // The language of a code block that names none (`themeConfig.prism.defaultLanguage`): ours, else the config's.
  if (!site.prism.defaultLanguage) {
    const defaultLanguage = docusaurusPrismDefaultLanguage(root);
    if (defaultLanguage) site = { ...site, prism: { ...site.prism, defaultLanguage } };
  }
  return {
    value: {
      site,
      mode,
      rootDir: root,
      docsDir: abs(site.docs.dir),
      apiDir: abs(site.apiDir),
      snippetsDir: abs(site.snippetsDir),
      staticDir: abs(site.staticDir),
      files: { site: siteFile, sidebars: sidebarsFile, tags: tagsFile },
      cacheDir: join(root, 'node_modules/.cache/docs'),
      sidebars,
      tags,
      aliases: {
        ...docusaurusAliases(root),
        ...Object.fromEntries(Object.entries(site.aliases).map(([k, v]) => [k, resolve(root, v)])),
      },
      readDirs: site.readFolders.map((f) => resolve(root, f)),
      ...(docVersions ? { docVersions } : {}),
      ...(blogDeclared ? { blogDeclared } : {}),
      ...(clientRedirects?.length ? { clientRedirects } : {}),
      ...(docsInstances.length ? { docsInstances } : {}),
    },
    diagnostics,
  };
}

/** `versions.json` (or an instance's `<id>_versions.json`): version names, newest first; undefined if unreadable. */
function readVersionsFile(versionsFile: string, diagnostics: Diagnostic[]): string[] | undefined {
  const text = readText(versionsFile);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    parsed = error;
  }
  if (Array.isArray(parsed) && parsed.every((n) => typeof n === 'string' && n.trim() !== '' && !n.includes('/')))
    return parsed as string[];
  const name = basename(versionsFile);
  diagnostics.push({
    severity: 'error',
    ruleId: 'invalid-config',
    source: 'config',
    file: versionsFile,
    place: { line: 1, column: 1 },
    message: `Cannot read \`${name}\`: it must be a JSON array of version names, newest first`,
    hint: 'write it as Docusaurus does: `["2.0", "1.0"]` (names without `/`)',
  });
  return undefined;
}

/**
 * The docs' versions: `versions.json` at the site root and the version options, ours over those of a
 * `docusaurus.config.*`; each older version's sidebars from `versioned_sidebars/` (none when the file is
 * missing, as in Docusaurus). Undefined on a site with neither, so its build is unchanged.
 */
async function loadDocVersions(
  root: string,
  site: SiteConfig,
  siteFile: string,
  docsDir: string,
  sidebarsFile: string,
  sidebars: SidebarsConfig,
  diagnostics: Diagnostic[],
): Promise<LoadedDocVersion[] | undefined> {
  const options: VersionOptions = {};
  const fromDocusaurus = docusaurusVersionOptions(root);
  /** The options the Docusaurus config gave (ours not setting them): their problems are placed there. */
  const docusaurusKeys = new Set<string>();
  for (const key of VERSION_OPTION_KEYS) {
    const value = site.docs[key] ?? fromDocusaurus[key];
    if (site.docs[key] === undefined && value !== undefined) docusaurusKeys.add(key);
    if (value !== undefined) (options as Record<string, unknown>)[key] = value;
  }
  const versionsFile = join(root, 'versions.json');
  const hasFile = existsSync(versionsFile);
  if (!hasFile && Object.keys(options).length === 0) return undefined;
  const versionNames = hasFile ? readVersionsFile(versionsFile, diagnostics) : [];
  if (!versionNames) return undefined;
  const { versions, problems } = resolveDocVersions({
    versionNames,
    options,
    routeBasePath: site.docs.routeBasePath,
    rootDir: root,
    docsDir,
    sidebarsFile,
  });
  for (const p of problems) {
    // An option read from the Docusaurus config is placed there, in the options object it was read from.
    const there = docusaurusKeys.has(p.key[1]!) ? docusaurusVersionOptionPlace(root, p.key.slice(1)) : undefined;
    diagnostics.push({
      severity: 'error',
      ruleId: 'invalid-config',
      source: 'config',
      file: there?.file ?? siteFile,
      place: there?.place ?? keyPlace(siteFile, p.key),
      message: `Invalid docs versions: ${p.message}`,
      hint: p.hint,
    });
  }
  return loadVersionFolders(root, versions, sidebars, versionsFile, versionNames, diagnostics);
}

/**
 * Each resolved version with its sidebars: the docs folder's own for current, else its versioned sidebars file
 * (none when missing, as in Docusaurus). A version whose folder is missing is an error at its `versions.json` entry.
 */
async function loadVersionFolders(
  root: string,
  versions: DocVersion[],
  sidebars: SidebarsConfig,
  versionsFile: string,
  versionNames: string[],
  diagnostics: Diagnostic[],
): Promise<LoadedDocVersion[]> {
  const loaded: LoadedDocVersion[] = [];
  for (const v of versions) {
    if (v.name === CURRENT_VERSION) {
      loaded.push({ ...v, sidebars });
      continue;
    }
    if (!existsSync(v.docsDir)) {
      diagnostics.push({
        severity: 'error',
        ruleId: 'invalid-config',
        source: 'config',
        file: versionsFile,
        place: keyPlace(versionsFile, [versionNames.indexOf(v.name)]),
        message:
          `Version \`${v.name}\` of \`${basename(versionsFile)}\` ` +
          `has no docs folder \`${relative(root, v.docsDir)}\``,
        hint: `restore the folder, or remove the version from \`${basename(versionsFile)}\``,
      });
      continue;
    }
    let own: SidebarsConfig = {};
    if (existsSync(v.sidebarsFile)) {
      try {
        const parsed = SidebarsSchema.safeParse(await loadSidebarsModule(v.sidebarsFile));
        if (parsed.success) own = parsed.data;
        else diagnostics.push(...zodDiagnostics(parsed.error, v.sidebarsFile, 'sidebars'));
      } catch (error) {
        diagnostics.push(await loadErrorDiagnostic(error, v.sidebarsFile, 'sidebars'));
      }
    }
    loaded.push({ ...v, sidebars: own });
  }
  return loaded;
}
