// Docusaurus's `contentTitle`: the text of a file's first heading when that heading is a `# heading` above any
// thematic break (a file whose first heading is `##`, or comes after a `---`, has none). One rule for the compile
// (esm/doc-exports.ts exports it) and for
// discover, which needs a page's title before any compile: a page without `title` in its front matter is
// named by it. Read from the parsed tree, so a `# comment` line inside a code block is never a title.
import type { Heading, Root as MdastRoot } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { preprocessMdx1 } from './mdx1-compat.ts';
import { EXIT, walk } from './walk.ts';

/**
 * The first heading's text if it is a level-1 heading above the first thematic break (`---`), else undefined:
 * Docusaurus's contentTitle plugin stops at a thematic break, so a page whose `# Part` follows an introduction
 * closed by `---` keeps its front matter title above the content.
 */
export function contentTitleOf(tree: MdastRoot): string | undefined {
  let title: string | undefined;
  walk(tree, (node) => {
    if (node.type === 'thematicBreak') return EXIT;
    if (node.type !== 'heading') return undefined;
    if ((node as Heading).depth === 1) title = mdastToString(node).trim() || undefined;
    return EXIT;
  });
  return title;
}

const mdxParser = unified().use(remarkParse).use(remarkMdx);
const markdownParser = unified().use(remarkParse);

/**
 * The content title of a page body (front matter already cut off), parsed as the compile parses it (MDX,
 * after Docusaurus's mdx1Compat rewrites). A body that is not valid MDX is read as CommonMark instead: the
 * compile reports the syntax error with its place, and the page still gets the title its author wrote.
 */
export function contentTitleOfSource(body: string): string | undefined {
  const source = preprocessMdx1(body);
  let tree: MdastRoot;
  try {
    tree = mdxParser.parse(source);
  } catch {
    tree = markdownParser.parse(source);
  }
  return contentTitleOf(tree);
}
