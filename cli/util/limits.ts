import type { Place } from '../diagnostics/diagnostic.ts';

/**
 * Limits on one page, checked before the MDX parser sees it. The parser's time and memory grow much
 * faster than the input on some shapes (a 2,000-level nested list took over 3 minutes and 1.5 GB, 20,000
 * `>` on one line minutes more, a 5 MB page 51 s), and one such page would stall a whole build or `docs
 * dev`. The largest page of the Dagster docs is 27 KB and nests 6 levels, so the limits are far from
 * real content.
 */
export const MAX_PAGE_BYTES = 512 * 1024;

/** Deepest nesting of lists and blockquotes (counted from line prefixes) a page may have. */
export const MAX_NESTING_DEPTH = 50;

export interface LimitProblem {
  ruleId: 'page-too-large' | 'nesting-too-deep' | 'paragraph-too-complex';
  message: string;
  place: Place;
  hint: string;
}

/** The line and column of a character offset in `text`. */
function placeAt(text: string, offset: number): Place {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** Size check on the raw file (bytes, as on disk), before it is decoded or parsed. */
export function checkPageSize(bytes: number, text?: string): LimitProblem | undefined {
  if (bytes <= MAX_PAGE_BYTES) return undefined;
  // Point at the line where the limit is crossed (roughly, in characters), so the author sees where to split.
  const place = text ? placeAt(text, Math.min(text.length, MAX_PAGE_BYTES)) : { line: 1, column: 1 };
  return {
    ruleId: 'page-too-large',
    message: `The page is ${formatKb(bytes)}, over the limit of ${formatKb(MAX_PAGE_BYTES)} per page (MAX_PAGE_BYTES)`,
    place,
    hint: 'split it into several pages; large generated references belong in the API YAML folder',
  };
}

function formatKb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

const SPACE = 32,
  TAB = 9,
  GT = 62,
  DASH = 45,
  STAR = 42,
  PLUS = 43,
  DOT = 46,
  PAREN = 41,
  NL = 10,
  CR = 13;
const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * A linear pre-scan of line prefixes for the nesting depth of lists and blockquotes: every `>` and list
 * marker at the start of a line counts one level, and indentation counts one level per two columns
 * (the least a nested list item needs). It over-estimates a little, never under-estimates, and skips
 * fenced code, whose indentation is not structure.
 */
export function checkNesting(text: string): LimitProblem | undefined {
  let fence = '';
  let pos = 0;
  let line = 1;
  while (pos < text.length) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    let i = pos;
    let columns = 0;
    while (i < end && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) {
      columns += text.charCodeAt(i) === TAB ? 4 - (columns % 4) : 1;
      i++;
    }
    const fenceMatch = /^(`{3,}|~{3,})/.exec(text.slice(i, Math.min(end, i + 64)));
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = '';
    } else if (fenceMatch) {
      fence = fenceMatch[1];
    } else {
      let depth = Math.floor(columns / 2);
      let crossedAt = depth > MAX_NESTING_DEPTH ? i : -1;
      while (crossedAt < 0 && i < end) {
        const c = text.charCodeAt(i);
        let next = -1;
        if (c === GT) next = i + 1;
        else if ((c === DASH || c === STAR || c === PLUS) && isBlank(text.charCodeAt(i + 1))) next = i + 1;
        else if (isDigit(c)) {
          let j = i;
          while (j < end && j - i < 9 && isDigit(text.charCodeAt(j))) j++;
          if ((text.charCodeAt(j) === DOT || text.charCodeAt(j) === PAREN) && isBlank(text.charCodeAt(j + 1)))
            next = j + 1;
        }
        if (next < 0) break;
        depth++;
        if (depth > MAX_NESTING_DEPTH) crossedAt = i;
        i = next;
        while (i < end && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) i++;
      }
      if (crossedAt >= 0) {
        return {
          ruleId: 'nesting-too-deep',
          message: `Lists and blockquotes nest more than ${MAX_NESTING_DEPTH} levels deep here (MAX_NESTING_DEPTH)`,
          place: { line, column: crossedAt - pos + 1 },
          hint: 'flatten the structure: split the list, or use headings for the outer levels',
        };
      }
    }
    pos = end + 1;
    line++;
  }
  return undefined;
}

function isBlank(c: number): boolean {
  return c === SPACE || c === TAB || c === NL || c === CR || Number.isNaN(c);
}

/**
 * Most emphasis delimiter runs (`*`, `_`, `~`) and most link brackets (`[`) one paragraph may have. The
 * inline parser pairs delimiters and brackets by looking back over the open ones, so its time grows with
 * the square of their number: one 40 KB line of 20,000 `*a*` never finished, 20,000 `[a]` took 23 s.
 * No paragraph of the Dagster docs has over 30 of either, nor elements nested over 10 deep.
 */
export const MAX_INLINE_MARKERS = 2000;

/** Deepest nesting of JSX/HTML elements a page may have (10,000 nested `<div>` took 56 s and 1.9 GB). */
export const MAX_ELEMENT_DEPTH = 200;

/** Elements HTML never closes: `<br>` opens nothing (MDX wants `<br />`, but plain HTML in .md may not). */
const VOID_ELEMENTS = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/**
 * A linear pre-scan for the inline shapes the parser handles in more than linear time: per paragraph,
 * the number of emphasis delimiter runs and of `[`; per page, the depth of open JSX/HTML elements. Code
 * (fenced blocks and backtick spans) is skipped. Like checkNesting it may over-count, never under-count.
 */
export function checkInline(text: string): LimitProblem | undefined {
  let fence = '';
  let markers = 0;
  let brackets = 0;
  let depth = 0;
  let pos = 0;
  let line = 1;
  while (pos < text.length) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    const lineText = text.slice(pos, end);
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(lineText.slice(0, 64));
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = '';
    } else if (fenceMatch) {
      fence = fenceMatch[1];
    } else if (lineText.trim() === '') {
      markers = 0;
      brackets = 0;
    } else {
      let code = 0; // length of the backtick run that opened a code span, 0 outside one
      for (let i = 0; i < lineText.length; i++) {
        const c = lineText[i];
        if (c === '\\') {
          i++;
          continue;
        }
        if (c === '`') {
          let j = i;
          while (lineText[j] === '`') j++;
          if (!code) code = j - i;
          else if (j - i === code) code = 0;
          i = j - 1;
          continue;
        }
        if (code) continue;
        let problem: LimitProblem | undefined;
        if (c === '*' || c === '_' || c === '~') {
          while (lineText[i + 1] === c) i++;
          if (++markers > MAX_INLINE_MARKERS) problem = inlineProblem('emphasis markers (`*`, `_`, `~`)');
        } else if (c === '[') {
          if (++brackets > MAX_INLINE_MARKERS) problem = inlineProblem('link brackets (`[`)');
        } else if (c === '<') {
          const tag = /^<(\/?)([A-Za-z][\w.:-]*)/.exec(lineText.slice(i, i + 64));
          if (tag && tag[1]) depth = Math.max(0, depth - 1);
          else if (tag && !VOID_ELEMENTS.has(tag[2].toLowerCase())) {
            const close = lineText.indexOf('>', i);
            if (close < 0 || lineText[close - 1] !== '/') depth++;
            if (depth > MAX_ELEMENT_DEPTH) {
              problem = {
                ruleId: 'nesting-too-deep',
                message: `JSX/HTML elements nest more than ${MAX_ELEMENT_DEPTH} levels deep here (MAX_ELEMENT_DEPTH)`,
                place: { line, column: 1 },
                hint: 'close the elements you open, or split the page',
              };
            }
          }
        }
        if (problem) return { ...problem, place: { line, column: i + 1 } };
      }
    }
    pos = end + 1;
    line++;
  }
  return undefined;
}

function inlineProblem(what: string): LimitProblem {
  return {
    ruleId: 'paragraph-too-complex',
    message: `This paragraph has more than ${MAX_INLINE_MARKERS} ${what} (MAX_INLINE_MARKERS)`,
    place: { line: 1, column: 1 },
    hint: 'split the paragraph, or put the text in a code block if it is not meant as Markdown',
  };
}
