import type { ArrayExpression, Expression, Node, ObjectExpression } from 'estree';
import type { Diagnostic, Place } from '../diagnostics/diagnostic.ts';
import { docusaurusConfigModule, keyName, objectProperty, visit } from './docusaurus-aliases.ts';
import { placeOfPathIn, type ParsedModule } from './locate-key.ts';

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

const START: Place = { line: 1, column: 1 };

/** One plugin entry as the parse found it: where it is named, and where its options' keys are written. */
interface EntryPlaces {
  plugin: Place;
  at: (path: readonly PropertyKey[]) => Place;
}

function entryPlaces(parsed: ParsedModule | undefined, entry: ArrayExpression | undefined): EntryPlaces {
  if (!parsed || !entry) return { plugin: START, at: () => START };
  const plugin = placeOfPathIn(parsed, entry, [0]) ?? START;
  return { plugin, at: (path) => placeOfPathIn(parsed, entry, [1, ...path]) ?? plugin };
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];

/** The options as Docusaurus takes them: `from` a string or a list, extensions without their dot. */
function optionsOf(raw: Record<string, unknown>, file: string, places: EntryPlaces): ClientRedirectOptions {
  const redirects: ClientRedirectOptions['redirects'] = [];
  (Array.isArray(raw.redirects) ? raw.redirects : []).forEach((r: unknown, i) => {
    if (!r || typeof r !== 'object' || typeof (r as { to?: unknown }).to !== 'string') return;
    const { from, to } = r as { from?: unknown; to: string };
    const path = ['redirects', i, 'from'];
    if (typeof from === 'string') redirects.push({ from, to, place: places.at(path) });
    else strings(from).forEach((f, j) => redirects.push({ from: f, to, place: places.at([...path, j]) }));
  });
  const fn = raw.createRedirects;
  return {
    file,
    place: places.plugin,
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

/** The plugin's entries (`['@docusaurus/plugin-client-redirects', {…}]`) in the config's syntax tree. */
function pluginEntries(program: Node): (ArrayExpression & { elements: [Node, ObjectExpression] })[] {
  const found: (ArrayExpression & { elements: [Node, ObjectExpression] })[] = [];
  visit(program, (n) => {
    if (n.type !== 'ArrayExpression') return;
    const [name, options] = n.elements;
    if (name?.type !== 'Literal' || typeof name.value !== 'string' || !PLUGIN.test(name.value)) return;
    if (options?.type === 'ObjectExpression') found.push(n as ArrayExpression & { elements: [Node, ObjectExpression] });
  });
  return found;
}

/** The config's plugin entries once it has run (its export, or what its exported function returns). */
async function configPlugins(exported: unknown): Promise<unknown[]> {
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
  const parsed = docusaurusConfigModule(site);
  if (!parsed) return undefined;
  const { file } = parsed;
  const entries = pluginEntries(parsed.program as Node);
  if (!entries.length) return undefined;
  // The run config's instances are the parse's, in order (one left out by a condition: placed at the first).
  const placesOf = (i: number) => entryPlaces(parsed, entries[i] ?? entries[0]);
  try {
    const plugins = await configPlugins(await run(file));
    const instances = plugins.filter(
      (e): e is [string, Record<string, unknown>] =>
        Array.isArray(e) && typeof e[0] === 'string' && PLUGIN.test(e[0]) && !!e[1] && typeof e[1] === 'object',
    );
    return instances.map(([, raw], i) => optionsOf(raw, file, placesOf(i)));
  } catch (error) {
    // Not run: what is written as literals still counts; a `createRedirects` is named as left out.
    return entries.map((entry, i) => {
      const tree = entry.elements[1];
      const raw = (literal(tree) ?? {}) as Record<string, unknown>;
      const places = placesOf(i);
      if (objectProperty(tree, 'createRedirects'))
        diagnostics.push({
          severity: 'warning',
          ruleId: 'invalid-config',
          source: 'config',
          file,
          place: places.at(['createRedirects']),
          message:
            '`createRedirects` of @docusaurus/plugin-client-redirects is not run: the config did not load ' +
            `(${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
          hint: "install the config's packages in the site (`npm install`), or list the redirects in `redirects`",
        });
      return optionsOf(raw, file, places);
    });
  }
}
