import type { Diagnostic, Place } from './diagnostic.ts';

/**
 * The reason of a YAML or JSON parse error without the place the parser appends ("… at line 2, column
 * 14:" plus a code frame, "… in JSON at position 25"). That place is relative to the text parsed, which
 * for front matter is not the file: the diagnostic carries the file's own line and column instead, so
 * the two never disagree.
 */
export function yamlReason(error: unknown): string {
  const first = (error as Error).message.split('\n')[0];
  return first.replace(/\s+at line \d+, column \d+:?\s*$/, '').replace(/\s+in JSON at position \d+.*$/, '');
}

/**
 * Where a YAML or JSON parse error is in `text`: `yaml` gives a line and column, `JSON.parse` an offset
 * ("… at position 42", newer engines also "(line 3 column 5)").
 */
export function parseErrorPlace(error: unknown, text: string): Place | undefined {
  const linePos = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
  if (linePos) return { line: linePos.line, column: linePos.col };
  const message = (error as Error).message ?? '';
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /at position (\d+)/.exec(message);
  if (!position) return undefined;
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  return { line, column: before.length - (before.lastIndexOf('\n') + 1) + 1 };
}

/** The one `invalid-config` error for a site data file (tags, authors) that is not YAML: its reason at its place. */
export function yamlFileError(file: string, text: string, error: unknown, what: string): Diagnostic {
  return {
    severity: 'error',
    ruleId: 'invalid-config',
    source: 'config',
    file,
    place: parseErrorPlace(error, text),
    message: `Cannot parse ${what}: ${yamlReason(error)}`,
  };
}
