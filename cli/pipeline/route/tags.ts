import type { ResolvedConfig } from '../../config/load.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { findInFile, findKeyInFile } from '../../util/find-in-file.ts';
import type { TagPageData, TagRef } from '../../../shared/page-data.ts';
import type { DocEntry } from '../types.ts';

/**
 * Each doc's tags (as links) and one page per tag that listed docs use. A tag not defined in the tags file
 * is a warning and is ignored; unlisted docs keep their tags but are not listed on tag pages.
 */
export function resolveTags(config: ResolvedConfig, docs: DocEntry[], diagnostics: Diagnostic[]) {
  const tagsByDoc: Record<string, TagRef[]> = {};
  const tagDocs: Record<string, DocEntry[]> = {};
  for (const doc of docs) {
    tagsByDoc[doc.id] = [];
    for (const key of doc.tags) {
      const tag = config.tags[key];
      if (!tag) {
        diagnostics.push({
          severity: 'warning',
          ruleId: 'unknown-tag',
          source: 'route',
          file: doc.sourcePath,
          place: findInFile(doc.sourcePath, key) ?? findKeyInFile(doc.sourcePath, 'tags') ?? { line: 1, column: 1 },
          message: `Tag \`${key}\` is not defined in \`${config.site.tagsFile}\`; it is ignored`,
          hint: `defined tags: ${Object.keys(config.tags).join(', ') || '(none)'}`,
        });
        continue;
      }
      tagsByDoc[doc.id].push({ label: tag.label, href: '/tags' + tag.permalink });
      if (!doc.unlisted) (tagDocs[key] ??= []).push(doc);
    }
  }
  const tagPages: TagPageData[] = Object.entries(tagDocs)
    .map(([key, list]) => {
      const tag = config.tags[key];
      return {
        key,
        label: tag.label,
        permalink: '/tags' + tag.permalink,
        description: tag.description,
        group: tag.permalink.split('/')[1] ?? '',
        docs: list
          .sort((a, b) => a.title.localeCompare(b.title))
          .map((d) => ({ title: d.title, description: d.description, href: d.route })),
      };
    })
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
  return { tagsByDoc, tagPages };
}
