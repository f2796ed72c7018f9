// Where a key is written in a YAML or JSON file (JSON is YAML's flow syntax, so one parser reads both), found
// by its path in the parsed document: a key nested under another, or repeated at another depth, is the one
// the path names, and text that merely looks like a key (in a string, a block scalar, a comment) never is.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { Place } from '../diagnostics/diagnostic.ts';

/**
 * The place of the deepest key of `path` that is written (an unknown key is reported where it is; a missing
 * one at the map that lacks it, else at the first line). Numbers in the path index sequences.
 */
export function placeOfYamlKey(text: string, path: readonly PropertyKey[]): Place {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const placeOf = (offset: number | undefined): Place | undefined => {
    if (offset === undefined) return undefined;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  let node = doc.contents as YamlNode | null;
  let place: Place | undefined;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      place = placeOf((pair.key as YamlNode).range?.[0]) ?? place;
      node = pair.value as YamlNode | null;
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
      node = node.items[segment] as YamlNode;
      place = placeOf(node.range?.[0]) ?? place;
    } else break;
  }
  return place ?? { line: 1, column: 1 };
}
