import { existsSync } from 'node:fs';
import type { ResolvedConfig } from '../../config/load.ts';
import type { TagDefinitions } from '../../config/schema.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { placeOfListItem } from '../../config/place-in-file.ts';
import type { TagPageData, TagRef } from '../../../shared/page-data.ts';
import type { DocEntry } from '../types.ts';

function kebab(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Each doc's tags (as links) and one page per tag that listed docs use. A tag not defined in the tags file
 * is a warning and is ignored; unlisted docs keep their tags but are not listed on tag pages.
 */
export function resolveTags(config: ResolvedConfig, docs: DocEntry[], diagnostics: Diagnostic[]) {
  const tagsByDoc: Record<string, TagRef[]> = {};
  const tagDocs: Record<string, DocEntry[]> = {};
  // Tags a page defines itself: `{label, permalink}` objects, and every plain tag of a site without a tags file
  // (Docusaurus's inline tags; its permalink is the label in kebab case).
  const inline: Record<string, TagDefinitions[string]> = {};
  const noTagsFile = !existsSync(config.files.tags);
  for (const doc of docs) {
    tagsByDoc[doc.id] = [];
    const written = [
      ...(noTagsFile ? doc.tags.map((label) => ({ label, permalink: '/' + kebab(label) })) : []),
      ...(doc.inlineTags ?? []),
    ];
    const keys = noTagsFile ? [] : [...doc.tags];
    for (const t of written) {
      const permalink = t.permalink.startsWith('/') ? t.permalink : '/' + t.permalink;
      const key = `inline:${permalink}`;
      inline[key] ??= { ...t, permalink };
      keys.push(key);
    }
    for (const key of keys) {
      const tag = config.tags[key] ?? inline[key];
      if (!tag) {
        diagnostics.push({
          severity: 'warning',
          ruleId: 'unknown-tag',
          source: 'route',
          file: doc.sourcePath,
          place: placeOfListItem(doc.sourcePath, 'tags', key),
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
      const tag = config.tags[key] ?? inline[key];
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
