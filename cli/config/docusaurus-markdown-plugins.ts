import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { ArrayExpression, Expression, Node, ObjectExpression, Pattern } from 'estree';
import type { Place } from '../diagnostics/diagnostic.ts';
import { docusaurusConfigModule, keyName, moduleNameOf, visit } from './docusaurus-aliases.ts';
import { PRESET } from './docusaurus-docs-options.ts';
import { endOfNode, placeOfPathIn } from './locate-key.ts';

/** The plugin lists of Docusaurus's content plugins (docs, blog, pages) that `docs` runs (`markdown.*` here). */
export const PLUGIN_LIST_KEYS = [
  'remarkPlugins',
  'beforeDefaultRemarkPlugins',
  'rehypePlugins',
  'beforeDefaultRehypePlugins',
] as const;
export type PluginListKey = (typeof PLUGIN_LIST_KEYS)[number];
/** A plugin as `markdown.remarkPlugins` names it (cli/mdx/site-plugins.ts): a module, or a module and its options. */
type SitePluginSpec = string | [string, unknown];
export type SitePluginLists = Partial<Record<PluginListKey, SitePluginSpec[]>>;

const DOCS_PLUGIN = /^(@docusaurus\/plugin-content-docs|content-docs|docusaurus-plugin-content-docs)$/;
/** The content plugins besides docs whose options may list plugins too, by their preset key. */
const OTHER_PLUGINS = {
  blog: /^(@docusaurus\/plugin-content-blog|content-blog|docusaurus-plugin-content-blog)$/,
  pages: /^(@docusaurus\/plugin-content-pages|content-pages|docusaurus-plugin-content-pages)$/,
} as const;

/** What a name at the config's top level is bound to: a module (`require('x')`, `import x from 'x'`) or a value. */
type Binding = { module: string } | { value: Expression };

/** The config's top-level bindings: `const x = require('x')`, `import x from 'x'`, `const options = {…}`. */
function topLevelBindings(program: Node): Map<string, Binding> {
  const out = new Map<string, Binding>();
  if (program.type !== 'Program') return out;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && typeof statement.source.value === 'string') {
      for (const s of statement.specifiers) {
        if (s.type !== 'ImportSpecifier') out.set(s.local.name, { module: statement.source.value });
      }
    } else if (statement.type === 'VariableDeclaration') {
      for (const d of statement.declarations) {
        if (d.id.type !== 'Identifier' || !d.init) continue;
        const module = requiredModule(d.init);
        out.set(d.id.name, module ? { module } : { value: d.init });
      }
    }
  }
  return out;
}

/** `require('x')`, `require('x').default`: the module named. */
function requiredModule(e: Expression | Pattern): string | undefined {
  if (e.type === 'MemberExpression' && e.property.type === 'Identifier' && e.property.name === 'default')
    return requiredModule(e.object as Expression);
  if (e.type !== 'CallExpression' || e.callee.type !== 'Identifier' || e.callee.name !== 'require') return undefined;
  const [arg] = e.arguments;
  return arg?.type === 'Literal' && typeof arg.value === 'string' ? arg.value : undefined;
}

const NOT_JSON = Symbol('not JSON');

/** Plugin options written as literals (they cross to the build's threads as JSON). */
function jsonValue(e: Expression, bindings: Map<string, Binding>): unknown {
  if (e.type === 'Literal') return 'regex' in e && e.regex ? NOT_JSON : e.value;
  if (e.type === 'TemplateLiteral' && e.expressions.length === 0) return e.quasis[0]?.value.cooked ?? '';
  if (e.type === 'UnaryExpression' && e.operator === '-' && e.argument.type === 'Literal')
    return typeof e.argument.value === 'number' ? -e.argument.value : NOT_JSON;
  if (e.type === 'ArrayExpression') {
    const out = e.elements.map((x) => (x && x.type !== 'SpreadElement' ? jsonValue(x, bindings) : NOT_JSON));
    return out.includes(NOT_JSON) ? NOT_JSON : out;
  }
  if (e.type === 'ObjectExpression') {
    const out: Record<string, unknown> = {};
    for (const [name, value] of properties(e, bindings)) {
      const v = jsonValue(value, bindings);
      if (v === NOT_JSON) return NOT_JSON;
      out[name] = v;
    }
    return out;
  }
  if (e.type === 'Identifier') {
    const b = bindings.get(e.name);
    return b && 'value' in b ? jsonValue(b.value, bindings) : NOT_JSON;
  }
  return NOT_JSON;
}

/** An object's properties by name, spreads of a top-level object (`...defaultOptions`) included, later wins. */
function properties(object: ObjectExpression, bindings: Map<string, Binding>): Map<string, Expression> {
  const out = new Map<string, Expression>();
  for (const p of object.properties) {
    if (p.type === 'SpreadElement') {
      const target = p.argument.type === 'Identifier' ? bindings.get(p.argument.name) : undefined;
      if (target && 'value' in target && target.value.type === 'ObjectExpression')
        for (const [k, v] of properties(target.value, bindings)) out.set(k, v);
      continue;
    }
    const name = keyName(p);
    if (name) out.set(name, p.value as Expression);
  }
  return out;
}

/** A module written in the config, as `markdown.remarkPlugins` names it: a package, or a file from the site. */
function moduleSpec(module: string, configDir: string, site: string): string {
  if (!module.startsWith('.')) return module;
  return './' + relative(site, resolve(configDir, module)).split('\\').join('/');
}

/** One entry of a plugin list: `plugin` or `[plugin, options]`; undefined when it is not known without running. */
function pluginSpec(
  e: Expression,
  bindings: Map<string, Binding>,
  configDir: string,
  site: string,
): SitePluginSpec | undefined {
  const moduleOf = (x: Expression): string | undefined => {
    const direct = requiredModule(x);
    if (direct) return direct;
    const b = x.type === 'Identifier' ? bindings.get(x.name) : undefined;
    return b && 'module' in b ? b.module : undefined;
  };
  if (e.type === 'ArrayExpression') {
    const [plugin, options, ...rest] = e.elements;
    if (!plugin || plugin.type === 'SpreadElement' || rest.length) return undefined;
    const module = moduleOf(plugin);
    if (!module) return undefined;
    if (!options) return moduleSpec(module, configDir, site);
    if (options.type === 'SpreadElement') return undefined;
    const value = jsonValue(options, bindings);
    return value === NOT_JSON ? undefined : [moduleSpec(module, configDir, site), value];
  }
  const module = moduleOf(e);
  return module ? moduleSpec(module, configDir, site) : undefined;
}

/**
 * The options objects of the default docs plugin: the classic preset's `docs`, or the plugin's own; with `kind`,
 * those of the blog or pages plugin (the preset's `blog`/`pages`, or that plugin's own).
 */
function docsOptions(
  program: Node,
  bindings: Map<string, Binding>,
  kind: 'docs' | keyof typeof OTHER_PLUGINS = 'docs',
): ObjectExpression[] {
  const plugin = kind === 'docs' ? DOCS_PLUGIN : OTHER_PLUGINS[kind];
  const found: ObjectExpression[] = [];
  const objectOf = (e: Expression | undefined): ObjectExpression | undefined => {
    if (e?.type === 'ObjectExpression') return e;
    const b = e?.type === 'Identifier' ? bindings.get(e.name) : undefined;
    return b && 'value' in b && b.value.type === 'ObjectExpression' ? b.value : undefined;
  };
  visit(program, (n) => {
    if (n.type !== 'ArrayExpression') return;
    const [name, second] = n.elements;
    const options = second && second.type !== 'SpreadElement' ? objectOf(second) : undefined;
    const module = moduleNameOf(name as Node);
    if (module === undefined || !options) return;
    if (PRESET.test(module)) {
      const docs = objectOf(properties(options, bindings).get(kind));
      if (docs) found.push(docs);
    } else if (plugin.test(module)) {
      const id = properties(options, bindings).get('id');
      if (!id || (id.type === 'Literal' && id.value === 'default')) found.push(options);
    }
  });
  return found;
}

/** A plugin list entry the config's syntax tree does not give (a plugin made by a call, options computed). */
export interface UnreadPlugin {
  key: PluginListKey;
  /** The entry in the `docusaurus.config.*`. */
  place?: Place;
  /** Its source text, shortened, to name it in a diagnostic. */
  text: string;
}

/**
 * The remark and rehype plugins of the default docs plugin in a site's `docusaurus.config.*` (the classic
 * preset's `docs: {remarkPlugins, beforeDefaultRemarkPlugins, rehypePlugins, beforeDefaultRehypePlugins}`),
 * read from its syntax tree without running it: each entry a module the config `require`s or imports (a
 * package of the site or a file of it), alone or with options written as literals. An entry not known without
 * running the config (a plugin made by a call, options computed) leaves the whole list out: `skipped` names it,
 * `unread` says which entry and where.
 */
export function docusaurusPluginLists(site: string): {
  lists: SitePluginLists;
  skipped: PluginListKey[];
  unread: UnreadPlugin[];
} {
  const parsed = docusaurusConfigModule(site);
  const lists: SitePluginLists = {};
  const skipped: PluginListKey[] = [];
  const unread: UnreadPlugin[] = [];
  if (!parsed) return { lists, skipped, unread };
  const program = parsed.program as Node;
  const text = readFileSync(parsed.file, 'utf8');
  const bindings = topLevelBindings(program);
  // A list that is not read is left out and said, at the part that could not be read: never silently.
  const leaveOut = (key: PluginListKey, node: object | null | undefined) => {
    skipped.push(key);
    if (!node) return;
    const place = placeOfPathIn(parsed, node, []);
    unread.push({ key, text: sourceText(text, place, endOfNode(parsed, node)), ...(place ? { place } : {}) });
  };
  for (const options of docsOptions(program, bindings)) {
    const props = properties(options, bindings);
    for (const key of PLUGIN_LIST_KEYS) {
      let list = props.get(key);
      if (list?.type === 'Identifier') {
        const b = bindings.get(list.name);
        list = b && 'value' in b ? b.value : undefined;
      }
      if (!list) continue;
      // `[a, process.env.CI ? b : null].filter(Boolean)`: the list's entries, the literally falsy ones dropped.
      const filtered = filterBooleanArray(list);
      if (filtered) list = filtered;
      if (list.type !== 'ArrayExpression') {
        leaveOut(key, list); // computed as a whole (a call, a condition)
        continue;
      }
      const entries = list.elements.filter((x) => !(filtered && x?.type === 'Literal' && !x.value));
      const specs = entries.map((x) =>
        x && x.type !== 'SpreadElement' ? pluginSpec(x, bindings, dirname(parsed.file), site) : undefined,
      );
      if (specs.every((s): s is SitePluginSpec => s !== undefined)) {
        lists[key] = specs;
        continue;
      }
      leaveOut(key, entries[specs.findIndex((s) => s === undefined)]);
    }
  }
  return { lists, skipped, unread };
}

/** The array of `[…].filter(Boolean)` (a list whose entries are on only in some runs), else undefined. */
function filterBooleanArray(e: Expression): ArrayExpression | undefined {
  if (e.type !== 'CallExpression' || e.callee.type !== 'MemberExpression') return undefined;
  const { object, property } = e.callee;
  const arg = e.arguments[0];
  const isFilter = property.type === 'Identifier' && property.name === 'filter' && !e.callee.computed;
  const byBoolean = e.arguments.length === 1 && arg?.type === 'Identifier' && arg.name === 'Boolean';
  return isFilter && byBoolean && object.type === 'ArrayExpression' ? object : undefined;
}

/** The entry's source text (its first line, shortened): enough for the author to know it. */
function sourceText(text: string, start: Place | undefined, end: Place | undefined): string {
  if (!start) return '';
  const line = text.split(/\r?\n/)[start.line - 1] ?? '';
  const whole = line.slice(start.column - 1, end && end.line === start.line ? end.column - 1 : undefined);
  return whole.length > 40 ? whole.slice(0, 39) + '…' : whole;
}

/**
 * The blog's and pages plugin's own plugin lists that differ from the docs' (`docs` runs the docs' lists on every
 * page): each with where it is written, for a warning. Lists equal to the docs' (the usual `[math]` in both) are not
 * named, since what runs is the same.
 */
export function otherContentPluginLists(site: string): { kind: 'blog' | 'pages'; key: PluginListKey; place?: Place }[] {
  const parsed = docusaurusConfigModule(site);
  if (!parsed) return [];
  const program = parsed.program as Node;
  const bindings = topLevelBindings(program);
  const configDir = dirname(parsed.file);
  const specsOf = (options: ObjectExpression, key: PluginListKey): string | undefined => {
    let list = properties(options, bindings).get(key);
    if (list?.type === 'Identifier') {
      const b = bindings.get(list.name);
      list = b && 'value' in b ? b.value : undefined;
    }
    if (!list) return undefined;
    if (list.type !== 'ArrayExpression') return 'computed';
    return JSON.stringify(
      list.elements.map((x) =>
        x && x.type !== 'SpreadElement' ? (pluginSpec(x, bindings, configDir, site) ?? 'computed') : 'computed',
      ),
    );
  };
  const docs = docsOptions(program, bindings);
  const out: { kind: 'blog' | 'pages'; key: PluginListKey; place?: Place }[] = [];
  for (const kind of ['blog', 'pages'] as const)
    for (const options of docsOptions(program, bindings, kind))
      for (const key of PLUGIN_LIST_KEYS) {
        const own = specsOf(options, key);
        if (own === undefined || own === '[]') continue;
        const docsList = docs.map((d) => specsOf(d, key)).find((x) => x !== undefined) ?? '[]';
        if (own === docsList && own !== 'computed' && !own.includes('"computed"')) continue;
        const place = placeOfPathIn(parsed, options, [key]);
        out.push({ kind, key, ...(place ? { place } : {}) });
      }
  return out;
}
