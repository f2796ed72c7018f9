import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

/**
 * The capture data file (`content/screenshots.yaml`): what `npm run screenshots` opens in the Dagster UI,
 * what it does there and what it frames. Adding a screenshot is a few lines there, not code.
 */
const selector = z.string().min(1);
export const StepSchema = z.union([
  z.object({ goto: z.string().startsWith('/') }).strict(),
  z.object({ click: selector, nth: z.number().int().optional() }).strict(),
  z.object({ hover: selector }).strict(),
  /** Drags the mouse from the middle of an element by dx, dy CSS pixels (to pan a graph into view). */
  z.object({ drag: selector, dx: z.number(), dy: z.number() }).strict(),
  z.object({ fill: selector, value: z.string() }).strict(),
  z.object({ press: z.string() }).strict(),
  z.object({ type: z.string() }).strict(),
  /** JavaScript run in the page (e.g. to set the Launchpad's editor text). */
  z.object({ script: z.string() }).strict(),
  z.object({ waitFor: selector, timeout: z.number().optional() }).strict(),
  /** Waits until no run of the instance is queued, starting or started (then for the UI to settle). */
  z.object({ waitForRuns: z.literal(true) }).strict(),
  /** Runs a Python snippet against the instance (DAGSTER_HOME set), e.g. to add dynamic partitions. */
  z.object({ python: z.string() }).strict(),
]);
export type Step = z.infer<typeof StepSchema>;

export const CaptureSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lowercase words joined by hyphens'),
    /** The project (a key of `projects`) whose Dagster instance the capture runs against. */
    project: z.string(),
    /** The page (under content/docs) that shows the capture. */
    page: z.string().regex(/\.mdx?$/),
    alt: z.string().min(10),
    /** UI path opened first (`/runs`, `/assets/raw_orders`, …). */
    url: z.string().startsWith('/'),
    steps: z.array(StepSchema).default([]),
    /**
     * What the picture must show: texts (asset keys, counts, labels) that the page's prose relies on. The
     * capture checks that each is visible inside the frame (or the viewport) in the real UI and fails
     * otherwise, so a picture can never silently disagree with its page.
     */
    shows: z.array(z.string().min(1)).min(1),
    /**
     * Texts the picture must not show anywhere in its frame: the assets a filter or selection leaves out, so
     * a picture of a filtered view proves that the filter was applied (not only that the wanted rows exist).
     */
    hides: z.array(z.string().min(1)).default([]),
    /** A selector to frame (its bounding box, padded), or the whole viewport when absent. */
    frame: selector.optional(),
    /** Extra pixels around a framed element. */
    padding: z.number().int().min(0).default(8),
    /** Viewport of this capture (CSS pixels); defaults to the file's `viewport`. */
    viewport: z.object({ width: z.number().int(), height: z.number().int() }).optional(),
    /** PNG instead of WebP, for captures whose small text WebP would blur. */
    format: z.enum(['webp', 'png']).default('webp'),
  })
  .strict();
export type Capture = z.infer<typeof CaptureSchema>;

export const DataSchema = z
  .object({
    /** Project name → the workspace.yaml `dagster dev` serves for it (relative to the repository). */
    projects: z.record(z.string(), z.string()),
    viewport: z.object({ width: z.number().int(), height: z.number().int() }),
    /** Width of the written images: twice the article's 840 CSS px. */
    imageWidth: z.number().int(),
    captures: z.array(CaptureSchema),
  })
  .strict();
export type ScreenshotData = z.infer<typeof DataSchema>;

export function readData(file: string): ScreenshotData {
  const data = DataSchema.parse(parse(readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  for (const c of data.captures) {
    if (seen.has(c.id)) throw new Error(`${file}: capture id \`${c.id}\` is declared twice`);
    seen.add(c.id);
    if (!data.projects[c.project])
      throw new Error(`${file}: capture \`${c.id}\` names an unknown project \`${c.project}\``);
  }
  return data;
}
