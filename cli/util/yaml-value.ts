import { isAlias, visit, type Document } from 'yaml';

/**
 * Most aliases a YAML document may expand to. Real front matter and API YAML use none; the limit only stops
 * an alias bomb (a few lines that expand to billions of nodes) before it takes the process's memory.
 */
export const MAX_YAML_ALIASES = 100;

export type YamlValue = { ok: true; value: unknown } | { ok: false; reason: string; offset: number; hint: string };

/**
 * The plain value of a parsed YAML document, or why it has none and where. `yaml` reports an alias to an
 * anchor that does not exist (`description: *Important*` is an alias in YAML, not emphasis) or too many
 * aliases only when the value is built, by throwing; this turns that into a place an author can fix.
 */
export function yamlValue(doc: Document): YamlValue {
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }) };
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    let offset = 0;
    let written = '*…';
    const anchors = new Set<string>();
    visit(doc, (_key, node) => {
      const anchor = (node as { anchor?: string }).anchor;
      if (anchor) anchors.add(anchor);
      if (isAlias(node) && (!anchors.has(node.source) || /alias count/i.test(message))) {
        offset = node.range?.[0] ?? 0;
        written = `*${node.source}`;
        return visit.BREAK;
      }
      return undefined;
    });
    const bomb = /alias count/i.test(message);
    return {
      ok: false,
      offset,
      reason: bomb
        ? `its aliases expand to more than ${MAX_YAML_ALIASES} copies (MAX_YAML_ALIASES)`
        : `\`${written}\` is a YAML alias (a value starting with \`*\`) to an anchor that is not defined`,
      hint: bomb
        ? 'write the values out instead of repeating them through aliases'
        : `quote the value if it is text: \`"${written}"\``,
    };
  }
}
