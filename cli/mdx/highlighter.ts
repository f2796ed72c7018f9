import type { Element, Root } from 'hast';
import {
  bundledLanguages,
  createHighlighter,
  createJavaScriptRegexEngine,
  type BundledLanguage,
  type BundledTheme,
  type Highlighter,
  type LanguageRegistration,
} from 'shiki';
import { cloneTree } from './clone-tree.ts';
import type { HighlightStore } from './highlight-store.ts';

/**
 * The languages of the docs; any other language shiki bundles is highlighted too (each grammar loads when
 * first used), and the rest fall back to plain text with a warning. This set is also what a Markdown block's
 * fences are highlighted with (see `highlighterFor`).
 */
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

/**
 * Prism's language names and aliases (those of `prismjs/components.json`) that shiki bundles under another name:
 * a Docusaurus site's ```objectivec is highlighted as Docusaurus highlights it, not shown as plain text.
 */
export const PRISM_NAMES: Record<string, string> = {
  objectivec: 'objective-c',
  markup: 'html',
  svg: 'xml',
  mathml: 'xml',
  ssml: 'xml',
  atom: 'xml',
  rss: 'xml',
  'shell-session': 'shellsession',
  'sh-session': 'shellsession',
  arduino: 'cpp',
  ino: 'cpp',
  dotnet: 'csharp',
  apacheconf: 'apache',
  django: 'jinja',
  jinja2: 'jinja',
  mustache: 'handlebars',
  gradle: 'groovy',
  jsonp: 'json',
  webmanifest: 'json',
  'js-extras': 'javascript',
  purs: 'purescript',
  rkt: 'racket',
  context: 'latex',
  mathematica: 'wolfram',
  nb: 'wolfram',
  sol: 'solidity',
  rq: 'sparql',
  trig: 'turtle',
  pq: 'powerquery',
  mscript: 'powerquery',
  objectpascal: 'pascal',
  gawk: 'awk',
  vbnet: 'vb',
  'visual-basic': 'vb',
  vba: 'vb',
  nasm: 'asm',
  armasm: 'asm',
  'arm-asm': 'asm',
  cshtml: 'razor',
};

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
  // Prism's names (Docusaurus highlights with Prism) for languages shiki knows by another name.
  ...PRISM_NAMES,
};

const cache = new Map<string, Element>();
/** Blocks kept between processes (highlight-store.ts), when the build has a cache; asked after `cache`. */
let store: HighlightStore | undefined;

/** Where this thread keeps highlighted blocks between builds (`undefined`: in memory only, `--no-cache`). */
export function useHighlightStore(next: HighlightStore | undefined): void {
  // Blocks remembered for another store (another site built in this process, or another generator version)
  // would never reach this one: only a block highlighted here is written to the store.
  if (next?.id !== store?.id) cache.clear();
  store = next;
}
/** Blocks kept per thread: enough for the blocks a site repeats (install commands), bounded for 10k pages. */
const CACHE_LIMIT = 2000;

type Themes = { light: string; dark: string };
const newHighlighter = (themes: Themes, langs: LanguageRegistration[] = []) =>
  createHighlighter({
    themes: [themes.light, themes.dark],
    langs,
    // The JavaScript regex engine starts in ~50 ms with no WASM to load.
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });

/**
 * The shared highlighter of this thread, with the two themes and no language yet: grammars load on
 * first use (a page of bash and YAML never compiles the other grammars' regular expressions).
 */
let shared: Promise<Highlighter> | undefined;
/** Per language: the highlighter that has it loaded. */
const byLang = new Map<string, Promise<Highlighter>>();

/**
 * The highlighter for `lang`, its grammar loaded. A block must look the same whichever blocks the thread
 * highlighted before it, so a grammar that reacts to other loaded grammars gets a highlighter of its own:
 * one that highlights fenced code of other languages only when those are loaded (shiki's
 * `embeddedLangsLazy`: Markdown, MDX, Vue, Svelte…) is given the fixed set `LANGS` first, as when every
 * grammar of that set was loaded up front; one that injects itself into other grammars (`injectTo`:
 * `es-tag-css`, `vue-directives`…) would change them. Every other grammar joins the shared highlighter.
 */
function highlighterFor(lang: string, themes: Themes): Promise<Highlighter> {
  let h = byLang.get(lang);
  if (!h) {
    h = (async () => {
      const registrations = await grammarOf(lang);
      const lazy = registrations.some((r) => r.embeddedLangsLazy?.length);
      if (lazy || registrations.some((r) => r.injectTo?.length)) {
        const fixed = lazy ? await Promise.all(LANGS.filter((l) => l !== lang).map(grammarOf)) : [];
        return newHighlighter(themes, [...fixed.flat(), ...registrations]);
      }
      const h = await (shared ??= newHighlighter(themes));
      await h.loadLanguage(...registrations);
      return h;
    })();
    byLang.set(lang, h);
  }
  return h;
}

/** A bundled language's grammar with the grammars it embeds, dependencies first. */
async function grammarOf(lang: string): Promise<LanguageRegistration[]> {
  const module = await bundledLanguages[lang as BundledLanguage]();
  return module.default;
}

/** Names shiki has a grammar for (its ids and aliases: `kotlin`, `objc`, `cmd`, `powershell`…). */
const isBundled = (lang: string) => Object.hasOwn(bundledLanguages, lang);

/** A language name as written after the fence, resolved through the aliases; `known` if it is highlighted. */
export function resolveLang(lang: string | undefined): { lang: string; known: boolean } {
  const l = (lang ?? '').toLowerCase();
  const resolved = ALIASES[l] ?? l;
  return { lang: resolved, known: resolved === 'text' || LANGS.includes(resolved) || isBundled(resolved) };
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
export async function highlightCode(code: string, written: string | undefined, themes: Themes): Promise<Highlighted> {
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
export async function highlight(code: string, lang: string, themes: Themes): Promise<Element> {
  const key = `${lang}\0${themes.light}\0${themes.dark}\0${code}`; // two sites in one process may differ in themes
  let pre = cache.get(key);
  if (!pre) {
    const grammar = lang !== 'text' && (LANGS.includes(lang) || isBundled(lang)) ? lang : 'text';
    pre = store?.get(grammar, themes, code);
    if (!pre) {
      const h = await (grammar === 'text' ? (shared ??= newHighlighter(themes)) : highlighterFor(grammar, themes));
      // A highlighter is made with the themes of the first site this thread built; a later one may have others.
      const missing = [themes.light, themes.dark].filter((t) => !h.getLoadedThemes().includes(t));
      if (missing.length) await h.loadTheme(...(missing as BundledTheme[]));
      // No time limit per line (shiki's default is 500 ms of wall time): on a loaded machine a line that was
      // descheduled or paused for GC stopped early and came out as one token in one theme only, so the same
      // page highlighted differently from build to build.
      const options = { lang: grammar, themes, defaultColor: 'light', tokenizeTimeLimit: 0 } as const;
      pre = (h.codeToHast(code, options) as Root).children[0] as Element;
      store?.set(grammar, themes, code, pre);
    }
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, pre);
  }
  return cloneTree(pre);
}
