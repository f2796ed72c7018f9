import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { AssetManifest, OutputTarget } from './render.ts';

const PROJECT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Bundles the browser runtime and the stylesheet with esbuild into content-hashed files under
 * `/assets/`, so they can be cached forever. Returns their URLs for every page's `<head>`.
 */
export async function bundleAssets(target: OutputTarget): Promise<AssetManifest> {
  const result = await build({
    entryPoints: { entry: join(PROJECT_DIR, 'runtime/entry.ts'), styles: join(PROJECT_DIR, 'theme/styles.css') },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    outdir: join(PROJECT_DIR, '.assets-out'),
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const manifest: AssetManifest = { css: [], js: [] };
  for (const file of result.outputFiles) {
    const rel = relative(join(PROJECT_DIR, '.assets-out'), file.path).split('\\').join('/');
    const url = `/assets/${rel}`;
    if (target.kind === 'dir') {
      const out = join(target.dir, 'assets', rel);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, file.contents);
    } else if (target.kind === 'memory') target.files.set(`assets/${rel}`, file.text);
    if (/^entry-.*\.js$/.test(rel)) manifest.js.push(url);
    else if (/^styles-.*\.css$/.test(rel)) manifest.css.push(url);
  }
  return manifest;
}
