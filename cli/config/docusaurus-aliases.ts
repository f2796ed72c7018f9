import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Node, ObjectExpression, Expression, Property } from 'estree';
import { parseModule, type ParsedModule } from './locate-key.ts';

/** The Docusaurus config files, in the order Docusaurus looks for them. */
const DOCUSAURUS_CONFIGS = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/** The plugin whose options are `{ alias: { name: path } }` (docusaurus-plugin-module-alias). */
const ALIAS_PLUGIN = /(^|\/)docusaurus-plugin-module-alias$/;

export function keyName(p: Property): string | undefined {
  if (p.key.type === 'Identifier' && !p.computed) return p.key.name;
  if (p.key.type === 'Literal' && typeof p.key.value === 'string') return p.key.value;
  return undefined;
}

/**
 * A path as such configs write it, made absolute: a string (relative to the site folder), a template
 * without code, `path.resolve(__dirname, 'src', …)` / `path.join(…)`, `` `${__dirname}/src` ``. Anything
 * else (a variable, a call of the site's own) is not known without running the config: undefined.
 */
export function pathValue(e: Expression | undefined, site: string): string | undefined {
  if (!e) return undefined;
  if (e.type === 'Literal' && typeof e.value === 'string') return resolve(site, e.value);
  if (e.type === 'Identifier' && e.name === '__dirname') return site;
  if (e.type === 'TemplateLiteral') {
    let out = '';
    for (let i = 0; i < e.quasis.length; i++) {
      out += e.quasis[i]!.value.cooked ?? '';
      const x = e.expressions[i];
      if (!x) continue;
      if (x.type !== 'Identifier' || x.name !== '__dirname') return undefined;
      out += site;
    }
    return resolve(site, out);
  }
  if (e.type === 'CallExpression' && e.callee.type === 'MemberExpression' && e.callee.property.type === 'Identifier') {
    const fn = e.callee.property.name;
    if (fn !== 'resolve' && fn !== 'join') return undefined;
    const parts: string[] = [];
    for (const a of e.arguments) {
      if (a.type === 'Identifier' && a.name === '__dirname') parts.push(site);
      else if (a.type === 'Literal' && typeof a.value === 'string') parts.push(a.value);
      else return undefined;
    }
    return fn === 'resolve' ? resolve(site, ...parts) : resolve(site, join(...parts));
  }
  return undefined;
}

/**
 * The module a preset or plugin entry names: a string (`'classic'`), or `require.resolve('x')`, which sites write
 * to hand Docusaurus a path instead of a name (Meta's sites name their preset so). Undefined for anything else.
 */
export function moduleNameOf(n: Node | null | undefined): string | undefined {
  if (n?.type === 'Literal') return typeof n.value === 'string' ? n.value : undefined;
  if (n?.type !== 'CallExpression' || n.callee.type !== 'MemberExpression' || n.arguments.length !== 1)
    return undefined;
  const { object, property } = n.callee;
  const isRequireResolve =
    object.type === 'Identifier' && object.name === 'require' && property.type === 'Identifier' && !n.callee.computed;
  return isRequireResolve && property.name === 'resolve' ? moduleNameOf(n.arguments[0] as Node) : undefined;
}

/** The site's `docusaurus.config.*`, if it has one. */
export function docusaurusConfigFile(site: string): string | undefined {
  return DOCUSAURUS_CONFIGS.map((n) => join(site, n)).find(existsSync);
}

/**
 * The syntax tree of a site's `docusaurus.config.*` (TypeScript stripped), with positions in the file
 * (`placeOfPathIn`); undefined without one or when it does not parse (a config Docusaurus itself could not
 * load: nothing to learn from it). The config is not run.
 */
export function docusaurusConfigModule(site: string): (ParsedModule & { file: string }) | undefined {
  const file = docusaurusConfigFile(site);
  if (!file) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = parseModule(text, file);
  return parsed && { ...parsed, file };
}

/** The syntax tree of a site's `docusaurus.config.*`, as `docusaurusConfigModule` reads it. */
export function docusaurusConfigTree(site: string): Node | undefined {
  return docusaurusConfigModule(site)?.program as Node | undefined;
}

function aliasesOf(object: ObjectExpression, site: string, out: Record<string, string>): void {
  for (const p of object.properties) {
    if (p.type !== 'Property') continue;
    const name = keyName(p);
    const path = pathValue(p.value as Expression, site);
    // An alias into node_modules pins one copy of a package for webpack (`react`): packages resolve as such here.
    if (name && path && !path.split(sep).includes('node_modules')) out[name] = path;
  }
}

export function objectProperty(object: ObjectExpression, name: string): Expression | undefined {
  const p = object.properties.find((q): q is Property => q.type === 'Property' && keyName(q) === name);
  return p?.value as Expression | undefined;
}

/** Every node of the tree, parents first. */
export function visit(node: unknown, fn: (n: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => visit(n, fn));
  const n = node as Node;
  if (typeof n.type === 'string') fn(n);
  for (const [k, v] of Object.entries(n)) if (k !== 'loc' && v && typeof v === 'object') visit(v, fn);
}

/**
 * The module aliases a site's `docusaurus.config.*` gives webpack, read from its syntax tree (the config is
 * not run): the options of `docusaurus-plugin-module-alias` (`['docusaurus-plugin-module-alias', { alias:
 * {…} }]`) and every literal `resolve: { alias: {…} }` object (what a plugin's `configureWebpack` returns).
 * Prefix → absolute path; entries whose path is computed are left out. None without such a config.
 */
export function docusaurusAliases(site: string): Record<string, string> {
  const program = docusaurusConfigTree(site);
  if (!program) return {};
  const out: Record<string, string> = {};
  visit(program, (n) => {
    if (n.type === 'ArrayExpression') {
      const [name, options] = n.elements;
      const isAliasPlugin = ALIAS_PLUGIN.test(moduleNameOf(name as Node) ?? '');
      if (!isAliasPlugin || options?.type !== 'ObjectExpression') return;
      const alias = objectProperty(options, 'alias');
      if (alias?.type === 'ObjectExpression') aliasesOf(alias, site, out);
    } else if (n.type === 'ObjectExpression') {
      const resolveOption = objectProperty(n, 'resolve');
      if (resolveOption?.type !== 'ObjectExpression') return;
      const alias = objectProperty(resolveOption, 'alias');
      if (alias?.type === 'ObjectExpression') aliasesOf(alias, site, out);
    }
  });
  return out;
}
