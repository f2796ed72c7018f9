import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse } from 'yaml';
import { hash } from '../util/hash.ts';
import { imageSize } from '../util/image-size.ts';
import { closest } from '../util/suggest.ts';
import { describeProblem, resolveSiteFile } from '../util/site-paths.ts';
import { report, type CompileState } from './state.ts';

/**
 * `<Screenshot id="…" />`: a capture of the Dagster UI declared in `content/screenshots.yaml` (made by
 * `npm run screenshots`), shown in the light or dark variant that matches the site's colour mode.
 * The images live in `content/screenshots/images/<id>.light.webp` and `<id>.dark.webp` (or `.png`
 * when the entry says `format: png`) and are copied to `/assets/images/` with a content hash.
 */
export const SCREENSHOT_MODES = ['light', 'dark'] as const;

export interface ScreenshotEntry {
  id: string;
  alt: string;
  format: 'webp' | 'png';
}

/** Where the data file and the images of a site are: next to the docs folder. */
export function screenshotPaths(docsDir: string): { data: string; images: string } {
  const content = dirname(docsDir);
  return { data: join(content, 'screenshots.yaml'), images: join(content, 'screenshots', 'images') };
}

export function screenshotFile(
  imagesDir: string,
  entry: Pick<ScreenshotEntry, 'id' | 'format'>,
  mode: 'light' | 'dark',
): string {
  return join(imagesDir, `${entry.id}.${mode}.${entry.format}`);
}

/** Reads the entries of the data file (only what pages need; the capture script validates the rest). */
export function readScreenshotEntries(text: string): ScreenshotEntry[] {
  const doc = parse(text) as { captures?: unknown } | null;
  const list = Array.isArray(doc?.captures) ? doc.captures : [];
  return list.flatMap((c: Record<string, unknown>) =>
    typeof c?.id === 'string'
      ? [
          {
            id: c.id,
            alt: typeof c.alt === 'string' ? c.alt : '',
            format: c.format === 'png' ? ('png' as const) : ('webp' as const),
          },
        ]
      : [],
  );
}

// Pages of one worker share the parsed file while it is unchanged.
let cached: { file: string; mtimeMs: number; entries: Map<string, ScreenshotEntry> } | undefined;

function loadEntries(file: string): Map<string, ScreenshotEntry> | { error: string } {
  try {
    const mtimeMs = statSync(file).mtimeMs;
    if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.entries;
    const entries = new Map(readScreenshotEntries(readFileSync(file, 'utf8')).map((e) => [e.id, e]));
    cached = { file, mtimeMs, entries };
    return entries;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { error: code === 'ENOENT' ? 'the file does not exist' : (error as Error).message.split('\n')[0] };
  }
}

/** The alt text of a capture (for the page's Markdown copy), or undefined when it is not declared. */
export function screenshotAlt(docsDir: string, id: string): string | undefined {
  const entries = loadEntries(screenshotPaths(docsDir).data);
  return entries instanceof Map ? entries.get(id)?.alt : undefined;
}

type Node = { position?: { start: { line: number; column: number } } };

/**
 * Resolves a `<Screenshot>` tag: returns the props the theme component renders, or undefined after
 * reporting the problem (unknown id, missing image) at the tag.
 */
export function resolveScreenshot(
  state: CompileState,
  node: Node,
  props: Record<string, unknown>,
): Record<string, string | number> | undefined {
  const id = props.id;
  if (typeof id !== 'string' || !id) {
    report(state, node, {
      severity: 'error',
      ruleId: 'invalid-component-props',
      message: '`<Screenshot>` needs an `id` prop (a capture of content/screenshots.yaml)',
    });
    return undefined;
  }
  const paths = screenshotPaths(state.options.docsDir);
  const root = state.options.roots.lexical[0] ?? dirname(dirname(state.options.docsDir));
  const shownData = relative(root, paths.data);
  const entries = loadEntries(paths.data);
  if (!(entries instanceof Map)) {
    report(state, node, {
      severity: 'error',
      ruleId: 'missing-screenshot',
      message: `\`<Screenshot id="${id}">\`: \`${shownData}\` cannot be read: ${entries.error}`,
      hint: 'declare captures in that file, then run `npm run screenshots`',
    });
    return undefined;
  }
  state.deps.push(paths.data);
  const entry = entries.get(id);
  if (!entry) {
    const near = closest(id, [...entries.keys()], 1);
    report(state, node, {
      severity: 'error',
      ruleId: 'missing-screenshot',
      message: `Screenshot \`${id}\` is not declared in \`${shownData}\``,
      hint: near.length
        ? `did you mean \`${near[0]}\`?`
        : 'add a capture with this id to that file, then run `npm run screenshots`',
    });
    return undefined;
  }
  const out: Record<string, string | number> = { alt: entry.alt };
  for (const mode of SCREENSHOT_MODES) {
    const file = screenshotFile(paths.images, entry, mode);
    const found = resolveSiteFile(state.options.roots, file);
    const bytes = found.ok ? readFileSync(found.real) : undefined;
    const size = bytes && imageSize(bytes);
    if (!found.ok || !bytes || !size) {
      const why =
        !found.ok && found.problem !== 'missing'
          ? describeProblem(found.problem, found.real)
          : found.ok
            ? 'it is not a PNG or WebP image'
            : 'the file is missing';
      report(state, node, {
        severity: 'error',
        ruleId: 'missing-screenshot',
        message: `Screenshot \`${id}\` has no ${mode} image: ${why}`,
        hint: `expected \`${relative(root, file)}\`; run \`npm run screenshots\` to make it`,
      });
      return undefined;
    }
    const asset = `assets/images/${entry.id}.${mode}-${hash(bytes).slice(0, 8)}.${entry.format}`;
    state.assets.push({ from: found.real, to: asset });
    state.deps.push(file);
    out[mode] = '/' + asset;
    // Captures are made for 2× displays: the CSS size is half the pixel size.
    out.width = Math.round(size.width / 2);
    out.height = Math.round(size.height / 2);
  }
  return out;
}
