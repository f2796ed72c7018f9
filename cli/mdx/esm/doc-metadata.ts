import { posix, relative, sep } from 'node:path';
import { withBaseUrl } from '../../../shared/routes.ts';
import type { DocPlacement, ContentFile } from '../../pipeline/types.ts';
import type { DocMetadata, DocModuleData } from '../state.ts';

/**
 * A page's exports data: its front matter text and its metadata (`docMetadata`, made already for the page's
 * compile key). Cheap (no parsing): it is made for every compiled page, and the front matter is parsed only
 * if the page takes the full-MDX path.
 */
export function docModuleData(file: ContentFile & { source: string }, metadata: DocMetadata): DocModuleData {
  const body = file.source.split('\n', file.bodyLine - 1).join('\n');
  return { frontMatterSource: file.bodyLine > 1 ? body : undefined, metadata };
}

/**
 * A page's `metadata` export alone: made from discover's data, not the page's text, so the compile key
 * (which holds it) is known without reading a page that discover did not read (its file unchanged).
 */
export function docMetadata(
  file: ContentFile,
  placement: DocPlacement | undefined,
  site: { rootDir: string; baseUrl: string },
): DocMetadata {
  const lastAt = file.lastUpdate?.date ? Date.parse(file.lastUpdate.date) : NaN;
  const sourceDir = posix.dirname(file.relPath);
  return {
    id: file.id,
    title: file.title,
    description: file.description ?? '',
    source: `@site/${relative(site.rootDir, file.sourcePath).split(sep).join('/')}`,
    sourceDirName: sourceDir,
    slug: file.slug,
    permalink: withBaseUrl(site.baseUrl, file.route),
    draft: file.draft,
    unlisted: file.unlisted,
    editUrl: file.editUrl,
    tags: (placement?.tags ?? []).map((t) => ({ label: t.label, permalink: withBaseUrl(site.baseUrl, t.href) })),
    version: 'current',
    sidebarPosition: file.sidebarPosition,
    sidebar: placement?.sidebar,
    lastUpdatedAt: Number.isNaN(lastAt) ? undefined : lastAt,
    lastUpdatedBy: file.lastUpdate?.author,
  };
}
