// What a reader sees on a doc page, taken from the HTML of our build and of a real Docusaurus build, and the
// differences between the two by category (issue #24's page fidelity). Pure functions over parsed HTML
// (hast-util-from-html: parse5, the HTML standard's parser); the CLI around them is compare.ts.
import { createHash } from 'node:crypto';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { PRISM_NAMES } from '../../cli/mdx/highlighter.ts';

export type Side = 'ours' | 'docusaurus';

export interface CodeBlockView {
  lang: string;
  title: string;
  highlighted: number[];
  code: string;
}
export interface PageView {
  title: string;
  description: string;
  headings: string[];
  code: CodeBlockView[];
  admonitions: string[];
  tabs: string[];
  images: string[];
  links: string[];
  elements: string[];
  words: string[];
}

export const CATEGORIES = [
  'head',
  'headings',
  'code',
  'admonitions',
  'tabs',
  'images',
  'links',
  'elements',
  'text',
  'raw-mdx',
] as const;
export type Category = (typeof CATEGORIES)[number];
export interface Difference {
  category: Category;
  ours: string;
  docusaurus: string;
}

const classes = (el: Element): string[] => {
  const c: unknown = el.properties.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
};
const hasClass = (el: Element, name: string) => classes(el).includes(name);
const classStartsWith = (el: Element, prefix: string) => classes(el).some((c) => c.startsWith(prefix));

function* elements(node: Root | Element): Generator<Element> {
  for (const child of node.children as (RootContent | ElementContent)[]) {
    if (child.type !== 'element') continue;
    yield child;
    yield* elements(child);
  }
}
const find = (node: Root | Element, test: (el: Element) => boolean) => {
  for (const el of elements(node)) if (test(el)) return el;
  return undefined;
};
const findAll = (node: Root | Element, test: (el: Element) => boolean) => [...elements(node)].filter(test);

/** Text as a reader sees it: whitespace collapsed, zero-width spaces (Docusaurus's hash links) gone. */
export const visibleText = (s: string) =>
  s
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The page's content, as the author wrote it, without each theme's own chrome: Docusaurus's
 * `.theme-doc-markdown` (its title included); our `article.doc`'s title header and `.markdown` body.
 */
export function contentOf(tree: Root, side: Side): Element[] {
  if (side === 'docusaurus') {
    const md = find(tree, (el) => hasClass(el, 'theme-doc-markdown'));
    return md ? [md] : [];
  }
  const article = find(tree, (el) => el.tagName === 'article' && hasClass(el, 'doc'));
  if (!article) return [];
  return article.children.filter(
    (c): c is Element => c.type === 'element' && (c.tagName === 'header' || hasClass(c, 'markdown')),
  );
}

/** Theme chrome inside the content that is no part of what the author wrote (buttons, hash links, icons). */
const isChrome = (el: Element) =>
  (el.tagName === 'button' && el.properties.role !== 'tab') ||
  el.tagName === 'svg' ||
  el.tagName === 'script' ||
  el.tagName === 'style' ||
  hasClass(el, 'hash-link') ||
  hasClass(el, 'code-buttons') ||
  classStartsWith(el, 'buttonGroup');

/** A copy of `el` without theme chrome (so its text is the author's). */
function withoutChrome<T extends Root | Element>(el: T): T {
  const children = (el.children as ElementContent[])
    .filter((c) => c.type !== 'comment' && !(c.type === 'element' && isChrome(c)))
    .map((c) => (c.type === 'element' ? withoutChrome(c) : c));
  return { ...el, children } as T;
}
const text = (el: Element) => visibleText(toString(withoutChrome(el)));

const isCodeBlock = (el: Element, side: Side) =>
  side === 'ours' ? hasClass(el, 'code-block') : hasClass(el, 'theme-code-block');

function codeBlock(el: Element, side: Side): CodeBlockView {
  const pre = find(el, (e) => e.tagName === 'pre');
  const code = pre && (find(pre, (e) => e.tagName === 'code') ?? pre);
  const lineClass = side === 'ours' ? 'line' : 'token-line';
  const lineEls = code ? code.children.filter((c): c is Element => c.type === 'element' && hasClass(c, lineClass)) : [];
  const lines = lineEls.length
    ? lineEls.map((l) => toString(l).replace(/\s+$/, ''))
    : (code ? toString(code) : '').split('\n').map((l) => l.replace(/\s+$/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  const mark = side === 'ours' ? 'highlighted' : 'theme-code-block-highlighted-line';
  const highlighted = lineEls.flatMap((l, i) => (hasClass(l, mark) ? [i + 1] : []));
  let lang: string;
  let titleEl: Element | undefined;
  if (side === 'ours') {
    lang = String(el.properties.dataLang ?? '');
    titleEl = find(el, (e) => hasClass(e, 'code-title'));
  } else {
    lang = (classes(el).find((c) => c.startsWith('language-')) ?? '').slice('language-'.length);
    titleEl = find(el, (e) => classStartsWith(e, 'codeBlockTitle'));
  }
  return {
    lang: normalizeLang(lang),
    title: titleEl ? text(titleEl) : '',
    highlighted,
    code: lines.join('\n'),
  };
}

/** Names of one language (the reader sees the same highlighting whichever the author wrote). */
const LANG_ALIASES: Record<string, string> = {
  js: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  yml: 'yaml',
  py: 'python',
  md: 'markdown',
  // Prism's name, and shiki's alias, of the grammar shiki calls objective-c.
  objectivec: 'objective-c',
  objc: 'objective-c',
  plaintext: 'text',
  txt: 'text',
  '': 'text',
};
/**
 * A fence without a language is `text` on both sides; aliases are one language, and so is a Prism name our
 * highlighter reads as shiki's grammar (`gradle` is highlighted as `groovy`: Docusaurus's class keeps `gradle`).
 */
export const normalizeLang = (lang: string) => {
  const name = PRISM_NAMES[lang.toLowerCase()] ?? lang.toLowerCase();
  return LANG_ALIASES[name] ?? name;
};

/**
 * Docusaurus's legacy admonition aliases draw the box of a main type (`theme-admonition-important` is an
 * `alert--info` box): what a reader sees is that box, and the label compared beside it.
 */
const ADMONITION_BOX: Record<string, string> = {
  caution: 'warning',
  important: 'info',
  success: 'tip',
  secondary: 'note',
};

function admonition(el: Element, side: Side): string {
  const prefix = side === 'ours' ? 'admonition-' : 'theme-admonition-';
  const written = classes(el)
    .find((c) => c.startsWith(prefix) && c !== 'admonition-title')
    ?.slice(prefix.length);
  const type = written && (ADMONITION_BOX[written] ?? written);
  const heading =
    side === 'ours'
      ? find(el, (e) => hasClass(e, 'admonition-title'))
      : find(el, (e) => classStartsWith(e, 'admonitionHeading'));
  // Docusaurus writes its default labels in lower case and capitalises them with CSS.
  return `${type ?? '?'}: ${heading ? text(heading).toLowerCase() : ''}`;
}

const isAdmonitionBox = (el: Element, side: Side) =>
  side === 'ours' ? el.tagName === 'aside' && hasClass(el, 'admonition') : hasClass(el, 'theme-admonition');

/**
 * A link as a reader follows it: the site's base URL, `index.html`, `.html` and a trailing slash removed; a
 * relative one (`./cli/x`, which Docusaurus leaves as written in a JSX `<a>`) resolved against `pageRoute`, the
 * page's route without the base URL, as a browser resolves it there.
 */
export function normalizeHref(href: string, baseUrl: string, pageRoute?: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('#')) return href;
  if (pageRoute && !href.startsWith('/')) {
    const url = new URL(href, `http://site${pageRoute}`);
    href = url.pathname + url.hash;
  }
  let [path, hash = ''] = href.split('#');
  path = path.split('?')[0];
  if (baseUrl !== '/' && path.startsWith(baseUrl)) path = '/' + path.slice(baseUrl.length);
  path = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/$/, '');
  return hash ? `${path}#${hash}` : path;
}

/**
 * Docusaurus's webpack inlines an image under 10 KB of a Markdown page as a `data:` URL (url-loader's limit); we
 * copy the file. The same picture either way: an inlined image matches one of ours with the same alt text.
 */
export const INLINE_IMAGE = '(inlined)';

/** Docusaurus's images with every inlined one named as the image of ours with the same alt text it stands for. */
export function matchInlined(ours: string[], ref: string[]): string[] {
  const left = [...ours].filter((o) => !ref.includes(o));
  return ref.map((r) => {
    if (!r.startsWith(INLINE_IMAGE + ' ')) return r;
    const alt = r.slice(INLINE_IMAGE.length);
    const at = left.findIndex((o) => o.endsWith(alt));
    return at < 0 ? r : left.splice(at, 1)[0]!;
  });
}

/** An image by its file name, without the content hash either build puts into it. */
export function imageName(src: string): string {
  if (src.startsWith('data:')) return INLINE_IMAGE;
  const file = decodeURIComponent(src.split(/[?#]/)[0].split('/').pop() ?? '');
  return file.replace(/[-.][0-9a-f]{8,}(?=\.[a-z0-9]+$)/i, '');
}

/** The bytes of a `data:` URL (base64 or percent-encoded), or undefined for any other URL. */
export function dataUrlBytes(src: string): Buffer | undefined {
  const m = /^data:[^,]*?(;base64)?,(.*)$/is.exec(src);
  if (!m) return undefined;
  return m[1] ? Buffer.from(m[2], 'base64') : Buffer.from(decodeURIComponent(m[2]), 'latin1');
}

/**
 * An image as a reader sees it. Given `readImage` (the build's files, as compare.ts gives both sides): the
 * picture's bytes where they can be read (a `data:` URL, or the file), so an image Docusaurus inlined is the same
 * picture only when it is; else its file name, and an inlined one matches ours by its alt text (matchInlined).
 */
export function imageKey(src: string, readImage?: (src: string) => Buffer | undefined): string {
  const bytes = readImage && (dataUrlBytes(src) ?? readImage(src));
  return bytes ? `sha256:${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}` : imageName(src);
}

const COUNTED_ELEMENTS = ['table', 'iframe', 'video', 'details', 'blockquote', 'img', 'input'];

/**
 * A link as a reader follows it. Docusaurus copies a file a Markdown link points at (`/downloads/a.pdf`) to
 * `/assets/files/a-<hash>.pdf`; we link the static file: the same download when the bytes are the same.
 */
export function linkKey(
  href: string,
  baseUrl: string,
  readFile?: (src: string) => Buffer | undefined,
  pageRoute?: string,
): string {
  const path = href.split(/[?#]/)[0];
  const bytes = /\.\w+$/.test(path) && !/\.html?$/i.test(path) ? readFile?.(href) : undefined;
  return bytes
    ? `file:sha256:${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`
    : normalizeHref(href, baseUrl, pageRoute);
}

/** Everything the comparison looks at, from one page's HTML. */
export function pageView(
  html: string,
  side: Side,
  baseUrl = '/',
  readImage?: (src: string) => Buffer | undefined,
  pageRoute?: string,
): PageView {
  const tree = fromHtml(html);
  const head = find(tree, (el) => el.tagName === 'head');
  const titleEl = head && find(head, (el) => el.tagName === 'title');
  const descEl = head && find(head, (el) => el.tagName === 'meta' && el.properties.name === 'description');
  const roots = contentOf(tree, side).map((r) => withoutChrome(r));
  const all = roots.flatMap((r) => [r, ...elements(r)]);
  const codeEls = all.filter((el) => isCodeBlock(el, side));
  const inCode = new Set(codeEls.flatMap((el) => [...elements(el)]));
  const tabLists = all.filter((el) => el.properties.role === 'tablist');
  const words: string[] = [];
  const collect = (node: Element) => {
    // Adjacent text nodes are one run: React's `<!-- -->` between two text parts (gone with the comments) splits
    // no word a reader sees (`data<!-- -->:syscall`).
    let run = '';
    const flush = () => {
      // Case aside: Docusaurus writes its default labels in lower case and capitalises them with CSS.
      words.push(...visibleText(run).toLowerCase().split(' ').filter(Boolean));
      run = '';
    };
    for (const c of node.children) {
      if (c.type === 'text') run += c.value;
      else if (c.type === 'element' && !isCodeBlock(c, side) && c.tagName !== 'pre') (flush(), collect(c));
    }
    flush();
  };
  roots.forEach(collect);
  return {
    title: titleEl ? visibleText(toString(titleEl)) : '',
    description: descEl ? String(descEl.properties.content ?? '') : '',
    headings: all
      .filter((el) => /^h[1-6]$/.test(el.tagName) && !inCode.has(el))
      .map((el) => `${el.tagName}#${el.properties.id ?? ''} ${text(el)}`),
    code: codeEls.map((el) => codeBlock(el, side)),
    admonitions: all.filter((el) => isAdmonitionBox(el, side)).map((el) => admonition(el, side)),
    tabs: tabLists.map((l) =>
      findAll(l, (el) => el.properties.role === 'tab')
        .map(text)
        .join(' | '),
    ),
    images: all
      .filter((el) => el.tagName === 'img' && !inCode.has(el))
      .map((el) => `${imageKey(String(el.properties.src ?? ''), readImage)} "${el.properties.alt ?? ''}"`),
    links: all
      .filter((el) => el.tagName === 'a' && el.properties.href !== undefined && !inCode.has(el))
      .map((el) => linkKey(String(el.properties.href), baseUrl, readImage, pageRoute)),
    elements: COUNTED_ELEMENTS.map((tag) => `${tag}:${all.filter((el) => el.tagName === tag).length}`),
    words,
  };
}

/** A page title without the site's name (the trial config names the site differently from the real one). */
export const pageTitle = (title: string) => title.replace(/\s+[|·–-]\s+[^|·–]*$/, '');

/** Items in `a` not matched one-for-one in `b`. */
function missingFrom<T>(a: T[], b: T[]): T[] {
  const left = new Map<T, number>();
  for (const x of b) left.set(x, (left.get(x) ?? 0) + 1);
  const out: T[] = [];
  for (const x of a) {
    const n = left.get(x) ?? 0;
    if (n > 0) left.set(x, n - 1);
    else out.push(x);
  }
  return out;
}

/** What looks like MDX source that was printed instead of rendered. */
const RAW_MDX = /^(:::|<\/?[A-Za-z][\w.]*|\{\/?\*|\{[\w.]+\}|import|export|```)/;

const show = (xs: unknown[]) => (xs.length ? xs.map((x) => JSON.stringify(x)).join(', ') : '—');

/** The differences between our page and Docusaurus's, one per category that differs. */
export function comparePages(ours: PageView, ref: PageView): Difference[] {
  const out: Difference[] = [];
  const add = (category: Category, o: unknown[], d: unknown[]) =>
    out.push({ category, ours: show(o), docusaurus: show(d) });
  const listDiff = (category: Category, o: string[], d: string[], ordered = true) => {
    const same = ordered ? o.join('\n') === d.join('\n') : missingFrom(o, d).length + missingFrom(d, o).length === 0;
    if (!same) add(category, missingFrom(o, d), missingFrom(d, o));
  };
  if (pageTitle(ours.title) !== pageTitle(ref.title) || ours.description !== ref.description) {
    add('head', [pageTitle(ours.title), ours.description], [pageTitle(ref.title), ref.description]);
  }
  listDiff('headings', ours.headings, ref.headings);
  const codeKey = (c: CodeBlockView) => `${c.lang} "${c.title}" {${c.highlighted.join(',')}} ${c.code}`;
  const oc = ours.code.map(codeKey);
  const dc = ref.code.map(codeKey);
  if (oc.join('\n\0') !== dc.join('\n\0')) {
    const short = (c: string) => (c.length > 160 ? c.slice(0, 160) + '…' : c);
    add('code', missingFrom(oc, dc).map(short), missingFrom(dc, oc).map(short));
  }
  listDiff('admonitions', ours.admonitions, ref.admonitions);
  listDiff('tabs', ours.tabs, ref.tabs);
  listDiff('images', ours.images, matchInlined(ours.images, ref.images), false);
  listDiff('links', ours.links, ref.links, false);
  listDiff('elements', ours.elements, ref.elements);
  const extra = missingFrom(ours.words, ref.words);
  const lacking = missingFrom(ref.words, ours.words);
  const raw = extra.filter((w) => RAW_MDX.test(w));
  if (raw.length) add('raw-mdx', raw.slice(0, 12), []);
  if (extra.length || lacking.length) add('text', extra.slice(0, 12), lacking.slice(0, 12));
  return out;
}
