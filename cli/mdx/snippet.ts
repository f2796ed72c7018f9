/** Options of `<CodeExample>` that cut a region out of a snippet file. */
export interface SnippetRange {
  lineStart?: number;
  lineEnd?: number;
  startAfter?: string;
  endBefore?: string;
}

const MARKER_RE = /^\s*#\s*(start|end)_[\w-]*\s*$/;

/** Cuts a snippet to the requested region, drops `# start_x`/`# end_x` marker lines and common indentation. */
export function sliceSnippet(text: string, range: SnippetRange): { code: string } | { error: string } {
  let lines = text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
  if (range.lineStart || range.lineEnd) lines = lines.slice((range.lineStart ?? 1) - 1, range.lineEnd ?? lines.length);
  if (range.startAfter) {
    const i = lines.findIndex((l) => l.includes(range.startAfter!));
    if (i < 0) return { error: `marker \`${range.startAfter}\` (startAfter) not found` };
    lines = lines.slice(i + 1);
  }
  if (range.endBefore) {
    const i = lines.findIndex((l) => l.includes(range.endBefore!));
    if (i < 0) return { error: `marker \`${range.endBefore}\` (endBefore) not found` };
    lines = lines.slice(0, i);
  }
  lines = lines.filter((l) => !MARKER_RE.test(l));
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length));
  return { code: lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n') };
}
