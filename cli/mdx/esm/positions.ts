import type { Place } from '../../diagnostics/diagnostic.ts';

/** Line and column (1-based) of a character offset in a text. */
export function placeAt(text: string, offset: number): Place {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The place of the first of the needles found in the text (an import specifier, a `<Component`). */
export function placeOfText(text: string, needles: string[]): Place | undefined {
  for (const needle of needles) {
    const i = text.indexOf(needle);
    if (i >= 0) return placeAt(text, i);
  }
  return undefined;
}

/** The first `<Name` used as a JSX tag in an MDX source (followed by a space, `/`, `>` or a line end). */
export function placeOfJsx(text: string, name: string): Place | undefined {
  const m = new RegExp(`<${name.replace(/[.$]/g, '\\$&')}(?=[\\s/>])`).exec(text);
  return m ? placeAt(text, m.index) : undefined;
}
