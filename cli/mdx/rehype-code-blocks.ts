import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { SKIP, walk } from './walk.ts';
import { parseCodeMeta, withoutNpm2yarn, type CodeMeta } from './code-meta.ts';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, lineClass } from '../../shared/magic-comments.ts';
import { npm2yarnTabs } from './npm2yarn.ts';
import { highlight, resolveLang } from './highlighter.ts';
import { closest, editDistance } from '../util/suggest.ts';
import { report, stateOf, type CompileState } from './state.ts';
import type { VFile } from 'vfile';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';

/**
 * Builds the `<CodeBlock>` element (title bar, copy button and line decorations are the theme's). The
 * highlighted lines go into the `<pre>` as an HTML string: a block has hundreds of token spans, and
 * turning each into a React element only to print it again cost more than the rest of the page.
 */
export async function codeBlockNode(
  state: CompileState,
  code: string,
  lang: string,
  meta: CodeMeta,
  position?: Element['position'],
  /** The language as written on the fence (`shell`): magic comments follow Docusaurus's table by that name. */
  written: string = lang,
): Promise<ElementContent> {
  const trimmed = code.replace(/\n$/, '');
  const comments = state.options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  // A `{1,3}` range decides alone, with the first magic comment's class (as Docusaurus); else the comments do.
  const lines = meta.hasRange
    ? {
        code: trimmed,
        lines: new Map([...meta.highlight].map((n) => [n, comments[0] ? [comments[0].className] : []])),
      }
    : written
      ? applyMagicComments(trimmed, written, comments)
      : { code: trimmed, lines: new Map<number, string[]>() }; // no language, no magic comments (Docusaurus)
  const pre = await highlight(lines.code, lang, state.options.codeThemes);
  const codeEl = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (codeEl && lines.lines.size) {
    let n = 0;
    for (const line of codeEl.children) {
      if (line.type !== 'element') continue;
      n++;
      // shiki sets `class` (a string); replace it, or the element ends up with two class attributes.
      const classes = lines.lines.get(n);
      if (classes?.length) {
        delete line.properties.class;
        line.properties.className = ['line', ...classes.map(lineClass)];
      }
    }
  }
  if (meta.showLineNumbers) {
    pre.properties.className = [
      ...((pre.properties.className as string[]) ?? String(pre.properties.class ?? '').split(' ')),
      'line-numbers',
    ];
    delete pre.properties.class;
    if (meta.startLine !== 1)
      pre.properties.style = `${pre.properties.style ?? ''};counter-set:line ${meta.startLine - 1}`;
  }
  const html = codeEl ? toHtml(codeEl) : '';
  const rawPre: Element = {
    ...pre,
    properties: { ...pre.properties, dangerouslySetInnerHTML: { __html: html } as never },
    children: [],
  };
  // A language the highlighter does not know is shown plain, but keeps its name, as Docusaurus keeps the
  // `language-npm` class of a block it cannot highlight (site CSS and scripts may select on it).
  const label = lang === 'text' && written ? written : lang;
  const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'lang', value: label }];
  if (meta.title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: meta.title });
  const block: MdxJsxFlowElementHast = {
    type: 'mdxJsxFlowElement',
    name: 'CodeBlock',
    attributes,
    children: [rawPre],
    position,
  };
  return block;
}

/** Common fence languages; the hint offers the nearest of those the highlighter has. */
const COMMON_LANGS = ['python', 'bash', 'shell', 'yaml', 'json', 'toml', 'sql', 'diff', 'docker', 'typescript'];
const MORE_LANGS = ['javascript', 'tsx', 'jsx', 'ini', 'html', 'css', 'markdown', 'graphql', 'xml', 'go', 'rust'];

function unknownLanguageHint(written: string): string {
  const known = [...COMMON_LANGS, ...MORE_LANGS].filter((l) => resolveLang(l).known);
  const w = written.toLowerCase();
  // Typos only (`pyhton`): a short unknown name (`foo`) is near everything short, and suggests nothing.
  const near = closest(w, known, 1).filter((l) => editDistance(w, l) <= Math.max(1, Math.floor(w.length / 3)));
  const list = `use ${known.slice(0, COMMON_LANGS.length).join(', ')}, … or text`;
  return near.length ? `did you mean \`${near[0]}\`? ${list}` : list;
}

/**
 * Highlights every fenced code block at build time with shiki (light and dark at once), applies the
 * fence meta (`title=`, `{1,3-5}`, `showLineNumbers`) and turns ```mermaid fences into diagram
 * placeholders the runtime renders. No highlighter ships to the browser.
 */
export function rehypeCodeBlocks() {
  return async (tree: Root, file: VFile) => {
    const state = stateOf(file);
    const jobs: Promise<void>[] = [];
    walk(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      // remark-math's `$$` blocks (`math-display`) are the site's math plugin's (rehype-katex) to render, as in
      // Docusaurus, whose code blocks are components that rehype plugins never see as code.
      if (className.includes('math-display') || className.includes('math-inline')) return SKIP;
      const langClass = className.find((c) => c.startsWith('language-'));
      const source = toString(code);
      const rawMeta = (code.data as { meta?: string } | undefined)?.meta;
      const meta = parseCodeMeta(rawMeta);
      // A block that names no language takes the site's `prism.defaultLanguage`, as Docusaurus's CodeBlock does.
      const named = langClass?.slice('language-'.length);
      const written = named ?? state.options.defaultCodeLanguage;
      if (written === 'mermaid' && state.options.mermaid) {
        state.hasMermaid = true;
        const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'code', value: source }];
        const diagram: MdxJsxFlowElementHast = {
          type: 'mdxJsxFlowElement',
          name: 'Mermaid',
          attributes,
          children: [],
          position: node.position,
        };
        parent.children[index] = diagram;
        return;
      }
      const { lang, known } = resolveLang(written);
      if (!known && named !== undefined) {
        report(state, node, {
          severity: 'warning',
          ruleId: 'unknown-code-language',
          message: `Code language \`${written}\` is not highlighted; the block is shown as plain text`,
          hint: unknownLanguageHint(written ?? ''),
        });
      }
      if (meta.npm2yarn) {
        const tabMeta = parseCodeMeta(withoutNpm2yarn(rawMeta));
        jobs.push(
          npm2yarnTabs(source, (code) =>
            codeBlockNode(state, code, known ? lang : 'text', tabMeta, node.position, written ?? ''),
          ).then((tabs) => {
            parent.children[index] = { ...tabs, position: node.position };
          }),
        );
        return;
      }
      const block = codeBlockNode(state, source, known ? lang : 'text', meta, node.position, written ?? '');
      jobs.push(
        block.then((replacement) => {
          parent.children[index] = replacement;
        }),
      );
    });
    await Promise.all(jobs);
  };
}
