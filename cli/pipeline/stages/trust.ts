import type { ResolvedConfig } from '../../config/load.ts';
import type { FrontMatter } from '../../config/schema.ts';
import { gitLastUpdates } from '../../util/git-last-updates.ts';
import type { ContentFile } from '../types.ts';

/**
 * "Edit this page": front matter `custom_edit_url` (a URL, or `null` for none), else the docs option
 * `editUrl` — a prefix the page's path below the docs folder is appended to, or a function of it.
 */
export function editUrlOf(
  config: ResolvedConfig,
  file: { relPath: string; route: string; frontMatter: FrontMatter },
): string | undefined {
  const custom = file.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const editUrl = config.site.docs.editUrl;
  if (typeof editUrl === 'function') return editUrl({ docPath: file.relPath, permalink: file.route }) ?? undefined;
  if (typeof editUrl === 'string')
    return editUrl.replace(/\/?$/, '/') + file.relPath.split('/').map(encodeURIComponent).join('/');
  return undefined;
}

/**
 * Fills each page's "Last updated" from git when the site shows it (`docs.showLastUpdateTime` /
 * `showLastUpdateAuthor`) and front matter `last_update` does not say: ONE `git log` for the whole docs
 * folder, cached by commit; nothing when there is no git history. Front matter wins field by field.
 */
export function applyGitLastUpdates(config: ResolvedConfig, files: ContentFile[]): void {
  const { showLastUpdateTime, showLastUpdateAuthor } = config.site.docs;
  if (!showLastUpdateTime && !showLastUpdateAuthor) return;
  const updates = gitLastUpdates(config.docsDir, config.cacheDir);
  for (const file of files) {
    const git = updates.get(file.relPath);
    const date = file.lastUpdate?.date ?? (showLastUpdateTime ? git?.date : undefined);
    const author = file.lastUpdate?.author ?? (showLastUpdateAuthor ? git?.author : undefined);
    file.lastUpdate = date || author ? { date, author } : undefined;
  }
}
