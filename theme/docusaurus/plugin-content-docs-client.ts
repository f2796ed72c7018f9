import { useContext } from 'react';
import { DocusaurusContext, PageRouteContext, type DocsVersionInfo, type DocusaurusContextValue } from './context.ts';

/** One version of the docs, as Docusaurus's global data gives it (its `docs` only the main doc here). */
function globalVersion(v: DocsVersionInfo) {
  return {
    name: v.name,
    label: v.label,
    path: v.path,
    isLast: v.isLast,
    mainDocId: v.mainDocId,
    docs: [{ id: v.mainDocId, path: v.mainDocPath, sidebar: undefined }],
    draftIds: [],
    sidebars: {},
  };
}

/**
 * The versions of the docs of `pluginId` (the default docs without it), newest first; docs without versions have
 * one, current, at the base URL.
 */
export function versionsOf(context: DocusaurusContextValue, pluginId?: string) {
  const own =
    pluginId && pluginId !== 'default' ? context.instanceVersions?.[pluginId] : (context.docVersions ?? undefined);
  if (own?.length) return own.map(globalVersion);
  const path = context.siteConfig.baseUrl;
  return [globalVersion({ name: 'current', label: 'Next', path, isLast: true, mainDocId: '', mainDocPath: path })];
}

/** `@docusaurus/plugin-content-docs/client`: the hooks site components call (`pluginId`: a docs instance's). */
export function useVersions(pluginId?: string) {
  return versionsOf(useContext(DocusaurusContext), pluginId);
}

export function useLatestVersion(pluginId?: string) {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0]!;
}

/** The version of the page rendered (the longest version path its route starts with), else the latest. */
export function useActiveVersion(pluginId?: string) {
  const versions = useVersions(pluginId);
  const route = useContext(PageRouteContext);
  const within = (path: string) => route === path || route.startsWith(path.replace(/\/$/, '') + '/');
  const matching = versions.filter((v) => within(v.path)).sort((a, b) => b.path.length - a.path.length);
  return matching[0] ?? versions.find((v) => v.isLast) ?? versions[0]!;
}

export const useDocsVersion = useActiveVersion;

export function useActiveDocContext(pluginId?: string) {
  const version = useActiveVersion(pluginId);
  return { activeVersion: version, activeDoc: undefined, alternateDocVersions: {} };
}

/** The current doc: its front matter and metadata are not passed to imported components (empty objects). */
export function useDoc() {
  return { frontMatter: {}, metadata: {}, toc: [], contentTitle: undefined };
}
