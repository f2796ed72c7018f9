import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import { walk } from './walk.ts';
import type { VFile } from 'vfile';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { screenshotAlt } from './screenshot.ts';
import { sliceSnippet } from './snippet.ts';
import { stateOf } from './state.ts';
import { fileUrl, routeToMarkdownFile, withBaseUrl, withoutWrittenBase } from '../../shared/routes.ts';
import { resolvePyObjectRef } from './py-object.ts';
import type { Program } from 'estree';
import { evaluateLiteral, expressionOf } from './evaluate-literal.ts';
import { partialPlaceholder } from './esm/partials.ts';
import type {} from 'mdast-util-mdxjs-esm';

/** A literal prop's value (`name="x"` → `x`, a bare `name` → true); undefined for expressions and spreads. */
const attr = (n: MdxJsxFlowElement | MdxJsxTextElement, name: string) => {
  const a = n.attributes.find((x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name);
  return a === undefined ? undefined : typeof a.value === 'string' ? a.value : a.value === null ? true : undefined;
};

/** Components whose source is their best Markdown form (the theme shows them as written). */
const KEPT = new Set(['Tabs', 'TabItem', 'Details', 'Admonition']);

/** The text of a literal expression (`{"x"}`, `{1}`), or nothing for code and comments. */
function literalText(program: Program | null | undefined): string {
  try {
    const e = expressionOf(program ?? undefined);
    const v = e ? evaluateLiteral(e) : undefined;
    return v === null || v === undefined || typeof v === 'object' ? '' : String(v);
  } catch {
    return '';
  }
}

/** Local name → specifier of every default import of a `.md`/`.mdx` partial in the page. */
function partialImports(tree: Root): Map<string, string> {
  const out = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const stmt of node.data?.estree?.body ?? []) {
      if (stmt.type !== 'ImportDeclaration' || !/\.mdx?$/.test(String(stmt.source.value))) continue;
      const def = stmt.specifiers.find((x) => x.type === 'ImportDefaultSpecifier');
      if (def) out.set(def.local.name, String(stmt.source.value));
    }
  }
  return out;
}

/**
 * Produces the plain-Markdown copy of a page served at `/route.md` for AI assistants and scripts: the
 * author's Markdown with content components replaced by what they show (snippet code, command, symbol
 * link, card list). Works on source offsets so everything else stays exactly as written.
 */
export function remarkMarkdownCopy() {
  return (tree: Root, file: VFile) => {
    const state = stateOf(file);
    const source = String(file.value);
    const edits: { start: number; end: number; text: string }[] = [];
    const partials = partialImports(tree);
    const base = state.options.baseUrl ?? '/';
    const mdUrl = (route: string) => withBaseUrl(base, fileUrl(routeToMarkdownFile(route)));
    walk(tree, (node) => {
      const start = node.position?.start.offset,
        end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      // A root-relative link or image as written (`](/guides/x)`, `[id]: /x`) goes under the site's base URL.
      if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && base !== '/') {
        const written = withBaseUrl(base, withoutWrittenBase(base, node.url));
        const at = written === node.url ? -1 : source.slice(start, end).lastIndexOf(node.url);
        if (at >= 0) edits.push({ start: start + at, end: start + at + node.url.length, text: written });
        return;
      }
      // Code has no Markdown form: imports and exports go, an expression leaves its literal value or nothing.
      if (node.type === 'mdxjsEsm') {
        edits.push({ start, end, text: '' });
        return 'skip';
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        edits.push({ start, end, text: literalText(node.data?.estree) });
        return 'skip';
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const n = node;
      let text: string | undefined;
      if (n.name && partials.has(n.name)) {
        text = partialPlaceholder(partials.get(n.name)!);
      } else if (n.name === 'head' || n.name === 'Head') {
        text = ''; // The document head (title, meta), not content.
      } else if (n.name === 'CodeExample') {
        try {
          const raw = readFileSync(join(state.options.snippetsDir, String(attr(n, 'path'))), 'utf8');
          const sliced = sliceSnippet(raw, {
            startAfter: attr(n, 'startAfter') as string,
            endBefore: attr(n, 'endBefore') as string,
            lineStart: Number(attr(n, 'lineStart')) || undefined,
            lineEnd: Number(attr(n, 'lineEnd')) || undefined,
          });
          if ('code' in sliced)
            text = '```python title="' + String(attr(n, 'title') ?? attr(n, 'path')) + '"\n' + sliced.code + '\n```';
        } catch {
          text = ''; // Reported by rehype-components; the copy just leaves it out.
        }
      } else if (n.name === 'CliInvocationExample') {
        text = '```bash\n' + String(attr(n, 'contents') ?? '') + '\n```';
      } else if (n.name === 'PyObject') {
        const props = Object.fromEntries(
          ['module', 'object', 'method', 'displayText', 'decorator'].map((k) => [k, attr(n, k)]),
        );
        const { entry, shown } = resolvePyObjectRef(props, state.options.apiIndex);
        text = entry ? `[\`${shown}\`](${mdUrl(entry.route)}#${entry.anchor})` : '`' + shown + '`';
      } else if (n.name === 'Screenshot') {
        const alt = screenshotAlt(state.options.docsDir, String(attr(n, 'id') ?? ''));
        text = alt ? `*Screenshot: ${alt}*` : '';
      } else if (n.name === 'DocCardList') {
        text = (state.cards ?? [])
          .map((c) => `- [${c.title}](${mdUrl(c.href)})${c.description ? `: ${c.description}` : ''}`)
          .join('\n');
      } else if (n.name && /^[A-Z]/.test(n.name) && !KEPT.has(n.name)) {
        // A component with no Markdown form: its tags go, its children (Markdown) stay.
        const first = n.children[0]?.position?.start.offset;
        const last = n.children[n.children.length - 1]?.position?.end.offset;
        if (first === undefined || last === undefined) edits.push({ start, end, text: '' });
        else edits.push({ start, end: first, text: '' }, { start: last, end, text: '' });
        return;
      } else return;
      if (text !== undefined) edits.push({ start, end, text });
      return 'skip';
    });
    let out = source;
    for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
    file.data.markdown = out.replace(/^\n+/, '').replace(/\n{3,}/g, '\n\n');
  };
}
