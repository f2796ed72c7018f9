import type { Place } from '../../diagnostics/diagnostic.ts';

/** Line and column (1-based) of a character offset in a text. */
export function placeAt(text: string, offset: number): Place {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * The place of the first of the needles found in the text (an import specifier, a `<Component`); `nth`
 * skips that many earlier occurrences (the second problem of the same kind), else falls back to the first.
 */
export function placeOfText(text: string, needles: string[], nth = 0): Place | undefined {
  for (const needle of needles) {
    let i = text.indexOf(needle);
    for (let k = 0; k < nth && i >= 0; k++) i = text.indexOf(needle, i + 1);
    if (i >= 0) return placeAt(text, i);
  }
  return nth > 0 ? placeOfText(text, needles) : undefined;
}

/** The first `<Name` used as a JSX tag in an MDX source (followed by a space, `/`, `>` or a line end). */
export function placeOfJsx(text: string, name: string): Place | undefined {
  const m = new RegExp(`<${name.replace(/[.$]/g, '\\$&')}(?=[\\s/>])`).exec(text);
  return m ? placeAt(text, m.index) : undefined;
}
