/**
 * The reason of a YAML parse error without the place the `yaml` package appends ("… at line 2, column
 * 14:" plus a code frame). That place is relative to the text parsed, which for front matter is not the
 * file: the diagnostic carries the file's own line and column instead, so the two never disagree.
 */
export function yamlReason(error: unknown): string {
  const first = (error as Error).message.split('\n')[0];
  return first.replace(/\s+at line \d+, column \d+:?\s*$/, '');
}
