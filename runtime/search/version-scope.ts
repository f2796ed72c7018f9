import { versionFilter } from '../../shared/search-ranking.ts';
import { pluginOf, preferredVersionKey } from '../theme/preferred-version.ts';
import { createStorageSlot } from '../theme/storage.ts';

/**
 * The docs version search is scoped to in the docs of one plugin instance (`undefined`: the default docs): the
 * version of the page being read when it is in those docs (its article's `data-docs-version`), else the reader's
 * preferred version of them, else their last version (the dropdown's `data-version-latest` entry).
 */
function versionInScope(plugin: string | undefined, entries: HTMLAnchorElement[]): string | undefined {
  const article = document.querySelector<HTMLElement>('article[data-docs-version]');
  if (article?.dataset.docsVersion && pluginOf(article) === plugin) return article.dataset.docsVersion;
  const own = entries.filter((a) => pluginOf(a) === plugin);
  if (own.length === 0) return undefined;
  const preferred = createStorageSlot(preferredVersionKey(plugin)).get();
  if (preferred && own.some((a) => a.dataset.version === preferred)) return preferred;
  return own.find((a) => a.hasAttribute('data-version-latest'))?.dataset.version;
}

/**
 * The Pagefind filters of the search scope, as Docusaurus's search scopes to the version in context of each
 * docs plugin: one filter per versioned docs the page or its version dropdowns name (`version`, `version-<id>`).
 * A page outside those docs carries every version of them (`PageData.searchVersions`), so it stays in scope.
 */
export function searchScope(): Record<string, string> {
  const entries = [...document.querySelectorAll<HTMLAnchorElement>('.docs-version-dropdown a[data-version]')];
  const article = document.querySelector<HTMLElement>('article[data-docs-version]');
  const plugins = new Set([...entries, ...(article ? [article] : [])].map(pluginOf));
  const scope: Record<string, string> = {};
  for (const plugin of plugins) {
    const version = versionInScope(plugin, entries);
    if (version) scope[versionFilter(plugin)] = version;
  }
  return scope;
}
