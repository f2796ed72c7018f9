import type { Element, Root } from 'hast';
import { createHighlighter, createJavaScriptRegexEngine, type BundledLanguage, type Highlighter } from 'shiki';

/** Languages highlighted (each loaded when first used); others fall back to plain text with a warning. */
const LANGS = [
  'python',
  'bash',
  'shell',
  'yaml',
  'json',
  'jsonc',
  'toml',
  'sql',
  'diff',
  'docker',
  'typescript',
  'javascript',
  'tsx',
  'jsx',
  'ini',
  'html',
  'css',
  'markdown',
  'scala',
  'graphql',
  'hcl',
  'xml',
  'java',
  'go',
  'rust',
  'console',
];

const ALIASES: Record<string, string> = {
  sh: 'bash',
  zsh: 'bash',
  shell: 'bash',
  py: 'python',
  python3: 'python',
  yml: 'yaml',
  ts: 'typescript',
  js: 'javascript',
  dockerfile: 'docker',
  md: 'markdown',
  mdx: 'markdown',
  cfg: 'ini',
  env: 'ini',
  text: 'text',
  txt: 'text',
  plaintext: 'text',
  plain: 'text',
  '': 'text',
};

/**
 * Languages whose grammar highlights fenced code of other languages only when those are loaded too
 * (shiki's `embeddedLangsLazy`; of `LANGS` only Markdown — html, graphql, xml and console bring theirs).
 * They wait until every language above is loaded, so a Markdown block looks the same whichever pages
 * the thread highlighted before it.
 */
const EMBEDS_LOADED_LANGS = new Set(['markdown']);

let highlighter: Promise<Highlighter> | undefined;
const loaded = new Map<string, Promise<void>>();
const cache = new Map<string, Element>();
/** Blocks kept per thread: enough for the blocks a site repeats (install commands), bounded for 10k pages. */
const CACHE_LIMIT = 2000;

/**
 * The shared highlighter of this thread, with the two themes and no language yet: grammars load on
 * first use (a page of bash and YAML never compiles the 24 other grammars' regular expressions). The
 * JavaScript regex engine starts in ~50 ms with no WASM to load.
 */
function getHighlighter(themes: { light: string; dark: string }): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [themes.light, themes.dark],
    langs: [],
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  return highlighter;
}

/** Loads a language of `LANGS` into the highlighter once. */
function loadLang(h: Highlighter, lang: string): Promise<void> {
  let done = loaded.get(lang);
  if (!done) {
    const before = EMBEDS_LOADED_LANGS.has(lang)
      ? Promise.all(LANGS.filter((l) => !EMBEDS_LOADED_LANGS.has(l)).map((l) => loadLang(h, l)))
      : Promise.resolve();
    done = before.then(() => h.loadLanguage(lang as BundledLanguage));
    loaded.set(lang, done);
  }
  return done;
}

/** A language name as written after the fence, resolved through the aliases; `known` if it is highlighted. */
export function resolveLang(lang: string | undefined): { lang: string; known: boolean } {
  const l = (lang ?? '').toLowerCase();
  const resolved = ALIASES[l] ?? l;
  return { lang: resolved, known: resolved === 'text' || LANGS.includes(resolved) };
}

/** A highlighted block, and whether its language was known (an unknown one is shown as plain text). */
export interface Highlighted {
  pre: Element;
  /** The language after aliases (`sh` → `bash`); `text` for plain text. */
  lang: string;
  /** False when the written language has no grammar: the caller warns, naming `written`. */
  known: boolean;
}

/**
 * Highlights `code` written in the fence language `written` (any alias); an unknown language renders
 * as plain text and comes back with `known: false`, so the caller can report it where the block is.
 */
export async function highlightCode(
  code: string,
  written: string | undefined,
  themes: { light: string; dark: string },
): Promise<Highlighted> {
  const { lang, known } = resolveLang(written);
  const pre = await highlight(code, known ? lang : 'text', themes);
  return { pre, lang: known ? lang : 'text', known };
}

/**
 * Highlights `code` in both colour themes at once: tokens carry the light colour and a `--shiki-dark`
 * variable, so switching `data-theme` recolours without highlighting again. Each distinct (lang, code) is
 * highlighted once per thread; the `<pre>` is returned as a fresh copy because callers decorate it.
 * `lang` is a resolved language (`resolveLang`); one without a grammar is highlighted as plain text.
 */
export async function highlight(code: string, lang: string, themes: { light: string; dark: string }): Promise<Element> {
  const key = `${lang}\0${code}`;
  let pre = cache.get(key);
  if (!pre) {
    const h = await getHighlighter(themes);
    const grammar = lang !== 'text' && LANGS.includes(lang) ? lang : 'text';
    if (grammar !== 'text') await loadLang(h, grammar);
    const root = h.codeToHast(code, { lang: grammar, themes, defaultColor: 'light' }) as Root;
    pre = root.children[0] as Element;
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, pre);
  }
  return structuredClone(pre);
}
