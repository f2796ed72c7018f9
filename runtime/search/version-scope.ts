import { VERSION_FILTER } from '../../shared/search-ranking.ts';
import { PREFERRED_VERSION_KEY } from '../theme/preferred-version.ts';
import { createStorageSlot } from '../theme/storage.ts';

/**
 * The docs version search is scoped to, on a site with versioned docs: the version of the page being read
 * (its article's `data-docs-version`), else outside the docs the reader's preferred version, else the last
 * version (the dropdown's `data-version-latest` entry). No scope on a site without versions.
 */
export function docsVersionInScope(): string | undefined {
  const article = document.querySelector<HTMLElement>('article[data-docs-version]');
  if (article?.dataset.docsVersion) return article.dataset.docsVersion;
  const entries = [...document.querySelectorAll<HTMLAnchorElement>('.docs-version-dropdown a[data-version]')];
  if (entries.length === 0) return undefined;
  const preferred = createStorageSlot(PREFERRED_VERSION_KEY).get();
  if (preferred && entries.some((a) => a.dataset.version === preferred)) return preferred;
  return entries.find((a) => a.hasAttribute('data-version-latest'))?.dataset.version;
}

/** The Pagefind filters of that scope. */
export function searchScope(): Record<string, string> {
  const version = docsVersionInScope();
  return version ? { [VERSION_FILTER]: version } : {};
}
