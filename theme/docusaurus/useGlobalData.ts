import { useContext } from 'react';
import { DocusaurusContext, type DocusaurusContextValue } from './context.ts';
import { versionsOf } from './plugin-content-docs-client.ts';

// `@docusaurus/useGlobalData`: the data plugins hand to the client, by plugin name then instance id. Of
// Docusaurus's own plugins only the docs plugin has any (`{path, versions, breadcrumbs}`); site components read
// it for version lists (`usePluginData('docusaurus-plugin-content-docs').versions`).

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** One docs instance's global data: its versions as `useVersions` gives them, current first as in Docusaurus. */
function docsData(context: DocusaurusContextValue, pluginId: string) {
  const versions = versionsOf(context, pluginId);
  // The instance's base path: every version path starts with it, and the last version sits there unless it
  // was given a path of its own — the shortest path is the base.
  const path = versions.map((v) => v.path).sort((a, b) => a.length - b.length)[0] ?? context.siteConfig.baseUrl;
  return { path, versions, breadcrumbs: true };
}

/** Every plugin's global data (`{[pluginName]: {[pluginId]: data}}`), as Docusaurus's `useGlobalData()`. */
function globalDataOf(context: DocusaurusContextValue): Record<string, Record<string, unknown>> {
  const ids = ['default', ...Object.keys(context.instanceVersions ?? {}).filter((id) => id !== 'default')];
  return { [DOCS_PLUGIN]: Object.fromEntries(ids.map((id) => [id, docsData(context, id)])) };
}

export default function useGlobalData() {
  return globalDataOf(useContext(DocusaurusContext));
}

/** All instances' data of one plugin; undefined for a plugin with none (Docusaurus's default, no `failfast`). */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}) {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

/** One instance's data (`pluginId` 'default' unless given); undefined when the plugin has none. */
export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}) {
  const data = useAllPluginInstancesData(pluginName, options)?.[pluginId];
  if (!data && options.failfast)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
