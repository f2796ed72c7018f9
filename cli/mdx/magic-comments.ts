/**
 * Docusaurus's magic comments: `// highlight-next-line`, `// highlight-start` … `// highlight-end`, written
 * in the comment syntax of the block's language. The comment lines are removed from the code and the lines
 * they point at are highlighted. Same table and rules as Docusaurus (theme-common `codeBlockUtils`).
 */

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
} as const;

type CommentStyle = keyof typeof COMMENTS;

/** Which comment syntaxes a language's magic comments may use; any language not listed accepts them all. */
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
  sql: ['lua'],
  wasm: ['wasm'],
};

const DIRECTIVES = 'highlight-next-line|highlight-start|highlight-end';

const patterns = new Map<string, RegExp>();

/** The regular expression of a whole magic-comment line in `lang` (white space around it allowed). */
export function magicCommentPattern(lang: string): RegExp {
  const styles = STYLES_BY_LANG[lang] ?? (Object.keys(COMMENTS) as CommentStyle[]);
  const key = styles.join(',');
  let re = patterns.get(key);
  if (!re) {
    const alternatives = styles.map((s) => `(?:${COMMENTS[s].start}\\s*(${DIRECTIVES})\\s*${COMMENTS[s].end})`);
    re = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(key, re);
  }
  return re;
}

export interface MagicCommentResult {
  /** The code without its magic-comment lines. */
  code: string;
  /** 1-based lines of `code` to highlight. */
  highlight: Set<number>;
}

/**
 * Removes magic-comment lines from `code` and returns the lines they highlight. A `highlight-start`
 * without its `highlight-end` highlights nothing (as in Docusaurus); starts may nest.
 */
export function applyMagicComments(code: string, lang: string): MagicCommentResult {
  const highlight = new Set<number>();
  if (!code.includes('highlight-')) return { code, highlight };
  const pattern = magicCommentPattern(lang);
  const kept: string[] = [];
  const starts: number[] = [];
  let next = false; // Two `highlight-next-line` in a row still mean the one next line, as in Docusaurus.
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((d) => d !== undefined);
    if (directive === 'highlight-next-line') next = true;
    else if (directive === 'highlight-start') starts.push(kept.length + 1);
    else if (directive === 'highlight-end') {
      const start = starts.pop();
      if (start !== undefined) for (let n = start; n <= kept.length; n++) highlight.add(n);
    } else {
      kept.push(line);
      if (next) highlight.add(kept.length);
      next = false;
    }
  }
  return { code: kept.join('\n'), highlight };
}
