/**
 * Docusaurus's magic comments: by default `// highlight-next-line` and `// highlight-start` … `// highlight-end`,
 * and any a site declares (`prism.magicComments`: a class name, a line comment, a start/end pair), written in the
 * comment syntax of the block's language. The comment lines are removed from the code and the lines they point
 * at get the comment's class. Same table and rules as Docusaurus 3 (theme-common `codeBlockUtils`).
 */

/** One kind of magic comment (Docusaurus's `MagicCommentConfig`). */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus's default: the highlighted line, whose class this theme calls `highlighted`. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/** The class a line gets in this theme's HTML: Docusaurus's highlighted-line class is our `highlighted`. */
export function lineClass(className: string): string {
  return className === 'theme-code-block-highlighted-line' ? 'highlighted' : className;
}

/** Comment syntaxes as regular-expression source: opening and closing must match for a line to count. */
const COMMENTS = {
  js: { start: '\\/\\/', end: '' },
  jsBlock: { start: '\\/\\*', end: '\\*\\/' },
  jsx: { start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}' },
  bash: { start: '#', end: '' },
  html: { start: '<!--', end: '-->' },
  lua: { start: '--', end: '' },
  wasm: { start: '\\;\\;', end: '' },
  tex: { start: '%', end: '' },
  vb: { start: "['‘’]", end: '' },
  vbnet: { start: "(?:_\\s*)?['‘’]", end: '' },
  rem: { start: '[Rr][Ee][Mm]\\b', end: '' },
  f90: { start: '!', end: '' },
  ml: { start: '\\(\\*', end: '\\*\\)' },
  cobol: { start: '\\*>', end: '' },
} as const;

type CommentStyle = keyof typeof COMMENTS;

/** The common syntaxes, for every language the table does not name (as Docusaurus). */
const POPULAR: CommentStyle[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** Which comment syntaxes a language's magic comments may use (the language as written on the fence). */
const STYLES_BY_LANG: Record<string, CommentStyle[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  // Markdown text comments are HTML or JSX; its front matter is YAML (`#`).
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new Map<string, RegExp>();

/** The regular expression of a whole magic-comment line in `lang` (white space around it allowed). */
export function magicCommentPattern(lang: string, comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS): RegExp {
  const styles = STYLES_BY_LANG[lang] ?? POPULAR;
  const directives = comments
    .flatMap((c) => [c.line, c.block?.start, c.block?.end])
    .filter((d): d is string => !!d)
    .map(escape)
    .join('|');
  const key = `${styles.join(',')}\0${directives}`;
  let re = patterns.get(key);
  if (!re) {
    const alternatives = styles.map((s) => `(?:${COMMENTS[s].start}\\s*(${directives})\\s*${COMMENTS[s].end})`);
    re = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(key, re);
  }
  return re;
}

export interface MagicCommentResult {
  /** The code without its magic-comment lines. */
  code: string;
  /** 1-based line of `code` → the class names its magic comments give it, in config order. */
  lines: Map<number, string[]>;
}

/**
 * Removes magic-comment lines from `code` and returns the classes they give the other lines, as Docusaurus
 * does: a line comment marks the next line; a block marks the lines between its start and end (a second start
 * of the same kind before the end restarts the block; a start without an end marks nothing).
 */
export function applyMagicComments(
  code: string,
  lang: string,
  comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS,
): MagicCommentResult {
  const lines = new Map<number, string[]>();
  const written = comments.flatMap((c) => [c.line, c.block?.start].filter((d): d is string => !!d));
  if (!written.some((d) => code.includes(d))) return { code, lines }; // most blocks: no directive at all
  const pattern = magicCommentPattern(lang, comments);
  const byLine = new Map(comments.filter((c) => c.line).map((c) => [c.line!, c.className]));
  const byStart = new Map(comments.filter((c) => c.block).map((c) => [c.block!.start, c.className]));
  const byEnd = new Map(comments.filter((c) => c.block).map((c) => [c.block!.end, c.className]));
  const marked = new Map<string, Set<number>>(comments.map((c) => [c.className, new Set()]));
  const starts = new Map<string, number>();
  const kept: string[] = [];
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((d) => d !== undefined);
    if (directive === undefined) {
      kept.push(line);
      continue;
    }
    const next = kept.length + 1;
    if (byLine.has(directive)) marked.get(byLine.get(directive)!)!.add(next);
    else if (byStart.has(directive)) starts.set(byStart.get(directive)!, next);
    else if (byEnd.has(directive)) {
      const className = byEnd.get(directive)!;
      const start = starts.get(className);
      starts.delete(className);
      if (start !== undefined) for (let n = start; n <= kept.length; n++) marked.get(className)!.add(n);
    }
  }
  for (const [className, numbers] of marked)
    for (const n of numbers) {
      if (n > kept.length) continue; // a line comment on the last line marks nothing
      const classes = lines.get(n) ?? [];
      if (!classes.includes(className)) classes.push(className);
      lines.set(n, classes);
    }
  return { code: kept.join('\n'), lines };
}
