import { readFileSync } from 'node:fs';
import { isExternalUrl } from '../../../shared/links.ts';
import { stripBase } from '../../../shared/routes.ts';
import type { CompileState } from '../state.ts';
import { placeOfText } from './positions.ts';
import type { Ref } from '../../pipeline/types.ts';

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };

/** An attribute value as React's server renderer escapes it (`&amp;`, `&quot;`, `&#x27;`, `&lt;`, `&gt;`). */
const unescape = (value: string) => value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ENTITIES[e]!);

/**
 * The links and ids of a React page of `src/pages/`, for the link check. Its JSX is the author's TypeScript,
 * which no Markdown plugin sees: what it links to is known only once rendered, so the targets are read from
 * the markup React wrote (one `<a … href="…">` per link, attributes double-quoted and escaped as above) and
 * each is placed where its text is written in the page's file (file only when built from a variable).
 */
export function addReactPageRefs(state: CompileState, html: string): void {
  let source = '';
  try {
    source = readFileSync(state.file, 'utf8');
  } catch {
    // Read by the bundle a moment ago; without it the refs are still checked, named by file alone.
  }
  const base = state.options.baseUrl ?? '/';
  for (const m of html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)) {
    const url = unescape(m[1]!);
    if (!url || isExternalUrl(url) || /^[a-z][a-z0-9+.-]*:/i.test(url)) continue;
    const route = url.startsWith('#') ? state.route + url : url.startsWith('/') ? (stripBase(base, url) ?? url) : url;
    if (!route.startsWith('/')) continue; // a relative URL: the browser's to resolve, not the generator's
    const written = [url, route, route.replace(/#.*/, '')];
    const needles = written.flatMap((w) => [`"${w}"`, `'${w}'`, `\`${w}\``]);
    const ref: Ref = { kind: 'link', url: route, raw: url, file: state.file, place: placeOfText(source, needles) };
    // A quoted string's place is its opening quote; the author's text starts one column on.
    if (ref.place) ref.place = { ...ref.place, column: ref.place.column + 1 };
    state.refs.push(ref);
  }
  for (const m of html.matchAll(/\sid="([^"]+)"/g)) state.anchors.push(unescape(m[1]!));
}
