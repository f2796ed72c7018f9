import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedConfig } from '../../config/load.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { includedFiles } from './site-pages.ts';

// Docusaurus builds each locale of `i18n.locales` at `/<locale>/…` from the translated content in
// `i18n/<locale>/docusaurus-plugin-content-blog/` (and `-docs/`, `-pages/`). `docs` builds the default locale
// only, so a translated folder would be dropped without a word: each is said so once, at its first page.

/** A content plugin's translation folder: the blog's, the docs' or the pages' (with an instance id: `-blog-news`). */
const TRANSLATED = /^docusaurus-plugin-content-(blog|docs|pages)(-[\w.-]+)?$/;

const WHAT: Record<string, string> = { blog: 'blog posts', docs: 'docs', pages: 'pages' };

const folders = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
};

/** A warning for each translated content folder of a locale other than the default one (which is not built). */
export function unbuiltLocaleFolders(config: ResolvedConfig): Diagnostic[] {
  const i18n = join(config.rootDir, 'i18n');
  const defaultLocale = config.site.i18n.defaultLocale;
  const out: Diagnostic[] = [];
  for (const locale of folders(i18n)) {
    if (locale === defaultLocale) continue;
    for (const name of folders(join(i18n, locale))) {
      const plugin = TRANSLATED.exec(name)?.[1];
      if (!plugin) continue;
      const dir = join(i18n, locale, name);
      const first = includedFiles(dir, (f) => /\.mdx?$/.test(f))[0];
      if (!first) continue;
      out.push({
        severity: 'warning',
        ruleId: 'locale-not-built',
        source: 'discover',
        file: join(dir, ...first.split('/')),
        place: { line: 1, column: 1 },
        message:
          `The ${WHAT[plugin]} translated to \`${locale}\` (\`i18n/${locale}/${name}/\`) are not built: ` +
          `\`docs\` builds only the default locale \`${defaultLocale}\`, so no \`/${locale}/\` page is written`,
        hint:
          'translations are not supported yet (README, "Moving a Docusaurus site"); ' +
          "the default locale's pages are built as usual",
      });
    }
  }
  return out;
}
