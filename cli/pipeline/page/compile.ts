import type { Root as HastRoot } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { createElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { contentComponents, DocCardsContext } from '../../../theme/content/index.ts';
import { HeadContext, headTags } from '../../../theme/docusaurus/Head.tsx';
import type { DocCard } from '../../../shared/page-data.ts';
import { withBaseUrl } from '../../../shared/routes.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { isMdxSyntaxError, mdxSyntaxDiagnostic } from '../../diagnostics/mdx-error.ts';
import { createLiteralEvaluater } from '../../mdx/evaluate-literal.ts';
import { CONTENT_COMPONENTS } from '../../mdx/rehype-components.ts';
import { createProcessor } from '../../mdx/processor.ts';
import { contentTitleOf } from '../../mdx/content-title.ts';
import { needsEsm } from '../../mdx/esm/detect.ts';
import { hasGlobalComponents, siteMdxComponents } from '../../mdx/esm/globals.ts';
import { preprocessMdx1 } from '../../mdx/mdx1-compat.ts';
import { hasSitePlugins } from '../../mdx/site-plugins.ts';
import { splitAtTruncate } from '../../mdx/rehype-truncate.ts';
import type { Root as MdastRoot } from 'mdast';
import type { CompileOptions, CompileState } from '../../mdx/state.ts';
import type { CompiledDoc } from '../types.ts';
import { checkInline, checkNesting, checkPageSize } from '../../util/limits.ts';

/** A compiled page body: article HTML plus everything later stages need, with no tree left in it. */
/** A page with nothing in it yet: the start of an API page, or a page refused before parsing. */
export function emptyCompiledDoc(diagnostics: Diagnostic[] = []): CompiledDoc {
  return {
    html: '',
    toc: [],
    anchors: [],
    refs: [],
    hasMermaid: false,
    markdown: '',
    deps: [],
    assets: [],
    diagnostics,
  };
}

let pageProcessor: ReturnType<typeof createProcessor> | undefined;
let fragmentProcessor: ReturnType<typeof createProcessor> | undefined;

export interface CompileInput {
  file: string;
  route: string;
  /** See CompileState.linkBase. */
  linkBase?: string;
  source: string;
  options: CompileOptions;
  cards?: DocCard[];
  tocMin?: number;
  tocMax?: number;
  /** Added to line numbers in diagnostics (fragments of a YAML file). */
  lineOffset?: number;
  /** A fragment (API description): no Markdown copy, no TOC of its own. */
  fragment?: boolean;
  /** Front matter and metadata a page exports on the full-MDX path (`frontMatter`, `metadata`…). */
  doc?: CompileState['doc'];
  /** `file` is a React page of `src/pages/` and `source` the module rendering it: links are read from its markup. */
  reactPage?: boolean;
  /** A blog post: its `# title` is left out (the post's header shows it) and its excerpt kept (`excerptHtml`). */
  blogPost?: boolean;
}

function newState(input: CompileInput): CompileState {
  return {
    file: input.file,
    route: input.route,
    linkBase: input.linkBase,
    options: input.options,
    cards: input.cards,
    diagnostics: [],
    refs: [],
    anchors: [],
    toc: [],
    hasMermaid: false,
    deps: [],
    assets: [],
    lineOffset: input.lineOffset ?? 0,
    doc: input.doc,
  };
}

/**
 * Compiles MDX to article HTML (server-rendered React), TOC, anchors and positioned link refs. The article is cut
 * at a top-level `<!-- truncate -->` (cli/mdx/rehype-truncate.ts): a blog post keeps what is above as its excerpt.
 */
export async function compileMdx(input: CompileInput): Promise<CompiledDoc> {
  const source = input.blogPost ? withoutContentTitle(input.source) : input.source;
  const doc = await compileMdxBody(source === input.source ? input : { ...input, source });
  const { html, excerpt } = splitAtTruncate(doc.html);
  const { excerptIslands, ...rest } = doc;
  if (!input.blogPost) return { ...rest, html };
  // Without a marker the excerpt is the whole post, and so are its islands.
  const islands = excerpt === undefined ? doc.islands : excerptIslands;
  return { ...rest, html, excerptHtml: excerpt ?? html, ...(islands?.length ? { excerptIslands: islands } : {}) };
}

/**
 * Docusaurus's `removeContentTitle` of blog posts: a `# heading` that opens the body is blanked out (spaces, same
 * lines and columns, so every position still points into the file); the post's header shows the title.
 */
function withoutContentTitle(source: string): string {
  let tree: MdastRoot;
  try {
    tree = (pageProcessor ??= createProcessor(true)).parse(preprocessMdx1(source)) as MdastRoot;
  } catch {
    return source; // the compile reports the syntax error
  }
  const first = tree.children.find((n) => n.type !== 'mdxjsEsm' && !isCommentExpression(n));
  if (first?.type !== 'heading' || first.depth !== 1) return source;
  const start = first.position?.start.offset;
  const end = first.position?.end.offset;
  if (start === undefined || end === undefined) return source;
  return source.slice(0, start) + source.slice(start, end).replace(/[^\n]/g, ' ') + source.slice(end);
}

const isCommentExpression = (n: MdastRoot['children'][number]) =>
  n.type === 'mdxFlowExpression' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(n.value);

async function compileMdxBody(input: CompileInput): Promise<CompiledDoc> {
  const processor = input.fragment
    ? (fragmentProcessor ??= createProcessor(false))
    : (pageProcessor ??= createProcessor(true));
  const state = newState(input);
  // Before the parser: a pathological page would take minutes and gigabytes there (cli/util/limits.ts).
  const limit =
    checkPageSize(Buffer.byteLength(input.source), input.source) ??
    checkNesting(input.source) ??
    checkInline(input.source);
  if (limit) {
    const place = {
      line: limit.place.line + (input.fragment ? (input.lineOffset ?? 0) : 0),
      column: limit.place.column,
    };
    state.diagnostics.push({
      severity: 'error',
      ruleId: limit.ruleId,
      source: 'compile',
      file: input.file,
      place,
      message: limit.message,
      hint: limit.hint,
    });
    return emptyCompiledDoc(state.diagnostics);
  }
  // Docusaurus 3's `markdown.mdx1Compat` (on by default): HTML comments, `:::type Title`, `mdx-code-block`
  // fences. Same lines and columns, so every position below still points into the author's file.
  const source = preprocessMdx1(input.source, state.options.mdx1Compat);
  const vfile = new VFile({
    path: input.file,
    value: source,
    data: { state, tocMin: input.tocMin, tocMax: input.tocMax },
  });
  let html = '';
  const head: ReactNode[] = [];
  let contentTitle: string | undefined;
  try {
    const mdast = processor.parse(vfile);
    contentTitle = contentTitleOf(mdast);
    // Imports, exports or code: the full MDX compiler (cli/mdx/esm/); every other page stays on this path.
    // A swizzled MDXComponents may override any element (`h2`, `a`…), so it applies to every page, as in Docusaurus.
    // The site's remark plugins may add imports and components: the full compiler runs them.
    const full =
      hasSitePlugins(state.options) ||
      !!siteMdxComponents(state.options) ||
      needsEsm(mdast, builtinsOf(state.options), () => hasGlobalComponents(state.options));
    if (!input.fragment && full) {
      const { compileEsmPage } = await import('../../mdx/esm/compile-esm.ts');
      const out = await compileEsmPage(source, state, { min: input.tocMin, max: input.tocMax });
      if (input.reactPage) {
        (await import('../../mdx/esm/react-page-refs.ts')).addReactPageRefs(state, out.html);
        (await import('../../mdx/esm/react-page-errors.ts')).explainReactPageErrors(state);
      }
      const { html, markdown, islands, excerptIslands } = out;
      return {
        ...compiledFrom(state),
        html,
        markdown,
        contentTitle,
        ...headOf(out.head),
        ...(islands.length ? { islands } : {}),
        ...(excerptIslands?.length ? { excerptIslands } : {}),
      };
    }
    const hast = (await processor.run(mdast, vfile)) as HastRoot;
    const element = toJsxRuntime(hast, {
      Fragment,
      jsx: jsx as never,
      jsxs: jsxs as never,
      components: contentComponents as never,
      createEvaluater: (() => createLiteralEvaluater(contentComponents)) as never,
      elementAttributeNameCase: 'react',
      stylePropertyNameCase: 'dom',
    });
    const base = input.options.baseUrl ?? '/';
    const cards = input.cards?.map((c) => ({ ...c, href: withBaseUrl(base, c.href) }));
    html = renderToStaticMarkup(
      createElement(
        HeadContext.Provider,
        { value: head },
        createElement(DocCardsContext.Provider, { value: cards }, element),
      ),
    );
  } catch (error) {
    // Only parse errors are the author's; anything else is a bug, reported by the page worker as one.
    if (!isMdxSyntaxError(error)) throw error;
    state.diagnostics.push(mdxSyntaxDiagnostic(error, input.file, input.lineOffset));
  }
  const markdown = (vfile.data.markdown as string | undefined) ?? '';
  return { ...compiledFrom(state), html, markdown, contentTitle, ...headOf(head) };
}

/** The page's head tags, when it has any (most pages: none, and no key in the cached page). */
function headOf(collected: ReactNode[]): Pick<CompiledDoc, 'head'> {
  const tags = headTags(collected);
  return tags.length ? { head: tags } : {};
}

/** The built-in components of a site's pages: those the site does not define itself. */
function builtinsOf(options: CompileOptions): readonly string[] {
  const own = options.siteComponentNames;
  return own ? CONTENT_COMPONENTS.filter((n) => !own.includes(n)) : CONTENT_COMPONENTS;
}

/** What the plugins collected for a page, besides its HTML and Markdown copy. */
function compiledFrom(state: CompileState): Omit<CompiledDoc, 'html' | 'markdown'> {
  return {
    toc: state.toc,
    anchors: state.anchors,
    refs: state.refs,
    hasMermaid: state.hasMermaid,
    deps: [...new Set(state.deps)],
    assets: state.assets,
    diagnostics: state.diagnostics,
  };
}
