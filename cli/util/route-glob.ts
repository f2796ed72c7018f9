// One glob syntax for every route pattern of the config (`sitemap.ignorePatterns`, `externalRoutes`):
// picomatch's, as Docusaurus's sitemap plugin matches its ignorePatterns — `*` within a segment, `**` across
// segments, `{a,b}`, `?`, character classes. Two additions keep our documented shorthands: `/x/**` also covers
// `/x` itself, and an entry ending in `/` (`/blog/`) is the folder and everything below it.
import picomatch from 'picomatch';
import { normalizeRoute } from '../../shared/routes.ts';

/** A test for routes against the patterns: true if any pattern matches the normalised route. */
export function routeMatcher(patterns: readonly string[]): (route: string) => boolean {
  if (patterns.length === 0) return () => false;
  const globs = patterns.map((p) => {
    const folder = p.length > 1 && p.endsWith('/') ? p + '**' : p;
    return picomatch.scan(folder).isGlob ? folder : normalizeRoute(folder);
  });
  const matches = picomatch(globs, { dot: true });
  return (route) => matches(normalizeRoute(route));
}
