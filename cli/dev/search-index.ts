import { indexPagesInMemory } from '../pipeline/stages/search-index.ts';

/**
 * The dev server's Pagefind index, rebuilt in memory a moment after the last change (search works in
 * dev too). The index before the last rebuild is kept: a browser that loaded the old entry file goes on
 * to fetch the old (content-hashed) chunks, which must still be there while it finishes its search.
 */
export class DevSearchIndex {
  private files = new Map<string, Uint8Array>();
  private previous = new Map<string, Uint8Array>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private delayMs: number,
    /** The pages to index and their extra records, gathered when the rebuild starts. */
    private input: () => Promise<Parameters<typeof indexPagesInMemory>>,
    private log: (line: string) => void,
  ) {}

  /** Rebuilds after `delayMs` without a further call. */
  schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(async () => {
      try {
        const rebuilt = await indexPagesInMemory(...(await this.input()));
        this.previous = this.files;
        this.files = rebuilt;
      } catch (error) {
        this.log(`  search index: ${(error as Error).message}`);
      }
    }, this.delayMs);
  }

  /** A file of `/pagefind/` by its name there. */
  get(name: string): Uint8Array | undefined {
    return this.files.get(name) ?? this.previous.get(name);
  }

  close(): void {
    clearTimeout(this.timer);
  }
}
