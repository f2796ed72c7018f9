/** What remark-markdown-copy writes where a page shows an imported `.md`/`.mdx` partial. */
export const partialPlaceholder = (specifier: string) => `\u0000docs-partial:${specifier}\u0000`;

const PLACEHOLDER = /\u0000docs-partial:([^\u0000]*)\u0000/g;

/**
 * The page's Markdown copy with each partial's own copy in place of its tag (partials of partials too);
 * a partial that was not compiled leaves nothing.
 */
export function expandPartials(
  file: string,
  markdowns: Map<string, string>,
  imports: Map<string, Map<string, string>>,
  seen: string[] = [],
): string {
  const text = markdowns.get(file) ?? '';
  return text.replace(PLACEHOLDER, (_, specifier: string) => {
    const target = imports.get(file)?.get(specifier);
    if (!target || seen.includes(target)) return '';
    return expandPartials(target, markdowns, imports, [...seen, file]).trim();
  });
}
