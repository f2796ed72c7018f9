import { useContext } from 'react';
import { DocusaurusContext } from './context.ts';

/** One version of the docs: this generator builds one, the current one, at the base URL. */
function currentVersion(baseUrl: string) {
  return { name: 'current', label: 'Next', path: baseUrl, isLast: true, docs: [], mainDocId: '' };
}

/** `@docusaurus/plugin-content-docs/client`: the hooks site components call, for a single-version site. */
export function useActiveVersion(_pluginId?: string) {
  return currentVersion(useContext(DocusaurusContext).siteConfig.baseUrl);
}

export function useVersions(_pluginId?: string) {
  return [useActiveVersion()];
}

export const useLatestVersion = useActiveVersion;
export const useDocsVersion = useActiveVersion;

export function useActiveDocContext(_pluginId?: string) {
  const version = useActiveVersion();
  return { activeVersion: version, activeDoc: undefined, alternateDocVersions: {} };
}

/** The current doc: its front matter and metadata are not passed to imported components (empty objects). */
export function useDoc() {
  return { frontMatter: {}, metadata: {}, toc: [], contentTitle: undefined };
}
