/** What a code fence's meta string (` ```py title="defs.py" {1,3-5} showLineNumbers `) asks for. */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlight: Set<number>;
  /**
   * A `{…}` range was written: it then decides the highlighted lines alone and magic comments are kept
   * as code (Docusaurus does the same).
   */
  hasRange: boolean;
  showLineNumbers: boolean;
  /** First line number shown when `showLineNumbers=N`. */
  startLine: number;
  /** ` ```bash npm2yarn `: shown as npm / Yarn / pnpm tabs. */
  npm2yarn: boolean;
}

/** The meta string without its `npm2yarn` word, for the blocks of each tab. */
export function withoutNpm2yarn(meta: string | null | undefined): string {
  return (meta ?? '').replace(/(^|\s)npm2yarn(?=\s|$)/, '$1').trim();
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = {
    highlight: new Set(),
    hasRange: false,
    showLineNumbers: false,
    startLine: 1,
    npm2yarn: false,
  };
  if (!meta) return result;
  // Quoted only, as Docusaurus's `parseCodeBlockTitle` reads it: `title=x` and an unclosed `title="x y` are no title.
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  if (title) result.title = title[1] ?? title[2];
  // Outside the title: `title="a {1}"` is a title, not a range.
  const rest = title ? meta.replace(title[0], '') : meta;
  const ranges = /\{([\d,\s-]+)\}/.exec(rest);
  if (ranges) {
    result.hasRange = true;
    for (const part of ranges[1].split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!Number.isFinite(a)) continue;
      const last = Math.min(Number.isFinite(b) ? b : a, a + 10_000); // `{1-1e9}` must not hang the build.
      for (let i = a; i <= last; i++) result.highlight.add(i);
    }
  }
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(rest);
  if (numbers) {
    result.showLineNumbers = true;
    if (numbers[1]) result.startLine = Number(numbers[1]);
  }
  result.npm2yarn = /(?:^|\s)npm2yarn(?=\s|$)/.test(rest);
  return result;
}
