import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { Place } from '../diagnostics/diagnostic.ts';
import { placeInYamlDocument } from './yaml-key.ts';

/** `---` fences at the very top of a page; the YAML between them is the front matter. */
const FRONT_MATTER_RE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** A page's front matter, parsed with positions: what it says, and where each key is in the page. */
export interface FrontMatterBlock {
  /** The whole block, fences included (the body starts after it). */
  text: string;
  /** Line of the page the body starts on, 1-based. */
  bodyLine: number;
  doc: Document;
  /** The place of a top-level key in the page (line of the page, 1-based column), if the key is written. */
  placeOfKey(key: string): Place | undefined;
  /** The place of the deepest key (or list item) of `path` that is written; undefined if its first key is not. */
  placeOfPath(path: readonly PropertyKey[]): Place | undefined;
  /** A place in the page for an offset into the YAML (parse errors). */
  placeOfOffset(offset: number): Place;
}

/** Splits off and parses the front matter (yaml's parseDocument + LineCounter); undefined when there is none. */
export function parseFrontMatter(source: string): FrontMatterBlock | undefined {
  const fm = FRONT_MATTER_RE.exec(source);
  if (!fm) return undefined;
  const lineCounter = new LineCounter();
  const doc = parseDocument(fm[1], { lineCounter });
  // The YAML starts on the page's second line, after the opening `---`.
  const placeOfOffset = (offset: number): Place => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + 1, column: col };
  };
  return {
    text: fm[0],
    bodyLine: fm[0].split('\n').length - (fm[0].endsWith('\n') ? 1 : 0) + 1,
    doc,
    placeOfOffset,
    placeOfKey(key) {
      if (!isMap(doc.contents)) return undefined;
      const pair = doc.contents.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
      const start = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
      return start === undefined ? undefined : placeOfOffset(start);
    },
    placeOfPath: (path) => placeInYamlDocument(doc, path, placeOfOffset),
  };
}
