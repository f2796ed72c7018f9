/**
 * One URL per page (spec §2): `/x.html`, `/x/index.html` and `/x/` all mean `/x`. Shared by the server
 * (`docs serve` and `docs dev` redirect to it) and the browser (the router and prefetch key routes by it).
 */
export function cleanPath(path: string): string {
  let p = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}
