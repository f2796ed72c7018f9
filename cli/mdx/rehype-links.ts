import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve, sep } from 'node:path';
import type { Element, Root } from 'hast';
import { walk } from './walk.ts';
import { hash } from '../util/hash.ts';
import { isExternalUrl } from '../../shared/links.ts';
import { normalizeRoute, withoutWrittenBase } from '../../shared/routes.ts';
import { checkLexical, describeProblem, resolveSiteFile, SITE_PATH_HINT } from '../util/site-paths.ts';
import {
  malformedEscapeAt,
  safeDecode,
  scriptedAssetWords,
  scriptInAssetFile,
  UNSAFE_URL_HINT,
  unsafeScheme,
} from '../util/url-safety.ts';
import { placeOf, report, stateOf, type CompileOptions, type CompileState } from './state.ts';
import type { VFile } from 'vfile';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';

const MD_LINK_RE = /^([^?#]*\.mdx?)([?#].*)?$/i;

/** Lowercase JSX written in MDX (`<a href>`, `<img src>`) in the hast tree (mdast-util-mdx-jsx's types). */
type JsxNode = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** Reads/writes `href`/`src` on both hast elements and lowercase JSX (`<a href>` written in MDX). */
function accessor(node: Element | JsxNode, name: 'href' | 'src') {
  if (node.type === 'element') {
    return {
      get: () => node.properties?.[name] as string | undefined,
      set: (v: string) => {
        node.properties[name] = v;
      },
    };
  }
  const attr = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return {
    get: () => (typeof attr?.value === 'string' ? attr.value : undefined),
    set: (v: string) => {
      if (attr) attr.value = v;
    },
  };
}

/**
 * Resolves every link and image of a page at build time: `./x.md` links become routes, relative routes
 * become absolute, relative images are copied with a content hash. Each internal target is recorded as
 * a `Ref` with its source position for the check stage; `.md` links and images that point nowhere are
 * reported here, where the file system is at hand.
 */
export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const state = stateOf(file);
    walk(tree, (node) => {
      let tag: string | null | undefined;
      if (node.type === 'element') tag = node.tagName;
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') tag = node.name;
      else return;
      const isHashLink =
        node.type === 'element' && (node.properties.className as string[] | undefined)?.includes('hash-link');
      if (tag === 'a' && !isHashLink) resolveLink(state, node);
      else if (tag === 'img') resolveImage(state, node);
    });
  };
}

/**
 * Refuses a URL that would run code (`javascript:`, `vbscript:`, `data:`) or that cannot be decoded
 * (`%zz`): reported at the node, and the attribute is emptied so nothing unsafe reaches the HTML.
 * Returns true when the URL may be used.
 */
export function checkUrl(
  state: CompileState,
  node: Parameters<typeof placeOf>[1],
  raw: string,
  what: string,
  clear: () => void,
): boolean {
  const scheme = unsafeScheme(raw);
  if (scheme) {
    report(state, node, {
      severity: 'error',
      ruleId: 'unsafe-url',
      message: `${what} \`${shorten(raw)}\` uses a \`${scheme}:\` URL, which content may not use`,
      hint: UNSAFE_URL_HINT,
    });
    clear();
    return false;
  }
  if (isExternalUrl(raw)) return true;
  const bad = malformedEscapeAt(raw);
  if (bad >= 0 || safeDecode(raw, decodeURI) === undefined) {
    const at = bad >= 0 ? bad : raw.indexOf('%');
    report(state, node, {
      severity: 'error',
      ruleId: 'malformed-url',
      message: `${what} \`${shorten(raw)}\` has a malformed percent-escape \`${raw.slice(at, at + 3)}\``,
      hint: 'a `%` must start an escape of two hex digits of UTF-8 (`%20`); write a literal `%` as `%25`',
    });
    return false;
  }
  return true;
}

function shorten(url: string): string {
  return url.length > 80 ? url.slice(0, 77) + '…' : url;
}

/**
 * Docusaurus's `pathname://` protocol marks a link to something it does not build (static HTML, a generated API
 * reference): its Link takes the protocol off, adds the base URL (rehype-base-url does here) and checks nothing.
 */
const PATHNAME_PROTOCOL = 'pathname://';

function resolveLink(state: CompileState, node: Element | JsxNode): void {
  const href = accessor(node, 'href');
  const raw = href.get();
  if (raw?.startsWith(PATHNAME_PROTOCOL)) return href.set(raw.slice(PATHNAME_PROTOCOL.length));
  if (!raw || !checkUrl(state, node, raw, 'Link', () => href.set('')) || isExternalUrl(raw)) return;
  const written = withoutWrittenBase(state.options.baseUrl ?? '/', raw);
  if (raw.startsWith('#')) {
    state.refs.push({ kind: 'link', url: state.route + raw, raw, file: state.file, place: placeOf(state, node) });
    return;
  }
  const md = MD_LINK_RE.exec(raw);
  if (md) {
    const candidates = markdownLinkCandidates(state.options, state.file, decodeURI(md[1]));
    const found = candidates.find((c) => state.options.fileRoutes[c]);
    const route = found && state.options.fileRoutes[found];
    if (!route) {
      // The file a reader would expect: the page's folder for a relative link, its version's folder for `/x.md`.
      const target = md[1].startsWith('/') ? candidates[0] : candidates[candidates.length - 1];
      // Only look the file up if content may read it: a hint must not tell whether `/etc/x.md` exists.
      const problem = checkLexical(state.options.roots, target);
      const policy = state.options.onBrokenMarkdownLinks ?? 'throw';
      // As Docusaurus, a broken `.md` link stays as written unless the config makes it an error.
      if (!problem && policy === 'ignore') return;
      report(state, node, {
        severity: problem || policy === 'throw' ? 'error' : 'warning',
        ruleId: problem ? 'path-outside-site' : 'broken-md-link',
        message: problem
          ? `Markdown link \`${raw}\` cannot be followed: ${describeProblem(problem)}`
          : `Markdown link \`${raw}\` points to \`${posix.normalize(md[1])}\`, which is not a page`,
        hint: problem
          ? SITE_PATH_HINT
          : existsSync(target)
            ? 'the file exists but is not built (draft, or outside the docs folder)'
            : `no page at ${candidates.map((c) => `\`${c}\``).join(' or ')}`,
      });
      return;
    }
    const url = route + (md[2] ?? '');
    // Routes are kept decoded (`/with spaces`); the written href is a URL, percent-encoded as Docusaurus writes it.
    href.set(encodeURI(route) + (md[2] ?? ''));
    state.refs.push({ kind: 'link', url, raw, file: state.file, place: placeOf(state, node) });
    return;
  }
  if (linkedFile(state, node, raw, (url) => href.set(url))) return;
  const page = 'http://site' + (state.linkBase ?? state.route);
  const resolved = new URL(written, page).href.slice('http://site'.length);
  const [path, rest = ''] = splitHash(resolved);
  const url = normalizeRoute(path) + rest;
  if (url !== raw) href.set(url);
  state.refs.push({ kind: 'link', url, raw, file: state.file, place: placeOf(state, node) });
}

/** A file a link names by its extension (`./report.pdf`, `@site/files/data.csv`): not a page, not a route. */
const FILE_LINK = /^(?:\.{1,2}\/|@site\/|(?![a-z][a-z0-9+.-]*:|\/))[^?#]*\.(?!mdx?$|html?$)[A-Za-z0-9]+(?:[?#].*)?$/i;

/**
 * A link to a file next to the page (`[the report](./report.pdf)`), as Docusaurus's transformLinks makes it: the
 * file is copied under `/assets/files/` with a content hash and the link points there. Only a relative or
 * `@site/` path with an extension, to a file that is there and that content may read; anything else is left to
 * the route check (a missing file stays a broken link). An SVG or HTML file holding a script is not copied.
 */
function linkedFile(state: CompileState, node: Element | JsxNode, raw: string, set: (url: string) => void): boolean {
  const m = FILE_LINK.exec(raw);
  if (!m) return false;
  const [path, rest = ''] = splitHash(raw);
  const file = imageFile(state, safeDecode(path, decodeURI) ?? path);
  const found = resolveSiteFile(state.options.roots, file);
  if (!found.ok) return false;
  const out = publishedAsset(state, node, `Link \`${raw}\``, file, found.real, 'files');
  set(out === undefined ? '' : '/' + encodeURI(out) + rest);
  return true;
}

/**
 * Copies a file a page names (an image, a linked file) to `assets/<folder>/` with a content hash, and returns its
 * output path; an SVG or HTML file that holds a script is a `raw-script` error at the reference instead
 * (`what` names it), and undefined.
 */
function publishedAsset(
  state: CompileState,
  node: Element | JsxNode,
  what: string,
  file: string,
  real: string,
  folder: 'images' | 'files',
): string | undefined {
  const script = state.options.allowScripts ? undefined : scriptInAssetFile(real);
  if (script) {
    report(state, node, { severity: 'error', ruleId: 'raw-script', ...scriptedAssetWords(what, script) });
    return undefined;
  }
  const ext = posix.extname(file);
  const out = `assets/${folder}/${posix.basename(file, ext)}-${hash(readFileSync(real)).slice(0, 8)}${ext}`;
  state.assets.push({ from: real, to: out });
  state.deps.push(file);
  return out;
}

/**
 * The files a `.md` link may mean, in Docusaurus's order (its `resolveMarkdownLinkPathname`): `./x.md` and
 * `../x.md` only from the page's folder; `/x.md` from the docs folder of the page's own version, then the site
 * folder; a bare `x.md` from those two, then the page's folder; `@site/x.md` from the site folder.
 */
export function markdownLinkCandidates(
  options: Pick<CompileOptions, 'docsDir' | 'versionDocsDirs' | 'siteDir'>,
  file: string,
  path: string,
): string[] {
  const site = options.siteDir ? [options.siteDir] : [];
  if (path.startsWith('@site/')) return [join(options.siteDir ?? dirname(options.docsDir), path.slice(6))];
  const dirs: string[] = [];
  if (!path.startsWith('./') && !path.startsWith('../')) dirs.push(versionDocsDirOf(options, file), ...site);
  if (!path.startsWith('/')) dirs.push(dirname(file));
  return dirs.map((d) => join(d, path));
}

/**
 * The docs folder of the version `file` is in (Docusaurus's `getVersionFromSourceFilePath`): the deepest of the
 * docs folder and the other versions' and docs plugin instances' folders that holds it, else the docs folder
 * (a blog post, a page of `src/pages/`, a snippet).
 */
export function versionDocsDirOf(options: Pick<CompileOptions, 'docsDir' | 'versionDocsDirs'>, file: string): string {
  let found = options.docsDir;
  let depth = -1;
  for (const dir of [options.docsDir, ...(options.versionDocsDirs ?? [])]) {
    if (file.startsWith(dir + sep) && dir.length > depth) {
      found = dir;
      depth = dir.length;
    }
  }
  return found;
}

function splitHash(url: string): [string, string?] {
  const i = url.search(/[?#]/);
  return i < 0 ? [url] : [url.slice(0, i), url.slice(i)];
}

/**
 * The file an image path names: `@site/x.png` from the site folder (Docusaurus resolves the alias in Markdown
 * images as webpack does in imports), any other path from the page's folder.
 */
function imageFile(state: CompileState, path: string): string {
  if (path.startsWith('@site/')) return join(state.options.siteDir ?? dirname(state.options.docsDir), path.slice(6));
  return resolve(dirname(state.file), path);
}

function resolveImage(state: CompileState, node: Element | JsxNode): void {
  const src = accessor(node, 'src');
  const raw = src.get();
  if (!raw || !checkUrl(state, node, raw, 'Image', () => src.set('')) || isExternalUrl(raw)) return;
  if (raw.startsWith('/')) {
    const url = withoutWrittenBase(state.options.baseUrl ?? '/', raw);
    if (url !== raw) src.set(url);
    state.refs.push({ kind: 'image', url, raw, file: state.file, place: placeOf(state, node) });
    return;
  }
  const file = imageFile(state, decodeURI(raw.split(/[?#]/)[0]));
  const found = resolveSiteFile(state.options.roots, file);
  if (!found.ok && found.problem !== 'missing') {
    report(state, node, {
      severity: 'error',
      ruleId: 'path-outside-site',
      message: `Image \`${raw}\` is not read: ${describeProblem(found.problem, found.real)}`,
      hint: SITE_PATH_HINT,
    });
    return;
  }
  if (!found.ok) {
    report(state, node, {
      severity: 'error',
      ruleId: 'missing-image',
      message: `Image \`${raw}\` not found`,
      hint:
        `expected a file at \`${file}\`; ` +
        'images next to a page are referenced relatively, images in `static/` as `/images/…`',
    });
    return;
  }
  const out = publishedAsset(state, node, `Image \`${raw}\``, file, found.real, 'images');
  src.set(out === undefined ? '' : '/' + out);
}
