/**
 * Docusaurus's source preprocessing: ```mdx-code-block fences are unwrapped (their content is MDX, a
 * way to write MDX that Markdown tools leave alone), and MDX 1 compatibility, as Docusaurus 3 applies by
 * default (`markdown.mdx1Compat`): pages written for MDX 1 use HTML comments and `:::note Title`
 * admonition titles, which MDX 2+ rejects or reads as text.
 *
 * The rewrite happens on the source text before parsing and never adds or removes a line, and every
 * character keeps its column (one exception, harmless: a legacy admonition line grows by one character
 * at its end), so diagnostics still point at what the author wrote. Code — fenced blocks and inline
 * code spans — is left exactly as written. (MDX has no indented code: an indented comment is converted.)
 */

/** An opening fence: container prefixes (indent, `>` quotes, list markers), then ``` or ~~~ (3 or more). */
const FENCE_OPEN = /^((?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))?)*[ \t]*)(`{3,}|~{3,})(.*)$/;

/** A fence whose content Docusaurus reads as MDX (3 or 4 backticks at the start of a line, as Docusaurus). */
const MDX_CODE_BLOCK = /^(`{3,4}) *mdx-code-block[ \t\r]*$/;

/** `:::note Title` (MDX 1) — not `:::note[Title]` or `:::note{attrs}`, which are already directives. */
const LEGACY_ADMONITION = /^((?:[ \t]*>)*[ \t]*:{3,}[a-zA-Z][\w-]*)[ \t]+([^\s[{][^\n]*?)([ \t\r]*)$/;

/**
 * `<!-- … -->` → a JavaScript comment in braces, of the same length; braces and comment ends inside are
 * blanked so the expression holds (MDX finds the end of an expression by counting braces), and so are `<`
 * and `>`, so that rewriting the result again changes nothing (`<!---->x<!--y-->` holds both markers).
 */
function commentToExpression(comment: string): string {
  const body = comment
    .slice(4, -3)
    .replace(/[{}<>]/g, ' ')
    .replace(/\*\//g, '* ');
  return `{/* ${body}*/}`;
}

/**
 * Where the comment opened by `<!--` at `at` may close (its first `-->` from there on), as Docusaurus's comment
 * syntax (@slorber/remark-comment) reads it: a dash right after `<!--` belongs to the comment's text, so
 * `<!---->` is not closed by its own `-->` but runs on to the next one; `<!-->` and `<!--->` open no comment
 * (-1).
 */
function commentBodyStart(text: string, at: number): number {
  const first = text[at + 4];
  if (first === '>' || (first === '-' && text[at + 5] === '>')) return -1;
  return first === '-' ? at + 5 : at + 4;
}

/** Length of the run of `ch` starting at `i`. */
function runLength(text: string, i: number, ch: string): number {
  let n = 0;
  while (text[i + n] === ch) n++;
  return n;
}

/**
 * Where the inline code span opened by `n` backticks at `i` ends (the index after its closing run),
 * or -1 when no run of exactly `n` backticks follows before a blank line (then the backticks are text).
 */
function codeSpanEnd(text: string, i: number, n: number): number {
  let j = i + n;
  while (j < text.length) {
    if (text[j] === '`') {
      const m = runLength(text, j, '`');
      if (m === n) return j + m;
      j += m;
      continue;
    }
    if (text[j] === '\n' && /^\n[ \t]*(?:\n|$)/.test(text.slice(j, j + 200))) return -1;
    j++;
  }
  return -1;
}

/** Rewrites comments in one stretch of prose (no fenced code in it). */
function rewriteProse(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && i + 1 < text.length) {
      out += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch === '`') {
      const n = runLength(text, i, '`');
      const end = codeSpanEnd(text, i, n);
      const stop = end === -1 ? i + n : end;
      out += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (text.startsWith('<!--', i)) {
      const body = commentBodyStart(text, i);
      const close = body === -1 ? -1 : text.indexOf('-->', body);
      if (close !== -1) {
        out += commentToExpression(text.slice(i, close + 3));
        i = close + 3;
        continue;
      }
    }
    out += ch;
    i++;
  }
  return out;
}

function rewriteAdmonitionTitle(line: string): string {
  const m = LEGACY_ADMONITION.exec(line);
  if (!m) return line;
  return `${m[1]}[${m[2]}]${m[3].slice(1)}`;
}

/**
 * Docusaurus's `markdown.mdx1Compat` switches (all on by default; `future: { v4: true }` turns them off).
 * `headingIds` (`{#id}` after a heading) is read by remark-heading-id whatever the switch says.
 */
export interface Mdx1Compat {
  comments: boolean;
  admonitions: boolean;
  headingIds: boolean;
}

export const MDX1_COMPAT_ON: Mdx1Compat = { comments: true, admonitions: true, headingIds: true };

/**
 * Turns MDX 1 syntax into its MDX 2+ equivalent outside code: `<!-- … -->` comments become
 * `{/* … *\/}` expressions (which the build drops), `:::type Title` becomes `:::type[Title]`.
 * A comment may span lines and may hide a fenced block (commented-out code); a comment never opens
 * inside a fence.
 */
export function preprocessMdx1(source: string, compat: Mdx1Compat = MDX1_COMPAT_ON): string {
  if (!/<!--|:::|mdx-code-block/.test(source)) return source;
  const { comments, admonitions } = compat;
  const lines = source.split('\n');
  const out: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (!prose.length) return;
    const titled = admonitions ? prose.map(rewriteAdmonitionTitle) : prose;
    out.push(...(comments ? rewriteProse(titled.join('\n')).split('\n') : titled));
    prose = [];
  };
  let fence: { ch: string; n: number } | undefined;
  let inComment = false;
  /** The backtick run that closes the ```mdx-code-block being unwrapped. */
  let unwrapping: string | undefined;
  for (const line of lines) {
    if (fence) {
      out.push(line);
      const close = /^[\s>]*(`{3,}|~{3,})[ \t\r]*$/.exec(line);
      if (close && close[1][0] === fence.ch && close[1].length >= fence.n) fence = undefined;
      continue;
    }
    // Docusaurus unwraps ```mdx-code-block fences: their content is MDX. The fence lines become blank lines.
    if (!inComment && unwrapping && line.trimEnd() === unwrapping) {
      prose.push('');
      unwrapping = undefined;
      continue;
    }
    const mdxBlock = inComment || unwrapping ? null : MDX_CODE_BLOCK.exec(line);
    if (mdxBlock) {
      prose.push('');
      unwrapping = mdxBlock[1];
      continue;
    }
    const open = inComment ? null : FENCE_OPEN.exec(line);
    if (open && !(open[2][0] === '`' && open[3].includes('`'))) {
      flush();
      out.push(line);
      fence = { ch: open[2][0], n: open[2].length };
      continue;
    }
    prose.push(line);
    if (comments) inComment = commentOpenAfter(inComment, line);
  }
  flush();
  return out.join('\n');
}

/**
 * Whether a comment is still open after `line` (so a fence-looking line inside it belongs to the comment).
 * Code spans are not considered here: this only decides what a ``` line inside prose means.
 */
function commentOpenAfter(open: boolean, line: string): boolean {
  let i = 0;
  for (;;) {
    const at = line.indexOf(open ? '-->' : '<!--', i);
    if (at === -1) return open;
    if (open) i = at + 3;
    else if (commentBodyStart(line, at) === -1) {
      i = at + 4;
      continue;
    } else i = commentBodyStart(line, at);
    open = !open;
  }
}
