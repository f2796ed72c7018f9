import { readFileSync } from 'node:fs';
import type { Place } from '../diagnostics/diagnostic.ts';
import { parseFrontMatter } from '../util/front-matter.ts';
import { parseDocument } from 'yaml';
import { placeOfYamlPath } from '../util/yaml-key.ts';
import { locateKey } from './locate-key.ts';

/**
 * The one key locator: where the value at `path` is written in `file`, read by the parser of its kind — a
 * page's front matter (`.md`, `.mdx`), YAML or JSON (`_category_`, `tags.yml`, `sidebars.json`), or a
 * config module (`config/site.ts`, `sidebars.js`: its default export or `module.exports`). The deepest part
 * of the path that is written; undefined when the file does not read or parse, or (YAML, front matter) not
 * even the path's first key is written. `at: 'value'` places a YAML path written to its end at its value.
 */
export function placeInFile(
  file: string,
  path: readonly PropertyKey[],
  at: 'key' | 'value' = 'key',
): Place | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined; // unreadable: the diagnostic has no position
  }
  if (/\.mdx?$/i.test(file)) return parseFrontMatter(text)?.placeOfPath(path);
  if (/\.(ya?ml|json)$/i.test(file)) return placeOfYamlPath(text, path, at);
  return locateKey(text, path);
}

/**
 * The path of the first value in `data` (depth first, in key order: the order it is written in) that `match`
 * accepts; `key` is the value's own key or index. For values found by what they are rather than where, such as
 * a doc id in a sidebar: a parsed config is searched, never its text.
 */
export function pathOfValue(
  data: unknown,
  match: (value: unknown, key: PropertyKey | undefined) => boolean,
): PropertyKey[] | undefined {
  const seen = new Set<unknown>();
  const visit = (value: unknown, key: PropertyKey | undefined): PropertyKey[] | undefined => {
    if (match(value, key)) return [];
    if (!value || typeof value !== 'object' || seen.has(value)) return undefined;
    seen.add(value);
    const entries: [PropertyKey, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
    for (const [k, v] of entries) {
      const below = visit(v, k);
      if (below) return [k, ...below];
    }
    return undefined;
  };
  return visit(data, undefined);
}

/** What a YAML, JSON or Markdown file (its front matter) says, parsed; undefined when it does not read or parse. */
export function dataOfFile(file: string): unknown {
  try {
    const text = readFileSync(file, 'utf8');
    if (/\.mdx?$/i.test(file)) return parseFrontMatter(text)?.doc.toJS();
    if (/\.(ya?ml|json)$/i.test(file)) return parseDocument(text).toJS();
  } catch {
    // unreadable or not valid: the diagnostic has no position
  }
  return undefined;
}

/**
 * Where a front-matter (or YAML) list names `value` — `tags: [a, b]`, `authors: a`, `authors: [{key: a}]`:
 * its item, else the list's key, else the first line.
 */
export function placeOfListItem(file: string, listKey: string, value: string): Place {
  const list = (dataOfFile(file) as Record<string, unknown> | undefined)?.[listKey];
  const items = Array.isArray(list) ? list : [list];
  const index = items.findIndex((v) => v === value || (v as { key?: unknown } | null)?.key === value);
  const path = Array.isArray(list) && index >= 0 ? [listKey, index] : [listKey];
  return placeInFile(file, path) ?? { line: 1, column: 1 };
}
