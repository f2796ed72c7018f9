import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from '../../util/hash.ts';
import { writeFileAtomic } from '../../util/write-atomic.ts';
import type { CompiledDoc } from '../types.ts';

/** Bump when compile output changes shape or content for the same input, to drop stale entries. */
export const CACHE_VERSION = '16';

/** A compiled page without its two large strings: enough to route, check and decide on reuse. */
export type CompiledMeta = Omit<CompiledDoc, 'html' | 'markdown'>;

export interface MetaEntry {
  meta: CompiledMeta;
  /** Content hash of every file the page read besides itself (snippets, images). */
  deps: Record<string, string>;
}

function hashFile(file: string): string {
  try {
    return hash(readFileSync(file));
  } catch {
    return 'missing';
  }
}

/** Each file's content hash ('missing' for one that cannot be read), in the order given. */
export function hashFiles(files: string[], memo?: Map<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of files) {
    const h = memo?.get(f) ?? hashFile(f);
    memo?.set(f, h);
    out[f] = h;
  }
  return out;
}

/**
 * Compiled pages on disk (`node_modules/.cache/docs`), keyed by everything the compile reads: the page
 * source, the build-wide compile options and the page's own inputs. A hit also re-hashes the page's
 * snippet and image dependencies, so editing a snippet recompiles the pages that include it. The body
 * (article HTML, Markdown copy) is stored apart, so a build that reuses last build's files never reads it.
 */
export class CompileCache {
  constructor(private readonly dir: string | undefined) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  getMeta(key: string): CompiledMeta | undefined {
    return this.getEntry(key)?.meta;
  }

  /** The compiled page and the hashes of the files it read, if every one of them is as it was. */
  getEntry(key: string): MetaEntry | undefined {
    if (!this.dir) return undefined;
    try {
      const entry = JSON.parse(readFileSync(join(this.dir, key + '.meta.json'), 'utf8')) as MetaEntry;
      for (const [file, h] of Object.entries(entry.deps)) if (hashFile(file) !== h) return undefined;
      return entry;
    } catch {
      return undefined; // No entry, or a corrupt one: compile afresh.
    }
  }

  getBody(key: string): Pick<CompiledDoc, 'html' | 'markdown'> | undefined {
    if (!this.dir) return undefined;
    try {
      return JSON.parse(readFileSync(join(this.dir, key + '.body.json'), 'utf8'));
    } catch {
      return undefined;
    }
  }

  /** Stores a compiled page; `deps`, its dependencies' hashes when the caller made them already. */
  set(key: string, doc: CompiledDoc, deps: Record<string, string> = hashFiles(doc.deps)): void {
    if (!this.dir || doc.diagnostics.some((d) => d.severity === 'error')) return;
    const { html, markdown, ...meta } = doc;
    // Body first: a meta entry is only ever found with its body beside it.
    writeFileAtomic(join(this.dir, key + '.body.json'), JSON.stringify({ html, markdown }));
    const entry: MetaEntry = { meta, deps };
    writeFileAtomic(join(this.dir, key + '.meta.json'), JSON.stringify(entry));
  }
}
