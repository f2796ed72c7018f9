import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ElementContent, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { SKIP, walk } from './walk.ts';
import { describeProblem, resolveSiteFile, SITE_PATH_HINT } from '../util/site-paths.ts';
import { closest } from '../util/suggest.ts';
import { scriptInHtml, UNSAFE_URL_HINT, unsafeScheme, URL_ATTRIBUTES } from '../util/url-safety.ts';
import { parseCodeMeta } from './code-meta.ts';
import { evaluateLiteral, expressionOf, NotALiteralError } from './evaluate-literal.ts';
import { resolveLang } from './highlighter.ts';
import { codeBlockNode } from './rehype-code-blocks.ts';
import { resolveScreenshot } from './screenshot.ts';
import { sliceSnippet } from './snippet.ts';
import { report, stateOf, type CompileState } from './state.ts';
import type { VFile } from 'vfile';
import { resolvePyObjectRef } from './py-object.ts';
import type { RuleId } from '../diagnostics/rules.ts';

/** Components pages may use without importing them (CONTENT-FORMAT), plus the ones plugins generate. */
export const CONTENT_COMPONENTS = [
  'Tabs',
  'TabItem',
  'CodeExample',
  'PyObject',
  'CliInvocationExample',
  'DocCardList',
  'Details',
  'Admonition',
  'CodeBlock',
  'Mermaid',
  'Screenshot',
];

/** A JSX element written in MDX, in the hast tree (mdast-util-mdx-jsx's types, as the other plugins use). */
type JsxNode = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** Reads a JSX node's props as plain values (expression props evaluated as literals). */
function propsOf(state: CompileState, node: JsxNode): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxExpressionAttribute') {
      if (state.esm) return undefined; // evaluated by the compiled page
      report(state, node, {
        severity: 'error',
        ruleId: 'mdx-expression',
        message: 'Spread props (`{...x}`) are not supported in content',
      });
      return undefined;
    }
    const v = attr.value;
    if (v === null || v === undefined) props[attr.name] = true;
    else if (typeof v === 'string') props[attr.name] = v;
    else {
      try {
        const e = expressionOf(v.data?.estree ?? undefined);
        props[attr.name] = e ? evaluateLiteral(e) : undefined;
      } catch (error) {
        if (!(error instanceof NotALiteralError)) throw error;
        if (state.esm) return undefined; // evaluated by the compiled page
        report(state, node, {
          severity: 'error',
          ruleId: 'mdx-expression',
          message: `Prop \`${attr.name}={${v.value}}\` is not a literal (${error.message})`,
          hint: 'content props may be strings, numbers, booleans, arrays or objects',
        });
        return undefined;
      }
    }
  }
  return props;
}

/**
 * Content runs no code (spec: pages are static). A raw `<script>`, an `on…=` event handler or an
 * `<iframe srcdoc>` is an error unless `markdown.allowScripts` is set; a `javascript:`/`vbscript:`/`data:`
 * URL in any URL attribute always is. The offending attribute is removed (the element, for a script),
 * so the rest of the page still renders. Returns false when the whole element must go.
 */
function checkJsxSafety(state: CompileState, node: JsxNode, props: Record<string, unknown>): boolean {
  const isHtml = !!node.name && /^[a-z]/.test(node.name);
  const scriptsAllowed = state.options.allowScripts;
  const equiv = String(props.httpEquiv ?? props['http-equiv'] ?? '').toLowerCase();
  const refresh = isHtml && node.name === 'meta' && equiv === 'refresh';
  if (isHtml && (node.name === 'script' || node.name === 'base' || refresh) && !scriptsAllowed) {
    report(state, node, {
      severity: 'error',
      ruleId: 'raw-script',
      message: refresh
        ? 'A `<meta http-equiv="refresh">` (a redirect the reader did not ask for) is not allowed in content'
        : `Raw \`<${node.name}>\` elements are not allowed in content`,
      hint: refresh
        ? "a page that only sends readers elsewhere: delete it and list it in the site config's `redirects` " +
          "({from, to}) or in the new page's `redirect_from`; the build writes the redirect page and `_redirects`"
        : 'put behaviour in the theme or runtime; ' +
          'set `markdown.allowScripts: true` in the site config only if every author is trusted',
    });
    return false;
  }
  for (const [name, value] of Object.entries(props)) {
    const lower = name.toLowerCase();
    const script = (message: string) => ({
      ruleId: 'raw-script' as const,
      message,
      hint: 'remove it; set `markdown.allowScripts: true` in the site config only if every author is trusted',
    });
    let problem: { ruleId: RuleId; message: string; hint: string } | undefined;
    if (!scriptsAllowed && /^on[a-z]/.test(lower))
      problem = script(`The \`${name}\` event handler is a script, which is not allowed in content`);
    else if (!scriptsAllowed && isHtml && lower === 'srcdoc')
      problem = script('`srcdoc` embeds a document that can run scripts, which is not allowed in content');
    else if (!scriptsAllowed && isHtml && lower === 'dangerouslysetinnerhtml') {
      const html = (value as { __html?: unknown } | null)?.__html;
      const found = typeof html === 'string' ? scriptInHtml(html) : undefined;
      if (found) problem = script(`\`dangerouslySetInnerHTML\` holds ${found}, which is not allowed in content`);
    } else if (isHtml && URL_ATTRIBUTES.has(lower) && typeof value === 'string') {
      const urls = lower === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0]) : [value];
      const scheme = urls.map(unsafeScheme).find(Boolean);
      if (scheme)
        problem = {
          ruleId: 'unsafe-url',
          message: `\`${name}\` uses a \`${scheme}:\` URL, which content may not use`,
          hint: UNSAFE_URL_HINT,
        };
    }
    if (!problem) continue;
    report(state, node, { severity: 'error', ...problem });
    node.attributes = node.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === name));
  }
  return true;
}

/**
 * MDX's `<head>` and `@docusaurus/Head` give the document head their `<title>`, `<meta>` and `<link>` (stylesheets
 * included) only (theme/docusaurus/Head.tsx): a `<style>`, or a `<script>` where `allowScripts` lets content have
 * one (else it is a `raw-script` error already), would be lost without a word, so each is a warning.
 */
function reportDroppedHeadTags(state: CompileState, head: JsxNode): void {
  walk(head, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = (node as JsxNode).name;
    if (name !== 'style' && !(name === 'script' && state.options.allowScripts)) return;
    report(state, node, {
      severity: 'warning',
      ruleId: 'docusaurus-unsupported',
      message:
        `A \`<${name}>\` in the page's \`<head>\` is not added to the document head: only \`<title>\`, ` +
        '`<meta>` and `<link>` are',
      hint:
        name === 'style'
          ? 'put the rules in src/css/custom.css, or in a stylesheet the head links (`<link rel="stylesheet">`)'
          : 'put behaviour in a site component (it runs in the browser as an island) or in the theme',
    });
    return SKIP;
  });
}

function setAttr(node: JsxNode, name: string, value: string): void {
  const existing = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (existing) existing.value = value;
  else node.attributes.push({ type: 'mdxJsxAttribute', name, value });
}

/**
 * Checks and prepares the MDX of a page: literal-only expressions, no imports, known components only;
 * resolves `<CodeExample>` (snippet read and highlighted), `<CliInvocationExample>`, `<PyObject>`
 * (against the API index) and `<DocCardList>` (only on category index pages). Problems are positioned
 * diagnostics; the offending node is dropped so the rest of the page still renders.
 */
export function rehypeComponents() {
  return async (tree: Root, file: VFile) => {
    const state = stateOf(file);
    const jobs: Promise<void>[] = [];
    // A component of the site's own with a built-in's name (imported, or global) is the site's, as in Docusaurus.
    const own = state.esm ? new Set([...boundNames(tree), ...(state.options.siteComponentNames ?? [])]) : undefined;
    walk(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'mdxjsEsm') {
        if (state.esm) return SKIP; // imports and exports of a page compiled by @mdx-js/mdx
        const text = node.value;
        const onlyKnown = /^\s*import\s+[\w{},\s]+\s+from\s+['"]@(theme|site)\//.test(text);
        report(state, node, {
          severity: onlyKnown ? 'warning' : 'error',
          ruleId: 'mdx-esm',
          message: onlyKnown
            ? 'Imports are not needed: the content components are always available'
            : '`import`/`export` are not supported here: API descriptions are Markdown (pages may import)',
          hint: `available components: ${CONTENT_COMPONENTS.slice(0, 7).join(', ')}`,
        });
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        try {
          const e = expressionOf(node.data?.estree ?? undefined);
          if (!e) {
            parent.children.splice(index, 1); // `{/* comment */}`
            return [SKIP, index];
          }
          const value = evaluateLiteral(e);
          parent.children[index] = { type: 'text', value: value == null ? '' : String(value) };
        } catch (error) {
          if (!(error instanceof NotALiteralError)) throw error;
          if (state.esm) return SKIP;
          report(state, node, {
            severity: 'error',
            ruleId: 'mdx-expression',
            message: `Expression \`{${node.value}}\` is not supported (${error.message})`,
            hint: 'write `\\{` to show a literal brace, or put code in backticks',
          });
          parent.children.splice(index, 1);
          return [SKIP, index];
        }
        return SKIP;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const jsx: JsxNode = node;
      const name = jsx.name;
      if (!name) return; // Fragment `<>…</>`
      const props = propsOf(state, jsx);
      if (props && !checkJsxSafety(state, jsx, props)) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (!props) {
        if (state.esm) return; // props with code: the element is left to the compiled page
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (name === 'head' || name === 'Head') reportDroppedHeadTags(state, jsx);
      if (/^[a-z]/.test(name)) {
        if (typeof props.id === 'string') state.anchors.push(props.id);
        return;
      }
      if (!CONTENT_COMPONENTS.includes(name)) {
        if (state.esm) return; // imported or global: resolved when the compiled page renders
        const near = closest(name, CONTENT_COMPONENTS, 1);
        report(state, node, {
          severity: 'error',
          ruleId: 'unknown-component',
          message: `Unknown component \`<${name}>\``,
          hint:
            (near.length ? `did you mean \`<${near[0]}>\`? ` : '') +
            `available: ${CONTENT_COMPONENTS.slice(0, 7).join(', ')}`,
        });
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (own?.has(name)) return;
      switch (name) {
        case 'CodeExample':
          jobs.push(
            codeExample(state, jsx, props).then((n) => {
              parent.children[index] = n ?? { type: 'text', value: '' };
            }),
          );
          return SKIP;
        case 'CliInvocationExample': {
          const contents = typeof props.contents === 'string' ? props.contents : '';
          if (!contents)
            report(state, node, {
              severity: 'error',
              ruleId: 'invalid-component-props',
              message: '`<CliInvocationExample>` needs a `contents` prop',
            });
          jobs.push(
            codeBlockNode(
              state,
              contents,
              'bash',
              parseCodeMeta(typeof props.title === 'string' ? `title="${props.title}"` : ''),
              jsx.position,
            ).then((n) => {
              parent.children[index] = n;
            }),
          );
          return SKIP;
        }
        case 'PyObject':
          resolvePyObject(state, jsx, props);
          return SKIP;
        case 'Screenshot': {
          const resolved = resolveScreenshot(state, jsx, props);
          if (!resolved) parent.children.splice(index, 1);
          else for (const [k, v] of Object.entries(resolved)) setAttr(jsx, k, String(v));
          return resolved ? SKIP : [SKIP, index];
        }
        case 'DocCardList':
          if (!state.cards) {
            report(state, node, {
              severity: 'error',
              ruleId: 'unassociated-index',
              message:
                `\`${state.route}\` is not associated with a category: ` +
                "`<DocCardList />` lists a category's pages and only works on a category index page",
              hint:
                'make this page the `link` of a sidebar category (an index.md in an autogenerated folder is), ' +
                'or remove `<DocCardList />`',
            });
          }
          return SKIP;
        default:
          return;
      }
    });
    await Promise.all(jobs);
  };
}

/** The names a page's `import`s and `export`s bind (from the MDX compiler's syntax tree of each). */
function boundNames(tree: Root): string[] {
  const names: string[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const s of node.data?.estree?.body ?? []) {
      if (s.type === 'ImportDeclaration') names.push(...s.specifiers.map((x) => x.local.name));
      const decl = s.type === 'ExportNamedDeclaration' ? s.declaration : undefined;
      if (decl?.type === 'VariableDeclaration')
        for (const d of decl.declarations) if (d.id.type === 'Identifier') names.push(d.id.name);
      if (decl?.type === 'FunctionDeclaration' || decl?.type === 'ClassDeclaration') names.push(decl.id.name);
    }
  }
  return names;
}

async function codeExample(
  state: CompileState,
  node: JsxNode,
  props: Record<string, unknown>,
): Promise<ElementContent | undefined> {
  const path = props.path;
  if (typeof path !== 'string' || !path) {
    report(state, node, {
      severity: 'error',
      ruleId: 'invalid-component-props',
      message: '`<CodeExample>` needs a `path` prop (relative to the snippets folder)',
    });
    return undefined;
  }
  const file = join(state.options.snippetsDir, path);
  const found = resolveSiteFile(state.options.roots, file);
  if (!found.ok && found.problem !== 'missing') {
    report(state, node, {
      severity: 'error',
      ruleId: 'path-outside-site',
      message: `Snippet \`${path}\` is not read: ${describeProblem(found.problem, found.real)}`,
      hint: SITE_PATH_HINT,
    });
    return undefined;
  }
  let text: string;
  try {
    if (!found.ok) throw new Error('missing');
    text = readFileSync(found.real, 'utf8');
  } catch {
    report(state, node, {
      severity: 'error',
      ruleId: 'missing-snippet',
      message: `Snippet \`${path}\` not found`,
      hint: `expected a file at \`${file}\``,
    });
    return undefined;
  }
  state.deps.push(file);
  const num = (v: unknown) => (v === undefined ? undefined : Number(v));
  const sliced = sliceSnippet(text, {
    lineStart: num(props.lineStart),
    lineEnd: num(props.lineEnd),
    startAfter: props.startAfter as string | undefined,
    endBefore: props.endBefore as string | undefined,
  });
  if ('error' in sliced) {
    report(state, node, {
      severity: 'error',
      ruleId: 'invalid-component-props',
      message: `\`<CodeExample path="${path}">\`: ${sliced.error}`,
    });
    return undefined;
  }
  const lang = resolveLang(typeof props.language === 'string' ? props.language : extname(path).slice(1)).lang;
  const title = typeof props.title === 'string' ? props.title : path.split('/').pop();
  return codeBlockNode(
    state,
    sliced.code,
    resolveLang(lang).known ? lang : 'text',
    { ...parseCodeMeta(''), title },
    node.position,
  );
}

function resolvePyObject(state: CompileState, node: JsxNode, props: Record<string, unknown>): void {
  const { key, entry, shown } = resolvePyObjectRef(props, state.options.apiIndex);
  if (!entry) {
    // Its page may be one that did not load: that file's error says so once, not every reference to it.
    const unchecked = state.options.apiUnchecked ?? [];
    if (unchecked.some((m) => m === '' || key.startsWith(m + '.'))) return;
    const near = closest(key, Object.keys(state.options.apiIndex), 3);
    report(state, node, {
      severity: 'error',
      ruleId: 'unknown-pyobject',
      message: `\`<PyObject>\` refers to \`${key}\`, which the API reference does not document`,
      hint: near.length
        ? `did you mean ${near.map((n) => `\`${n}\``).join(', ')}?`
        : `add it to a page under the API folder, or check \`module\`/\`object\``,
    });
    return;
  }
  setAttr(node, 'href', `${entry.route}#${entry.anchor}`);
  setAttr(node, 'displayText', shown);
}
