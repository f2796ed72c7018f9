import type { Root as HastRoot } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { createElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { contentComponents, DocCardsContext } from '../../../theme/content/index.ts';
import { HeadContext, headTags } from '../../../theme/docusaurus/Head.tsx';
import type { HeadTag } from '../../../shared/head.ts';
import type { DocCard, TocItem } from '../../../shared/page-data.ts';
import { withBaseUrl } from '../../../shared/routes.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { isMdxSyntaxError, mdxSyntaxDiagnostic } from '../../diagnostics/mdx-error.ts';
import { createLiteralEvaluater } from '../../mdx/evaluate-literal.ts';
import { rehypeCodeBlocks } from '../../mdx/rehype-code-blocks.ts';
import { rehypeBaseUrl } from '../../mdx/rehype-base-url.ts';
import { CONTENT_COMPONENTS, rehypeComponents } from '../../mdx/rehype-components.ts';
import { needsEsm } from '../../mdx/esm/detect.ts';
import { hasGlobalComponents, siteMdxComponents } from '../../mdx/esm/globals.ts';
import { rehypeLinks } from '../../mdx/rehype-links.ts';
import { rehypeTabs } from '../../mdx/rehype-tabs.ts';
import { rehypeToc } from '../../mdx/rehype-toc.ts';
import { preprocessMdx1 } from '../../mdx/mdx1-compat.ts';
import { remarkAdmonitions } from '../../mdx/remark-admonitions.ts';
import { remarkHeadingId } from '../../mdx/remark-heading-id.ts';
import { remarkMarkdownCopy } from '../../mdx/remark-markdown-copy.ts';
import { remarkUnravel } from '../../mdx/remark-unravel.ts';
import type { CompileOptions, CompileState, Ref } from '../../mdx/state.ts';
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

export interface CompiledDoc {
  html: string;
  toc: TocItem[];
  anchors: string[];
  refs: Ref[];
  hasMermaid: boolean;
  /** Plain-Markdown copy of the page body (components replaced). */
  markdown: string;
  deps: string[];
  assets: { from: string; to: string }[];
  diagnostics: Diagnostic[];
  /** Entries indexed as search results of their own (API symbols), apart from the page. */
  searchRecords?: SearchRecord[];
  /** What the page puts in the document head (MDX `<head>`, `@docusaurus/Head`). */
  head?: HeadTag[];
}

/** A part of a page that search returns on its own: its anchor, title and HTML to index. */
export interface SearchRecord {
  anchor: string;
  /** Shown as the result's title: the symbol alone (`@multi_asset`). */
  title: string;
  /** Shown beside the title: where the record is (the page title). */
  context: string;
  html: string;
}

const MDX_NODE_TYPES = [
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
] as const;

/** The remark plugins of both paths (the fast path and @mdx-js/mdx), after remark-parse and remark-mdx. */
export function remarkPlugins(withMarkdownCopy: boolean): PluggableList {
  return [
    remarkGfm,
    remarkDirective,
    remarkUnravel,
    remarkHeadingId,
    remarkAdmonitions,
    ...(withMarkdownCopy ? [remarkMarkdownCopy] : []),
  ];
}

/** The rehype plugins of both paths: TOC, anchors, code highlighting, components, links, the base URL. */
export const rehypePlugins: PluggableList = [
  rehypeSlug,
  rehypeToc,
  [
    rehypeAutolinkHeadings,
    {
      behavior: 'append',
      properties: { className: ['hash-link'], ariaHidden: 'true', tabIndex: -1, dataPagefindIgnore: '' },
      content: { type: 'text', value: '#' },
    },
  ],
  // Fences first: the blocks CodeExample and CliInvocationExample create are highlighted already.
  rehypeCodeBlocks,
  rehypeComponents,
  rehypeTabs,
  rehypeLinks,
  // Last: every root-relative URL the steps above wrote goes under the site's baseUrl.
  rehypeBaseUrl,
];

/**
 * One processor for every page of a thread: the plugins read their per-page state from the VFile.
 * All pages are parsed as MDX (as Docusaurus 3 does by default), so `.md` and `.mdx` follow one set of rules.
 */
function createProcessor(withMarkdownCopy: boolean) {
  return unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkPlugins(withMarkdownCopy))
    .use(remarkRehype, { passThrough: [...MDX_NODE_TYPES] })
    .use(rehypePlugins);
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

/** Compiles MDX to article HTML (server-rendered React), TOC, anchors and positioned link refs. */
export async function compileMdx(input: CompileInput): Promise<CompiledDoc> {
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
  const source = preprocessMdx1(input.source);
  const vfile = new VFile({
    path: input.file,
    value: source,
    data: { state, tocMin: input.tocMin, tocMax: input.tocMax },
  });
  let html = '';
  const head: ReactNode[] = [];
  try {
    const mdast = processor.parse(vfile);
    // Imports, exports or code: the full MDX compiler (cli/mdx/esm/); every other page stays on this path.
    // A swizzled MDXComponents may override any element (`h2`, `a`…), so it applies to every page, as in Docusaurus.
    const full =
      !!siteMdxComponents(state.options) ||
      needsEsm(mdast, CONTENT_COMPONENTS, () => hasGlobalComponents(state.options));
    if (!input.fragment && full) {
      const { compileEsmPage } = await import('../../mdx/esm/compile-esm.ts');
      const out = await compileEsmPage(source, state, { min: input.tocMin, max: input.tocMax });
      return { ...compiledFrom(state), html: out.html, markdown: out.markdown, ...headOf(out.head) };
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
  return { ...compiledFrom(state), html, markdown, ...headOf(head) };
}

/** The page's head tags, when it has any (most pages: none, and no key in the cached page). */
function headOf(collected: ReactNode[]): Pick<CompiledDoc, 'head'> {
  const tags = headTags(collected);
  return tags.length ? { head: tags } : {};
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
