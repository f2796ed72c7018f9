import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, resolve } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import { CLIENT_MODULE_EXTENSIONS, clientModuleKind, islandId, type AutoIslands } from './client-modules.ts';

/** A client module of the site: bundled for the browser, hydrated where a page renders it. */
export interface ClientModule {
  id: string;
  /** Absolute path. */
  path: string;
  /**
   * Found to need the browser, not marked by its author: if it does not bundle for the browser (a swizzled
   * layout part docs never renders, a package the site lacks), it is left static instead of failing the build.
   */
  found?: boolean;
}

/** `config.components` entries (name → path, or `{ path, client }`), as far as islands read them. */
type ComponentsConfig = Record<string, string | { path: string; client?: boolean }>;

/** Absolute paths of the modules `config.components` marks `client: true`. */
export function configuredClientModules(config: Pick<ResolvedConfig, 'site' | 'rootDir'>): string[] {
  const components = (config.site as { components?: ComponentsConfig }).components ?? {};
  return Object.values(components)
    .filter((c): c is { path: string; client: true } => typeof c === 'object' && c.client === true)
    .map((c) => withExtension(isAbsolute(c.path) ? c.path : resolve(config.rootDir, c.path)));
}

/** `src/components/Clock` → the file it names (`Clock.tsx`, `Clock/index.jsx`…), as an import would resolve. */
function withExtension(path: string): string {
  if (existsSync(path) && statSync(path).isFile()) return path;
  for (const base of [path, join(path, 'index')])
    for (const ext of CLIENT_MODULE_EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return path; // missing: the bundle reports it
}

/** Where modules that need the browser are found without a mark: the site's `src/` and its docs folder. */
export function autoIslands(config: Pick<ResolvedConfig, 'rootDir' | 'docsDir' | 'aliases'>): AutoIslands {
  return { siteRoot: config.rootDir, aliases: config.aliases, dirs: [join(config.rootDir, 'src'), config.docsDir] };
}

/** Script files below `dir`, skipping `node_modules` and hidden folders; none if `dir` does not exist. */
export function scriptFiles(dir: string, out: string[] = []): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) scriptFiles(path, out);
    else if ((CLIENT_MODULE_EXTENSIONS as readonly string[]).includes(extname(e.name))) out.push(path);
  }
  return out;
}

/**
 * The site's client modules: files under `src/` and the docs folder whose first statement is
 * `'use client'` or that need the browser (needs-browser.ts), and the modules `config.components` marks
 * `client: true` (wherever they are).
 * Sorted by path, so ids and the bundle do not depend on the order the file system lists them.
 */
export function findClientModules(
  config: Pick<ResolvedConfig, 'site' | 'rootDir' | 'docsDir' | 'aliases'>,
): ClientModule[] {
  const flagged = configuredClientModules(config);
  const auto = autoIslands(config);
  const candidates = new Set([...scriptFiles(join(config.rootDir, 'src')), ...scriptFiles(config.docsDir)]);
  const kinds = new Map<string, 'marked' | 'found'>(flagged.map((p) => [p, 'marked']));
  for (const p of candidates) {
    const kind = clientModuleKind(p, flagged, auto);
    if (kind && !kinds.has(p)) kinds.set(p, kind);
  }
  return [...kinds]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, kind]) => ({
      id: islandId(path, config.rootDir),
      path,
      ...(kind === 'found' ? { found: true } : {}),
    }));
}
