// The API reference YAML files' schema (CONTENT-FORMAT "API reference"), beside the front matter's in
// schema.ts: the api stage validates with it, and the floor types (cli/pipeline/types.ts) take their shape.
import { z } from 'zod';

/** One entry of an API reference page (CONTENT-FORMAT "API reference"). */
export const ApiSymbolSchema = z.strictObject({
  name: z.string().min(1),
  kind: z.enum(['decorator', 'class', 'function', 'method', 'constant', 'type', 'cli', 'attribute', 'property']),
  /** Overrides the page's module (for re-exports from another package). */
  module: z.string().optional(),
  signature: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  params: z
    .array(
      z.strictObject({
        name: z.string(),
        type: z.string().optional(),
        default: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
        description: z.string().optional(),
      }),
    )
    .optional(),
  returns: z.strictObject({ type: z.string().optional(), description: z.string().optional() }).nullable().optional(),
  example: z.string().optional(),
  deprecated: z.string().nullable().optional(),
  preview: z.boolean().optional(),
  lifecycle: z.enum(['preview', 'beta', 'superseded', 'deprecated']).optional(),
});

export const ApiPageSchema = z.strictObject({
  title: z.string().min(1),
  route: z.string().startsWith('/'),
  module: z.string().min(1),
  description: z.string().min(1),
  sidebar_position: z.number().optional(),
  sidebar_label: z.string().optional(),
  intro: z.string().optional(),
  unlisted: z.boolean().optional(),
  keywords: z.array(z.string()).optional(),
  symbols: z.array(ApiSymbolSchema).default([]),
});

/** The fields of one API entry as written in the YAML file. */
export type ApiSymbolFields = z.output<typeof ApiSymbolSchema>;
