// The errors of a `docs build` output by file, as try.mjs counts them (clean %). A diagnostic's first line is
// `path:line:col  error  message  [rule-id]` (cli/diagnostics/format.ts), or `path  error  …` when it has no
// place in the file (a component that threw while rendering the page): both are the file's error.
/** @returns {Map<string, string[]>} path as printed → the errors' messages */
export function errorsByFile(output) {
  const broken = new Map();
  for (const line of output.split('\n')) {
    const m = /^\s*(\S+?)(?::\d+:\d+)?\s+error\s+(.*)$/.exec(line);
    if (!m) continue;
    if (!broken.has(m[1])) broken.set(m[1], []);
    broken.get(m[1]).push(m[2].trim());
  }
  return broken;
}
