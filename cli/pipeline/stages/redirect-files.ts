import type { ResolvedConfig } from '../../config/load.ts';
import { encodeUrlPath, escapeXml } from '../../output/escape.ts';
import { writeToTarget } from '../../output/target.ts';
import { isHttpUrl } from '../../../shared/links.ts';
import { normalizeRoute, routeToHtmlFile, siteOrigin, withBase, withBaseUrl } from '../../../shared/routes.ts';
import type { OutputTarget } from '../page/render.ts';
import type { Redirect } from '../types.ts';

/** The URL decoded where it can be, so that encoding it again never encodes a `%` twice. */
function decodeURIsafe(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** `/new#x` with the site's base path, percent-encoded as a URL; another site's URL as written. */
function targetUrl(config: ResolvedConfig, to: string): string {
  if (isHttpUrl(to)) return encodeURI(decodeURIsafe(to));
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
  const target = targetUrl(config, to);
  const url = escapeXml(target);
  const canonical = escapeXml(isHttpUrl(to) ? target : siteOrigin(config.site.url) + target);
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
  const source = (from: string) => {
    const ext = /\.html?$/.exec(from)?.[0] ?? ''; // a client redirect's `fromExtensions` (`/a.html`) keeps it
    return encodeUrlPath(withBase(base, from.slice(0, from.length - ext.length)) + ext);
  };
  return redirects.map((r) => `${source(r.from)} ${targetUrl(config, r.to)} 301\n`).join('');
}

/**
 * The file of a redirect page: `/a/b.html` (a client redirect's `fromExtensions`) is that file, as in Docusaurus;
 * `/a/b.html/` (the same with `trailingSlash: true`) is the page `a/b.html/index.html`.
 */
export function redirectFile(from: string): string {
  return /\.html?$/.test(from) ? from.slice(1) : routeToHtmlFile(from.replace(/(.)\/$/, '$1'));
}

/** Writes a redirect page per old URL and `_redirects` (unless `static/` has its own). */
export function emitRedirectFiles(
  config: ResolvedConfig,
  redirects: Redirect[] | undefined,
  target: OutputTarget,
  ownFiles: Set<string>,
): void {
  if (!redirects?.length) return;
  for (const r of redirects) writeToTarget(target, redirectFile(r.from), redirectPage(config, r.to));
  if (!ownFiles.has('_redirects')) writeToTarget(target, '_redirects', redirectsFile(config, redirects));
}
