const FENCE_RE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING_ID_RE = /^(\s{0,3}#{1,6}\s.*?)\{#([\w-]+)\}(\s*)$/;

/**
 * `## Title {#custom-id}` is Docusaurus syntax, but in MDX `{…}` is a JavaScript expression. Like
 * Docusaurus we escape the braces before parsing (`\{#id\}`) so the id reaches remark-heading-id as text.
 * Lines keep their number and the columns before the id, so positions in errors stay true.
 */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const f = FENCE_RE.exec(line);
      if (f) {
        if (!fence) fence = f[1][0];
        else if (f[1][0] === fence) fence = undefined;
        return line;
      }
      if (fence) return line;
      const m = HEADING_ID_RE.exec(line);
      return m ? `${m[1]}\\{#${m[2]}\\}${m[3]}` : line;
    })
    .join('\n');
}
