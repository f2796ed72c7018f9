// Where a key is written in a YAML or JSON file (JSON is YAML's flow syntax, so one parser reads both), found
// by its path in the parsed document: a key nested under another, or repeated at another depth, is the one
// the path names, and text that merely looks like a key (in a string, a block scalar, a comment) never is.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import type { Place } from '../diagnostics/diagnostic.ts';

/**
 * The place of the deepest key of `path` that is written (an unknown key is reported where it is; a missing
 * one at the map that lacks it, else at the first line). Numbers in the path index sequences.
 */
export function placeOfYamlKey(text: string, path: readonly PropertyKey[]): Place {
  return placeOfYamlPath(text, path) ?? { line: 1, column: 1 };
}

/** As placeOfYamlKey, but undefined when not even the path's first key is written. */
export function placeOfYamlPath(
  text: string,
  path: readonly PropertyKey[],
  at: 'key' | 'value' = 'key',
): Place | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const placeOf = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  return placeInYamlDocument(doc, path, placeOf, at);
}

/**
 * The place of the deepest key (or sequence item) of `path` written in a parsed document, through `placeOf`
 * (an offset into the YAML to a place in its file); undefined when the first one is not written. With
 * `at: 'value'`, a path written to its end is placed at its value (`permalink: /x` at `/x`).
 */
export function placeInYamlDocument(
  doc: Document,
  path: readonly PropertyKey[],
  placeOf: (offset: number) => Place,
  at: 'key' | 'value' = 'key',
): Place | undefined {
  const placeAt = (offset: number | undefined) => (offset === undefined ? undefined : placeOf(offset));
  let node = doc.contents as YamlNode | null;
  let place: Place | undefined;
  let found = 0;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      place = placeAt((pair.key as YamlNode).range?.[0]) ?? place;
      node = pair.value as YamlNode | null;
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
      node = node.items[segment] as YamlNode;
      place = placeAt(node.range?.[0]) ?? place;
    } else break;
    found++;
  }
  if (at === 'value' && found === path.length && node) return placeAt(node.range?.[0]) ?? place;
  return place;
}
