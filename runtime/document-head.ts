import { headKey, headTitle, layoutTitle } from '../shared/head.ts';
import type { PageData } from '../shared/page-data.ts';
import { urlOfRoute } from './routable.ts';

/** The origin of the site's canonical URLs, read once from the layout's own tags of the first page. */
let canonicalOrigin: string | undefined;

function siteOrigin(): string {
  if (canonicalOrigin) return canonicalOrigin;
  const own = document.querySelector('link[rel="canonical"]:not([data-page-head])')?.getAttribute('href');
  const ogUrl = document.querySelector('meta[property="og:url"]:not([data-page-head])')?.getAttribute('content');
  return (canonicalOrigin = new URL(own ?? ogUrl ?? location.href).origin);
}

/** A `<meta>` or `<link>` element with these attributes. */
function element(tag: 'meta' | 'link', attrs: Record<string, string>): Element {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}

/** The layout's own tag of a head key (`meta name=description`), never one content added. */
function layoutTag(key: string): Element | null {
  const [tag, attr] = key.split(' ');
  const [name, value] = (attr ?? '').split('=');
  if (!name || value === undefined) return null;
  return document.head.querySelector(`${tag}[${name}="${CSS.escape(value)}"]:not([data-page-head])`);
}

/**
 * After a client-side navigation, the document head the server writes for `page` (theme/Layout.tsx): the
 * previous page's content head goes; the layout's title, description, `og:title` and canonical follow the new
 * page; the new page's content head (MDX `<head>`, `@docusaurus/Head`) replaces the tags of the same key, as
 * react-helmet does in Docusaurus.
 */
export function applyDocumentHead(page: PageData, site: { title: string; tagline: string }): void {
  const origin = siteOrigin();
  for (const el of document.head.querySelectorAll('[data-page-head]')) el.remove();
  document.title = headTitle(page.head) ?? layoutTitle(page.title, site);
  const own: [key: string, attrs: Record<string, string> | undefined][] = [
    ['meta name=description', page.description ? { name: 'description', content: page.description } : undefined],
    ['meta property=og:title', { property: 'og:title', content: page.title }],
    ['link rel=canonical', { rel: 'canonical', href: new URL(urlOfRoute(page.path), origin).href }],
  ];
  for (const [key, attrs] of own) {
    const el = layoutTag(key);
    if (!attrs) el?.remove();
    else if (el) for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    else document.head.appendChild(element(key.startsWith('link') ? 'link' : 'meta', attrs));
  }
  for (const t of page.head ?? []) {
    if (t.tag === 'title') continue;
    const key = headKey(t);
    if (key) layoutTag(key)?.remove();
    const el = element(t.tag, t.attrs);
    el.setAttribute('data-page-head', '');
    document.head.appendChild(el);
  }
}
