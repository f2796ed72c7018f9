import { homedir, tmpdir } from 'node:os';

/** A folder of this machine that the UI may print, and the neutral path a capture shows in its place. */
export interface LocalPath {
  from: string;
  to: string;
}

/**
 * Texts no capture may show: a temporary folder, the team's work tree, a virtual environment, and this
 * machine's home and temporary folders. They name the machine that made the picture, not the reader's.
 */
export function forbiddenPathTexts(): string[] {
  const own = [homedir(), tmpdir()].filter((p) => p && p !== '/').map((p) => `${p.replace(/\/$/, '')}/`);
  return [...new Set(['/tmp/', '/work/', '.venv', ...own])];
}

/** The forbidden texts that occur in `text` (the page's visible text at capture time). */
export function localPathsShown(text: string, forbidden: string[] = forbiddenPathTexts()): string[] {
  return forbidden.filter((f) => text.includes(f));
}

/** `text` with every local folder replaced by its stand-in (the list is ordered longest `from` first). */
export function neutralisePaths(text: string, paths: LocalPath[]): string {
  let out = text;
  for (const p of paths) out = out.split(p.from).join(p.to);
  return out;
}
