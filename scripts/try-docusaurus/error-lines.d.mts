/** The errors of a `docs build` output by file (see error-lines.mjs). */
export function errorsByFile(output: string): Map<string, string[]>;
