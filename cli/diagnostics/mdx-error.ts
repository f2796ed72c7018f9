import type { Diagnostic } from './diagnostic.ts';

/** What remark/micromark throw for a syntax error in MDX (a VFileMessage), as far as we read it. */
interface MdxMessage {
  reason: string;
  line?: number;
  column?: number;
  source?: string;
  ruleId?: string;
}

/**
 * True for the parse errors of the MDX toolchain (author mistakes). Anything else thrown while compiling
 * is a bug and is left to the page-worker boundary to report as an internal error.
 */
export function isMdxSyntaxError(error: unknown): error is MdxMessage {
  const e = error as Partial<MdxMessage> | null;
  if (typeof e !== 'object' || e === null || typeof e.reason !== 'string') return false;
  return typeof e.source === 'string' || typeof e.ruleId === 'string';
}

// mdast-util-mdx-jsx reports tags left open at the end of the file without a place, with the tag's
// position only in the text: "Expected a closing tag for `<Tabs>` (5:1-5:7)".
const POSITION_IN_REASON = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/;

/**
 * An MDX syntax error as a diagnostic at its real place. `lineOffset` is added to line numbers (an API
 * description compiled on its own starts at some line of its YAML file).
 */
export function mdxSyntaxDiagnostic(error: MdxMessage, file: string, lineOffset = 0): Diagnostic {
  let line = typeof error.line === 'number' ? error.line : undefined;
  let column = typeof error.column === 'number' ? error.column : undefined;
  if (line === undefined) {
    const m = POSITION_IN_REASON.exec(error.reason);
    if (m) [line, column] = [Number(m[1]), Number(m[2])];
  }
  return {
    severity: 'error',
    ruleId: 'mdx-syntax',
    source: 'compile',
    file,
    place: { line: (line ?? 1) + lineOffset, column: column ?? 1 },
    message: `Cannot compile: ${error.reason}`,
    hint: 'in MDX, `{`, `}` and `<` start code: escape them in prose (`\\{`, `&lt;`) or put them in backticks',
  };
}
