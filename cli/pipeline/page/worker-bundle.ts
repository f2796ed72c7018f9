import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { NODE_BUNDLE } from '../../util/node-bundle.mjs';
import { generatorCacheDir } from '../../util/generator-cache.mjs';
import { hash } from '../../util/hash.ts';
import { PROJECT_DIR } from '../../util/project-dir.ts';
import { writeDirAtomic } from '../../util/write-atomic.ts';

const HERE = join(PROJECT_DIR, 'cli/pipeline/page');

const bundled = new Map<string, Promise<URL>>();

/**
 * The page worker as one plain ESM file (our TypeScript compiled by esbuild, packages left as imports).
 * Workers started from it skip the TypeScript loader, which costs every worker ~0.5 s of start-up and
 * slows each module import; the file is rebuilt once per process, so source edits are always picked up.
 */
export function workerBundle(entry = join(HERE, 'worker-main.ts')): Promise<URL> {
  let url = bundled.get(entry);
  if (url) return url;
  url = (async () => {
    const result = await build({
      ...NODE_BUNDLE,
      entryPoints: [entry],
      outdir: '/',
      entryNames: 'worker-[hash]',
      write: false,
      logLevel: 'silent',
    });
    // One folder per distinct bundle, written under a temporary name and renamed into place, so
    // concurrent builds (in this or another process) never load a half-written chunk. Keyed by the files'
    // names too: esbuild's name hashes see the sources, so an edit of a comment renames the entry file
    // while every file's content stays the same, and a folder keyed by contents alone lacked the new name.
    const dir = join(
      generatorCacheDir(PROJECT_DIR, 'docs-worker'),
      hash(...result.outputFiles.flatMap((f) => [f.path, f.contents as Buffer])),
    );
    const entryName = result.outputFiles.map((o) => o.path.split('/').pop()!).find((n) => n.startsWith('worker-'))!;
    if (!existsSync(join(dir, entryName))) {
      // Another build may have won the race with identical files; a failed write leaves no staging folder.
      writeDirAtomic(dir, (staging) => {
        mkdirSync(staging, { recursive: true });
        for (const out of result.outputFiles) writeFileSync(join(staging, out.path.split('/').pop()!), out.contents);
      });
    }
    const entryFile = join(dir, entryName);
    // pathToFileURL, not `file://` + path: a `#`, `?` or `%` in the project folder is part of the name.
    return pathToFileURL(entryFile);
  })();
  bundled.set(entry, url);
  return url;
}

/** Forget built bundles: the dev server rebuilds a worker after its theme or pipeline sources change. */
export function forgetWorkerBundles(): void {
  bundled.clear();
}
