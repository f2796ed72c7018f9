#!/usr/bin/env node
// The `docs` executable. It runs cli/main.ts from an esbuild bundle cached by source hash: going through
// a TypeScript loader cost half a second per start. DOCS_FROM_SOURCE=1 runs the sources with tsx instead.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NODE_BUNDLE } from '../cli/util/node-bundle.mjs';
import { generatorCacheDir } from '../cli/util/generator-cache.mjs';

const BUNDLE_RECIPE = fileURLToPath(new URL('../cli/util/node-bundle.mjs', import.meta.url));

// React's development build is several times slower at renderToString; the generator is a tool, not
// an app under development, so it always renders with the production build (workers inherit this).
process.env.NODE_ENV ??= 'production';
const PROJECT_DIR = fileURLToPath(new URL('..', import.meta.url));
process.env.DOCS_PROJECT_DIR = PROJECT_DIR;

async function loadCli() {
  if (process.env.DOCS_FROM_SOURCE) {
    const { register } = await import('tsx/esm/api');
    register();
    return import('../cli/main.ts');
  }
  const sources = ['cli', 'theme', 'shared'].flatMap((dir) =>
    readdirSync(join(PROJECT_DIR, dir), { recursive: true })
      .filter((f) => /\.(tsx?|css)$/.test(f))
      .sort()
      .map((f) => join(PROJECT_DIR, dir, f)),
  );
  const h = createHash('sha1');
  // The recipe is part of the key: a change to it must not reuse a bundle made with the old one.
  for (const file of [...sources, BUNDLE_RECIPE]) h.update(file).update(readFileSync(file));
  const dir = join(generatorCacheDir(PROJECT_DIR, 'docs-cli'), h.digest('hex').slice(0, 16));
  if (!existsSync(join(dir, 'main.mjs'))) {
    const { build } = await import('esbuild');
    const staging = `${dir}.tmp-${process.pid}`;
    await build({
      ...NODE_BUNDLE,
      entryPoints: { main: join(PROJECT_DIR, 'cli/main.ts') },
      outdir: staging,
      logLevel: 'warning',
    });
    try {
      renameSync(staging, dir);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // Another process built the same bundle first.
    }
  }
  return import(pathToFileURL(join(dir, 'main.mjs')).href);
}

let cli;
try {
  cli = await loadCli();
} catch (error) {
  // A cache folder docs may not use: one line and 73, as for any output it cannot write.
  if (!error?.exitCode) throw error;
  console.error(error.message);
  process.exit(error.exitCode);
}
process.exitCode = await cli.main(process.argv);
