/**
 * What a page adds to the document head with MDX's `<head>` or `@docusaurus/Head` (Docusaurus hands both to
 * react-helmet): its `<title>`, `<meta>` and `<link>` elements, as data, so the server writes them into the
 * head and the runtime applies them again after a client-side navigation.
 */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  /** HTML attribute names (`hreflang`, `http-equiv`), string values. */
  attrs: Record<string, string>;
  /** The text of a `<title>`. */
  text?: string;
}

/**
 * The key a tag replaces the layout's own tag by, as react-helmet dedupes: a `<meta>` by `name`, `property`,
 * `http-equiv` or `charset`, a canonical `<link>` by its `rel`; a tag without a key is only added.
 */
export function headKey(tag: HeadTag): string | undefined {
  const a = tag.attrs;
  if (tag.tag === 'title') return 'title';
  if (tag.tag === 'meta') {
    if (a.name) return `meta name=${a.name}`;
    if (a.property) return `meta property=${a.property}`;
    if (a['http-equiv']) return `meta http-equiv=${a['http-equiv']}`;
    if (a.charset !== undefined) return 'meta charset';
    return undefined;
  }
  return a.rel === 'canonical' ? 'link rel=canonical' : undefined;
}

/**
 * The layout's document title, as Docusaurus's title formatter writes it on every page, the doc at `/` included:
 * the page's title and the site's; the site's alone when the page has none of its own.
 */
export function layoutTitle(pageTitle: string, site: { title: string }): string {
  const own = pageTitle.trim();
  return own && own !== site.title ? `${own} | ${site.title}` : site.title;
}

/** The page's own `<title>` from its head tags (the last wins, as in react-helmet). */
export function headTitle(tags: HeadTag[] | undefined): string | undefined {
  return tags?.filter((t) => t.tag === 'title').pop()?.text;
}

/** React prop names of head-element attributes whose HTML name differs (`hrefLang` ↔ `hreflang`). */
export const REACT_ATTRIBUTE_NAMES: Record<string, string> = {
  class: 'className',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  hreflang: 'hrefLang',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  itemprop: 'itemProp',
};

/** A tag's attributes as React props, to render it on the server. */
export function reactProps(attrs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attrs).map(([name, value]) => [REACT_ATTRIBUTE_NAMES[name] ?? name, value]));
}
