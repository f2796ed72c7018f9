const FENCE_RE = /^\s{0,3}(`{3,}|~{3,})(.*)$/;
const HEADING_ID_RE = /^(\s{0,3}#{1,6}\s.*?)\{#([\w-]+)\}(\s*)$/;

/**
 * `## Title {#custom-id}` is Docusaurus syntax, but in MDX `{…}` is a JavaScript expression. Like
 * Docusaurus we escape the braces before parsing (`\{#id\}`) so the id reaches remark-heading-id as text.
 * Lines keep their number and the columns before the id, so positions in errors stay true.
 */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  // The open fence: CommonMark closes it only with the same character, at least as many, and no info string,
  // so a ``` line inside a ```` fence is code (an example of Markdown), not the end of the fence.
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const f = FENCE_RE.exec(line);
      if (f && !fence) {
        fence = f[1];
        return line;
      }
      if (f && fence && f[1][0] === fence[0] && f[1].length >= fence.length && !f[2].trim()) {
        fence = undefined;
        return line;
      }
      if (fence) return line;
      const m = HEADING_ID_RE.exec(line);
      return m ? `${m[1]}\\{#${m[2]}\\}${m[3]}` : line;
    })
    .join('\n');
}
