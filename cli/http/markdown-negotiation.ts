import { routeToMarkdownFile } from '../../shared/routes.ts';

/** The q-value of one media type as written in an Accept header (explicitly, not through a wildcard); 0 if absent. */
function qualityOf(accept: string, type: string): number {
  let best = 0;
  for (const range of accept.split(',')) {
    const [name, ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    if (name !== type) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(value)) best = Math.max(best, Math.min(1, value));
  }
  return best;
}

/**
 * True when the client asks for `text/markdown` and does not prefer `text/html` as much: an agent's
 * `Accept: text/markdown` or `text/markdown, text/html;q=0.5`, never a browser's `text/html, …, *\/*`.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const markdown = qualityOf(accept, 'text/markdown');
  return markdown > 0 && markdown > qualityOf(accept, 'text/html');
}

/** A page route (`/a/b`, `/`): no file extension in its last segment. */
export const isPageRoute = (segments: string[]): boolean =>
  segments.length === 0 || !/\.[a-z0-9]+$/i.test(segments[segments.length - 1]);

/** The Markdown copy's file name for a page route's segments (`['a','b']` → `a/b.md`). */
export const markdownFileOf = (segments: string[]): string =>
  routeToMarkdownFile(segments.length ? '/' + segments.join('/') : '/');
