import type { Diagnostic, StageResult } from '../../diagnostics/diagnostic.ts';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { copyOutputTree } from '../../output/write.ts';
import { hashSourceFolders } from '../../util/source-hash.ts';
import { PROJECT_DIR } from '../../util/project-dir.ts';
import { siteRootsOf } from '../../util/site-paths.ts';
import { generatorCacheDir } from '../../util/generator-cache.mjs';
import { publishDir, tempNameFor } from '../../util/write-atomic.ts';
import type { AssetManifest, OutputTarget } from '../page/render.ts';
import type { ResolvedConfig } from '../../config/load.ts';
import { bundleIslands } from '../../islands/bundle-islands.ts';
import { findClientModules, scriptFiles } from '../../islands/discover.ts';
import { bundleSiteCss, siteStylesheets } from '../../islands/site-css.ts';
import { pageStylesheets } from '../../islands/page-css.ts';
import { reactPageFiles } from './site-pages.ts';
import { writeToTarget } from '../../output/target.ts';

/** The chunks an entry imports statically: they load with the page, so they are first-load JS. */
function staticImports(metafile: Metafile, output: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        visit(imp.path);
      }
    }
  };
  visit(output);
  return [...seen];
}

const inFlight = new Map<string, Promise<{ dir: string; manifest: AssetManifest }>>();

/**
 * Runs esbuild into a cache folder keyed by the inputs (mermaid alone takes seconds to bundle). Builds
 * of one process share the work; the folder is written under a temporary name and renamed into place,
 * so a concurrent build in another process never reads a half-written bundle.
 */
function bundleToCache(key: string): Promise<{ dir: string; manifest: AssetManifest }> {
  let job = inFlight.get(key);
  if (!job) {
    job = bundleToCacheOnce(key);
    inFlight.set(key, job);
    job.catch(() => inFlight.delete(key));
  }
  return job;
}

/** Bundles the runtime and styles into `staging` (assets in `outdir`) and writes its manifest there. */
async function bundleInto(staging: string, outdir: string): Promise<AssetManifest> {
  const result = await build({
    entryPoints: { entry: join(PROJECT_DIR, 'runtime/entry.ts'), styles: join(PROJECT_DIR, 'theme/styles.css') },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    outdir,
    absWorkingDir: PROJECT_DIR, // metafile paths are relative to this
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    jsx: 'automatic',
    // React's production build in the browser; lazy chunks (search modal, mermaid, zoom) load on use.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const url = (file: string) => '/assets/' + relative(outdir, join(PROJECT_DIR, file)).split('\\').join('/');
  const outputs = Object.keys(result.metafile.outputs);
  const entry = outputs.find((o) => /\/entry-[^/]+\.js$/.test(o))!;
  const manifest: AssetManifest = {
    js: [url(entry)],
    preload: staticImports(result.metafile, entry).map(url),
    css: outputs.filter((o) => /\/styles-[^/]+\.css$/.test(o)).map(url),
  };
  writeFileSync(join(staging, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}

async function bundleToCacheOnce(key: string): Promise<{ dir: string; manifest: AssetManifest }> {
  const dir = join(generatorCacheDir(PROJECT_DIR, 'docs-assets'), key);
  const manifestFile = join(dir, 'manifest.json');
  if (existsSync(manifestFile)) return { dir, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) };
  const staging = tempNameFor(dir);
  const outdir = join(staging, 'assets');
  let manifest: AssetManifest;
  try {
    manifest = await bundleInto(staging, outdir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true }); // a full disk leaves no half-written folder behind
    throw error;
  }
  publishDir(staging, dir); // Another process may have finished first: its bundle is identical.
  return { dir, manifest };
}

/** Puts files made by a site build (islands, site CSS) into the target. */
function writeFiles(target: OutputTarget, files: { path: string; content: Uint8Array }[]): void {
  for (const f of files) {
    if (target.kind === 'memory') target.files.set(f.path, /\.(js|css)$/.test(f.path) ? decode(f.content) : f.content);
    else writeToTarget(target, f.path, f.content);
  }
}

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/**
 * The modules MDX pages may import (the site's components under `src/`, code beside the docs), whose stylesheets
 * join the site's as Docusaurus bundles every stylesheet a page's components import: a static component's CSS
 * module was dropped without a word (islands' and React pages' were taken). Not `src/pages/` (pageStylesheets of
 * the React pages) nor `src/theme/`, the site's swizzled Docusaurus theme, which this theme does not render, except
 * its `MDXComponents`, which every MDX page uses.
 */
function contentComponentFiles(config: ResolvedConfig): string[] {
  const src = join(config.rootDir, 'src');
  const skipped = [join(src, 'pages') + sep, join(src, 'theme') + sep];
  const mdxComponents = /[\\/]src[\\/]theme[\\/]MDXComponents(\.[^/\\]+|[\\/]index\.[^/\\]+)$/;
  return [...scriptFiles(src), ...scriptFiles(config.docsDir)].filter(
    (f) => !skipped.some((dir) => f.startsWith(dir)) || mdxComponents.test(f),
  );
}

/**
 * What the site adds to the generator's bundle: its client modules as island chunks, and its own CSS
 * (`src/css/custom.css`, `config.stylesheets`) after the theme's. Neither touches the runtime bundle, so
 * a page without islands loads exactly the same JavaScript as in a site without any.
 */
async function bundleSite(
  config: ResolvedConfig,
  runtimeDir: string,
  manifest: AssetManifest,
  target: OutputTarget,
): Promise<StageResult<AssetManifest>> {
  const diagnostics: Diagnostic[] = [];
  let result = manifest;
  const { title, tagline, url, baseUrl, customFields } = config.site;
  const siteConfig = { title, tagline, url, baseUrl, customFields }; // as the page render's (page-inputs.ts)
  const islands = await bundleIslands(findClientModules(config), config.rootDir, siteConfig, config.aliases);
  diagnostics.push(...islands.diagnostics);
  writeFiles(target, islands.files);
  if (Object.keys(islands.chunks).length > 0)
    result = { ...result, islands: islands.chunks, islandPreload: islands.preload };

  const stylesheets = siteStylesheets(config);
  diagnostics.push(...stylesheets.diagnostics);
  const pageCss = await pageStylesheets(config, reactPageFiles(config.rootDir));
  const componentCss = await pageStylesheets(config, contentComponentFiles(config));
  for (const file of [...islands.css, ...pageCss, ...componentCss])
    if (!stylesheets.files.includes(file)) stylesheets.files.push(file);
  if (stylesheets.files.length > 0) {
    const themeCss = manifest.css
      .map((url) => readFileSync(join(runtimeDir, url.slice('/'.length)), 'utf8'))
      .join('\n');
    const css = await bundleSiteCss(
      themeCss,
      stylesheets.files,
      config.rootDir,
      config.site.baseUrl,
      siteRootsOf(config),
      config.site.markdown.allowScripts,
    );
    diagnostics.push(...css.diagnostics);
    writeFiles(target, css.files);
    if (css.url) result = { ...result, css: [css.url] };
  }
  // After the site's bundled CSS, as Docusaurus adds `stylesheets` after its own.
  if (stylesheets.urls.length) result = { ...result, css: [...result.css, ...stylesheets.urls] };
  return { value: result, diagnostics };
}

/**
 * Bundles the browser runtime and the stylesheet with esbuild into content-hashed files under
 * `/assets/`, so they can be cached forever, and returns their URLs for every page's `<head>`. With the
 * site's config, also its islands and its CSS (bundleSite).
 */
export async function bundleAssets(target: OutputTarget, config?: ResolvedConfig): Promise<StageResult<AssetManifest>> {
  const { dir, manifest } = await bundleToCache(hashSourceFolders(['runtime', 'theme', 'shared']));
  if (target.kind === 'dir') {
    copyOutputTree(target.dir, 'assets', join(dir, 'assets'));
  } else if (target.kind === 'memory') {
    const assets = join(dir, 'assets');
    for (const f of readdirSync(assets, { recursive: true }) as string[]) {
      if (/\.(js|css)$/.test(f))
        target.files.set(`assets/${f.split('\\').join('/')}`, readFileSync(join(assets, f), 'utf8'));
    }
  }
  if (!config) return { value: manifest, diagnostics: [] };
  return bundleSite(config, dir, manifest, target);
}
