import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { EXACT_NAME_FILTER, exactNameKey } from '../../shared/search-ranking.ts';
import { walk } from './walk.ts';

const HEADING = /^h[2-6]$/;

/** The heading's name when all it says is one piece of code (`### \`dagster dev\``), else undefined. */
export function headingName(node: Element): string | undefined {
  if (!HEADING.test(node.tagName)) return undefined;
  const parts = node.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
  const only = parts[0];
  if (parts.length !== 1 || only?.type !== 'element' || only.tagName !== 'code') return undefined;
  return toString(only).trim() || undefined;
}

/**
 * Puts the name of each heading that is nothing but code (a CLI command, a config key: `dg launch`,
 * `run_coordinator`) in the page's exact-name search filter, as API symbols and page titles are: a query of
 * the whole name then finds the page, at that heading (shared/search-ranking.ts, searchExactFirst), however
 * often other pages use its words. Runs before the hash links are appended to headings.
 */
export function rehypeSearchNames() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element) => {
      const name = headingName(node);
      if (!name) return;
      node.properties.dataPagefindFilter = `${EXACT_NAME_FILTER}[data-exact]`;
      node.properties.dataExact = exactNameKey(name);
    });
  };
}
