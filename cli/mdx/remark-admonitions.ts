import { slug } from 'github-slugger';
import type { Heading, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { SKIP, walk } from './walk.ts';
import { report, stateOf } from './state.ts';
import type { VFile } from 'vfile';

/**
 * Admonition types of CONTENT-FORMAT, plus Docusaurus's legacy aliases. The element keeps the name as written:
 * the theme gives each its Docusaurus label (`:::caution` says "caution", not "warning") and its box style.
 */
const TYPES = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);

/** Text a directive was written as, for directives that are not admonitions (`key:value` in prose). */
function asText(node: TextDirective | LeafDirective): PhrasingContent[] {
  const colons = node.type === 'textDirective' ? ':' : '::';
  const label = node.children as PhrasingContent[];
  return label.length
    ? [{ type: 'text', value: `${colons}${node.name}[` }, ...label, { type: 'text', value: ']' }]
    : [{ type: 'text', value: `${colons}${node.name}` }];
}

/**
 * A heading with a text directive (`#### join:JitsiMeetConferenceOptions`) gets the id Docusaurus gives it: its
 * headings plugin slugs the heading while the directive is still one (only its `[label]` is text), and the
 * directive is written back as text after that. The built-in slugging (rehype-slug) keeps an id already set.
 */
function headingIdBeforeText(heading: Heading): void {
  const props = heading.data?.hProperties as { id?: unknown } | undefined;
  if (props?.id !== undefined) return;
  let hasDirective = false;
  walk(heading, (n) => {
    if (n.type === 'textDirective') hasDirective = true;
  });
  if (!hasDirective) return;
  heading.data = { ...heading.data, hProperties: { ...(props ?? {}), id: slug(toString(heading)) } };
}

/**
 * `:::tip[Title]` container directives become `<Admonition type title>` elements the theme renders.
 * Other directives are turned back into the text they were written as, so prose like `ratio:3` or
 * `host:port` is not swallowed by remark-directive (Docusaurus does the same).
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const state = stateOf(file);
    walk(tree, (node, index, parent) => {
      if (node.type === 'heading') headingIdBeforeText(node);
      if (!parent || index === undefined) return;
      if (node.type === 'textDirective') {
        parent.children.splice(index, 1, ...(asText(node) as never[]));
        return [SKIP, index];
      }
      if (node.type === 'leafDirective') {
        const p: Paragraph = { type: 'paragraph', children: asText(node), position: node.position };
        parent.children.splice(index, 1, p as never);
        return SKIP;
      }
      if (node.type !== 'containerDirective') return;
      const directive = node as ContainerDirective;
      const type = TYPES.has(directive.name) ? directive.name : undefined;
      const children = [...directive.children] as RootContent[];
      let title: string | undefined;
      const first = children[0] as Paragraph | undefined;
      if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        title = toString(first);
        children.shift();
        // A title with formatting (`:::warning[\`EnvVar\` values]`) travels as a marked first child too,
        // which the theme's Admonition shows in the title bar; a plain one is the `title` attribute alone.
        if (first.children.some((c) => c.type !== 'text')) {
          first.data = { ...first.data, hProperties: { dataAdmonitionTitle: '' } };
          children.unshift(first);
        }
      }
      if (!type) {
        report(state, directive, {
          severity: 'warning',
          ruleId: 'unknown-admonition',
          message: `Unknown admonition \`:::${directive.name}\`; its content is shown without a box`,
          hint: `use one of ${[...TYPES].map((t) => `:::${t}`).join(', ')}`,
        });
        parent.children.splice(index, 1, ...(children as never[]));
        return [SKIP, index];
      }
      const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: type }];
      if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
      // Changed in place, not replaced: the visit then descends into these children, so a nested
      // admonition (`::::tip` around `:::note`) is turned into one too.
      const element = directive as unknown as Record<string, unknown>;
      delete element.attributes;
      delete element.name;
      Object.assign(element, { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children });
      return undefined; // Descend: admonitions nest.
    });
  };
}
