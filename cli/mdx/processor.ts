// The MDX pipeline's plugin list, shared by the fast path (cli/pipeline/page/compile.ts) and full MDX
// (esm/mdx-module.ts, which hands the same lists to @mdx-js/mdx): one place, so the two paths never drift.
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkEmoji from 'remark-emoji';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { rehypeBaseUrl } from './rehype-base-url.ts';
import { rehypeCodeBlocks } from './rehype-code-blocks.ts';
import { rehypeComponents } from './rehype-components.ts';
import { rehypeLinks } from './rehype-links.ts';
import { rehypeTabs } from './rehype-tabs.ts';
import { rehypeTruncate } from './rehype-truncate.ts';
import { rehypeToc } from './rehype-toc.ts';
import { rehypeH1NoId } from './rehype-h1-no-id.ts';
import { rehypeSearchNames } from './rehype-search-names.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { remarkHeadingId } from './remark-heading-id.ts';
import { remarkMarkdownCopy } from './remark-markdown-copy.ts';
import { remarkUnravel } from './remark-unravel.ts';

const MDX_NODE_TYPES = [
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
] as const;

/**
 * The remark plugins of both paths (the fast path and @mdx-js/mdx), after remark-parse and remark-mdx. A site's
 * own (`markdown.remarkPlugins`) come after the built-in ones, as in Docusaurus (the Markdown copy keeps what the
 * author wrote).
 */
export function remarkPlugins(
  withMarkdownCopy: boolean,
  site: PluggableList = [],
  siteBefore: PluggableList = [],
): PluggableList {
  return [
    remarkGfm,
    remarkDirective,
    // `beforeDefaultRemarkPlugins`: before Docusaurus's own transforms (admonitions, heading ids, emoji).
    ...siteBefore,
    remarkUnravel,
    remarkHeadingId,
    remarkAdmonitions,
    // `:tada:` → 🎉, as Docusaurus's default remark plugins do (its `markdown.emoji`, on by default).
    remarkEmoji,
    ...site,
    ...(withMarkdownCopy ? [remarkMarkdownCopy] : []),
  ];
}

/** The rehype plugins of both paths: TOC, anchors, code highlighting, components, links, the base URL. */
export const rehypePlugins: PluggableList = [
  rehypeTruncate,
  rehypeSlug,
  rehypeH1NoId,
  rehypeToc,
  rehypeSearchNames,
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
export function createProcessor(withMarkdownCopy: boolean) {
  return unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkPlugins(withMarkdownCopy))
    .use(remarkRehype, { passThrough: [...MDX_NODE_TYPES] })
    .use(rehypePlugins);
}
