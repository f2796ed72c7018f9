import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { EXIT_BAD_OUTPUT, OutputError } from './errors.ts';
import { isInside } from '../util/path-inside.ts';

/** Written last into every output: marks a folder as written by `docs` (and so safe to replace). */
export const MANIFEST_FILE = '.docs-manifest.json';

/** Folders of a site that hold sources; the output may not be one, be inside one, or contain one. */
export const SOURCE_FOLDERS = ['content', 'config', 'static', 'src', 'theme', 'node_modules'];

/** The real path of `p`, resolving links in its existing part (the rest may not exist yet). */
export function realLocation(p: string): string {
  const abs = resolve(p);
  if (existsSync(abs)) return realpathSync(abs);
  const parent = dirname(abs);
  return parent === abs ? abs : join(realLocation(parent), basename(abs));
}

/** Written last into the output: what each page was built from, so the next build can reuse it. */
export interface BuildManifest {
  version: string;
  renderKeys: Record<string, string>;
  /**
   * Each page's input key (`PageResult.inputKey`) by route: a page whose input key and included files are as they
   * were has the render key `renderKeys` names, known without a worker (cli/pipeline/page/unchanged-pages.ts).
   */
  inputKeys?: Record<string, string>;
  /**
   * The key of each search index shard, by shard number (cli/pipeline/stages/search-shards.ts); an unchanged
   * shard is linked from the previous output. Replaces `searchKey`, the one key of the whole index.
   */
  searchShards?: string[];
  /** The site's `baseUrl`, so that `docs serve` serves the folder under it. */
  baseUrl?: string;
  /** What `llms-full.txt` was made of (cli/pipeline/stages/llms-full.ts): equal keys, the file is linked. */
  llmsFullKey?: string;
  /**
   * Its parts in order, each `[key, bytes]`: the header, then each listed page's copy. A later build copies the
   * parts whose keys it would make from this file and reads only the other pages' Markdown copies.
   */
  llmsFullParts?: [string, number][];
  /**
   * Every file of the output but the pages' three each (known from `renderKeys`) and this manifest, sorted: what
   * a build updating this folder in place deletes when it no longer makes it (cli/pipeline/in-place.ts).
   */
  files?: string[];
}

/**
 * The build manifest in `dir`, of any version, or undefined when there is none (a first build, or a folder
 * made by something else). The one reader: the `--out` rules, the swap, page reuse and removed routes.
 */
export function readBuildManifest(dir: string | undefined): BuildManifest | undefined {
  if (!dir) return undefined;
  try {
    const file = join(dir, MANIFEST_FILE);
    // A build reads the same manifest up to six times (the `--out` rules, the swap, reuse): parsed once. A manifest
    // is only ever written whole under a new name and renamed over the old (write.ts), so a file of the same
    // inode, size and time is the one parsed.
    const st = statSync(file);
    const stamp = `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}`;
    const known = parsedManifests.get(file);
    if (known?.stamp === stamp) return known.manifest;
    const m = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildManifest> | null;
    const manifest =
      typeof m === 'object' && m !== null && typeof m.renderKeys === 'object' && m.renderKeys !== null
        ? Object.freeze(m as BuildManifest)
        : undefined;
    if (parsedManifests.size >= 8) parsedManifests.clear();
    parsedManifests.set(file, { stamp, manifest });
    return manifest;
  } catch {
    return undefined;
  }
}

/** The manifests parsed so far, by file, with the stamp of the file they were parsed from (`readBuildManifest`). */
const parsedManifests = new Map<string, { stamp: string; manifest: BuildManifest | undefined }>();

/** Whether `dir` holds the build manifest of an earlier `docs build`. */
export const isDocsOutput = (dir: string): boolean => readBuildManifest(dir) !== undefined;

/** Output versions of `docs build` live beside the output as `.<name>.v-<id>` (the output links to one). */
export const versionPrefix = (outDir: string) => `.${basename(outDir)}.v-`;

/** The version folder an output symlink made by `docs` points at, or undefined for any other link. */
export function linkedVersion(outDir: string): string | undefined {
  try {
    const target = readlinkSync(outDir);
    if (target.includes('/') || target.includes(sep) || !target.startsWith(versionPrefix(outDir))) return undefined;
    return join(dirname(outDir), target);
  } catch {
    return undefined;
  }
}

const bad = (message: string) => new OutputError(message, EXIT_BAD_OUTPUT);

/**
 * Refuses an output folder the build must not replace: the site folder or an ancestor of it, a source
 * folder, a path inside one or containing one, a file, or a non-empty folder `docs` did not write.
 * `sourceDirs` are absolute (the configured content and static folders, the generator's own folders).
 */
export function checkOutDir(outDir: string, rootDir: string, sourceDirs: string[] = []): void {
  const shown = outDir;
  // The output itself may be our link: judge where the link is, not where it points.
  let isLink = false;
  try {
    isLink = lstatSync(outDir).isSymbolicLink();
  } catch {
    // Does not exist yet.
  }
  const out = isLink ? join(realLocation(dirname(outDir)), basename(outDir)) : realLocation(outDir);
  const root = realLocation(rootDir);
  if (out === root)
    throw bad(
      `--out ${shown} is the site folder itself; building there would delete the sources. ` +
        'Use a folder such as `build`.',
    );
  if (isInside(out, root))
    throw bad(
      `--out ${shown} contains the site folder ${root}; building there would delete it. ` +
        'Use a folder such as `build`.',
    );
  const sources = [...SOURCE_FOLDERS.map((f) => join(rootDir, f)), ...sourceDirs].map(realLocation);
  for (const src of sources) {
    if (out === src || isInside(src, out) || isInside(out, src)) {
      const relation = out === src ? 'is' : isInside(src, out) ? 'is inside' : 'contains';
      throw bad(
        `--out ${shown} ${relation} the source folder ${src}; ` +
          'the output must be a folder of its own, such as `build`.',
      );
    }
  }
  if (isLink) {
    if (linkedVersion(outDir)) return;
    throw bad(`--out ${shown} is a symbolic link that docs did not make; remove it or choose another folder.`);
  }
  let stat;
  try {
    stat = lstatSync(outDir);
  } catch {
    return; // Free: the build creates it.
  }
  if (!stat.isDirectory())
    throw bad(`--out ${shown} is a file, not a folder; docs will not replace it. Choose another path.`);
  if (readdirSync(outDir).length && !isDocsOutput(outDir)) {
    throw bad(
      `--out ${shown} is a folder docs did not write (it has no ${MANIFEST_FILE}) and is not empty; ` +
        'docs will not replace it. Empty it or choose another folder.',
    );
  }
}
