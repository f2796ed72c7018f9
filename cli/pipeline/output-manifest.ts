import type { BuildManifest } from '../output/out-dir.ts';
import { CACHE_VERSION } from './page/cache.ts';
import type { LlmsFullEmitted } from './stages/llms-full.ts';
import type { PageResult } from './types.ts';

/**
 * The `.docs-manifest.json` of an output, made in one place for `docs build`, a build shard and `docs merge`:
 * its keys in one order, so that a merged output is byte-identical to a single build's.
 */
export function outputManifest(
  pages: PageResult[],
  baseUrl: string,
  keys: { llmsFull?: LlmsFullEmitted; searchShards?: string[]; files?: string[] },
): BuildManifest {
  return {
    version: CACHE_VERSION,
    renderKeys: Object.fromEntries(pages.map((p) => [p.path, p.renderKey])),
    inputKeys: Object.fromEntries(pages.flatMap((p) => (p.inputKey ? [[p.path, p.inputKey]] : []))),
    baseUrl,
    llmsFullKey: keys.llmsFull?.key,
    searchShards: keys.searchShards,
    llmsFullParts: keys.llmsFull?.parts,
    files: keys.files,
  };
}
