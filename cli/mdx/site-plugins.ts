import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PluggableList } from 'unified';

/**
 * A remark plugin a site names in `markdown.remarkPlugins`, as Docusaurus's docs `remarkPlugins` option lists
 * them: a module (a package of the site, or a file relative to the site folder) and its options (JSON: they
 * cross to the build's worker threads, which load the module themselves).
 */
export type SitePluginSpec = string | [string, unknown];

/** One import per module and thread: every page of a build shares it. */
const modules = new Map<string, Promise<unknown>>();

/** Where a plugin's module is: a relative path from the site folder, else a package of the site. */
export function pluginPath(siteRoot: string, name: string): string {
  const require = createRequire(join(siteRoot, 'package.json'));
  // A file as a Docusaurus config `require`s it: its extension (`.js`) or `index.js` may be left out.
  if (name.startsWith('.') || isAbsolute(name)) return require.resolve(resolve(siteRoot, name));
  return require.resolve(name);
}

/** The plugin function of a module, ES or CommonJS (`module.exports = fn`, `exports.default = fn`). */
function pluginOf(mod: unknown): unknown {
  let fn = (mod as { default?: unknown }).default ?? mod;
  if (typeof fn !== 'function' && fn && typeof (fn as { default?: unknown }).default === 'function') {
    fn = (fn as { default: unknown }).default;
  }
  return fn;
}

/** The site's remark plugins, loaded, in the order given; a module that does not load or is no plugin throws. */
export async function loadSitePlugins(siteRoot: string, specs: readonly SitePluginSpec[]): Promise<PluggableList> {
  const out: PluggableList = [];
  for (const spec of specs) {
    const [name, options] = typeof spec === 'string' ? [spec, undefined] : spec;
    const path = pluginPath(siteRoot, name);
    let mod = modules.get(path);
    if (!mod) modules.set(path, (mod = import(pathToFileURL(path).href)));
    const fn = pluginOf(await mod);
    if (typeof fn !== 'function') throw new Error(`\`${name}\` exports no plugin function`);
    out.push(options === undefined ? (fn as never) : [fn as never, options]);
  }
  return out;
}

/** The site's plugin lists of a build's compile options (`markdown.*`): any set makes every page full MDX. */
interface SitePluginOptions {
  remarkPlugins?: SitePluginSpec[];
  beforeRemarkPlugins?: SitePluginSpec[];
  rehypePlugins?: SitePluginSpec[];
  beforeRehypePlugins?: SitePluginSpec[];
}

export function hasSitePlugins(o: SitePluginOptions): boolean {
  return (
    !!(o.remarkPlugins?.length || o.beforeRemarkPlugins?.length || o.rehypePlugins?.length) ||
    !!o.beforeRehypePlugins?.length
  );
}

/** Every list of the site's plugins, loaded (empty lists for those not set). */
export async function loadAllSitePlugins(
  siteRoot: string,
  o: SitePluginOptions,
): Promise<{ remark: PluggableList; beforeRemark: PluggableList; rehype: PluggableList; beforeRehype: PluggableList }> {
  return {
    remark: await loadSitePlugins(siteRoot, o.remarkPlugins ?? []),
    beforeRemark: await loadSitePlugins(siteRoot, o.beforeRemarkPlugins ?? []),
    rehype: await loadSitePlugins(siteRoot, o.rehypePlugins ?? []),
    beforeRehype: await loadSitePlugins(siteRoot, o.beforeRehypePlugins ?? []),
  };
}
