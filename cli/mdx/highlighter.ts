import type { Element, Root } from 'hast';
import { createHighlighter, createJavaScriptRegexEngine, type Highlighter } from 'shiki';

/** Languages loaded up front; others fall back to plain text with a warning. */
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

let highlighter: Promise<Highlighter> | undefined;
const cache = new Map<string, Element>();

/** The shared highlighter of this thread. The JavaScript regex engine starts in ~50 ms with no WASM to load. */
function getHighlighter(themes: { light: string; dark: string }): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [themes.light, themes.dark],
    langs: LANGS,
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  return highlighter;
}

export function resolveLang(lang: string | undefined): { lang: string; known: boolean } {
  const l = (lang ?? '').toLowerCase();
  const resolved = ALIASES[l] ?? l;
  return { lang: resolved, known: resolved === 'text' || LANGS.includes(resolved) };
}

/**
 * Highlights `code` in both colour themes at once: tokens carry the light colour and a `--shiki-dark`
 * variable, so switching `data-theme` recolours without highlighting again. Each distinct (lang, code) is
 * highlighted once per thread; the `<pre>` is returned as a fresh copy because callers decorate it.
 */
export async function highlight(code: string, lang: string, themes: { light: string; dark: string }): Promise<Element> {
  const key = `${lang}\0${code}`;
  let pre = cache.get(key);
  if (!pre) {
    const h = await getHighlighter(themes);
    const root = h.codeToHast(code, { lang: lang === 'text' ? 'text' : lang, themes, defaultColor: 'light' }) as Root;
    pre = root.children[0] as Element;
    cache.set(key, pre);
  }
  return structuredClone(pre);
}
