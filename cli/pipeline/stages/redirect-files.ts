import type { ResolvedConfig } from '../../config/load.ts';
import { encodeUrlPath, escapeXml } from '../../output/escape.ts';
import { writeToTarget } from '../../output/target.ts';
import { normalizeRoute, routeToHtmlFile, siteOrigin, withBase, withBaseUrl } from '../../../shared/routes.ts';
import type { OutputTarget } from '../page/render.ts';
import type { Redirect } from '../types.ts';

/** `/new#x` with the site's base path, percent-encoded as a URL. */
function targetUrl(config: ResolvedConfig, to: string): string {
  const at = to.search(/[?#]/);
  const [route, rest] = at < 0 ? [to, ''] : [to.slice(0, at), to.slice(at)];
  // withBaseUrl, not withBase: the home page under a base is `/docs/`, not `/docs` (one redirect fewer).
  return encodeUrlPath(withBaseUrl(config.site.baseUrl, normalizeRoute(route))) + rest;
}

/**
 * The page written at an old URL, for hosts that serve files only: a meta refresh to the new URL, the new
 * URL as canonical (search engines move their entry) and `noindex` (the old URL is never listed itself).
 */
export function redirectPage(config: ResolvedConfig, to: string): string {
  const url = escapeXml(targetUrl(config, to));
  const canonical = escapeXml(siteOrigin(config.site.url) + targetUrl(config, to));
  return [
    '<!doctype html>',
    `<html lang="${escapeXml(config.site.i18n.defaultLocale)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<title>Moved</title>',
    `<meta http-equiv="refresh" content="0; url=${url}">`,
    `<link rel="canonical" href="${canonical}">`,
    '<meta name="robots" content="noindex">',
    '</head>',
    `<body><p>This page has moved to <a href="${url}">${url}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** `_redirects` (Netlify, Cloudflare Pages): one `from to 301` line per redirect. */
export function redirectsFile(config: ResolvedConfig, redirects: Redirect[]): string {
  const base = config.site.baseUrl;
  return redirects.map((r) => `${encodeUrlPath(withBase(base, r.from))} ${targetUrl(config, r.to)} 301\n`).join('');
}

/** Writes a redirect page per old URL and `_redirects` (unless `static/` has its own). */
export function emitRedirectFiles(
  config: ResolvedConfig,
  redirects: Redirect[] | undefined,
  target: OutputTarget,
  ownFiles: Set<string>,
): void {
  if (!redirects?.length) return;
  for (const r of redirects) writeToTarget(target, routeToHtmlFile(r.from), redirectPage(config, r.to));
  if (!ownFiles.has('_redirects')) writeToTarget(target, '_redirects', redirectsFile(config, redirects));
}
