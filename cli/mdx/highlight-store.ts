import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'hast';
import { hash } from '../util/hash.ts';
import { writeFileAtomic } from '../util/write-atomic.ts';

// Highlighted code blocks on disk (`node_modules/.cache/docs/highlight`), one file per distinct block. An edited
// page is compiled again, and shiki's JavaScript engine compiles a grammar's regular expressions the first time a
// process uses it: 2.2–2.5 s of a worker for the one page changed at 2,000 pages (ARCHITECTURE.md, "Performance
// notes"), though its blocks are mostly as they were. A block found here skips shiki, and its grammar is never
// loaded. The key holds everything the `<pre>` depends on: the language, both themes, the code, and the salt —
// the compile options' hash, which holds the generator's sources and the locked package versions (shiki's).

export interface HighlightStore {
  /** The folder and salt: two stores with one id hold the same entries. */
  readonly id: string;
  get(lang: string, themes: { light: string; dark: string }, code: string): Element | undefined;
  set(lang: string, themes: { light: string; dark: string }, code: string, pre: Element): void;
}

/** The store in `dir` for this salt. Entries are written by rename, so two builds sharing the cache see whole ones. */
export function highlightStore(dir: string, salt: string): HighlightStore {
  mkdirSync(dir, { recursive: true });
  const file = (lang: string, themes: { light: string; dark: string }, code: string) =>
    join(dir, `${hash(salt, lang, themes.light, themes.dark, code)}.json`);
  return {
    id: `${dir}\0${salt}`,
    get(lang, themes, code) {
      try {
        return JSON.parse(readFileSync(file(lang, themes, code), 'utf8')) as Element;
      } catch {
        return undefined; // none yet, or unreadable: highlight afresh
      }
    },
    set(lang, themes, code, pre) {
      try {
        writeFileAtomic(file(lang, themes, code), JSON.stringify(pre));
      } catch {
        // A cache that cannot be written (full disk, read-only) costs the next build time, not this one its page.
      }
    },
  };
}
