import type { Expression, Node, ObjectExpression } from 'estree';
import type { Place } from '../diagnostics/diagnostic.ts';
import { docusaurusConfigModule, keyName, moduleNameOf, objectProperty, visit } from './docusaurus-aliases.ts';
import { placeOfPathIn } from './locate-key.ts';

/** The docs plugin options about versions that a `docusaurus.config.*` may set (Docusaurus's names). */
export const VERSION_OPTION_KEYS = ['lastVersion', 'onlyIncludeVersions', 'includeCurrentVersion', 'versions'] as const;
export type DocusaurusVersionOptions = Partial<Record<(typeof VERSION_OPTION_KEYS)[number], unknown>>;

/**
 * A preset named as Docusaurus resolves names: `classic`, `@docusaurus/preset-classic`, and a site's own preset
 * wrapping classic (`@scope/docusaurus-preset`, `docusaurus-preset-x`, `pkg/docusaurus-preset`), which hands its
 * `docs` and `blog` options to classic's plugins as they are.
 */
export const PRESET = /(^|\/)(classic|preset-classic|docusaurus-preset(-[\w.-]+)?)$/;
const DOCS_PLUGIN = /^(@docusaurus\/plugin-content-docs|content-docs|docusaurus-plugin-content-docs)$/;
/** Docusaurus's classic preset itself, by the names Docusaurus resolves to it. */
const CLASSIC_PRESET = /^(@docusaurus\/preset-classic|classic|docusaurus-preset-classic)$/;

export const NOT_LITERAL = Symbol('not literal');

/**
 * `undefined` (or `void 0`) written as a value: Docusaurus's option validation takes the key as absent, so it is
 * the option's default, not a value computed when the config runs (`onlyIncludeVersions: undefined`).
 */
export function isWrittenUndefined(e: Expression | undefined | null): boolean {
  if (e?.type === 'Identifier') return e.name === 'undefined';
  return e?.type === 'UnaryExpression' && e.operator === 'void' && e.argument.type === 'Literal';
}

/** The value of an expression made of literals only (strings, numbers, booleans, null, arrays, objects). */
export function literalValue(e: Expression | undefined | null): unknown {
  if (!e) return NOT_LITERAL;
  if (isWrittenUndefined(e)) return undefined;
  if (e.type === 'Literal') return 'regex' in e && e.regex ? NOT_LITERAL : e.value;
  if (e.type === 'TemplateLiteral' && e.expressions.length === 0) return e.quasis[0]?.value.cooked ?? '';
  if (e.type === 'UnaryExpression' && e.operator === '!' && e.argument.type === 'Literal') return !e.argument.value;
  if (e.type === 'ArrayExpression') {
    const out = e.elements.map((x) => (x && x.type !== 'SpreadElement' ? literalValue(x) : NOT_LITERAL));
    return out.includes(NOT_LITERAL) ? NOT_LITERAL : out;
  }
  if (e.type === 'ObjectExpression') {
    const out: Record<string, unknown> = {};
    for (const p of e.properties) {
      const name = p.type === 'Property' ? keyName(p) : undefined;
      if (!name || p.type !== 'Property') return NOT_LITERAL;
      const v = literalValue(p.value as Expression);
      if (v === NOT_LITERAL) return NOT_LITERAL;
      if (v !== undefined) out[name] = v;
    }
    return out;
  }
  return NOT_LITERAL;
}

/** The options object of the default docs plugin instance: the preset's `docs` or the plugin's own (no `id`). */
function docsOptionObjects(program: Node): ObjectExpression[] {
  const found: ObjectExpression[] = [];
  visit(program, (n) => {
    if (n.type !== 'ArrayExpression') return;
    const [name, options] = n.elements;
    const module = moduleNameOf(name as Node);
    if (module === undefined || options?.type !== 'ObjectExpression') return;
    if (PRESET.test(module)) {
      const docs = objectProperty(options, 'docs');
      if (docs?.type === 'ObjectExpression') found.push(docs);
    } else if (DOCS_PLUGIN.test(module)) {
      const id = literalValue(objectProperty(options, 'id'));
      if (id === NOT_LITERAL || id === undefined || id === 'default') found.push(options);
    }
  });
  return found;
}

/** Each version option written as a literal, with the options object it was read from (the last one to set it). */
function readVersionOptions(program: Node): Map<string, { value: unknown; object: ObjectExpression }> {
  const out = new Map<string, { value: unknown; object: ObjectExpression }>();
  for (const object of docsOptionObjects(program)) {
    for (const key of VERSION_OPTION_KEYS) {
      const value = literalValue(objectProperty(object, key));
      if (value !== NOT_LITERAL && value !== undefined) out.set(key, { value, object });
    }
  }
  return out;
}

/**
 * The version options of the default docs plugin in a site's `docusaurus.config.*`, read from its syntax tree:
 * each key whose value is written as a literal (a computed one — `process.env.X ? … : …` — is not known
 * without running the config, and is left to the site's own config). None without such a config.
 */
export function docusaurusVersionOptions(site: string): DocusaurusVersionOptions {
  const program = docusaurusConfigModule(site)?.program as Node | undefined;
  if (!program) return {};
  const out: DocusaurusVersionOptions = {};
  for (const [key, { value }] of readVersionOptions(program)) out[key as keyof DocusaurusVersionOptions] = value;
  return out;
}

/**
 * Where a version option `docusaurusVersionOptions` read is written in the `docusaurus.config.*`: `path` starts
 * at the option (`['versions', '1.0', 'path']`), found in the options object it was read from (a preset's
 * `docs`, the docs plugin's own), its deepest key written there; undefined when the config does not set it.
 */
export function docusaurusVersionOptionPlace(
  site: string,
  path: readonly PropertyKey[],
): { file: string; place: Place } | undefined {
  const parsed = docusaurusConfigModule(site);
  const read = parsed && readVersionOptions(parsed.program as Node).get(String(path[0]));
  const place = read && placeOfPathIn(parsed, read.object, path);
  return place && { file: parsed.file, place };
}

/**
 * The version options of the default docs plugin that `docusaurusVersionOptions` leaves out because they are
 * computed at run time (`lastVersion: process.env.X ? … : …`): each option's name and where it is written.
 */
export function computedVersionOptions(site: string): { key: string; file: string; place?: Place }[] {
  return docsOptionsWhere(site, VERSION_OPTION_KEYS, (value) => literalValue(value) === NOT_LITERAL);
}

/**
 * Docs plugin options that are functions Docusaurus calls while it builds: `docs` does not call them (it has
 * neither Docusaurus's default generator nor its docs metadata to pass), so none can be taken, whatever is written.
 */
const FUNCTION_OPTION_KEYS = ['sidebarItemsGenerator'] as const;

/** Each function option of the default docs plugin (FUNCTION_OPTION_KEYS) the config sets, and where. */
export function unrunDocsOptions(site: string): { key: string; file: string; place?: Place }[] {
  return docsOptionsWhere(site, FUNCTION_OPTION_KEYS, (value) => !isWrittenUndefined(value));
}

/** Each of `keys` the default docs plugin's options set to a value `matches` accepts, and where it is written. */
function docsOptionsWhere(
  site: string,
  keys: readonly string[],
  matches: (value: NonNullable<ReturnType<typeof objectProperty>>) => boolean,
): { key: string; file: string; place?: Place }[] {
  const parsed = docusaurusConfigModule(site);
  if (!parsed) return [];
  const out: { key: string; file: string; place?: Place }[] = [];
  for (const object of docsOptionObjects(parsed.program as Node)) {
    for (const key of keys) {
      const value = objectProperty(object, key);
      if (value === undefined || !matches(value)) continue;
      const place = placeOfPathIn(parsed, object, [key]);
      out.push({ key, file: parsed.file, ...(place ? { place } : {}) });
    }
  }
  return out;
}

/**
 * The presets of the config that wrap the classic one (PRESET, not CLASSIC_PRESET), and where each is named: their
 * `docs`, `blog` and `pages` options are read as classic's, but what such a preset adds itself when Docusaurus
 * runs it (Meta's adds remark plugins that fill code blocks from files) is code `docs` never sees.
 */
export function wrapperPresets(site: string): { name: string; file: string; place?: Place }[] {
  const parsed = docusaurusConfigModule(site);
  if (!parsed) return [];
  const out: { name: string; file: string; place?: Place }[] = [];
  visit(parsed.program, (n) => {
    if (n.type !== 'Property' || keyName(n) !== 'presets' || n.value.type !== 'ArrayExpression') return;
    for (const entry of n.value.elements) {
      const nameNode = entry?.type === 'ArrayExpression' ? entry.elements[0] : entry;
      const name = moduleNameOf(nameNode as Node | null);
      if (!nameNode || !name || !PRESET.test(name) || CLASSIC_PRESET.test(name)) continue;
      const place = placeOfPathIn(parsed, nameNode, []);
      out.push({ name, file: parsed.file, ...(place ? { place } : {}) });
    }
  });
  return out;
}

/**
 * The `customFields` of a site's `docusaurus.config.*` when written as a literal object (site components read
 * them as `siteConfig.customFields`); undefined without one, or when a value is computed.
 */
export function docusaurusCustomFields(site: string): Record<string, unknown> | undefined {
  const program = docusaurusConfigModule(site)?.program as Node | undefined;
  let out: Record<string, unknown> | undefined;
  if (program)
    visit(program, (n) => {
      if (out || n.type !== 'ObjectExpression' || !objectProperty(n, 'baseUrl')) return;
      const value = literalValue(objectProperty(n, 'customFields'));
      if (value && typeof value === 'object' && !Array.isArray(value)) out = value as Record<string, unknown>;
    });
  return out;
}

/** One of Docusaurus's `themeConfig.prism.magicComments` (the shape config/site's `prism.magicComments` takes). */
export interface DocusaurusMagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function isMagicComment(v: unknown): v is DocusaurusMagicComment {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const { className, line, block, ...rest } = v as Record<string, unknown>;
  if (Object.keys(rest).length || !nonEmpty(className) || (line !== undefined && !nonEmpty(line))) return false;
  if (block === undefined) return true;
  const b = block as Record<string, unknown>;
  return !!block && typeof block === 'object' && nonEmpty(b.start) && nonEmpty(b.end);
}

/**
 * The `themeConfig.prism.defaultLanguage` of a site's `docusaurus.config.*` when written as a literal string: the
 * language Docusaurus's CodeBlock gives a fenced block that names none. Undefined without one or when computed.
 */
export function docusaurusPrismDefaultLanguage(site: string): string | undefined {
  return prismOption(site, 'defaultLanguage', nonEmpty);
}

/**
 * The `themeConfig.prism.magicComments` of a site's `docusaurus.config.*` when written as a literal list of
 * well-formed entries (a site's own `// diff-red` comments mark lines as Docusaurus's CodeBlock does, and are
 * removed from the code); undefined without one, or when computed or malformed (left to config/site).
 */
export function docusaurusMagicComments(site: string): DocusaurusMagicComment[] | undefined {
  return prismOption(
    site,
    'magicComments',
    (v): v is DocusaurusMagicComment[] => Array.isArray(v) && v.every(isMagicComment),
  );
}

/**
 * The literal value of `themeConfig.prism.<key>` in a site's `docusaurus.config.*`: the first `prism` object whose
 * value of that key is written as a literal that `accept`s; undefined without one.
 */
function prismOption<T>(site: string, key: string, accept: (value: unknown) => value is T): T | undefined {
  const program = docusaurusConfigModule(site)?.program as Node | undefined;
  let out: T | undefined;
  if (program)
    visit(program, (n) => {
      if (out !== undefined || n.type !== 'ObjectExpression' || !objectProperty(n, 'prism')) return;
      const prism = objectProperty(n, 'prism');
      if (prism?.type !== 'ObjectExpression') return;
      const value = literalValue(objectProperty(prism, key));
      if (accept(value)) out = value;
    });
  return out;
}
