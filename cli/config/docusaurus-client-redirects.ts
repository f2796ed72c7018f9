import { readFileSync } from 'node:fs';
import type { Expression, Node, ObjectExpression } from 'estree';
import type { Diagnostic, Place } from '../diagnostics/diagnostic.ts';
import { docusaurusConfigFile, docusaurusConfigTree, keyName, objectProperty, visit } from './docusaurus-aliases.ts';

// `@docusaurus/plugin-client-redirects` in a site's `docusaurus.config.*`: its `redirects`, `createRedirects`,
// `fromExtensions` and `toExtensions`. `createRedirects` is a function of each route, so the config is run (as
// Docusaurus runs it: it is the site owner's code, like its sidebars); when it does not load (a package it
// imports is not installed), the options written as literals are still taken and `createRedirects` is named as
// not run. The redirects they make join the site's own (cli/pipeline/stages/redirects.ts `clientRedirects`).

const PLUGIN = /^(@docusaurus\/plugin-client-redirects|client-redirects|docusaurus-plugin-client-redirects)$/;

export type CreateRedirects = (existingPath: string) => string | string[] | null | undefined;

/** One instance of the plugin, as our redirects stage uses it. */
export interface ClientRedirectOptions {
  /** The docusaurus config the options are written in. */
  file: string;
  /** Where the plugin is named in it (its diagnostics point there). */
  place: Place;
  redirects: { from: string; to: string; place: Place }[];
  createRedirects?: CreateRedirects;
  fromExtensions: string[];
  toExtensions: string[];
}

/** The line and column of the first `needle` in `text` after `from`, else `fallback`. */
function placeOf(text: string, needle: string, fallback: Place, from = 0): Place {
  const at = text.indexOf(needle, from);
  if (at < 0) return fallback;
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];

/** The options as Docusaurus takes them: `from` a string or a list, extensions without their dot. */
function optionsOf(raw: Record<string, unknown>, file: string, text: string, place: Place): ClientRedirectOptions {
  const after = text.indexOf('client-redirects');
  const redirects: ClientRedirectOptions['redirects'] = [];
  for (const r of Array.isArray(raw.redirects) ? raw.redirects : []) {
    if (!r || typeof r !== 'object' || typeof (r as { to?: unknown }).to !== 'string') continue;
    const { from, to } = r as { from?: unknown; to: string };
    for (const f of strings(from)) redirects.push({ from: f, to, place: placeOf(text, `'${f}'`, place, after) });
  }
  const fn = raw.createRedirects;
  return {
    file,
    place,
    redirects,
    createRedirects: typeof fn === 'function' ? (fn as CreateRedirects) : undefined,
    fromExtensions: strings(raw.fromExtensions),
    toExtensions: strings(raw.toExtensions),
  };
}

/** The literal value of an expression (strings, numbers, arrays, objects); undefined when computed. */
function literal(e: Expression | null | undefined): unknown {
  if (!e) return undefined;
  if (e.type === 'Literal') return e.value;
  if (e.type === 'TemplateLiteral' && e.expressions.length === 0) return e.quasis[0]?.value.cooked;
  if (e.type === 'ArrayExpression')
    return e.elements.map((x) => (x && x.type !== 'SpreadElement' ? literal(x) : undefined));
  if (e.type === 'ObjectExpression') {
    const out: Record<string, unknown> = {};
    for (const p of e.properties) {
      const name = p.type === 'Property' ? keyName(p) : undefined;
      if (name && p.type === 'Property') out[name] = literal(p.value as Expression);
    }
    return out;
  }
  return undefined;
}

/** The plugin's options objects in the config's syntax tree. */
function optionTrees(program: Node): ObjectExpression[] {
  const found: ObjectExpression[] = [];
  visit(program, (n) => {
    if (n.type !== 'ArrayExpression') return;
    const [name, options] = n.elements;
    if (name?.type !== 'Literal' || typeof name.value !== 'string' || !PLUGIN.test(name.value)) return;
    if (options?.type === 'ObjectExpression') found.push(options);
  });
  return found;
}

/** The config's plugin entries once it has run (its export, or what its exported function returns). */
async function pluginEntries(exported: unknown): Promise<unknown[]> {
  const config = typeof exported === 'function' ? await (exported as () => unknown)() : await exported;
  const plugins = config && typeof config === 'object' ? (config as { plugins?: unknown }).plugins : undefined;
  return Array.isArray(plugins) ? plugins : [];
}

/**
 * The client-redirects plugin instances of the site's `docusaurus.config.*` (none: undefined, and the config is
 * not run). `run` loads the config module as the sidebars are loaded (cli/config/load.ts).
 */
export async function docusaurusClientRedirects(
  site: string,
  run: (file: string) => Promise<unknown>,
  diagnostics: Diagnostic[],
): Promise<ClientRedirectOptions[] | undefined> {
  const program = docusaurusConfigTree(site);
  const file = docusaurusConfigFile(site);
  if (!program || !file) return undefined;
  const trees = optionTrees(program);
  if (!trees.length) return undefined;
  const text = readFileSync(file, 'utf8');
  const place = placeOf(text, 'client-redirects', { line: 1, column: 1 });
  try {
    const entries = await pluginEntries(await run(file));
    const instances = entries.filter(
      (e): e is [string, Record<string, unknown>] =>
        Array.isArray(e) && typeof e[0] === 'string' && PLUGIN.test(e[0]) && !!e[1] && typeof e[1] === 'object',
    );
    return instances.map(([, raw]) => optionsOf(raw, file, text, place));
  } catch (error) {
    // Not run: what is written as literals still counts; a `createRedirects` is named as left out.
    return trees.map((tree) => {
      const raw = (literal(tree) ?? {}) as Record<string, unknown>;
      if (objectProperty(tree, 'createRedirects'))
        diagnostics.push({
          severity: 'warning',
          ruleId: 'invalid-config',
          source: 'config',
          file,
          place: placeOf(text, 'createRedirects', place),
          message:
            '`createRedirects` of @docusaurus/plugin-client-redirects is not run: the config did not load ' +
            `(${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
          hint: "install the config's packages in the site (`npm install`), or list the redirects in `redirects`",
        });
      return optionsOf(raw, file, text, place);
    });
  }
}
