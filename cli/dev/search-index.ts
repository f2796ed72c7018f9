import { SEARCH_SHARDS_FILE } from '../../shared/search-ranking.ts';
import type { PageResult } from '../pipeline/types.ts';
import { planSearchShards, shardsManifest, type ShardSizing } from '../pipeline/stages/search-shards.ts';
import { indexPagesInMemory, searchRecordsOf } from '../pipeline/stages/search-index.ts';

/** What an index is made from: the searchable pages' results and each one's HTML as last rendered. */
export interface SearchInput {
  pages: PageResult[];
  html(route: string): string | undefined;
  /** How the index is split (`search.shardPages`, `search.singleIndexPages`); a number is both. */
  sizing?: ShardSizing | number;
}

/**
 * The dev server's Pagefind index, in memory and sharded as `docs build` shards it (search-shards.ts: the same
 * plan, the same `pagefind/…` paths, the same shard list), rebuilt a moment after the last change; a shard whose
 * pages' render keys did not change is kept. The index before the last rebuild is kept too: a browser that
 * loaded the old entry file goes on to fetch the old (content-hashed) chunks, which must still be there.
 */
export class DevSearchIndex {
  private files = new Map<string, Uint8Array>();
  private previous = new Map<string, Uint8Array>();
  private shards = new Map<string, Map<string, Uint8Array>>(); // shard key → its files (output paths)
  private timer: ReturnType<typeof setTimeout> | undefined;
  private built!: () => void;
  /** Resolves once the first index is there: a request for `/pagefind/…` before it waits, as in a build. */
  private first = new Promise<void>((resolve) => (this.built = resolve));

  constructor(
    private delayMs: number,
    /** The pages to index, gathered when the rebuild starts. */
    private input: () => Promise<SearchInput>,
    private log: (line: string) => void,
  ) {}

  /** Rebuilds after `delayMs` without a further call. */
  schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.rebuild(), this.delayMs);
  }

  private async rebuild(): Promise<void> {
    try {
      const { pages, html, sizing } = await this.input();
      const searchable = pages.filter((p) => p.searchable);
      const plan = planSearchShards(
        searchable.map((p) => ({ path: p.path, renderKey: p.renderKey })),
        sizing,
      );
      const records = searchRecordsOf(pages);
      const files = new Map<string, Uint8Array>();
      const shards = new Map<string, Map<string, Uint8Array>>();
      for (const shard of plan) {
        let own = this.shards.get(shard.key);
        if (!own) {
          const inShard = new Set(shard.routes);
          const docs = shard.routes.flatMap((url) => {
            const text = html(url);
            return text === undefined ? [] : [{ url, html: text }];
          });
          const indexed = await indexPagesInMemory(
            docs,
            records.filter((r) => inShard.has(r.route)),
          );
          own = new Map();
          for (const [name, content] of indexed)
            if (name !== SEARCH_SHARDS_FILE) own.set(`${shard.dir}/${name}`, content);
        }
        shards.set(shard.key, own);
        for (const [name, content] of own) files.set(name, content);
      }
      const manifest = shardsManifest(plan);
      files.set(manifest.file, new TextEncoder().encode(manifest.content));
      this.shards = shards;
      this.previous = this.files;
      this.files = files;
    } catch (error) {
      this.log(`  search index: ${(error as Error).message}`);
    }
    this.built();
  }

  /** A file of the index by its output path (`pagefind/…`); waits for the first index. */
  async get(name: string): Promise<Uint8Array | undefined> {
    await this.first;
    return this.files.get(name) ?? this.previous.get(name);
  }

  /** The output paths of the index now (the shard list, each shard's entry, chunks and fragments). */
  async names(): Promise<string[]> {
    await this.first;
    return [...this.files.keys()].sort();
  }

  close(): void {
    clearTimeout(this.timer);
    this.built();
  }
}
