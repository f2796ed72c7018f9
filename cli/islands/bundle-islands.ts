import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';
import { ICONS } from '../../theme/docusaurus/Icon.tsx';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { PROJECT_DIR } from '../util/project-dir.ts';
import { ISLAND_REACT_GLOBAL } from '../../shared/events.ts';
import type { ClientModule } from './discover.ts';
import { ASSET_EXTENSIONS } from '../util/asset-files.ts';
import { splitLoaders } from '../util/import-loaders.ts';
import { withBaseUrl } from '../../shared/routes.ts';

/** The React modules the runtime exposes on `window[ISLAND_REACT_GLOBAL]` (runtime/islands.ts). */
export const SHARED_REACT_MODULES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] as const;

export interface IslandBundle {
  /** Island id → URL of its entry chunk (`/assets/islands/…`). */
  chunks: Record<string, string>;
  /** Island id → its entry chunk and the chunks it imports statically (shared code), to modulepreload. */
  preload: Record<string, string[]>;
  /** Absolute paths of the `.css` files islands import, for the site's stylesheet. */
  css: string[];
  /** Output files relative to the output folder (`assets/islands/…`). */
  files: { path: string; content: Uint8Array }[];
  diagnostics: Diagnostic[];
}

const requireFromGenerator = createRequire(join(PROJECT_DIR, 'package.json'));

/**
 * An ES module that re-exports one of the runtime's React modules: island chunks import React from here,
 * so the page runs one React (hooks need the very instance react-dom renders with), and an island costs
 * only its own code. The export names are read from the generator's React, the one the runtime bundles.
 */
function reactShim(spec: string): string {
  const names = Object.keys(requireFromGenerator(spec)).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
  const lines = [`const m = window[${JSON.stringify(ISLAND_REACT_GLOBAL)}][${JSON.stringify(spec)}];`];
  lines.push('export default m.default ?? m;');
  for (const n of names) lines.push(`export const ${n} = m.${n};`);
  return lines.join('\n');
}

/** What `useDocusaurusContext()` gives an island (the same fields the server render has). */
export interface IslandSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
}

/**
 * The entry of one island: a `hydrate(el, props, name)` that hydrates the server HTML inside
 * `<docs-island>`, inside the Docusaurus context the server render had (Link and useBaseUrl need it).
 */
function hydrateEntry(module: ClientModule, siteConfig: IslandSiteConfig): string {
  const props = join(PROJECT_DIR, 'theme/content/island-props.ts');
  const context = join(PROJECT_DIR, 'theme/docusaurus/context.ts');
  return [
    `import { createElement } from 'react';`,
    `import { hydrateRoot } from 'react-dom/client';`,
    `import { reviveIslandProps } from ${JSON.stringify(props)};`,
    `import { DocusaurusContext } from ${JSON.stringify(context)};`,
    `import * as M from ${JSON.stringify(module.path)};`,
    `const site = { siteConfig: ${JSON.stringify(siteConfig)} };`,
    `export function hydrate(el, props, name) {`,
    `  const island = createElement(M[name || 'default'], reviveIslandProps(props));`,
    `  return hydrateRoot(el, createElement(DocusaurusContext.Provider, { value: site }, island));`,
    `}`,
  ].join('\n');
}

/** The generator's Docusaurus shims that work in the browser as they are (they only read React context). */
const ISOMORPHIC_DOCUSAURUS: Record<string, string> = {
  '@docusaurus/Link': 'theme/docusaurus/Link.tsx',
  '@docusaurus/useBaseUrl': 'theme/docusaurus/useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'theme/docusaurus/useDocusaurusContext.ts',
  '@docusaurus/Translate': 'theme/docusaurus/Translate.tsx',
  '@docusaurus/Head': 'theme/docusaurus/Head.tsx',
  '@docusaurus/theme-common': 'theme/docusaurus/theme-common.ts',
  '@docusaurus/theme-common/internal': 'theme/docusaurus/theme-common-internal.ts',
  '@docusaurus/router': 'theme/docusaurus/router.tsx',
  '@docusaurus/Interpolate': 'theme/docusaurus/Interpolate.tsx',
  '@docusaurus/isInternalUrl': 'theme/docusaurus/isInternalUrl.ts',
  '@docusaurus/ErrorBoundary': 'theme/docusaurus/ErrorBoundary.tsx',
  '@docusaurus/plugin-content-docs/client': 'theme/docusaurus/plugin-content-docs-client.ts',
  '@docusaurus/useGlobalData': 'theme/docusaurus/useGlobalData.ts',
};

/**
 * The Docusaurus modules that tell the server from the browser, browser side: false during hydration (as
 * the server rendered), true once mounted, as in Docusaurus.
 */
const BROWSER_DOCUSAURUS: Record<string, string> = {
  '@docusaurus/useIsBrowser': [
    `import { useEffect, useState } from 'react';`,
    `export default function useIsBrowser() {`,
    `  const [mounted, setMounted] = useState(false);`,
    `  useEffect(() => setMounted(true), []);`,
    `  return mounted;`,
    `}`,
  ].join('\n'),
  '@docusaurus/BrowserOnly': [
    `import { createElement, Fragment, useEffect, useState } from 'react';`,
    `export default function BrowserOnly({ children, fallback }) {`,
    `  const [mounted, setMounted] = useState(false);`,
    `  useEffect(() => setMounted(true), []);`,
    `  return mounted && children ? createElement(Fragment, null, children()) : (fallback ?? null);`,
    `}`,
  ].join('\n'),
  '@docusaurus/ExecutionEnvironment': [
    `const canUseDOM = typeof window !== 'undefined';`,
    `export default { canUseDOM, canUseEventListeners: canUseDOM, canUseIntersectionObserver: canUseDOM &&`,
    `  'IntersectionObserver' in window, canUseViewport: canUseDOM };`,
  ].join('\n'),
};

function islandsPlugin(
  modules: ClientModule[],
  siteRoot: string,
  siteConfig: IslandSiteConfig,
  aliases: Record<string, string>,
): Plugin {
  const byId = new Map(modules.map((m) => [m.id, m]));
  const shared = new Set<string>(SHARED_REACT_MODULES);
  const prefixes = Object.keys(aliases).sort((a, b) => b.length - a.length);
  return {
    name: 'docs-islands',
    setup(b) {
      // The site's module aliases and webpack's `!!raw-loader!x` / `x?raw`, as the server bundle reads them.
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'docs-resolved' || args.namespace === 'docs-text') return undefined;
        const { path, as } = splitLoaders(args.path);
        const key = prefixes.find(
          (k) => path === k.replace(/\$$/, '') || (!k.endsWith('$') && path.startsWith(k + '/')),
        );
        if (!key && !as) return undefined;
        const target = key ? aliases[key] + path.slice(key.replace(/\$$/, '').length) : path;
        const found = await b.resolve(target, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: 'docs-resolved',
        });
        if (found.errors.length || !as) return found;
        return { path: found.path, namespace: 'docs-text' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docs-text' }, (args) => ({
        contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`,
        loader: 'js',
      }));
      b.onResolve({ filter: /^docs-island:/ }, (args) => ({ path: args.path.slice(12), namespace: 'docs-island' }));
      b.onLoad({ filter: /.*/, namespace: 'docs-island' }, (args) => ({
        contents: hydrateEntry(byId.get(args.path)!, siteConfig),
        resolveDir: siteRoot,
        loader: 'js',
      }));
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) =>
        shared.has(args.path) ? { path: args.path, namespace: 'docs-react' } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: 'docs-react' }, (args) => ({ contents: reactShim(args.path), loader: 'js' }));
      b.onResolve({ filter: /^@docusaurus\// }, (args) => {
        if (ISOMORPHIC_DOCUSAURUS[args.path]) return { path: join(PROJECT_DIR, ISOMORPHIC_DOCUSAURUS[args.path]!) };
        if (BROWSER_DOCUSAURUS[args.path]) return { path: args.path, namespace: 'docs-docusaurus' };
        return undefined; // the site's own package, or an error naming it
      });
      // `@theme/Icon/<Name>`: the theme's icons (theme/docusaurus/Icon.tsx), one default export each.
      b.onResolve({ filter: /^@theme\/Icon\/[A-Za-z]+$/ }, (args) =>
        args.path.slice(12) in ICONS ? { path: args.path.slice(12), namespace: 'docs-icon' } : undefined,
      );
      b.onLoad({ filter: /.*/, namespace: 'docs-icon' }, (args) => ({
        contents:
          `import { ICONS } from ${JSON.stringify(join(PROJECT_DIR, 'theme/docusaurus/Icon.tsx'))};\n` +
          `export default ICONS[${JSON.stringify(args.path)}];`,
        loader: 'js',
        resolveDir: PROJECT_DIR,
      }));
      b.onLoad({ filter: /.*/, namespace: 'docs-docusaurus' }, (args) => ({
        contents: BROWSER_DOCUSAURUS[args.path],
        loader: 'js',
        resolveDir: PROJECT_DIR,
      }));
      // Docusaurus's alias for the site folder.
      b.onResolve({ filter: /^@site\// }, (args) =>
        b.resolve('./' + args.path.slice(6), { resolveDir: siteRoot, kind: args.kind }),
      );
      // A stylesheet an island imports: class names as written (as the server render has them, see
      // cli/mdx/esm/bundle.ts); its rules go into the site's CSS (IslandBundle.css), not into the chunk.
      b.onLoad({ filter: /\.(css|scss|sass|less)$/ }, () => ({
        contents: "export default new Proxy({}, { get: (_, k) => (typeof k === 'string' ? k : undefined) });",
        loader: 'js',
      }));
    },
  };
}

function toDiagnostic(m: Message, siteRoot: string): Diagnostic {
  const file = m.location?.file;
  return {
    severity: 'error',
    ruleId: 'client-module',
    source: 'compile',
    message: `island bundle: ${m.text}`,
    file: file ? join(siteRoot, file) : undefined,
    place: m.location ? { line: m.location.line, column: m.location.column + 1 } : undefined,
    hint: "a module with 'use client' runs in the browser: it may import React and npm packages of the site",
  };
}

/** One esbuild run over some islands; the errors of a failed run instead of a result. */
async function runBuild(
  modules: ClientModule[],
  siteRoot: string,
  siteConfig: IslandSiteConfig,
  aliases: Record<string, string>,
) {
  try {
    return await build({
      entryPoints: modules.map((m) => ({ in: `docs-island:${m.id}`, out: m.id })),
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      outdir: join(siteRoot, OUT_NAME),
      write: false,
      absWorkingDir: siteRoot,
      entryNames: 'islands/[name]-[hash]',
      chunkNames: 'islands/chunks/[name]-[hash]',
      assetNames: 'islands/media/[name]-[hash]',
      publicPath: withBaseUrl(siteConfig.baseUrl, '/assets/'), // for files the islands import (images)
      metafile: true,
      legalComments: 'none',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      // Images and other files a component imports: copied with hashed names, the import gives the URL.
      loader: Object.fromEntries(ASSET_EXTENSIONS.map((e) => [e, 'file' as const])),
      plugins: [islandsPlugin(modules, siteRoot, siteConfig, aliases)],
      logLevel: 'silent',
    });
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors;
    if (!errors) throw e;
    return { errors };
  }
}

/** Never written (write: false): names the outputs. */
const OUT_NAME = '.docs-islands';

/**
 * Bundles the site's client modules for the browser: one entry per island exporting `hydrate`, chunks
 * shared between islands split out, minified, content-hashed under `/assets/islands/`. React is the
 * runtime's (see `reactShim`), so the first-load JavaScript of every page is the same with or without
 * islands, and only pages that render an island load its chunk. An island that does not bundle is a
 * `client-module` error (one found unmarked is left out: pages render it static, with a warning); the others
 * are still bundled (one esbuild run each finds which failed).
 */
export async function bundleIslands(
  modules: ClientModule[],
  siteRoot: string,
  siteConfig: IslandSiteConfig = { title: '', tagline: '', url: '', baseUrl: '/', customFields: {} },
  aliases: Record<string, string> = {},
): Promise<IslandBundle> {
  if (modules.length === 0) return { chunks: {}, preload: {}, css: [], files: [], diagnostics: [] };
  let result = await runBuild(modules, siteRoot, siteConfig, aliases);
  const diagnostics: Diagnostic[] = [];
  if ('errors' in result && !('outputFiles' in result)) {
    const good: ClientModule[] = [];
    const seen = new Set<string>();
    for (const m of modules) {
      const alone = await runBuild([m], siteRoot, siteConfig, aliases);
      if (!('errors' in alone && !('outputFiles' in alone))) good.push(m);
      // Not marked by its author: a page that renders it gets it static, with a warning (theme/content/Island.tsx).
      else if (m.found) continue;
      else
        for (const d of alone.errors.map((e) => toDiagnostic(e, siteRoot))) {
          const key = `${d.file}:${d.place?.line}:${d.place?.column}:${d.message}`;
          if (!seen.has(key)) diagnostics.push(d); // two islands importing one broken file: one error
          seen.add(key);
        }
    }
    if (good.length === 0) return { chunks: {}, preload: {}, css: [], files: [], diagnostics };
    result = await runBuild(good, siteRoot, siteConfig, aliases);
    if ('errors' in result && !('outputFiles' in result))
      return { chunks: {}, preload: {}, css: [], files: [], diagnostics };
  }
  const outdir = join(siteRoot, OUT_NAME);
  const rel = (abs: string) => 'assets/' + relative(outdir, abs).split('\\').join('/');
  const chunks: Record<string, string> = {};
  const preload: Record<string, string[]> = {};
  const { outputs } = result.metafile;
  for (const [out, meta] of Object.entries(outputs)) {
    const id = meta.entryPoint?.replace(/^docs-island:/, '');
    if (!id || meta.entryPoint === id) continue;
    const url = (file: string) => '/' + rel(join(siteRoot, file));
    chunks[id] = url(out);
    const imported = new Set<string>();
    const visit = (file: string) => {
      for (const imp of outputs[file]?.imports ?? []) {
        if (imp.kind !== 'import-statement' || imported.has(imp.path)) continue;
        imported.add(imp.path);
        visit(imp.path);
      }
    };
    visit(out);
    preload[id] = [url(out), ...[...imported].map(url)];
  }
  const css = Object.keys(result.metafile.inputs)
    .filter((f) => f.endsWith('.css') && !f.includes(':'))
    .map((f) => resolve(siteRoot, f));
  return {
    chunks,
    preload,
    css,
    files: result.outputFiles.map((f) => ({ path: rel(f.path), content: f.contents })),
    diagnostics,
  };
}
