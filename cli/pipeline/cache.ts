import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from '../util/hash.ts';
import type { CompiledDoc } from './compile.ts';

/** Bump when compile output changes shape or content for the same input, to drop stale entries. */
export const CACHE_VERSION = '3';

interface Entry {
  doc: CompiledDoc;
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

/**
 * Compiled pages on disk (`node_modules/.cache/docs`), keyed by everything the compile reads: the page
 * source, the build-wide compile options and the page's own inputs. A hit also re-hashes the page's
 * snippet and image dependencies, so editing a snippet recompiles the pages that include it.
 */
export class CompileCache {
  constructor(private readonly dir: string | undefined) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  get(key: string): CompiledDoc | undefined {
    if (!this.dir) return undefined;
    try {
      const entry = JSON.parse(readFileSync(join(this.dir, key + '.json'), 'utf8')) as Entry;
      for (const [file, h] of Object.entries(entry.deps)) if (hashFile(file) !== h) return undefined;
      return entry.doc;
    } catch {
      return undefined; // No entry, or a corrupt one: compile afresh.
    }
  }

  set(key: string, doc: CompiledDoc): void {
    if (!this.dir || doc.diagnostics.some((d) => d.severity === 'error')) return;
    const entry: Entry = { doc, deps: Object.fromEntries(doc.deps.map((f) => [f, hashFile(f)])) };
    writeFileSync(join(this.dir, key + '.json'), JSON.stringify(entry));
  }
}
