import { copyFileSync, cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import type { ResolvedConfig } from '../config/load.ts';
import { matchesRoutePattern } from '../util/route-path.ts';
import { NotFoundPage, SearchPage, TagIndexPage, TagPage } from '../../theme/SpecialPages.tsx';
import type { PageData, SiteData } from '../../theme/page-data.ts';
import type { PageResult } from './page-job.ts';
import { renderSpecialPage, type AssetManifest, type OutputTarget } from './render.ts';
import type { RouteTable } from './route.ts';

function specialPage(path: string, kind: PageData['kind'], title: string, description?: string): PageData {
  return { path, kind, title, description, breadcrumbs: [], tags: [], toc: [], hideTableOfContents: true, unlisted: false, hasMermaid: false, searchable: false, keywords: [] };
}

/** Renders the generated routes: `/tags`, one page per tag, `/search` and `404.html`. */
export function emitSpecialPages(routes: Pick<RouteTable, 'tagPages'>, site: SiteData, assets: AssetManifest, target: OutputTarget): void {
  const ctx = (page: PageData) => ({ site, page, assets });
  renderSpecialPage(ctx(specialPage('/tags', 'tagIndex', 'Tags', 'Every tag used in the documentation.')), createElement(TagIndexPage, { tags: routes.tagPages }), 'tags/index.html', target);
  for (const tag of routes.tagPages) {
    renderSpecialPage(ctx(specialPage(tag.permalink, 'tag', `Docs tagged “${tag.label}”`, tag.description)), createElement(TagPage, { tag }), tag.permalink.slice(1) + '/index.html', target);
  }
  renderSpecialPage(ctx(specialPage('/' + site.searchPagePath, 'search', 'Search', `Search the ${site.title}.`)), createElement(SearchPage, { site }), `${site.searchPagePath}/index.html`, target);
  renderSpecialPage(ctx(specialPage('/404', 'notFound', 'Page not found')), createElement(NotFoundPage, { site }), '404.html', target);
}

/** sitemap.xml: every listed page and generated route, minus the configured patterns (`/tags/**`). */
export function buildSitemap(config: ResolvedConfig, routes: RouteTable): { xml: string; urls: string[] } {
  const { sitemap, url } = config.site;
  const unlisted = new Set(Object.values(routes.docs).filter((d) => d.unlisted).map((d) => d.route));
  const urls = routes.routes
    .map((r) => r.path)
    .filter((p) => p !== '/404' && !unlisted.has(p) && !sitemap.ignorePatterns.some((pat) => matchesRoutePattern(p, pat)))
    .sort();
  const origin = url.replace(/\/$/, '');
  const body = urls
    .map((p) => `<url><loc>${origin}${p === '/' ? '/' : p}</loc><changefreq>${sitemap.changefreq}</changefreq><priority>${sitemap.priority}</priority></url>`)
    .join('\n');
  return { xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`, urls };
}

/** llms.txt (llmstxt.org): title, summary, then each sidebar's pages as links to their Markdown copies. */
export function buildLlmsTxt(config: ResolvedConfig, routes: RouteTable, pages: PageResult[]): string {
  const origin = config.site.url.replace(/\/$/, '');
  const bySidebar = new Map<string, PageResult[]>();
  for (const p of pages) {
    if (p.unlisted) continue;
    const key = p.sidebar ?? 'other';
    bySidebar.set(key, [...(bySidebar.get(key) ?? []), p]);
  }
  const order = [...Object.keys(routes.sidebars), 'other'];
  const lines = [`# ${config.site.title}`, '', `> ${config.site.tagline}`, '', `Every page is also available as Markdown: append \`.md\` to its path (\`/index.md\` for the home page).`, ''];
  for (const name of order) {
    const list = bySidebar.get(name);
    if (!list?.length) continue;
    lines.push(`## ${name.charAt(0).toUpperCase() + name.slice(1)}`, '');
    for (const p of list.sort((a, b) => a.path.localeCompare(b.path))) {
      lines.push(`- [${p.title}](${origin}${p.path === '/' ? '/index' : p.path}.md)${p.description ? `: ${p.description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Writes the site-wide files: static folder, page images, sitemap, robots.txt, llms.txt, sidebar data. */
export function emitSiteFiles(config: ResolvedConfig, routes: RouteTable, pages: PageResult[], dir: string): { sitemapUrls: string[] } {
  if (existsSync(config.staticDir)) cpSync(config.staticDir, dir, { recursive: true });
  for (const p of pages) {
    for (const a of p.assets) {
      const to = join(dir, a.to);
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(a.from, to);
    }
  }
  const sitemap = buildSitemap(config, routes);
  writeFileSync(join(dir, 'sitemap.xml'), sitemap.xml);
  writeFileSync(join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${config.site.url.replace(/\/$/, '')}/sitemap.xml\n`);
  writeFileSync(join(dir, 'llms.txt'), buildLlmsTxt(config, routes, pages));
  mkdirSync(join(dir, '_data/sidebars'), { recursive: true });
  for (const [name, items] of Object.entries(routes.sidebars)) writeFileSync(join(dir, `_data/sidebars/${name}.json`), JSON.stringify(items));
  return { sitemapUrls: sitemap.urls };
}
