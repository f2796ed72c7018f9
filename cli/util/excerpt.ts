/**
 * A page's excerpt, as Docusaurus makes it (`createExcerpt` of @docusaurus/utils, same rules in the same
 * order): the first line of the Markdown body that still has text once headings' `#`s, emphasis, links,
 * images, inline code, HTML tags, admonition fences and emoji names are taken off; imports, exports and code
 * blocks are skipped, and so is a `# Title` line. Docusaurus uses it as the page's description (its `<meta
 * name="description">` and doc cards) when the front matter has none. It works on lines, not on the Markdown
 * tree, on purpose: the result must be Docusaurus's, quirks included (a first `## Heading` is the excerpt).
 */
export function markdownExcerpt(body: string): string | undefined {
  const lines = body
    .trimStart()
    // A setext title (`Title` over `=====`).
    .replace(/^[^\r\n]*\r?\n=+/g, '')
    .split(/\r?\n/);
  let inCode = false;
  let inImport = false;
  let fence = '';
  for (const line of lines) {
    if (line === '' && inImport) inImport = false;
    if (!line.trim()) continue;
    if ((/^(?:import|export)\s/.test(line) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const ticks = /^`+/.exec(line.trim())![0];
      if (!inCode) {
        inCode = true;
        fence = ticks;
      } else if (ticks.length >= fence.length) inCode = false;
      continue;
    }
    if (inCode) continue;
    const cleaned = line
      .replace(/<[^>]*>/g, '')
      .replace(/^#[^#]+#?/gm, '')
      .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*\S)~~/g, '$1')
      .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      .replace(/:::.*/, '')
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim();
    if (cleaned) return cleaned;
  }
  return undefined;
}
