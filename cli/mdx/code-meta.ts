/** What a code fence's meta string (` ```py title="defs.py" {1,3-5} showLineNumbers `) asks for. */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlight: Set<number>;
  showLineNumbers: boolean;
  /** First line number shown when `showLineNumbers=N`. */
  startLine: number;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), showLineNumbers: false, startLine: 1 };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!Number.isFinite(a)) continue;
      for (let i = a; i <= (Number.isFinite(b) ? b : a); i++) result.highlight.add(i);
    }
  }
  const numbers = /\bshowLineNumbers(?:=(\d+))?/.exec(meta);
  if (numbers) {
    result.showLineNumbers = true;
    if (numbers[1]) result.startLine = Number(numbers[1]);
  }
  return result;
}
