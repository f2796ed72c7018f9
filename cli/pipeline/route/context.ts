import type { ResolvedConfig } from '../../config/load.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { pathOfValue, placeInFile } from '../../config/place-in-file.ts';
import { closest } from '../../util/suggest.ts';
import type { CategoryMeta, ContentFile, DocEntry } from '../types.ts';

/** What the parts of the route stage share: the config, the kept docs by id, folder metadata, diagnostics. */
export interface RouteContext {
  config: ResolvedConfig;
  docs: Record<string, DocEntry>;
  categories: Record<string, CategoryMeta>;
  diagnostics: Diagnostic[];
  /** Route → doc id; generated index pages are added as the sidebars make them. */
  docByRoute?: Record<string, string>;
  /** The generated index pages of categories (`link: {type: 'generated-index'}`), made while resolving sidebars. */
  generated?: ContentFile[];
}

/** The label a doc has in sidebars, breadcrumbs and pagination. */
export function docLabel(doc: DocEntry): string {
  return doc.sidebarLabel ?? doc.title;
}

/**
 * Reports a doc id that names no doc, with the nearest ids; placed at `path` in `file` (default: the sidebars
 * file, where the path is that of the first sidebar item or `id` key naming it in the loaded sidebars).
 */
export function unknownDocId(
  ctx: RouteContext,
  id: string,
  where: string,
  file = ctx.config.files.sidebars,
  path = pathOfValue(ctx.config.sidebars, (v, key) => v === id && (typeof key === 'number' || key === 'id')),
): void {
  const ids = Object.keys(ctx.docs).sort();
  const { near, prefix } = nearDocIds(id, ids);
  const more = ids.length > 40 ? `, … (${ids.length} in all)` : '';
  ctx.diagnostics.push({
    severity: 'error',
    ruleId: 'unknown-doc-id',
    source: 'route',
    file,
    place: path && placeInFile(file, path),
    message: `${where} refers to unknown doc id \`${id}\``,
    hint:
      (prefix
        ? `versioned sidebars name their docs without the \`${prefix}\` prefix older Docusaurus wrote: drop it. `
        : '') +
      (near.length ? `did you mean ${near.map((n) => `\`${n}\``).join(', ')}? ` : '') +
      `available ids: ${ids.slice(0, 40).join(', ')}${more}`,
  });
}

/**
 * The ids to suggest for an unknown one, nearest first. A versioned sidebar copied from Docusaurus 1 or an early 2
 * names docs `version-1.0.0/intro`; when dropping that prefix gives a doc, the prefix is returned (for the hint)
 * and the unprefixed id comes first, where an edit distance would rank it behind ids of the same length.
 */
export function nearDocIds(id: string, ids: string[]): { near: string[]; prefix?: string } {
  const m = /^(version-[^/]+\/)(.+)$/.exec(id);
  const unprefixed = m && ids.includes(m[2]) ? m[2] : undefined;
  const near = closest(id, ids, 5).filter((n) => n !== unprefixed);
  return unprefixed ? { near: [unprefixed, ...near].slice(0, 5), prefix: m![1] } : { near };
}
